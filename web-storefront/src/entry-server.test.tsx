import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import { sampleDetail, sampleProduct } from './testing/catalogFixtures';
import type { PageState } from '../../adapters/http/contract/storefront-page.js';

// React's streaming prerender, watched: it is what waits for code that is not loaded yet.
const streamed = vi.hoisted(() => ({ renders: 0 }));
vi.mock('react-dom/static', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/static')>();
  return {
    ...original,
    prerenderToNodeStream: (...args: Parameters<typeof original.prerenderToNodeStream>) => {
      streamed.renders += 1;
      return original.prerenderToNodeStream(...args);
    },
  };
});

function productPage(id: string, name: string): { url: string; state: PageState } {
  return {
    url: `/shop/piece/${id}`,
    state: { product: { id, detail: sampleDetail({ _id: id, name }), related: [sampleProduct({ _id: `${id}-r`, name: 'Canopy Cap' })] } },
  };
}

describe('renderPage (server rendering)', () => {
  it('renders a page whose code is not loaded yet by streaming it, and pages later in one synchronous pass with the same HTML', async () => {
    const first = productPage('p-first', 'Ridge Beanie');
    const cold = await renderPage(first.url, first.state);
    expect(cold.status).toBe(200);
    expect(cold.html).toContain('Ridge Beanie');
    expect(cold.html).toContain('Canopy Cap');
    // No boundary left for the browser to fill in: the page's own content is in the HTML.
    expect(cold.html).not.toMatch(/<!--\$[!?]-->/);

    expect(streamed.renders).toBe(1);

    // Its code loaded, a page is rendered in one synchronous pass, not streamed.
    expect(await renderPage(first.url, first.state)).toEqual(cold);
    const other = productPage('p-other', 'Summit Hoodie');
    const warm = await renderPage(other.url, other.state);
    expect(streamed.renders).toBe(1);
    expect(warm).toEqual({ status: 200, html: cold.html.replaceAll('p-first', 'p-other').replaceAll('Ridge Beanie', 'Summit Hoodie') });
  });

  it('answers 404 for a product that does not exist, rendered as the not-found page', async () => {
    const page = await renderPage('/shop/piece/p-gone', { product: { id: 'p-gone', detail: null, related: [] } });
    expect(page.status).toBe(404);
    expect(page.html).not.toMatch(/<!--\$[!?]-->/);
  });
});
