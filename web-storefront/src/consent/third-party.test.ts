import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopEventName } from '../analytics/analytics-api';
import { GA4_EVENT, META_EVENT, startThirdParties } from './third-party';

const NAMES: ShopEventName[] = ['PageView', 'ViewContent', 'AddToCart', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase', 'Lead', 'CompleteRegistration'];

describe('startThirdParties', () => {
  it('maps every storefront event to the GA4 and Meta standard names', () => {
    expect(NAMES.map((n) => GA4_EVENT[n])).toEqual(['page_view', 'view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase', 'generate_lead', 'sign_up']);
    expect(NAMES.map((n) => META_EVENT[n])).toEqual(NAMES);
  });

  it('loads gtag.js with the measurement id and pushes events onto the dataLayer', () => {
    const w: Record<string, unknown> = {};
    const loaded: string[] = [];
    const forward = startThirdParties({ google: { measurementId: 'G-TEST123', scriptUrl: 'https://gtm.test/gtag/js' }, meta: null }, (src) => loaded.push(src), w);
    forward('PageView', '/explore');
    forward('AddToCart', '/product/1');
    expect(loaded).toEqual(['https://gtm.test/gtag/js?id=G-TEST123']);
    const layer = (w.dataLayer as ArrayLike<unknown>[]).map((a) => Array.from(a));
    expect(layer[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(layer.slice(2)).toEqual([
      ['event', 'page_view', { page_path: '/explore' }],
      ['event', 'add_to_cart', {}],
    ]);
    expect(w.fbq).toBeUndefined();
  });

  it('loads fbevents.js and queues init and track calls until the script takes over', () => {
    const w: { fbq?: { queue: unknown[][]; callMethod?: (...a: unknown[]) => void } } = {};
    const loaded: string[] = [];
    const forward = startThirdParties({ google: null, meta: { pixelId: '123456', scriptUrl: 'https://fb.test/fbevents.js' } }, (src) => loaded.push(src), w);
    forward('Lead', '/');
    expect(loaded).toEqual(['https://fb.test/fbevents.js']);
    expect(w.fbq?.queue).toEqual([
      ['init', '123456'],
      ['track', 'Lead'],
    ]);
    const direct: unknown[][] = [];
    w.fbq!.callMethod = (...a) => direct.push(a);
    forward('Purchase', '/checkout');
    expect(direct).toEqual([['track', 'Purchase']]);
    forward('Purchase', '/checkout', 59.95);
    forward('AddToCart', '/product/x', 99.9);
    expect(direct.slice(1)).toEqual([
      ['track', 'Purchase', { value: 59.95, currency: 'AUD' }],
      ['track', 'AddToCart', { value: 99.9, currency: 'AUD' }],
    ]);
    expect((w as Record<string, unknown>).dataLayer).toBeUndefined();
  });

  it('forwards any sequence of events to both services in order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAMES), { maxLength: 20 }), (events) => {
        const w: { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } } = {};
        const forward = startThirdParties({ google: { measurementId: 'G-ABCD', scriptUrl: 'https://g.test/gtag/js' }, meta: { pixelId: '99999', scriptUrl: 'https://m.test/f.js' } }, () => {}, w);
        events.forEach((e) => forward(e, '/'));
        expect(w.dataLayer!.slice(2).map((a) => Array.from(a)[1])).toEqual(events.map((e) => GA4_EVENT[e]));
        expect(w.fbq!.queue.slice(1).map((a) => a[1])).toEqual(events.map((e) => META_EVENT[e]));
      }),
    );
  });
});
