// Without a payment provider the shop is in test mode: its orders keep the spec's paymentType,
// carry testMode: true in every answer that shows them and on the order row, and their mails say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const testModeOf = async (orderid: string) => (await api.db.query<{ test_mode: boolean }>('SELECT test_mode FROM orders WHERE orderid = $1', [orderid])).rows[0]?.test_mode;
const mailOf = async (orderid: string) =>
  (await api.db.query<{ payload: { subject: string; text: string; html: string } }>("SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND payload->>'subject' LIKE $1", [`%${orderid}%`]))
    .rows[0]?.payload;

describe('test mode (no payment provider configured)', () => {
  it('says so in the payment config', async () => {
    expect((await api.call('GET', '/api/payments/config')).body).toMatchObject({ mode: 'test', stripePublishableKey: null, paypalClientId: null });
  });

  it('marks card, wallet and PayPal orders as test orders in the answer, on the row, and in the mail, keeping their payment type', async () => {
    const p = await createProduct(api.db, { priceCents: 6000, variants: [['M', 9]] });
    const line: [string, string, number][] = [[p.id, p.variantIds[0]!, 1]];
    const card = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody(line, { paymentId: await testCard(api) }) });
    const wallet = await api.call('POST', '/api/orders/expressCheckout', {
      body: orderBody(line, { token: 'test_wallet', shippingType: 'free-express-shipping', phoneNumber: undefined, region: undefined }),
    });
    const paypalBody = orderBody(line);
    const created = await api.call('POST', '/api/payments/paypal/orders', { body: paypalBody });
    const paypal = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...paypalBody, paymentId: created.body.id } });

    for (const [answer, paymentType] of [
      [card, 'stripe'],
      [wallet, 'stripe'],
      [paypal, 'paypal'],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ paymentType, testMode: true });
      expect(await testModeOf(answer.body.orderid)).toBe(true);
      const mail = await mailOf(answer.body.orderid);
      expect(mail?.subject).toBe(`[TEST ORDER] Tax invoice for your order ${answer.body.orderid}`);
      expect(mail?.text.split('\n')[0]).toMatch(/^TEST ORDER: .*No real payment was taken/);
      expect(mail?.html).toContain('TEST ORDER');
      const shown = await api.call('GET', `/api/orders/getOrder/${answer.body.orderid}`, { headers: { 'x-order-access-token': answer.body.accessToken } });
      expect(shown.body).toMatchObject({ orderid: answer.body.orderid, testMode: true });
    }
  });

  it('shows a customer’s test orders as test orders in their order history', async () => {
    const user = await createUser(api.db);
    const { token } = (await api.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } })).body;
    const p = await createProduct(api.db, { variants: [['M', 3]] });
    const placed = await api.call('POST', '/api/orders/receiveStripePayment', { token, body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), email: user.email }) });
    expect(placed.status).toBe(200);
    const history = await api.call('GET', `/api/orders/getProfileOrders/${user.id}`, { token });
    expect(history.body).toEqual([expect.objectContaining({ orderid: placed.body.orderid, paymentType: 'stripe', testMode: true })]);
  });
});
