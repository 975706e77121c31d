import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaypalServer } from '../../../test-support/fake-paypal-server.js';
import { PAYPAL_DECLINED, PAYPAL_UNAVAILABLE, PaypalPaymentGateway } from './paypal-gateway.js';
import { readPaypalWebhook } from './paypal-webhook.js';

const fake = new FakePaypalServer();
let base: string;
let gateway: PaypalPaymentGateway;
const warnings: string[] = [];

beforeAll(async () => {
  base = await fake.start();
  gateway = new PaypalPaymentGateway({ clientId: 'client', clientSecret: 'secret', environment: 'sandbox', apiBase: base, timeoutMs: 500, log: { warn: (_o, m) => warnings.push(m) } });
});
afterAll(async () => {
  await fake.stop();
});

const capture = (orderId: string, key: string, amountCents = 7250) =>
  gateway.charge({ amountCents, currency: 'aud', paymentMethodId: orderId, idempotencyKey: key, description: 'Order', metadata: {} });

describe('PaypalPaymentGateway (real PayPal server SDK against a fake PayPal)', () => {
  it('creates an order for the server’s amount and captures it with a PayPal-Request-Id', async () => {
    const created = await gateway.createOrder({ amountCents: 7250, currency: 'aud', idempotencyKey: 'create-1', description: 'Order' });
    expect(created).toEqual({ id: expect.stringMatching(/^ORDER/) });
    const id = (created as { id: string }).id;
    const sent = fake.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(sent?.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'AUD', value: '72.50' } }] });
    expect(sent?.requestId).toBe('create-1');
    const before = fake.captures;
    const [a, b] = await Promise.all([capture(id, 'capture-1'), capture(id, 'capture-1')]);
    expect(a).toEqual({ status: 'succeeded', paymentId: expect.stringMatching(/^CAPTURE/) });
    expect(b).toEqual(a);
    expect(fake.captures - before).toBe(1);
  });

  it('refuses a declined or pending capture, and refunds a capture of another amount', async () => {
    expect(await capture('DECLINED-1', 'capture-2')).toEqual({ status: 'declined', message: PAYPAL_DECLINED });
    expect(await capture('PENDING-1', 'capture-3')).toEqual({ status: 'declined', message: PAYPAL_DECLINED });
    const created = (await gateway.createOrder({ amountCents: 1000, currency: 'aud', idempotencyKey: 'create-2', description: 'Order' })) as { id: string };
    const refundsBefore = fake.refunds;
    expect(await capture(created.id, 'capture-4', 7250)).toEqual({ status: 'declined', message: PAYPAL_DECLINED });
    expect(fake.refunds - refundsBefore).toBe(1);
  });

  it('logs PayPal failures and reports them as unavailable', async () => {
    warnings.length = 0;
    expect(await capture('ERROR-1', 'capture-5')).toEqual({ status: 'unavailable', message: PAYPAL_UNAVAILABLE });
    expect(await capture('SLOW-1', 'capture-6')).toEqual({ status: 'unavailable', message: PAYPAL_UNAVAILABLE });
    expect(warnings).toEqual(['PayPal capture failed', 'PayPal capture failed']);
  });
});

describe('readPaypalWebhook', () => {
  const options = () => ({ clientId: 'client', clientSecret: 'secret', webhookId: 'WH-1', environment: 'sandbox' as const, apiBase: base });
  const body = Buffer.from(
    JSON.stringify({
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE9', amount: { currency_code: 'AUD', value: '72.50' }, supplementary_data: { related_ids: { order_id: 'ORDER9' } } },
    }),
  );
  const headers = (sig: string) => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/cert.pem',
    'paypal-transmission-id': 't-1',
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': '2026-11-25T10:00:00Z',
  });

  it('accepts an event PayPal verifies and reads the capture', async () => {
    expect(await readPaypalWebhook(options(), body, headers('valid-signature'))).toEqual({ eventType: 'PAYMENT.CAPTURE.COMPLETED', captureId: 'CAPTURE9', orderId: 'ORDER9', amountCents: 7250 });
    const verify = fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').at(-1);
    expect(verify?.body).toMatchObject({ webhook_id: 'WH-1', transmission_id: 't-1', webhook_event: { id: 'WH-EVT-1' } });
  });

  it('refuses an event PayPal does not verify or without its headers', async () => {
    expect(await readPaypalWebhook(options(), body, headers('forged'))).toBeNull();
    expect(await readPaypalWebhook(options(), body, {})).toBeNull();
  });
});
