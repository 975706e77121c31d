// Every form answers all its bad fields at once, whether the body is empty, badly typed or badly
// filled in, with the messages under the names the form's fields use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLinks } from '../../test-support/factories/accounts.js';
import { createProduct } from '../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const REQUIRED = 'Required field';
const keys = (body: Record<string, unknown>) => Object.keys(body).sort();

async function signedIn() {
  const u = await createUser(api.db);
  const r = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
  return { ...u, token: r.body.token as string };
}

describe('shopper forms', () => {
  it('feedback: stars, email and feedback together (storefront §5)', async () => {
    const empty = await api.call('POST', '/api/reviews/feedback', { body: {} });
    expect(empty).toMatchObject({ status: 400, body: { stars: 'Please choose from 1 to 5 stars.', email: 'Email is required.' } });
    expect(keys(empty.body)).toEqual(['email', 'stars']);
    const bad = await api.call('POST', '/api/reviews/feedback', { body: { email: 'nope', stars: 'five', feedback: 'a'.repeat(2001) } });
    expect(bad.status).toBe(400);
    expect(keys(bad.body)).toEqual(['email', 'feedback', 'stars']);
    expect(bad.body.email).toBe('Invalid email');
  });

  it('stockist: every field', async () => {
    const empty = await api.call('POST', '/api/reviews/becomestockist', { body: {} });
    expect(empty.body).toEqual({ fullName: 'Full name is required.', email: 'Email is required.', message: 'Message is required.' });
    const bad = await api.call('POST', '/api/reviews/becomestockist', {
      body: {
        fullName: 42,
        email: 'nope',
        phoneNumber: 'call me',
        businessName: 'Shop\nSECURITY NOTICE',
        abn: '123',
        category: ['Gifts'],
        website: 'javascript:alert(1)',
        instagram: 'javascript:alert(1)',
        facebook: 'data:text/html,x',
        message: '',
      },
    });
    expect(bad.status).toBe(400);
    expect(keys(bad.body)).toEqual(['abn', 'businessName', 'category', 'email', 'facebook', 'fullName', 'instagram', 'message', 'phoneNumber', 'website']);
  });

  it('review: every field of the wizard, the product id too', async () => {
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const res = await fetch(`${api.baseUrl}/api/reviews/newReview`, { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    const empty = await post({});
    expect(empty).toMatchObject({
      status: 400,
      body: { productId: 'Product id is required.', review: REQUIRED, firstName: REQUIRED, lastName: REQUIRED, email: REQUIRED, rating: 'Please choose a rating.' },
    });
    const bad = await post({ productId: 'not-an-id', rating: '9', review: ' ', firstName: 'Ava\nX', lastName: 'evil.example', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(keys(bad.body)).toEqual(['email', 'firstName', 'lastName', 'productId', 'rating', 'review']);
    const p = await createProduct(api.db);
    expect(keys((await post({ productId: p.id, rating: '0', firstName: 'Ava' })).body)).toEqual(['email', 'lastName', 'rating', 'review']);
  });

  it('newsletter: e-mail and first name together', async () => {
    expect(await api.call('POST', '/api/guestUsers/newsletter', { body: {} })).toMatchObject({ status: 400, body: { email: 'Required' } });
    const bad = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'nope', firstName: 'Ada\nBcc' } });
    expect(bad.body).toEqual({ email: 'Invalid email', firstName: 'First name must be on one line.' });
    const typed = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 42, firstName: 'Ada 2' } });
    expect(keys(typed.body)).toEqual(['email', 'firstName']);
  });
});

describe('account forms', () => {
  it('registration: every field, with a badly typed one among them', async () => {
    const empty = await api.call('POST', '/api/users/register', { body: {} });
    expect(empty.body).toEqual({ firstName: REQUIRED, lastName: REQUIRED, email: REQUIRED, password: REQUIRED, password2: REQUIRED });
    const bad = await api.call('POST', '/api/users/register', { body: { firstName: 42, lastName: 'Love\nlace', email: 'nope', password: 'short', password2: 'other' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      firstName: 'Please enter text.',
      lastName: 'Last name must be on one line.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      password2: 'Passwords must match.',
    });
  });

  it('new password: the code and both passwords at once', async () => {
    const u = await signedIn();
    const wrongCode = await api.call('POST', `/api/users/newPassword/${u.id}/${'x'.repeat(32)}`, { body: {} });
    expect(keys(wrongCode.body)).toEqual(['code', 'password1', 'password2']);
    expect(wrongCode.body.password1).toBe(REQUIRED);
    await api.call('POST', '/api/users/reset-password', { body: { email: u.email } });
    const link = (await mailedLinks(api.db, u.email)).find((l) => l.includes('/newPassword/'))!;
    const [, userId, code] = /newPassword\/([^/]+)\/([^/\s]+)/.exec(link)!;
    const bad = await api.call('POST', `/api/users/newPassword/${userId}/${code}`, { body: { password1: 42, password2: 'other' } });
    expect(bad.body).toEqual({ password1: 'Please enter text.', password2: 'Passwords must match.' });
  });

  it('address book: new and edited addresses', async () => {
    const u = await signedIn();
    const empty = await api.call('POST', '/api/users/newAddress', { token: u.token, body: {} });
    expect(empty.body).toEqual({ streetAdress: REQUIRED, city: REQUIRED, zipCode: REQUIRED, region: REQUIRED, country: REQUIRED });
    const bad = await api.call('POST', '/api/users/newAddress', { token: u.token, body: { streetAdress: 7, city: 'Melbourne\nX', zipCode: '30', region: '', country: 'Australia' } });
    expect(bad.body).toEqual({ streetAdress: 'Please enter text.', city: 'City must be on one line, without special characters.', zipCode: 'Please enter a valid postcode.', region: REQUIRED });
    const edit = await api.call('POST', '/api/users/editAddress', { token: u.token, body: { editAddressId: 'nope', editStreetAdress: 5, editCity: '', editPostcode: '', editRegion: '' } });
    expect(edit.body).toEqual({ editAddressId: 'Address must be a valid id.', streetAdress: 'Please enter text.', city: REQUIRED, zipCode: REQUIRED });
  });
});

describe('checkout step 1 and the coupon box', () => {
  const allBad = { email: 42, firstname: 'Ada\nX', lastname: '', phoneNumber: 'call me', streetAdress: 9, city: '', zipCode: '30', region: '', country: 'Australia', sendOffers: 'yes' };
  const allBadAnswer = ['address', 'city', 'email', 'firstname', 'lastname', 'phoneNumber', 'postcode', 'region', 'sendOffers'];
  const everyField = ['address', 'city', 'country', 'email', 'firstname', 'lastname', 'phoneNumber', 'postcode', 'region'];

  it('guestUserData', async () => {
    expect(keys((await api.call('POST', '/api/guestUsers/guestUserData', { body: {} })).body)).toEqual(everyField);
    const bad = await api.call('POST', '/api/guestUsers/guestUserData', { body: allBad });
    expect(bad.status).toBe(400);
    expect(keys(bad.body)).toEqual(allBadAnswer);
    expect(bad.body.postcode).toBe('Please enter a valid postcode.');
  });

  it('verifyUser', async () => {
    const u = await signedIn();
    expect(keys((await api.call('POST', '/api/users/verifyUser', { token: u.token, body: {} })).body)).toEqual(everyField);
    const bad = await api.call('POST', '/api/users/verifyUser', { token: u.token, body: { ...allBad, newAddress: 'yes' } });
    expect(keys(bad.body)).toEqual([...allBadAnswer, 'newAddress'].sort());
  });

  it('applyDiscount', async () => {
    expect((await api.call('POST', '/api/discounts/applyDiscount', { body: {} })).body).toEqual({ coupon: 'Please enter a coupon code.' });
    const bad = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: 42, cart: 'all of it', country: 9 } });
    expect(keys(bad.body)).toEqual(['cart', 'country', 'coupon']);
  });
});
