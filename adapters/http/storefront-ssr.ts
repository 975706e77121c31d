import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { PageNeeds, PageState } from './contract/storefront-page.js';

/** The storefront's server-rendering bundle (web-storefront/src/entry-server.tsx, built into dist/web-storefront-ssr/). */
export interface SsrBundle {
  pageNeeds(url: string): PageNeeds;
  renderPage(url: string, state: PageState): Promise<{ html: string; status: number }>;
}

/** A page's catalogue data; `keep` (opaque here) is set when its HTML may be cached, and says what it shows. */
export interface LoadedPage {
  state: PageState;
  keep?: unknown;
}

/**
 * Where server-rendered pages get their catalogue data, and the cache their HTML lives in: the
 * catalogue's answer cache, dropped by the same change events as its JSON answers (ADR 050).
 */
export interface StorefrontPageSource {
  load(needs: PageNeeds): Promise<LoadedPage>;
  /** Sends the kept HTML of `key`, if there is a usable one. */
  trySend(key: string, req: Request, res: Response): boolean;
  /** Keeps the HTML (unless a change since `load` began touched what it shows) and sends it. */
  keepAndSend(key: string, page: LoadedPage, html: string, req: Request, res: Response): void;
}

/** Loads the SSR bundle from `dir`; undefined when it is not built (the dev server, or a build without it). */
export async function loadSsrBundle(dir: string): Promise<SsrBundle | undefined> {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}

/**
 * The page state as a JSON script element: `<`, `>` and `&` written as escapes so no `</script>` or
 * comment opener can end it early, and U+2028/U+2029 escaped too (line breaks to older parsers).
 */
export function stateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="shop-state">${json}</script>`;
}

/**
 * The cache key of a page's HTML: its path, as the cache's fast path (`fastReads`) looks it up, so a
 * kept page is sent before the rest of the stack runs (no JSON answer has a page's path: those are
 * under /api/). The shop list's key adds the list it shows, so only the list's own request finds it.
 */
export function pageKey(path: string, needs: PageNeeds): string {
  const list = needs.list ? `?${new URLSearchParams({ ...needs.list, page: String(needs.list.page) }).toString()}` : '';
  return `${path}${list}`;
}
