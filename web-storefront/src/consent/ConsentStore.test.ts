import { describe, expect, it } from 'vitest';
import { ShopAnalytics, type ShopEventName } from '../analytics/analytics-api';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { CONSENT_KEY, ConsentStore } from './ConsentStore';
import type { TrackingConfigResponse } from './consent-api';

const BOTH: TrackingConfigResponse = { google: { measurementId: 'G-TEST123', scriptUrl: 'https://gtm.test/gtag/js' }, meta: { pixelId: '123456', scriptUrl: 'https://fb.test/fbevents.js' } };
const NONE: TrackingConfigResponse = { google: null, meta: null };

function setup(config: TrackingConfigResponse | Error, kept: Record<string, string> = {}) {
  const storage = new MemoryStorage(kept);
  const analytics = new ShopAnalytics(null);
  const started: TrackingConfigResponse[] = [];
  const forwarded: Array<[ShopEventName, string]> = [];
  const logged: unknown[] = [];
  const store = new ConsentStore({
    api: { config: () => (config instanceof Error ? Promise.reject(config) : Promise.resolve(config)) },
    storage,
    analytics,
    start: (c) => {
      started.push(c);
      return (name, path) => forwarded.push([name, path]);
    },
    currentPath: () => '/explore',
    log: (e) => logged.push(e),
  });
  return { store, storage, analytics, started, forwarded, logged };
}

describe('ConsentStore', () => {
  it('shows no banner and starts nothing when neither id is configured', async () => {
    const s = setup(NONE);
    await s.store.load();
    expect(s.store.showsBanner).toBe(false);
    s.analytics.track('PageView', '/');
    expect(s.started).toEqual([]);
  });

  it('shows no banner before the configuration arrives or when asking fails', async () => {
    const s = setup(new Error('offline'));
    expect(s.store.showsBanner).toBe(false);
    await s.store.load();
    expect(s.store.showsBanner).toBe(false);
    expect(s.logged).toHaveLength(1);
  });

  it('shows the banner when an id is configured and no choice was made, loading nothing yet', async () => {
    const s = setup({ google: null, meta: BOTH.meta });
    await s.store.load();
    expect(s.store.showsBanner).toBe(true);
    expect(s.store.services).toEqual(['the Meta pixel']);
    s.analytics.track('AddToCart', '/product/1');
    expect(s.started).toEqual([]);
    expect(s.forwarded).toEqual([]);
  });

  it('after Accept keeps the choice, starts the services once with a page view of the current page, and forwards later events', async () => {
    const s = setup(BOTH);
    await s.store.load();
    expect(s.store.services).toEqual(['Google Analytics', 'the Meta pixel']);
    s.store.accept();
    s.store.accept();
    expect(s.store.showsBanner).toBe(false);
    expect(s.storage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(s.started).toEqual([BOTH]);
    s.analytics.track('Purchase', '/checkout');
    expect(s.forwarded).toEqual([
      ['PageView', '/explore'],
      ['Purchase', '/checkout'],
    ]);
  });

  it('after Decline keeps the choice, hides the banner and never starts the services', async () => {
    const s = setup(BOTH);
    await s.store.load();
    s.store.decline();
    expect(s.store.showsBanner).toBe(false);
    expect(s.storage.getItem(CONSENT_KEY)).toBe('declined');
    s.analytics.track('PageView', '/');
    expect(s.started).toEqual([]);
  });

  it('remembers an earlier choice: accepted starts at load without a banner, declined stays quiet', async () => {
    const accepted = setup(BOTH, { [CONSENT_KEY]: 'accepted' });
    await accepted.store.load();
    expect(accepted.store.showsBanner).toBe(false);
    expect(accepted.started).toEqual([BOTH]);
    const declined = setup(BOTH, { [CONSENT_KEY]: 'declined' });
    await declined.store.load();
    expect(declined.store.showsBanner).toBe(false);
    expect(declined.started).toEqual([]);
  });

  it('lets the shopper change their choice later: Cookie settings re-opens the banner, only when a service is configured', async () => {
    const s = setup(BOTH, { [CONSENT_KEY]: 'declined' });
    await s.store.load();
    expect(s.store.showsBanner).toBe(false);
    // Handed to the footer as its button's handler, unbound.
    const { reopen } = s.store;
    reopen();
    expect(s.store.showsBanner).toBe(true);
    s.store.accept();
    expect([s.store.showsBanner, s.storage.getItem(CONSENT_KEY), s.started]).toEqual([false, 'accepted', [BOTH]]);
    s.store.reopen();
    s.store.decline();
    expect([s.store.showsBanner, s.storage.getItem(CONSENT_KEY)]).toEqual([false, 'declined']);
    const none = setup({ google: null, meta: null });
    await none.store.load();
    none.store.reopen();
    expect(none.store.showsBanner).toBe(false);
  });

  it('treats an unknown kept value as no choice', async () => {
    const s = setup(BOTH, { [CONSENT_KEY]: 'maybe' });
    await s.store.load();
    expect(s.store.showsBanner).toBe(true);
  });
});
