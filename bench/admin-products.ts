// The back office's product list at 10,000 products: p95 of getAdminProducts for each of its eight
// orders and for a search, each over sequential requests from one administrator (target < 50 ms).

const FILTERS = ['newest', 'oldest', 'pricelow', 'pricehigh', 'stockLow', 'stockHigh', 'popularDesc', 'popularAsc'] as const;
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);

export interface AdminMeasure {
  name: string;
  p50: number;
  p95: number;
  failures: number;
}

/** Signs in through the API as the shop's administrator and answers the token. */
export async function adminToken(shopUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${shopUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`the administrator's sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(name: string, url: string, token: string): Promise<AdminMeasure> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) failures += 1;
    if (i >= 10) times.push(performance.now() - started); // the first ten warm up
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), failures };
}

/** Measures page 1 and a deep page of every order, and a search, one after the other. */
export async function runAdminProductsBench(shopUrl: string, token: string): Promise<AdminMeasure[]> {
  const out: AdminMeasure[] = [];
  for (const filter of FILTERS) out.push(await measure(`getAdminProducts/1/${filter}/-`, `${shopUrl}/api/admin/getAdminProducts/1/${filter}/-`, token));
  out.push(await measure('getAdminProducts/500/newest/- (deep page)', `${shopUrl}/api/admin/getAdminProducts/500/newest/-`, token));
  out.push(await measure('getAdminProducts/1/newest/alpine beanie 12 (search)', `${shopUrl}/api/admin/getAdminProducts/1/newest/${encodeURIComponent('alpine beanie 12')}`, token));
  return out;
}

export function printAdminProductsBench(results: AdminMeasure[]): void {
  console.log('');
  console.log(`| admin call (10,000 products, ${REQUESTS} sequential requests) | p50 ms | p95 ms | failures |`);
  console.log('|---|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.failures} |`);
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`worst admin p95 ${worst.toFixed(1)} ms (target < 50 ms)`);
}
