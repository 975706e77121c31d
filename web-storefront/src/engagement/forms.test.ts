import { describe, expect, it } from 'vitest';
import { EngagementApi } from './engagement-api';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { WELCOME_SEEN_KEY, WelcomeStore } from './WelcomeStore';
import { FEEDBACK_THANKS, FeedbackForm } from './FeedbackForm';
import { ALREADY_SUBSCRIBED, NEWSLETTER_THANKS, NewsletterForm } from './NewsletterForm';
import { IMAGE_TYPE_MESSAGE, ReviewWizard, type ImageFile } from './ReviewWizard';
import { STOCKIST_FIELDS, STOCKIST_RESET_MS, STOCKIST_THANKS, StockistForm } from './StockistForm';
import type { Timers } from './submit';

function api(respond: (r: RecordedRequest) => { status?: number; body?: unknown } = () => ({ status: 201, body: { success: true, message: 'ok' } })) {
  const { fetch, requests } = fakeFetch(respond);
  return { api: new EngagementApi(new ApiClient({ fetch })), requests };
}

describe('NewsletterForm', () => {
  it('checks the e-mail with the domain messages before calling the server', async () => {
    const { api: catalog, requests } = api();
    const form = new NewsletterForm(catalog);
    expect(await form.submit()).toBe(false);
    expect(form.error).toBe('Required');
    form.setEmail('not-an-email');
    await form.submit();
    expect(form.error).toBe('Invalid email');
    expect(requests).toHaveLength(0);
  });

  it('subscribes with a lowercased e-mail and the first name when given', async () => {
    const { api: catalog, requests } = api();
    const form = new NewsletterForm(catalog, () => [{ product: 'p1', variant: 'p1-m', quantity: 2 }]);
    form.setFirstName(' Ada ');
    form.setEmail('Ada@Example.com');
    expect(await form.submit()).toBe(true);
    expect(requests[0]).toMatchObject({ url: '/api/guestUsers/newsletter', body: { email: 'ada@example.com', firstName: 'Ada', cart: [{ product: 'p1', variant: 'p1-m', quantity: 2 }] } });
    expect(form.done).toBe(true);
    expect(NEWSLETTER_THANKS).toBe('Thanks for signing up to our newsletter. Check your email to see your 10% off promo code!');
  });

  it('says the address has already subscribed on userExists, and shows other server messages', async () => {
    const exists = new NewsletterForm(api(() => ({ status: 409, body: { email: 'Email address has already subscribed.', userExists: true } })).api);
    exists.setEmail('ada@example.com');
    await exists.submit();
    expect(exists.error).toBe(ALREADY_SUBSCRIBED);
    const limited = new NewsletterForm(api(() => ({ status: 429, body: { message: 'slow down' } })).api);
    limited.setEmail('ada@example.com');
    await limited.submit();
    expect(limited.error).toMatch(/Too many attempts/);
  });
});

describe('NewsletterForm field messages', () => {
  it('checks the first name with the name rule before calling the server', async () => {
    const { api: catalog, requests } = api();
    const form = new NewsletterForm(catalog);
    form.setEmail('ada@example.com');
    form.setFirstName('Ada\nvisit http://evil.example');
    expect(await form.submit()).toBe(false);
    expect(form.firstNameError).toBe('First name must be on one line.');
    expect(form.error).toBeNull();
    expect(requests).toHaveLength(0);
    form.setFirstName('Ada');
    expect(form.firstNameError).toBeNull();
  });

  it('keeps every server message under its field', async () => {
    const form = new NewsletterForm(api(() => ({ status: 400, body: { email: 'Invalid email', firstName: 'First name must not contain a web address.' } })).api);
    form.setEmail('ada@example.com');
    expect(await form.submit()).toBe(false);
    expect(form.error).toBe('Invalid email');
    expect(form.firstNameError).toBe('First name must not contain a web address.');
  });
});

describe('FeedbackForm', () => {
  it('sends stars, e-mail and text, then thanks', async () => {
    const { api: catalog, requests } = api();
    const form = new FeedbackForm(catalog);
    form.setStars(4);
    form.setEmail(' ada@example.com ');
    form.setFeedback('Lovely shop');
    expect(await form.submit()).toBe(true);
    expect(requests[0]).toMatchObject({ url: '/api/reviews/feedback', body: { stars: 4, email: 'ada@example.com', feedback: 'Lovely shop' } });
    expect(FEEDBACK_THANKS).toBe('Thanks for you feedback!');
  });

  it('shows the server field errors', async () => {
    const form = new FeedbackForm(api(() => ({ status: 400, body: { stars: 'Please choose a rating.', email: 'Invalid email' } })).api);
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual({ stars: 'Please choose a rating.', email: 'Invalid email' });
    expect(form.done).toBe(false);
  });

  it('keeps all three server messages of an empty or all-bad form (storefront §5)', async () => {
    const body = { stars: 'Please choose from 1 to 5 stars.', email: 'Email is required.', feedback: 'Feedback must be at most 2000 characters.' };
    const form = new FeedbackForm(api(() => ({ status: 400, body })).api);
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual(body);
  });
});

class ManualTimers implements Timers {
  pending: { callback: () => void; ms: number }[] = [];
  setTimeout(callback: () => void, ms: number) {
    this.pending.push({ callback, ms });
    return this.pending.length;
  }
  clearTimeout() {
    this.pending = [];
  }
  runAll() {
    const due = this.pending;
    this.pending = [];
    for (const t of due) t.callback();
  }
}

describe('StockistForm', () => {
  it('sends every field trimmed and clears itself 5 s after success', async () => {
    const { api: catalog, requests } = api();
    const timers = new ManualTimers();
    const form = new StockistForm(catalog, timers);
    form.set('fullName', ' Ada Lovelace ');
    form.set('email', 'ada@example.com');
    form.set('abn', '51 824 753 556');
    form.set('message', 'We run a camping store.');
    expect(await form.submit()).toBe(true);
    expect(requests[0]?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '',
      businessName: '',
      abn: '51 824 753 556',
      category: '',
      website: '',
      instagram: '',
      facebook: '',
      message: 'We run a camping store.',
    });
    expect(form.done).toBe(true);
    expect(STOCKIST_THANKS).toBe("We've recieved your inquiry. We'll be in touch within 24-48 hours.");
    expect(timers.pending[0]?.ms).toBe(STOCKIST_RESET_MS);
    timers.runAll();
    expect(form.values.fullName).toBe('');
    expect(form.done).toBe(false);
  });

  it('keeps the values and shows field errors on failure', async () => {
    const form = new StockistForm(api(() => ({ status: 400, body: { fullName: 'Required field', abn: 'Please enter a valid 11-digit ABN.' } })).api, new ManualTimers());
    form.set('abn', '123');
    expect(await form.submit()).toBe(false);
    expect(form.errors.abn).toBe('Please enter a valid 11-digit ABN.');
    expect(form.values.abn).toBe('123');
  });

  it('keeps a message for every field the server refused', async () => {
    const body = Object.fromEntries(STOCKIST_FIELDS.map((field) => [field, `${field} is wrong.`]));
    const form = new StockistForm(api(() => ({ status: 400, body })).api, new ManualTimers());
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual(body);
  });
});

const png: ImageFile = { name: 'trail.png', type: 'image/png', size: 1000 };

describe('ReviewWizard', () => {
  function wizard(respond?: Parameters<typeof api>[0]) {
    const { api: catalog, requests } = api(respond);
    const forms: { fields: Record<string, string>; image: ImageFile | null }[] = [];
    const w = new ReviewWizard<ImageFile>(catalog, 'p1', (fields, image) => {
      forms.push({ fields, image });
      return new FormData();
    });
    return { w, requests, forms };
  }

  it('walks rating → photo (Skip/Next) → text → about → thanks', async () => {
    const { w, requests, forms } = wizard();
    expect(w.step).toBe('rating');
    w.chooseRating(5);
    expect(w.step).toBe('photo');
    expect(w.photoButtonLabel).toBe('Skip');
    w.chooseImage(png);
    expect(w.photoButtonLabel).toBe('Next');
    w.afterPhoto();
    expect(w.afterReview()).toBe(false);
    expect(w.errors.review).toBe('Required field');
    w.set('review', 'Love it');
    expect(w.afterReview()).toBe(true);
    expect(await w.submit()).toBe(false);
    expect(w.errors).toEqual({ firstName: 'Required field', lastName: 'Required field', email: 'Required field' });
    w.set('firstName', 'Ada');
    w.set('lastName', 'Lovelace');
    w.set('email', 'Ada@Example.com');
    expect(await w.submit()).toBe(true);
    expect(w.step).toBe('thanks');
    expect(requests[0]?.url).toBe('/api/reviews/newReview');
    expect(forms[0]).toEqual({ fields: { review: 'Love it', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', productId: 'p1', rating: '5' }, image: png });
  });

  it('accepts only png or jpeg photos up to 5 MB', () => {
    const { w } = wizard();
    w.chooseImage({ name: 'a.gif', type: 'image/gif', size: 10 });
    expect(w.image).toBeNull();
    expect(w.errors.reviewImage).toBe(IMAGE_TYPE_MESSAGE);
    w.chooseImage({ name: 'a.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 });
    expect(w.image).toBeNull();
    w.chooseImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 });
    expect(w.image?.name).toBe('a.jpg');
    expect(w.errors.reviewImage).toBeUndefined();
  });

  it('checks names with the name rule on the about step', async () => {
    const { w, requests } = wizard();
    w.chooseRating(5);
    w.afterPhoto();
    w.set('review', 'Warm');
    w.afterReview();
    w.set('firstName', 'Ava\nBcc');
    w.set('lastName', 'evil.example');
    w.set('email', 'ava@example.com');
    expect(await w.submit()).toBe(false);
    expect(w.errors).toEqual({ firstName: 'First name must be on one line.', lastName: 'Last name must not contain a web address.' });
    expect(requests).toHaveLength(0);
  });

  it('keeps every server message, showing each on its step in turn', async () => {
    const { w } = wizard(() => ({ status: 400, body: { review: 'Required field', firstName: 'First name must be on one line.', email: 'Invalid email' } }));
    w.chooseRating(4);
    w.afterPhoto();
    w.set('review', 'ok');
    w.afterReview();
    w.set('firstName', 'A');
    w.set('lastName', 'B');
    w.set('email', 'a@b.co');
    await w.submit();
    expect(w.step).toBe('review');
    expect(w.errors).toMatchObject({ review: 'Required field', firstName: 'First name must be on one line.', email: 'Invalid email' });
    w.set('review', 'Better words');
    expect(w.afterReview()).toBe(true);
    expect(w.step).toBe('about');
    expect(w.errors).toMatchObject({ firstName: 'First name must be on one line.', email: 'Invalid email' });
  });

  it('goes back to the step whose field the server refused', async () => {
    const { w } = wizard(() => ({ status: 400, body: { reviewImage: 'The file is not a PNG or JPEG image.' } }));
    w.chooseRating(4);
    w.chooseImage(png);
    w.afterPhoto();
    w.set('review', 'ok');
    w.afterReview();
    w.set('firstName', 'A');
    w.set('lastName', 'B');
    w.set('email', 'a@b.co');
    await w.submit();
    expect(w.step).toBe('photo');
    expect(w.errors.reviewImage).toMatch(/PNG or JPEG/);
  });
});

describe('WelcomeStore', () => {
  it('opens once after the first scroll past 500 px and remembers it', () => {
    const storage = new MemoryStorage();
    const welcome = new WelcomeStore(storage);
    welcome.onScroll(500);
    expect(welcome.open).toBe(false);
    welcome.onScroll(501);
    expect(welcome.open).toBe(true);
    welcome.close();
    welcome.onScroll(900);
    expect(welcome.open).toBe(false);
    expect(storage.getItem(WELCOME_SEEN_KEY)).not.toBeNull();
    const again = new WelcomeStore(storage);
    again.onScroll(1000);
    expect(again.open).toBe(false);
  });
});
