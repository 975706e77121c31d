import type { TestApi } from '../test-api.js';

let buyers = 0;

/**
 * A guest's order body for the order calls: one line per [productId, variantId, quantity]. Each body
 * is a buyer of their own (their own e-mail), as the checkout's rate limits count buyers.
 */
export function orderBody(lines: [string, string | null, number][], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  buyers += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${buyers}@example.com`,
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

let addresses = 0;

/**
 * Headers that make a request come from a shopper's own network address (198.18.0.0/15, kept for
 * testing). The API must believe one proxy (`TRUST_PROXY=1`). Tests that stand for many shoppers use
 * it, as the rate limits count per address.
 */
export function fromNewAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}` };
}

/** A payment method id of the test gateway for a test card (default: the one that succeeds). */
export async function testCard(api: Pick<TestApi, 'call'>, number = '4242 4242 4242 4242'): Promise<string> {
  const r = await api.call('POST', '/api/payments/test/payment-methods', { body: { number, expiry: '12/39', cvc: '123' } });
  if (r.status !== 200) throw new Error(`test card refused: ${JSON.stringify(r.body)}`);
  return (r.body as { id: string }).id;
}
