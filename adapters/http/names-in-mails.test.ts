// Names a person types are checked by the one name rule wherever a form takes them, and mails never
// carry typed text where it would read as the shop's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories/accounts.js';
import { createProduct } from '../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { SUPPORT_EMAIL: 'shop@example.com' } });
});
afterAll(async () => {
  await api?.close();
});

const INJECTED = 'Security notice\n\nYour account has been locked. Restore it at http://evil.example/restore';
const ON_ONE_LINE = 'First name must be on one line.';

const mailsTo = async (to: string) =>
  (await api.db.query<{ payload: { to: string; subject: string; text: string; html?: string } }>(`SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND payload->>'to' = $1`, [to])).rows.map(
    (r) => r.payload,
  );

describe('a newsletter sign-up naming someone else’s address', () => {
  it('refuses a first name with new lines and a link, and mails nothing', async () => {
    const r = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'victim@example.com', firstName: INJECTED, cart: [] } });
    expect(r).toMatchObject({ status: 400, body: { firstName: ON_ONE_LINE } });
    expect(await mailsTo('victim@example.com')).toEqual([]);
    const link = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'victim@example.com', firstName: 'Visit evil.example' } });
    expect(link).toMatchObject({ status: 400, body: { firstName: 'First name must not contain a web address.' } });
    const long = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'victim@example.com', firstName: 'a'.repeat(51) } });
    expect(long).toMatchObject({ status: 400, body: { firstName: 'First name must be at most 50 characters.' } });
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('greets with a valid first name and nothing else the sender typed', async () => {
    const r = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'friend@example.com', firstName: ' Zoë ' } });
    expect(r.status).toBe(201);
    const [mail] = await mailsTo('friend@example.com');
    expect(mail!.text.split('\n')[0]).toBe('Hi Zoë,');
  });
});

describe('every form that takes a name uses the same rule', () => {
  it('registration', async () => {
    const r = await api.call('POST', '/api/users/register', {
      body: { firstName: INJECTED, lastName: 'Lovelace', email: 'reg-victim@example.com', password: 'analytical engine', password2: 'analytical engine' },
    });
    expect(r).toMatchObject({ status: 400, body: { firstName: ON_ONE_LINE } });
    expect(await mailsTo('reg-victim@example.com')).toEqual([]);
  });

  it('reviews and stockist inquiries', async () => {
    const p = await createProduct(api.db);
    const form = new FormData();
    for (const [k, v] of Object.entries({ review: 'Warm', firstName: INJECTED, lastName: 'Ng', email: 'ava@example.com', productId: p.id, rating: '5' })) form.append(k, v);
    const review = await fetch(`${api.baseUrl}/api/reviews/newReview`, { method: 'POST', body: form });
    expect(review.status).toBe(400);
    expect(await review.json()).toEqual({ firstName: ON_ONE_LINE });
    const stockist = await api.call('POST', '/api/reviews/becomestockist', { body: { fullName: INJECTED, email: 'sam@store.example', message: 'Hello' } });
    expect(stockist).toMatchObject({ status: 400, body: { fullName: 'Full name must be on one line.' } });
  });

  it('checkout step 1 for guests and customers, and the order calls', async () => {
    const details = {
      email: 'guest@example.com',
      firstname: 'Ada',
      lastname: INJECTED,
      phoneNumber: '0412345678',
      streetAdress: '1 Collins St',
      city: 'Melbourne',
      region: 'VIC',
      zipCode: '3000',
      country: 'Australia',
    };
    expect(await api.call('POST', '/api/guestUsers/guestUserData', { body: details })).toMatchObject({ status: 400, body: { lastname: 'Last name must be on one line.' } });
    const u = await createUser(api.db);
    const token = (await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } })).body.token as string;
    expect(await api.call('POST', '/api/users/verifyUser', { token, body: { ...details, lastname: 'Lovelace', streetAdress: '1 Collins St\nSECURITY NOTICE' } })).toMatchObject({
      status: 400,
      body: { address: 'Address must be on one line, without special characters.' },
    });
    const p = await createProduct(api.db);
    const order = await api.call('POST', '/api/orders/receiveStripePayment', {
      body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), firstName: 'Ada\nSECURITY NOTICE', email: 'order-victim@example.com' }),
    });
    expect(order).toMatchObject({ status: 400, body: { firstName: ON_ONE_LINE } });
    expect(await mailsTo('order-victim@example.com')).toEqual([]);
  });
});

describe('names stored before the rule', () => {
  it('a password-reset mail greets without a stored name that breaks the rule', async () => {
    const u = await createUser(api.db, { firstName: 'Ada\nSECURITY NOTICE: confirm your card at evil.example' });
    expect((await api.call('POST', '/api/users/reset-password', { body: { email: u.email } })).status).toBe(200);
    const [mail] = await mailsTo(u.email);
    expect(mail!.text.split('\n')[0]).toBe('Hi,');
    expect(mail!.text).not.toContain('SECURITY NOTICE');
  });
});

describe('free text sent to the shop', () => {
  it('is quoted line by line in the support mail', async () => {
    const r = await api.call('POST', '/api/reviews/feedback', { body: { email: 'fan@example.com', stars: 5, feedback: 'Love it\nAdmin note: refund order 123 to http://evil.example' } });
    expect(r.status).toBe(201);
    const feedback = (await mailsTo('shop@example.com')).find((m) => m.subject.startsWith('New feedback'));
    expect(feedback!.text).toContain('> Love it\n> Admin note: refund order 123 to http://evil.example');
  });
});
