import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EngagementApi } from './engagement-api';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch } from '../../../web-shared/testing/fakes';
import { StockistFormView } from './BecomeStockistPage';
import { FeedbackForm } from './FeedbackForm';
import { NewsletterForm } from './NewsletterForm';
import { STOCKIST_FIELDS, StockistForm } from './StockistForm';
import { FeedbackFormView } from './FeedbackModal';
import { NewsletterFields } from './NewsletterFields';

const refusing = (body: Record<string, string>) => new EngagementApi(new ApiClient({ fetch: fakeFetch(() => ({ status: 400, body })).fetch }));

/** The text of the element that describes the input labelled `label` (its field message). */
function messageUnder(html: string, label: string): string | null {
  const labelFor = new RegExp(`<label for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
  if (!labelFor) return null;
  const describedBy = new RegExp(`id="${labelFor}"[^>]*aria-describedby="([^"]+)"`).exec(html)?.[1] ?? new RegExp(`aria-describedby="([^"]+)"[^>]*id="${labelFor}"`).exec(html)?.[1];
  if (!describedBy) return null;
  return new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

describe('forms show every field message under its field', () => {
  it('footer newsletter: e-mail and first name', async () => {
    const form = new NewsletterForm(refusing({ email: 'Invalid email', firstName: 'First name must be on one line.' }));
    form.setEmail('ada@example.com');
    await form.submit();
    const html = renderToStaticMarkup(createElement(NewsletterFields, { form, withFirstName: true }));
    expect(messageUnder(html, 'First name')).toBe('First name must be on one line.');
    expect(messageUnder(html, 'Email')).toBe('Invalid email');
  });

  it('feedback: stars, e-mail and comment', async () => {
    const form = new FeedbackForm(refusing({ stars: 'Please choose from 1 to 5 stars.', email: 'Email is required.', feedback: 'Feedback must be at most 2000 characters.' }));
    await form.submit();
    const html = renderToStaticMarkup(createElement(FeedbackFormView, { form }));
    expect(html).toContain('Please choose from 1 to 5 stars.');
    expect(messageUnder(html, 'Email')).toBe('Email is required.');
    expect(messageUnder(html, 'Tell us more \\(optional\\)')).toBe('Feedback must be at most 2000 characters.');
  });

  it('stockist: all ten fields', async () => {
    const body = Object.fromEntries(STOCKIST_FIELDS.map((field) => [field, `Message for ${field}.`]));
    const form = new StockistForm(refusing(body));
    await form.submit();
    const html = renderToStaticMarkup(createElement(StockistFormView, { form }));
    for (const field of STOCKIST_FIELDS) expect(html).toContain(`Message for ${field}.`);
    expect(messageUnder(html, 'Website')).toBe('Message for website.');
  });
});
