import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { PageHead, PageHeadResolver } from './page-head.js';
import { findStorefrontPage } from './storefront-routes.js';
import { loadSsrBundle, pageKey, stateScript, type LoadedPage, type StorefrontPageSource } from './storefront-ssr.js';

export interface SpaOptions {
  storefrontDir: string;
  adminDir: string;
  shopName: string;
  publicUrl: string;
  /** The shop's support address, given to the storefront in `<meta name="support-email">`. */
  supportEmail: string;
  /** Descriptions, Open Graph data and product JSON-LD of storefront pages (when the catalogue is wired). */
  heads?: PageHeadResolver;
  /** Server-rendered storefront pages (ADR 050): the folder of the SSR bundle (client-rendered shell when it is not built). */
  ssrDir?: string;
  /** The catalogue data of server-rendered pages, and the cache of their HTML. */
  pages?: StorefrontPageSource;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a script element: no `</script>` or comment opener can appear. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function openGraph(title: string, head: PageHead | undefined, canonical: string, shopName: string): string[] {
  const tags: [string, string | undefined][] = [
    ['og:type', head?.ogType ?? 'website'],
    ['og:site_name', shopName],
    ['og:title', title],
    ['og:description', head?.description],
    ['og:url', canonical],
    ['og:image', head?.image],
    ['og:locale', 'en_AU'],
  ];
  return tags.filter(([, v]) => v).map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v!)}">`);
}

const immutable = (res: Response, path: string) => {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
};

function loadIndex(dir: string): string | undefined {
  const file = join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function sendHtml(res: Response, status: number, html: string | undefined): void {
  res.setHeader('Cache-Control', 'no-cache');
  if (!html) {
    res.status(503).type('text/plain').send('This part of the shop has not been built yet: run `npm run build` (or `npm start`, which builds what is missing).');
    return;
  }
  res.status(status).type('html').send(html);
}

/**
 * Serves the two built SPAs: hashed assets with long-lived cache headers, `index.html` never cached,
 * `/adminpanel` and everything under it the admin SPA, any other non-API path the storefront, with
 * status 404 for paths the storefront does not know (its not-found page still renders).
 */
export function spaRouter(options: SpaOptions): Router {
  const router = express.Router();
  const storefrontIndex = loadIndex(options.storefrontDir);
  const adminIndex = loadIndex(options.adminDir);
  const ssr = options.ssrDir && storefrontIndex ? loadSsrBundle(options.ssrDir) : Promise.resolve(undefined);

  router.use('/adminpanel', express.static(options.adminDir, { index: false, setHeaders: immutable, fallthrough: true }));
  router.get(['/adminpanel', '/adminpanel/{*rest}'], (_req, res) => sendHtml(res, 200, adminIndex));
  router.use(express.static(options.storefrontDir, { index: false, setHeaders: immutable }));
  router.get('/{*rest}', async (req: Request, res: Response) => {
    const pageRoute = findStorefrontPage(req.path);
    // Checkout, account and cart pages stay client-rendered: they show the shopper's own data.
    const bundle = pageRoute?.private ? undefined : await ssr;
    const needs = bundle?.pageNeeds(req.originalUrl);
    const key = needs && pageKey(req.path, needs);
    if (key && options.pages?.trySend(key, req, res)) return;
    const loading: Promise<LoadedPage> | undefined = needs && (options.pages ? options.pages.load(needs) : Promise.resolve({ state: {} }));
    const found: PageHead | undefined = pageRoute && options.heads ? await options.heads(req.path) : undefined;
    const missing = !pageRoute || found?.notFound === true;
    const title = found?.title || (pageRoute && !missing ? `${pageRoute.title} | ${options.shopName}` : `Page not found | ${options.shopName}`);
    const canonical = `${options.publicUrl}${found?.canonicalPath ?? (req.path === '/' ? '/' : req.path.replace(/\/+$/, ''))}`;
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      found?.description ? `<meta name="description" content="${escapeHtml(found.description)}">` : '',
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<meta name="support-email" content="${escapeHtml(options.supportEmail)}">`,
      pageRoute?.private || missing ? '<meta name="robots" content="noindex">' : '',
      ...(missing ? [] : openGraph(title, found, canonical, options.shopName)),
      found?.jsonLd && !missing ? `<script type="application/ld+json">${jsonForHtml(found.jsonLd)}</script>` : '',
    ]
      .filter((line) => line !== '')
      .join('\n    ');
    const shell = storefrontIndex?.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--app-head-->', head);
    if (bundle && loading && key && shell) {
      try {
        const page = await loading;
        const rendered = await bundle.renderPage(req.originalUrl, page.state);
        const status = missing || rendered.status === 404 ? 404 : 200;
        const html = shell.replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${stateScript(page.state)}`);
        if (status === 200 && page.keep !== undefined && options.pages) {
          res.setHeader('Cache-Control', 'no-cache');
          options.pages.keepAndSend(key, page, html, req, res);
        } else sendHtml(res, status, html);
        return;
      } catch (error) {
        // A page that fails to render still works, rendered by the browser.
        req.log?.error({ err: error, path: req.path }, 'server rendering failed');
      }
    }
    sendHtml(res, missing ? 404 : 200, shell);
  });
  return router;
}
