// A steady flow of orders for bench/cached-reads.ts, in a process of its own: told {shopUrl, lines,
// rate, durationS} by its parent, it places the orders and answers how many failed.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

type Cannon = (options: Record<string, unknown>) => Promise<{ errors: number; timeouts: number; non2xx: number }>;
const cannon = autocannon as unknown as Cannon;

/** Orders at a steady rate for `durationS`, each a guest checkout of one line with the test gateway. */
export function orderLoad(shopUrl: string, lines: readonly { product: string; variant: string }[], rate: number, durationS: number) {
  let n = 0;
  const base = { firstName: 'Ava', lastName: 'Nguyen', address: '1 Collins St', city: 'Melbourne', country: 'Australia', region: 'VIC', postcode: '3000', phoneNumber: '0412345678' };
  return cannon({
    url: `${shopUrl}/api/orders/receiveStripePayment`,
    connections: 100, // enough in flight to keep the rate while the reads load the machine
    overallRate: rate,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => {
          n += 1;
          const line = lines[n % lines.length]!;
          const body = JSON.stringify({
            ...base,
            email: `reader.${n}.${randomUUID().slice(0, 8)}@example.com`,
            shippingType: 'express-shipping', // available at any order value at home
            cart: [{ product: line.product, variant: line.variant, quantity: 1 }],
            paymentId: `pm_test_ok_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
          });
          const address = `10.${200 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`;
          return { ...req, headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': address }, body };
        },
      },
    ],
  });
}

process.once('message', (m) => {
  const { shopUrl, lines, rate, durationS } = m as { shopUrl: string; lines: { product: string; variant: string }[]; rate: number; durationS: number };
  orderLoad(shopUrl, lines, rate, durationS).then(
    (r) => process.send?.({ errors: r.errors + r.timeouts + r.non2xx }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
