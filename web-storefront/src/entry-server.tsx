// The storefront's server-side rendering entry (ADR 050), built by `vite build --ssr` into
// dist/web-storefront-ssr/ and loaded by adapters/http/spa.ts.
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { PageNeeds, PageState } from '../../adapters/http/contract/storefront-page.js';
import { ApiClient } from '../../web-shared/api/client';
import { MemoryStorage } from '../../web-shared/session/storage';
import { parseShopQuery } from './catalog/shopQuery';
import { PAGE_ROUTES, routes } from './routes';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';

// A server render happens once: observer components must not set up reactions that no effect will
// ever dispose (each render left hundreds behind, to be swept up later by timers).
enableStaticRendering(true);

/** The page routes by path alone, to tell what a URL shows. */
const PAGE_PATHS = PAGE_ROUTES.map(({ path }) => ({ path }));

/** The router's handler of the storefront's routes, made once (making it converts every route) and used by every render. */
const handler = createStaticHandler(routes);

/** What the page at `url` (path and query) shows from the catalogue. */
export function pageNeeds(url: string): PageNeeds {
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  const match = matchRoutes(PAGE_PATHS, pathname)?.[0];
  switch (match?.route.path) {
    case '/':
      return { bestSellers: true };
    case '/shop': {
      const query = parseShopQuery(search);
      return { list: query, categories: true };
    }
    case '/shop/:slug/:productId':
      return { productId: match.params['productId'] ?? '' };
    default:
      return {};
  }
}

/** A server never calls the API while rendering: every store starts from `state`. */
const noFetch: typeof fetch = () => Promise.reject(new Error('The server renders from the page state; it does not fetch.'));

/** Renders the page at `url` with `state` (from `pageNeeds`): the HTML inside #root and the status. */
export async function renderPage(url: string, state: PageState): Promise<{ html: string; status: number }> {
  const api = new ApiClient({ fetch: noFetch, storage: new MemoryStorage(), authFailureStatuses: [401] });
  const store = new RootStore(api, { storage: new MemoryStorage(), pageState: state, log: () => undefined });
  const context = await handler.query(new Request(new URL(url, 'http://shop.invalid')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <StoreProvider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StoreProvider>
    </StrictMode>
  );
  const html = renderSync(app) ?? (await prerender(app));
  const missing = context.matches.at(-1)?.route.path === '*' || (state.product !== undefined && state.product.detail === null);
  return { html, status: missing ? 404 : 200 };
}

/** The marker of a boundary left for the browser to render (`<!--$!-->` client-rendered, `<!--$?-->` pending). */
const SUSPENDED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * The page in one synchronous pass, once every lazily loaded component on it has been loaded by an
 * earlier render; undefined when one is not (it would suspend, and the page must wait for it).
 */
function renderSync(app: ReactElement): string | undefined {
  try {
    const html = renderToString(app);
    // A boundary that suspended is sent as its fallback with one of these markers, for the browser to render.
    return SUSPENDED_BOUNDARY.test(html) ? undefined : html;
  } catch {
    return undefined;
  }
}

/** The page with every lazily loaded component on it loaded first. */
async function prerender(app: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    // One piece: a large page is not split into hidden parts revealed by inline scripts, which the
    // Content-Security-Policy (script-src 'self') blocks, leaving the page's content twice in the document.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
