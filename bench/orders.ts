import { runIfMain } from './standalone.js';
// Order placement with the test gateway: orders/s and p99 at 20 connections, then a check that stock
// and orders agree (zero oversell). `runOrderBench` is called by bench/run.ts against its shop; run
// alone (`node --import tsx bench/orders.ts`) it builds the server, starts it over a fresh database and measures.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export interface OrderBenchOptions {
  shopUrl: string;
  databaseUrl: string;
  connections?: number;
  durationS?: number;
}

export interface OrderBenchResult {
  ordersPerSecond: number;
  p99: number;
  placed: number;
  soldOut: number;
  errors: number;
  /** Units sold per variant equal the stock taken, and no stock is below zero. */
  consistent: boolean;
  oversold: number;
}

/** Ordinary variants with plenty of stock, and one scarce variant that sells out during the run. */
const PRODUCTS = 40;
const PLENTY = 100_000;
const SCARCE = 20; // sells out within the first seconds, so refusals and zero oversell are exercised

interface Line {
  productId: string;
  variantId: string;
}

async function seedOrderProducts(client: pg.Client): Promise<{ lines: Line[]; initial: Map<string, number> }> {
  const { rows } = await client.query<{ product_id: string; variant_id: string; stock: number }>(
    `WITH p AS (
       INSERT INTO products (id, name, description, price_cents, category, stock_level)
       SELECT gen_random_uuid(), 'Bench Tee ' || g, 'Organic cotton tee.', 3000 + g * 10, 'solid', $2::int * 2 FROM generate_series(1, $1::int + 1) g
       RETURNING id, name)
     INSERT INTO product_variants (id, product_id, variant_name, stock_level, position)
     SELECT gen_random_uuid(), p.id, 'M', CASE WHEN p.name = 'Bench Tee ' || ($1::int + 1) THEN $3::int ELSE $2::int END, 0 FROM p
     RETURNING product_id, id AS variant_id, stock_level AS stock`,
    [PRODUCTS, PLENTY, SCARCE],
  );
  return { lines: rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id })), initial: new Map(rows.map((r) => [r.variant_id, r.stock])) };
}

type Cannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}>;

export async function runOrderBench(options: OrderBenchOptions): Promise<OrderBenchResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { lines, initial } = await seedOrderProducts(client);
    let n = 0;
    const base = {
      firstName: 'Ava',
      lastName: 'Nguyen',
      email: 'ava@example.com',
      address: '1 Collins St',
      city: 'Melbourne',
      country: 'Australia',
      region: 'VIC',
      postcode: '3000',
      phoneNumber: '0412345678',
      shippingType: 'standard-shipping',
    };
    // Each request is a new checkout by a shopper of their own: their own e-mail and address (the shop
    // is started with TRUST_PROXY=1), as the checkout's rate limits count per address and e-mail.
    const request = (req: Record<string, unknown>): Record<string, unknown> => {
      n += 1;
      const line = lines[n % lines.length]!;
      // Test gateway payment method ids carry only the outcome.
      const body = JSON.stringify({
        ...base,
        email: `ava.${n}@example.com`,
        cart: [{ product: line.productId, variant: line.variantId, quantity: 1 }],
        paymentId: `pm_test_ok_${n.toString(16).padStart(8, '0')}${randomUUID().slice(0, 8).replace(/-/g, '')}`,
      });
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return { ...req, headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': address }, body };
    };
    const cannon = autocannon as unknown as Cannon;
    const r = await cannon({
      url: `${options.shopUrl}/api/orders/receiveStripePayment`,
      connections: options.connections ?? 20,
      duration: options.durationS ?? 10,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: request }],
    });
    // Requests still in flight when the load stops may commit a moment later: wait until the order
    // count stands still, then read stock and sold units in ONE statement (one snapshot).
    let last = -1;
    for (;;) {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      if (rows[0]!.n === last) break;
      last = rows[0]!.n;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const stock = await client.query<{ id: string; stock_level: number; sold: number }>(
      `SELECT v.id, v.stock_level,
              coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                         WHERE l.variant_id = v.id AND o.order_status <> 'Cancelled'), 0)::int AS sold
         FROM product_variants v WHERE v.id = ANY($1)`,
      [[...initial.keys()]],
    );
    let consistent = true;
    let oversold = 0;
    for (const v of stock.rows) {
      const start = initial.get(v.id) ?? 0;
      if (v.stock_level < 0 || start - v.stock_level !== v.sold) consistent = false;
      if (v.sold > start) oversold += v.sold - start;
    }
    const orders = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const durationS = options.durationS ?? 10;
    return {
      ordersPerSecond: orders.rows[0]!.n / durationS,
      p99: r.latency.p99,
      placed: orders.rows[0]!.n,
      soldOut: r.non2xx,
      errors: r.errors + r.timeouts,
      consistent,
      oversold,
    };
  } finally {
    await client.end();
  }
}

export function printOrderBench(r: OrderBenchResult): void {
  console.log('');
  console.log('| order placement (test gateway, 20 connections) | orders/s | p99 ms | orders | refused (sold out) | errors | stock = orders |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  console.log(
    `| POST /api/orders/receiveStripePayment | ${Math.round(r.ordersPerSecond)} | ${r.p99} | ${r.placed} | ${r.soldOut} | ${r.errors} | ${r.consistent ? 'yes' : 'NO'} (oversold ${r.oversold}) |`,
  );
  console.log(`orders/s target ≥ 150 with zero oversell: ${r.ordersPerSecond >= 150 && r.oversold === 0 && r.consistent ? 'met' : 'NOT met'}`);
}

runIfMain(import.meta.url, 'orders', async ({ shopUrl, databaseUrl }) => printOrderBench(await runOrderBench({ shopUrl, databaseUrl, durationS: Number(process.env.BENCH_DURATION ?? 10) })), {
  TRUST_PROXY: '1',
});
