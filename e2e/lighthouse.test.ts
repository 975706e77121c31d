// Lighthouse (mobile settings, simulated throttling) on the server-rendered storefront pages, and (desktop
// settings) on the back office's dashboard and order list, signed in, with Debian's Chromium: the scores and layout
// shift issues 13 and 14 ask for, and on a failure the audits that cost the points, so a reader knows
// what to fix. The back office is kept out of search engines, so its SEO score is not held.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../adapters/platform/project-root.js';
import { launchBrowser } from '../test-support/browser.js';
import { freePort } from '../test-support/global-setup.js';
import { createOrder } from '../test-support/factories/accounts.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { seedCatalogue, type Catalogue } from './storefront-support.js';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Every page runs three times; performance is held at 90 on the median run, as Lighthouse's guidance on
 * variability advises (ADR 092), and accessibility, best practices, SEO and layout shift, which do not
 * depend on how busy the machine is, on every run. Simulated throttling multiplies the main-thread time it
 * observes by four, so this file runs alone after the other suites (`npm test`, the `lighthouse` project,
 * ADR 089): beside them on two cores the same build scored 75–95 (ADR 083).
 */
const THRESHOLDS: Record<string, number> = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const RUNS = 3;
/** Three runs of 15–40 s each (the back office waits up to 15 s for its load), and one more when Chromium drops a trace. */
const AUDIT_TIMEOUT = 300_000;
const MAX_CLS = 0.05;
const ADMIN = { email: 'boss@example.com', password: 'run the whole shop' };
const REPORTS = fromRoot('.tmp', 'lighthouse');

let shop: ShopProcess;
let browser: Browser;
let port: number;
let catalogue: Catalogue;

beforeAll(async () => {
  port = await freePort();
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), launchBrowser([`--remote-debugging-port=${port}`])]);
  if (!shop.databaseUrl) throw new Error('startShop gave no database URL');
  catalogue = await seedCatalogue(shop.databaseUrl, shop.dataDir);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (shop) await shop.stop();
});

/**
 * Lighthouse's default (mobile) config: a Moto G Power sized screen, simulated slow 4G and a 4× slower
 * CPU; `desktop` its desktop config (a 1350×940 screen, a fast wired link, no CPU slowdown). `signedIn` keeps the browser's storage for the shop (an administrator's token, see `signInAdmin`)
 * instead of Lighthouse's reset before the run.
 */
async function audit(name: string, path: string, options: { signedIn?: boolean; desktop?: boolean } = {}): Promise<Audited> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(`${name}-${i + 1}`, path, options));
  const perf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  const median = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(RUNS / 2)]!;
  return { median, runs, scores: runs.map((lhr) => Math.round(perf(lhr) * 100)) };
}

interface Audited {
  /** The run with the median performance score. */
  median: Result;
  runs: Result[];
  /** Each run's performance score, in the order they ran. */
  scores: number[];
}

/**
 * What the page falls short of: performance from the median run, the other categories and layout
 * shift from every run (they do not depend on the machine's load, so each run must hold them).
 */
function shortfallsOf(audited: Audited, ignoring: string[] = []): string[] {
  const problems = shortfalls(audited.median, ignoring);
  for (const [i, lhr] of audited.runs.entries()) {
    if (lhr === audited.median) continue;
    for (const p of shortfalls(lhr, [...ignoring, 'performance'])) problems.push(`run ${i + 1}: ${p}`);
  }
  return problems;
}

/** One Lighthouse run of `path`. */
async function auditOnce(name: string, path: string, options: { signedIn?: boolean; desktop?: boolean }): Promise<Result> {
  const url = `${shop.baseUrl}${path}`;
  // The shop's answer cache keeps a page's HTML on its first render; a shopper from an ad gets the kept one.
  await fetch(url);
  const flags = {
    port,
    logLevel: 'error' as const,
    output: 'json' as const,
    onlyCategories: CATEGORIES,
    disableStorageReset: options.signedIn === true,
    // The back office keeps its realtime stream open, so its network never falls quiet and Lighthouse would
    // wait out its 45 s limit; the page has loaded well within 15 s.
    ...(options.signedIn ? { maxWaitForLoad: 15_000 } : {}),
  };
  const config = options.desktop ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // A trace Chromium did not finish recording (NO_NAVSTART on a busy machine): Lighthouse asks for another run.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // The whole report, for a reader who wants more than the failing audits (open it in the Lighthouse viewer).
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${name}.json`), String(result.report));
  return result.lhr;
}

/** Every category below its threshold (but those in `ignoring`) with the audits in it that did not pass, and CLS if over. */
function shortfalls(lhr: Result, ignoring: string[] = []): string[] {
  const problems: string[] = [];
  for (const [id, min] of Object.entries(THRESHOLDS)) {
    if (ignoring.includes(id)) continue;
    const category = lhr.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    if (score >= min) continue;
    problems.push(`${id} ${score} < ${min}`);
    for (const ref of category?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      problems.push(`  ${a.id}: score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''} (weight ${ref.weight})`);
      for (const where of elementsOf(a.details).slice(0, 5)) problems.push(`    ${where}`);
    }
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  if (!(cls < MAX_CLS)) problems.push(`cumulative layout shift ${cls} ≥ ${MAX_CLS}`);
  if (lhr.runtimeError) problems.push(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return problems;
}

/** The elements an audit names (accessibility audits list the failing nodes), as selector and explanation. */
function elementsOf(details: unknown): string[] {
  const items = (details as { items?: { node?: { selector?: string; explanation?: string } }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => (item.node?.selector ? [`${item.node.selector}${item.node.explanation ? ` — ${item.node.explanation.split('\n').slice(0, 2).join(' ')}` : ''}`] : []));
}

function summary(lhr: Result): string {
  const scores = CATEGORIES.map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`);
  const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return `${scores.join(', ')}; FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`;
}

describe('Lighthouse on the storefront (mobile)', () => {
  const pages: [string, string, () => string][] = [
    ['the home page', 'home', () => '/'],
    ['the shop list', 'shop', () => '/shop'],
    ['a product page', 'product', () => `/shop/alpine-merino-beanie/${catalogue.beanieId}`],
  ];
  it.each(pages)(
    '%s scores performance ≥ 90 (median of three runs), accessibility, best practices and SEO ≥ 95 with CLS < 0.05',
    async (_title, name, path) => {
      const audited = await audit(name, path());
      const said = `${summary(audited.median)} (performance of the runs: ${audited.scores.join(', ')})`;
      console.log(`lighthouse ${path()}: ${said}`);
      expect(shortfallsOf(audited), `Lighthouse on ${path()}: ${said}`).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );
});

/**
 * Signs the administrator in inside the browser's default context, the one Lighthouse opens its tab in:
 * the token from the login call goes into the shop origin's local storage, as the login page puts it.
 */
async function signInAdmin(): Promise<void> {
  const login = await fetch(`${shop.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token?: string };
  if (login.status !== 200 || !token) throw new Error(`the administrator's login answered ${login.status}`);
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await cdp.contexts()[0]!.newPage();
    await page.goto(`${shop.baseUrl}/robots.txt`);
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('welcomeModalShown', 'true')`);
    await page.close();
  } finally {
    await cdp.close();
  }
}

/** Staff run the shop from laptops and desktops: the back office is audited with Lighthouse's desktop settings (ADR 084). */
describe('Lighthouse on the back office (desktop, signed in as an administrator)', () => {
  beforeAll(async () => {
    const db = new pg.Pool({ connectionString: shop.databaseUrl, max: 1 });
    try {
      // An order list with rows in it, and a dashboard with figures.
      for (let i = 0; i < 12; i += 1) await createOrder(db, { userId: null, orderid: `SSLH${String(i).padStart(4, '0')}` });
    } finally {
      await db.end();
    }
    await signInAdmin();
  });
  const pages: [string, string, string][] = [
    ['the dashboard', 'adminpanel', '/adminpanel'],
    ['the order list', 'adminpanel-orders', '/adminpanel/orders'],
  ];
  it.each(pages)(
    '%s scores performance ≥ 90 (median of three runs), accessibility and best practices ≥ 95 with CLS < 0.05',
    async (_title, name, path) => {
      const audited = await audit(name, path, { signedIn: true, desktop: true });
      const said = `${summary(audited.median)} (performance of the runs: ${audited.scores.join(', ')})`;
      console.log(`lighthouse ${path}: ${said}`);
      // Signed in for real: the audited page is the screen, not the login form it would redirect a stranger to.
      for (const lhr of audited.runs) expect(lhr.finalDisplayedUrl).toBe(`${shop.baseUrl}${path}`);
      expect(shortfallsOf(audited, ['seo']), `Lighthouse on ${path}: ${said}`).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );
});
