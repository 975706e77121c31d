// Lighthouse (mobile settings, simulated throttling) on the server-rendered storefront pages, with
// Debian's Chromium: the scores and layout shift issue 13 asks for, and on a failure the audits that
// cost the points, so a reader knows what to fix.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../adapters/platform/project-root.js';
import { launchBrowser } from '../test-support/browser.js';
import { freePort } from '../test-support/global-setup.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { seedCatalogue, type Catalogue } from './storefront-support.js';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Accessibility, best practices, SEO and layout shift do not depend on how busy the machine is, so
 * they always hold. The performance score does: simulated throttling multiplies the main-thread time
 * it observes by four, and with other suites running beside it on two cores the same build scored
 * 75–95 (ADR 083). It is always measured and printed, and held at 90 with LIGHTHOUSE_PERFORMANCE=1
 * (a quiet machine).
 */
const THRESHOLDS: Record<string, number> = { accessibility: 95, 'best-practices': 95, seo: 95, ...(process.env.LIGHTHOUSE_PERFORMANCE === '1' ? { performance: 90 } : {}) };
const MAX_CLS = 0.05;
const REPORTS = fromRoot('.tmp', 'lighthouse');

let shop: ShopProcess;
let browser: Browser;
let port: number;
let catalogue: Catalogue;

beforeAll(async () => {
  port = await freePort();
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false' }), launchBrowser([`--remote-debugging-port=${port}`])]);
  if (!shop.databaseUrl) throw new Error('startShop gave no database URL');
  catalogue = await seedCatalogue(shop.databaseUrl, shop.dataDir);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (shop) await shop.stop();
});

/** Lighthouse's default (mobile) config: a Moto G Power sized screen, simulated slow 4G and a 4× slower CPU. */
async function audit(name: string, path: string): Promise<Result> {
  const url = `${shop.baseUrl}${path}`;
  // The shop's answer cache keeps a page's HTML on its first render; a shopper from an ad gets the kept one.
  await fetch(url);
  let result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  // A trace Chromium did not finish recording (NO_NAVSTART on a busy machine): Lighthouse asks for another run.
  if (result?.lhr.runtimeError) result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // The whole report, for a reader who wants more than the failing audits (open it in the Lighthouse viewer).
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${name}.json`), String(result.report));
  return result.lhr;
}

/** Every category below its threshold with the audits in it that did not pass, and CLS if over. */
function shortfalls(lhr: Result): string[] {
  const problems: string[] = [];
  for (const [id, min] of Object.entries(THRESHOLDS)) {
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
  it.each(pages)('%s scores accessibility, best practices and SEO ≥ 95 with CLS < 0.05 (and its performance is printed)', async (_title, name, path) => {
    const lhr = await audit(name, path());
    console.log(`lighthouse ${path()}: ${summary(lhr)}`);
    expect(shortfalls(lhr), `Lighthouse on ${path()}: ${summary(lhr)}`).toEqual([]);
  });
});
