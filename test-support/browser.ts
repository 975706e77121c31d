import { chromium, type Browser, type BrowserContext, type Response } from 'playwright-core';
import type { AnswerChecker } from './answer-check.js';
import { checkerOf } from './api-client.js';

/** Per origin: its API's checker, or null when it publishes no API document (a stand-in server). */
const checkers = new Map<string, Promise<AnswerChecker | null>>();
const pending = new Set<Promise<void>>();
const problems: string[] = [];
const watched = new WeakSet<BrowserContext>();

const checkerFor = (origin: string) => {
  let checker = checkers.get(origin);
  if (!checker) {
    checker = checkerOf(origin).catch(() => null);
    checkers.set(origin, checker);
  }
  return checker;
};

async function checkAnswer(response: Response): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/') || !response.headers()['content-type']?.includes('application/json')) return;
  const check = await checkerFor(url.origin);
  if (!check) return;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return; // no body to read (the page went away first, or a redirect)
  }
  const problem = check(response.request().method(), url.pathname, response.status(), body);
  if (problem) problems.push(problem);
}

/** Checks every JSON answer from an `/api/` path the context's pages receive against its route's schema in the API document. */
export function watchAnswers(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('response', (response) => {
    const done = checkAnswer(response).finally(() => pending.delete(done));
    pending.add(done);
  });
}

/** The answers received since the last call that broke the API document (the e2e setup fails a test that has any). */
export async function takeAnswerProblems(): Promise<string[]> {
  await Promise.all([...pending]);
  return problems.splice(0);
}

/**
 * Debian's Chromium, headless, with the flags this machine needs (no network beyond loopback). Every
 * context and page it opens has its API answers checked (`watchAnswers`). `extraArgs` are added to
 * those flags (e.g. a remote-debugging port for a tool that drives the browser itself).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchAnswers(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchAnswers(page.context());
    return page;
  };
  return browser;
}
