import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINT, ShopAnalytics, shopAnalytics } from './analytics-api';
import { ProductStore } from '../catalog/ProductStore';

const recorder = () => {
  const sent: { url: string; body: unknown }[] = [];
  const pending: Promise<void>[] = [];
  const send = (url: string, body: Blob) => {
    pending.push(body.text().then((t) => void sent.push({ url, body: JSON.parse(t) })));
    return true;
  };
  return { sent, send, settled: () => Promise.all(pending) };
};

describe('ShopAnalytics', () => {
  afterEach(() => shopAnalytics.useSender(null));

  it('sends one JSON report per event to the shop’s own endpoint', async () => {
    const r = recorder();
    const analytics = new ShopAnalytics(r.send);
    analytics.track('PageView', '/explore');
    analytics.track('Lead', '/');
    await r.settled();
    expect(r.sent).toEqual([
      { url: ANALYTICS_ENDPOINT, body: { events: [{ name: 'PageView', path: '/explore' }] } },
      { url: ANALYTICS_ENDPOINT, body: { events: [{ name: 'Lead', path: '/' }] } },
    ]);
  });

  it('sends nothing without sendBeacon, and never throws', () => {
    expect(() => new ShopAnalytics(null).track('PageView')).not.toThrow();
    const failing = new ShopAnalytics(() => {
      throw new Error('blocked');
    });
    expect(() => failing.track('PageView', '/')).not.toThrow();
  });

  it('a product view and an add to cart are reported by the product store', async () => {
    const r = recorder();
    shopAnalytics.useSender(r.send);
    const product = { _id: 'p1', name: 'Trail Tee', variants: [{ _id: 'v1', size: 'M', stockLevel: 3 }], reviews: [], reviewCount: 0 };
    const api = { product: async () => product, youMayAlsoLike: async () => [] };
    const cart = { add: async () => null };
    const store = new ProductStore(api as never, cart as never, () => {});
    await store.load('p1');
    expect(await store.addToCart()).toBe(true);
    await r.settled();
    expect(r.sent.map((s) => (s.body as { events: { name: string }[] }).events[0]?.name)).toEqual(['ViewContent', 'AddToCart']);
  });
});
