import express, { type Router } from 'express';
import type { CatalogProduct, CatalogReader } from '../../../application/catalog/ports.js';
import { availability, productPath } from '../../../domain/catalogue.js';
import { centsToDollars } from '../../../domain/money.js';
import { REVIEWS_PAGE_SIZE } from '../../../domain/pagination.js';
import { isRecordId } from '../../../domain/record-id.js';
import type { PageHeadResolver } from '../../http/page-head.js';
import { KeptProduct, productFromView } from './kept-product.js';
import { PAGE_DESCRIPTIONS } from './seo-pages.js';

const PRODUCT_PATH = /^\/shop\/[^/]+\/([^/]+)\/?$/;

const absolute = (publicUrl: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);
const summary = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};

/** schema.org Product of a product page. */
export function productJsonLd(p: CatalogProduct, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}${productPath(p.name, p.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.id,
    category: p.category,
    image: p.images.map((i) => absolute(publicUrl, i.url)),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDollars(p.priceCents).toFixed(2),
      priceCurrency: 'AUD',
      availability: availability(p.stockLevel) === 'in stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
  };
}

/**
 * Heads of storefront pages: content pages from a fixed table, product pages from the product page
 * the catalogue reader keeps (ListingMemo): the same read the page's body makes, dropped by the same
 * change events, so the title, price and availability of the head are never older than the page.
 */
export function makePageHeads(deps: { catalog: CatalogReader; publicUrl: string; shopName: string }): PageHeadResolver {
  return async (path) => {
    const match = PRODUCT_PATH.exec(path);
    if (!match || !isRecordId(match[1])) {
      const description = PAGE_DESCRIPTIONS[path === '/' ? '/' : path.replace(/\/+$/, '')];
      return description ? { title: '', description } : undefined;
    }
    const page = await deps.catalog.productPage(match[1]!.toLowerCase(), REVIEWS_PAGE_SIZE);
    // A kept product reads each field from its JSON: read it once.
    const p = page && (page.product instanceof KeptProduct ? productFromView(page.product.view()) : page.product);
    return p
      ? {
          title: `${p.name} | ${deps.shopName}`,
          description: summary(p.description || `${p.name} from ${deps.shopName}.`),
          canonicalPath: productPath(p.name, p.id),
          ogType: 'product',
          ...(p.images[0] ? { image: absolute(deps.publicUrl, p.images[0].url) } : {}),
          jsonLd: productJsonLd(p, deps.publicUrl),
        }
      : { title: `Product not found | ${deps.shopName}`, description: 'This product is no longer available.', notFound: true };
  };
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** `/sitemap.xml` (content pages and every listed product) and `/robots.txt`. */
export function seoRouter(deps: { catalog: CatalogReader; publicUrl: string }): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain')
      .send(['User-agent: *', 'Disallow: /adminpanel', 'Disallow: /checkout', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${deps.publicUrl}/sitemap.xml`, ''].join('\n'));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const products = await deps.catalog.sitemapEntries();
    const urls = [
      ...Object.keys(PAGE_DESCRIPTIONS).map((p) => `<url><loc>${xml(`${deps.publicUrl}${p}`)}</loc></url>`),
      ...products.map((p) => `<url><loc>${xml(`${deps.publicUrl}${productPath(p.name, p.id)}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`),
    ];
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
  return router;
}
