// Reads that mostly miss the answer cache, each case on its own: the shop list over every page × sort
// × category, product by id over every product, search over a word list with typos, and the
// server-rendered home and product HTML; the list spread again while orders are placed. Beside each
// case, the web process's peak resident memory (sampled from /proc every 100 ms during the case).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { countOrders, orderLines, orderLoad } from './cached-reads.js';

type Cannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const cannon = autocannon as unknown as Cannon;

export interface SpreadReadsOptions {
  shopUrl: string;
  databaseUrl: string;
  /** The web process, whose resident memory is sampled. */
  shopPid: number;
  listPath: string;
  connections: number;
  durationS: number;
  ordersPerSecond: number;
}

export interface SpreadMeasure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  peakRssMb: number;
  ordersPerSecond?: number;
}

const SORTS = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'];
const PAGE_SIZE = 24;
/** Whole words, prefixes and typos of the seeded names (bench/seed.ts), some two words long. */
export const SEARCH_WORDS = [
  'ridge',
  'alpine',
  'coastal',
  'summit',
  'canopy',
  'gully',
  'tee',
  'beanie',
  'hoodie',
  'crew',
  'cap',
  'organic',
  'rid',
  'alp',
  'coa',
  'hood',
  'bean',
  'sum',
  'ridgee',
  'alpinne',
  'costal',
  'sumit',
  'canopie',
  'gulley',
  'beenie',
  'hoody',
  'cotten',
  'recyled',
  'alpine%20cap',
  'coastal%20tee',
  'summit%20hoodie',
  'ridge%20beanie',
];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** Resident memory of `pid` in MB now (0 once it is gone). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function measure(o: SpreadReadsOptions, name: string, path: () => string, during?: () => Promise<unknown>): Promise<SpreadMeasure> {
  const target = { url: o.shopUrl, connections: o.connections, requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }] };
  await cannon({ ...target, duration: 2 }); // warm-up
  let peak = rssMb(o.shopPid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(o.shopPid))), 100);
  try {
    const [r] = await Promise.all([cannon({ ...target, duration: o.durationS }), during?.()]);
    return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function runSpreadReads(o: SpreadReadsOptions): Promise<SpreadMeasure[]> {
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    const products = (await client.query<{ id: string; category: string }>('SELECT id, category FROM products WHERE is_listed')).rows;
    const perCategory = new Map<string, number>();
    for (const p of products) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
    const listings: [string, number][] = [['-', Math.ceil(products.length / PAGE_SIZE)], ...[...perCategory].map(([c, n]): [string, number] => [c, Math.ceil(n / PAGE_SIZE)])];
    const pages = listings.reduce((sum, [, n]) => sum + n, 0) * SORTS.length;
    const listPath = () => {
      const [category, last] = pick(listings);
      return `/api/products/getproducts/${1 + Math.floor(Math.random() * last)}/${pick(SORTS)}/-/${category}`;
    };
    const ids = products.map((p) => p.id);
    const results: SpreadMeasure[] = [];
    results.push(await measure(o, `hot list ${o.listPath}`, () => o.listPath));
    results.push(await measure(o, `list: any of ${pages.toLocaleString('en-AU')} pages (every page × ${SORTS.length} sorts × all and ${perCategory.size} categories)`, listPath));
    results.push(await measure(o, `product by id: any of ${ids.length.toLocaleString('en-AU')}`, () => `/api/products/getSpecificProduct/${pick(ids)}`));
    results.push(
      await measure(
        o,
        `search: ${SEARCH_WORDS.length} words (whole, prefixes, typos, two words) × pages 1–3 × ${SORTS.length} sorts`,
        () => `/api/products/getproducts/${1 + Math.floor(Math.random() * 3)}/${pick(SORTS)}/${pick(SEARCH_WORDS)}/-`,
      ),
    );
    results.push(await measure(o, 'server-rendered home page HTML /', () => '/'));
    results.push(await measure(o, `server-rendered product page HTML, any of ${ids.length.toLocaleString('en-AU')}`, () => `/shop/piece/${pick(ids)}`));
    const lines = await orderLines(client, o.shopUrl, o.listPath);
    for (const [name, path] of [
      [`hot list ${o.listPath}`, () => o.listPath],
      ['list: any page × sort × category', listPath],
    ] as const) {
      const before = await countOrders(client);
      let orderErrors = 0;
      const m = await measure(o, `${name}, during ${o.ordersPerSecond} orders/s`, path, async () => {
        orderErrors = (await orderLoad(o.shopUrl, lines, o.ordersPerSecond, o.durationS)).errors;
      });
      results.push({ ...m, errors: m.errors + orderErrors, ordersPerSecond: ((await countOrders(client)) - before) / o.durationS });
    }
    return results;
  } finally {
    await client.end();
  }
}

export function printSpreadReads(results: readonly SpreadMeasure[], expressRps: number): void {
  console.log('');
  console.log(`| uncached reads (minimal Express 5: ${Math.round(expressRps)} req/s) | req/s | % of Express | p50 ms | p99 ms | errors | web peak RSS MB | orders/s placed |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${((r.rps / expressRps) * 100).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.peakRssMb.toFixed(0)} | ${r.ordersPerSecond === undefined ? '' : r.ordersPerSecond.toFixed(0)} |`,
    );
  }
  const peak = Math.max(...results.map((r) => r.peakRssMb));
  console.log('');
  console.log(`web process peak RSS over these cases: ${peak.toFixed(0)} MB (target < 150 MB)`);
}
