import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
const PUBLIC = 'https://shop.example.au';

beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL: PUBLIC } });
});
afterAll(async () => {
  await api?.close();
});

const page = async (path: string) => {
  const res = await fetch(`${api.baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
};
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown> & { offers: { availability: string } }) : undefined;
};

describe('page heads', () => {
  it('a product page carries title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const p = await createProduct(api.db, {
      name: 'Ridge Line <Tee>',
      description: 'Organic cotton tee for long walks.',
      priceCents: 4500,
      stockLevel: 3,
      images: ['/media/a.webp', 'https://cdn.example/b.webp'],
    });
    await createReview(api.db, p.id, { rating: 4 });
    await createReview(api.db, p.id, { rating: 5 });
    const { status, html } = await page(`/shop/Ridge-Line-<Tee>/${p.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Ridge Line &lt;Tee&gt; | Soul Searching Outdoor Co.</title>');
    expect(html).toContain('<meta name="description" content="Organic cotton tee for long walks.">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/shop/Ridge-Line-%3CTee%3E/${p.id}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC}/media/a.webp">`);
    const ld = jsonLd(html)!;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Ridge Line <Tee>',
      image: [`${PUBLIC}/media/a.webp`, 'https://cdn.example/b.webp'],
      offers: { price: '45.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(html).not.toContain('<Tee></script>');
  });

  it('out of stock without reviews: OutOfStock and no aggregate rating', async () => {
    const p = await createProduct(api.db, { name: 'Sold Out Cap', stockLevel: 0 });
    const ld = jsonLd((await page(`/shop/Sold-Out-Cap/${p.id}`)).html)!;
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it("a product page's head is never older than the page: the order that sells the last one makes it OutOfStock on the very next request", async () => {
    const p = await createProduct(api.db, { name: 'Last One Beanie', priceCents: 3900, stockLevel: 1, variants: [['M', 1]] });
    const path = `/shop/Last-One-Beanie/${p.id}`;
    expect(jsonLd((await page(path)).html)!.offers.availability).toBe('https://schema.org/InStock');
    expect(jsonLd((await page(path)).html)!.offers.availability).toBe('https://schema.org/InStock'); // now kept
    const order = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api) }) });
    expect(order.status).toBe(200);
    expect(jsonLd((await page(path)).html)!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('an unknown product id and an unknown path answer 404', async () => {
    expect((await page('/shop/Nothing/7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11')).status).toBe(404);
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('noindex');
  });

  it('content pages carry their description and Open Graph tags', async () => {
    const { status, html } = await page('/returns-policy');
    expect(status).toBe(200);
    expect(html).toContain('<title>Returns Policy | Soul Searching Outdoor Co.</title>');
    expect(html).toMatch(/<meta name="description" content="Returns policy: free 30-day returns/);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC}/returns-policy">`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots keeps the back office, checkout and dashboard out and names the sitemap', async () => {
    const res = await fetch(`${api.baseUrl}/robots.txt`);
    const text = await res.text();
    expect(res.status).toBe(200);
    for (const path of ['/adminpanel', '/checkout', '/dashboard']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });

  it('the sitemap lists content pages and listed products only', async () => {
    const shown = await createProduct(api.db, { name: 'Sitemap Beanie' });
    const deleted = await createProduct(api.db, { name: 'Deleted Beanie', isDeleted: true });
    const res = await fetch(`${api.baseUrl}/sitemap.xml`);
    const xml = await res.text();
    expect(res.headers.get('content-type')).toMatch(/xml/);
    expect(xml).toContain(`<loc>${PUBLIC}/shop/Sitemap-Beanie/${shown.id}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC}/faqs</loc>`);
    expect(xml).not.toContain(deleted.id);
  });
});
