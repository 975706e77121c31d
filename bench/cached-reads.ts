// The cached storefront reads with no writes and during a steady flow of orders: a hot list URL, a hot
// product page, and reads spread over many pages, sorts, categories, searches and products (mostly
// cache misses). The orders (test gateway, each a full checkout through the API) buy the products of
// the hot list page, so every order drops that page and those products' answers in the shop's cache.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromRoot } from '../adapters/platform/project-root.js';

type Cannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const cannon = autocannon as unknown as Cannon;

export interface ReadsUnderOrdersOptions {
  shopUrl: string;
  databaseUrl: string;
  /** The hot list URL path and the hot product's id. */
  listPath: string;
  productId: string;
  connections: number;
  durationS: number;
  ordersPerSecond?: number;
}

export interface ReadMeasure {
  name: string;
  quiet: { rps: number; p99: number; errors: number };
  underOrders: { rps: number; p99: number; errors: number; ordersPerSecond: number; orderErrors: number };
}

const SORTS = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'];
const CATEGORIES = ['-', 'solid', 'overlay', 'christmas', 'crescentic', 'nailart', 'sale'];
const WORDS = ['ridge', 'alpine', 'coastal', 'summit', 'canopy', 'gully', 'tee', 'beanie', 'cap', 'crew', 'hoodie', 'alpine%20cap', 'sumit'];

/** A random storefront read: a list page (any sort, category, page), a search, or a product page. */
function spreadPath(productIds: readonly string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
  const r = Math.random();
  if (r < 0.5) {
    const category = pick(CATEGORIES);
    const pages = category === '-' ? 417 : 70;
    return `/api/products/getproducts/${1 + Math.floor(Math.random() * pages)}/${pick(SORTS)}/-/${category}`;
  }
  if (r < 0.7) return `/api/products/getproducts/${1 + Math.floor(Math.random() * 3)}/${pick(SORTS)}/${pick(WORDS)}/-`;
  return `/api/products/getSpecificProduct/${pick(productIds)}`;
}

/** Makes the products of the hot list page buyable for the whole run and answers one order line per product. */
export async function orderLines(client: pg.Client, shopUrl: string, listPath: string): Promise<{ product: string; variant: string }[]> {
  const list = (await (await fetch(`${shopUrl}${listPath}`)).json()) as { products: { _id: string; variants: { _id: string }[] }[] };
  const lines = list.products.flatMap((p) => (p.variants[0] ? [{ product: p._id, variant: p.variants[0]._id }] : []));
  await client.query('UPDATE product_variants SET stock_level = 1000000 WHERE id = ANY($1::uuid[])', [lines.map((l) => l.variant)]);
  await client.query('UPDATE products SET stock_level = 1000000 WHERE id = ANY($1::uuid[])', [lines.map((l) => l.product)]);
  return lines;
}

/**
 * Orders at a steady rate for `durationS` from a process of its own (bench/order-loader.ts), so the
 * read load generator does not slow the order load down; resolves with its error count.
 */
export function orderLoad(shopUrl: string, lines: readonly { product: string; variant: string }[], rate: number, durationS: number): Promise<{ errors: number }> {
  const child = fork(fromRoot('bench', 'order-loader.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as { errors: number }));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the order loader exited with ${code}`))));
    child.send({ shopUrl, lines, rate, durationS });
  });
}

/** A first list page in another order that shows none of `bought`: the orders should leave its answer cached. */
async function listWithout(shopUrl: string, bought: ReadonlySet<string>): Promise<string> {
  for (const sort of ['created_ascending', 'pricelow', 'created_descending', 'pricehigh']) {
    const path = `/api/products/getproducts/1/${sort}/-/-`;
    const list = (await (await fetch(`${shopUrl}${path}`)).json()) as { products: { _id: string }[] };
    if (!list.products.some((p) => bought.has(p._id))) return path;
  }
  throw new Error('every first page shows a bought product');
}

export async function countOrders(client: pg.Client): Promise<number> {
  return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
}

/** Measures each read with no writes, then again while orders are placed at `ordersPerSecond`. */
export async function runReadsUnderOrders(o: ReadsUnderOrdersOptions): Promise<ReadMeasure[]> {
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    const rate = o.ordersPerSecond ?? 50;
    const lines = await orderLines(client, o.shopUrl, o.listPath);
    const productIds = (await client.query<{ id: string }>('SELECT id FROM products')).rows.map((r) => r.id);
    const calm = await listWithout(o.shopUrl, new Set(lines.map((l) => l.product)));
    const targets: [string, Record<string, unknown>][] = [
      [`hot list ${o.listPath}`, { url: `${o.shopUrl}${o.listPath}` }],
      [`hot list not showing the bought products ${calm}`, { url: `${o.shopUrl}${calm}` }],
      ['hot product page', { url: `${o.shopUrl}/api/products/getSpecificProduct/${o.productId}` }],
      [
        'spread: 5 sorts × 7 categories × all pages, searches, 10,000 product pages',
        { url: o.shopUrl, requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: spreadPath(productIds) }) }] },
      ],
    ];
    const results: ReadMeasure[] = [];
    for (const [name, target] of targets) {
      await cannon({ ...target, connections: o.connections, duration: 2 }); // warm-up
      const quiet = await cannon({ ...target, connections: o.connections, duration: o.durationS });
      const before = await countOrders(client);
      const [loud, orders] = await Promise.all([cannon({ ...target, connections: o.connections, duration: o.durationS }), orderLoad(o.shopUrl, lines, rate, o.durationS)]);
      const placed = (await countOrders(client)) - before;
      results.push({
        name,
        quiet: { rps: quiet.requests.average, p99: quiet.latency.p99, errors: quiet.errors + quiet.timeouts + quiet.non2xx },
        underOrders: {
          rps: loud.requests.average,
          p99: loud.latency.p99,
          errors: loud.errors + loud.timeouts + loud.non2xx,
          ordersPerSecond: placed / o.durationS,
          orderErrors: orders.errors,
        },
      });
    }
    return results;
  } finally {
    await client.end();
  }
}

export function printReadsUnderOrders(results: readonly ReadMeasure[], expressRps: number): void {
  console.log('');
  console.log(
    `| read (minimal Express 5: ${Math.round(expressRps)} req/s) | no writes req/s | p99 ms | % of Express | during orders req/s | p99 ms | % of Express | orders/s placed | read errors | order errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const pct = (rps: number) => `${((rps / expressRps) * 100).toFixed(0)}%`;
  for (const r of results) {
    console.log(
      `| ${r.name} | ${Math.round(r.quiet.rps)} | ${r.quiet.p99} | ${pct(r.quiet.rps)} | ${Math.round(r.underOrders.rps)} | ${r.underOrders.p99} | ${pct(r.underOrders.rps)} | ${r.underOrders.ordersPerSecond.toFixed(0)} | ${r.quiet.errors + r.underOrders.errors} | ${r.underOrders.orderErrors} |`,
    );
  }
}
