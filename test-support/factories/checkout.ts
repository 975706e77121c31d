import type { TestApi } from '../test-api.js';

/** A guest's order body for the order calls: one line per [productId, variantId, quantity]. */
export function orderBody(lines: [string, string | null, number][], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '1 Collins St',
    city: 'Melbourne',
    country: 'Australia',
    region: 'VIC',
    postcode: '3000',
    phoneNumber: '0412 345 678',
    message: '',
    shippingType: 'standard-shipping',
    cart: lines.map(([product, variant, quantity]) => ({ product, variant, quantity })),
    goGreen: false,
    ...overrides,
  };
}

/** A payment method id of the test gateway for a test card (default: the one that succeeds). */
export async function testCard(api: Pick<TestApi, 'call'>, number = '4242 4242 4242 4242'): Promise<string> {
  const r = await api.call('POST', '/api/payments/test/payment-methods', { body: { number, expiry: '12/39', cvc: '123' } });
  if (r.status !== 200) throw new Error(`test card refused: ${JSON.stringify(r.body)}`);
  return (r.body as { id: string }).id;
}
