import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../../../test-support/fake-stripe-server.js';
import { createStripeClient, readStripeWebhook, STRIPE_UNAVAILABLE, StripePaymentGateway } from './stripe-gateway.js';

const fake = new FakeStripeServer();
let gateway: StripePaymentGateway;
let client: ReturnType<typeof createStripeClient>;

beforeAll(async () => {
  client = createStripeClient({ secretKey: 'sk_test_fake', api: await fake.start(), timeoutMs: 300 });
  gateway = new StripePaymentGateway(client);
});
afterAll(async () => {
  await fake.stop();
});

const charge = (paymentMethodId: string, idempotencyKey: string) =>
  gateway.charge({ amountCents: 5500, currency: 'aud', paymentMethodId, idempotencyKey, description: 'Order', metadata: { checkoutKey: 'k-1' } });

describe('StripePaymentGateway (real stripe SDK against a fake Stripe)', () => {
  it('creates and confirms a PaymentIntent with the idempotency key, the amount in cents and the checkout key', async () => {
    const r = await charge('pm_card_visa', 'key-success-1');
    expect(r).toEqual({ status: 'succeeded', paymentId: expect.stringMatching(/^pi_/) });
    const sent = fake.requests.find((q) => q.idempotencyKey === 'key-success-1');
    expect(sent?.form.get('amount')).toBe('5500');
    expect(sent?.form.get('currency')).toBe('aud');
    expect(sent?.form.get('confirm')).toBe('true');
    expect(sent?.form.get('metadata[checkoutKey]')).toBe('k-1');
  });

  it('charges once when the same attempt is retried', async () => {
    const before = fake.charges;
    const [a, b] = await Promise.all([charge('pm_card_visa', 'key-retry-1'), charge('pm_card_visa', 'key-retry-1')]);
    expect(a).toEqual(b);
    expect(fake.charges - before).toBe(1);
  });

  it('reports declines with Stripe’s message', async () => {
    expect(await charge('pm_card_chargeDeclined', 'key-decline-1')).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect(await charge('pm_card_insufficientFunds', 'key-funds-1')).toEqual({ status: 'declined', message: 'Your card has insufficient funds.' });
  });

  it('reports a provider error or a timeout as unavailable, retrying with the same key', async () => {
    expect(await charge('pm_error', 'key-500-1')).toEqual({ status: 'unavailable', message: STRIPE_UNAVAILABLE });
    expect(fake.requests.filter((q) => q.idempotencyKey === 'key-500-1').length).toBeGreaterThanOrEqual(1);
    expect(await charge('pm_slow', 'key-slow-1')).toEqual({ status: 'unavailable', message: STRIPE_UNAVAILABLE });
  }, 15_000);

  it('answers requires_action with the client secret for a card that needs 3-D Secure, and charges nothing yet', async () => {
    const before = fake.charges;
    const r = await charge('pm_card_authenticationRequired', 'key-3ds-1');
    expect(r).toEqual({ status: 'requires_action', paymentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    expect(fake.requests.find((q) => q.idempotencyKey === 'key-3ds-1')?.form.get('use_stripe_sdk')).toBe('true');
    expect(fake.charges - before).toBe(0);
    if (r.status !== 'requires_action') return;
    expect(await gateway.retrieve(r.paymentId)).toMatchObject({ status: 'pending' });
  });

  it('reads an authenticated intent as succeeded with its amount and checkout key', async () => {
    const r = await charge('pm_card_authenticationRequired', 'key-3ds-2');
    if (r.status !== 'requires_action') throw new Error('expected requires_action');
    const before = fake.charges;
    fake.authenticate(r.paymentId, 'succeeded');
    expect(await gateway.retrieve(r.paymentId)).toEqual({ status: 'succeeded', paymentId: r.paymentId, amountCents: 5500, checkoutKey: 'k-1' });
    expect(fake.charges - before).toBe(1);
  });

  it('confirms once on the server an intent that waits for confirmation after authentication', async () => {
    const r = await charge('pm_card_authenticationRequired', 'key-3ds-3');
    if (r.status !== 'requires_action') throw new Error('expected requires_action');
    const before = fake.charges;
    fake.authenticate(r.paymentId, 'requires_confirmation');
    const [a, b] = await Promise.all([gateway.retrieve(r.paymentId), gateway.retrieve(r.paymentId)]);
    expect(a).toMatchObject({ status: 'succeeded', amountCents: 5500 });
    expect(b).toMatchObject({ status: 'succeeded' });
    expect(fake.requests.filter((q) => q.path === `/v1/payment_intents/${r.paymentId}/confirm`).every((q) => q.idempotencyKey === `confirm:${r.paymentId}`)).toBe(true);
    expect(fake.charges - before).toBe(1);
  });

  it('reads a failed authentication or an unknown intent as declined', async () => {
    const r = await charge('pm_card_authenticationRequired', 'key-3ds-4');
    if (r.status !== 'requires_action') throw new Error('expected requires_action');
    fake.authenticate(r.paymentId, 'failed');
    expect(await gateway.retrieve(r.paymentId)).toEqual({ status: 'declined', message: expect.stringContaining('unable to authenticate') });
    expect(await gateway.retrieve('pi_unknown')).toEqual({ status: 'declined', message: expect.stringContaining('No such payment_intent') });
  });

  it('refunds with an idempotency key', async () => {
    const before = fake.refunds;
    await gateway.refund('pi_1', 'refund:k-1');
    await gateway.refund('pi_1', 'refund:k-1');
    expect(fake.refunds - before).toBe(1);
  });
});

describe('readStripeWebhook', () => {
  const secret = 'whsec_test_secret';
  const event = (type: string) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { id: 'pi_42', object: 'payment_intent', amount_received: 5500, metadata: { checkoutKey: 'stripe:pm_x' } } } });

  it('reads a correctly signed event from the raw body', () => {
    const payload = event('payment_intent.succeeded');
    const header = client.webhooks.generateTestHeaderString({ payload, secret });
    expect(readStripeWebhook(client, Buffer.from(payload), header, secret)).toEqual({ type: 'payment_intent.succeeded', paymentIntentId: 'pi_42', checkoutKey: 'stripe:pm_x', amountCents: 5500 });
  });

  it('refuses a wrong signature, a changed body and a missing header', () => {
    const payload = event('payment_intent.succeeded');
    const header = client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(readStripeWebhook(client, Buffer.from(payload), header, secret)).toBeNull();
    const good = client.webhooks.generateTestHeaderString({ payload, secret });
    expect(readStripeWebhook(client, Buffer.from(payload.replace('5500', '1')), good, secret)).toBeNull();
    expect(readStripeWebhook(client, Buffer.from(payload), undefined, secret)).toBeNull();
  });
});
