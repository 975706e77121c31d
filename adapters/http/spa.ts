import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { PageHead, PageHeadResolver } from './page-head.js';
import { findStorefrontPage } from './storefront-routes.js';

export interface SpaOptions {
  storefrontDir: string;
  adminDir: string;
  shopName: string;
  publicUrl: string;
  /** The shop's support address, given to the storefront in `<meta name="support-email">`. */
  supportEmail: string;
  /** Descriptions, Open Graph data and product JSON-LD of storefront pages (when the catalogue is wired). */
  heads?: PageHeadResolver;
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

  router.use('/adminpanel', express.static(options.adminDir, { index: false, setHeaders: immutable, fallthrough: true }));
  router.get(['/adminpanel', '/adminpanel/{*rest}'], (_req, res) => sendHtml(res, 200, adminIndex));
  router.use(express.static(options.storefrontDir, { index: false, setHeaders: immutable }));
  router.get('/{*rest}', async (req: Request, res: Response) => {
    const pageRoute = findStorefrontPage(req.path);
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
    const html = storefrontIndex?.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--app-head-->', head);
    sendHtml(res, missing ? 404 : 200, html);
  });
  return router;
}
