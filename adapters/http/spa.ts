import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { findStorefrontPage } from './storefront-routes.js';

export interface SpaOptions {
  storefrontDir: string;
  adminDir: string;
  shopName: string;
  publicUrl: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  router.get('/{*rest}', (req: Request, res: Response) => {
    const pageRoute = findStorefrontPage(req.path);
    const title = pageRoute ? `${pageRoute.title} | ${options.shopName}` : `Page not found | ${options.shopName}`;
    const canonical = `${options.publicUrl}${req.path === '/' ? '/' : req.path.replace(/\/+$/, '')}`;
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      pageRoute?.private || !pageRoute ? '<meta name="robots" content="noindex">' : '',
    ].join('\n    ');
    const html = storefrontIndex?.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--app-head-->', head);
    sendHtml(res, pageRoute ? 200 : 404, html);
  });
  return router;
}
