import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import type { AdminCoupon } from './coupons-api';
import { COUPON_CREATED } from './NewCouponForm';

const coupon = (n: number, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `CODE${n}`,
  expireDate: '2027-01-31',
  amount: 10,
  isActive: true,
  isPercent: true,
  minimumSpend: 0,
  isOneTime: false,
  categories: [],
  ...over,
});
const page1 = Array.from({ length: 20 }, (_, i) => coupon(i + 1));
const spare = coupon(21, { isActive: false });

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };
// 10:00 on 25 November 2026 in Melbourne
const NOW = Date.parse('2026-11-24T23:00:00Z');

/** The admin root store over a fake server: the coupons area is `root.coupons`. */
function setup(respond: Respond) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined, now: () => NOW });
  return { root, store: root.coupons, requests, storage };
}

const list: Respond = (r) => {
  if (r.url === '/api/admin/getAdminCoupons/1') return { body: { coupons: page1, count: 21 } };
  if (r.url === '/api/admin/getAdminCoupons/2') return { body: { coupons: [spare], count: 21 } };
  return { status: 404, body: { message: 'unexpected' } };
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the coupons list', () => {
  it('loads 20 newest first and the next page with Load More, then no more', async () => {
    const { store, requests } = setup(list);
    await store.load();
    expect([store.list.items.length, store.list.count, store.list.hasMore]).toEqual([20, 21, true]);
    await store.list.loadMore();
    expect([store.list.items.at(-1), store.list.hasMore]).toEqual([spare, false]);
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/getAdminCoupons/1', '/api/admin/getAdminCoupons/2']);
  });
  it('says when there are none, and keeps a failure as the list’s error', async () => {
    const empty = setup(() => ({ body: { coupons: [], count: 0 } }));
    await empty.store.load();
    expect(empty.store.list.isEmpty).toBe(true);
    const failing = setup(() => ({ status: 500, body: { message: 'boom' } }));
    await failing.store.load();
    expect([failing.store.list.error, failing.store.list.loading]).toEqual(['Something went wrong. Please try again.', false]);
  });
  it('deactivates an active coupon and activates an inactive one, showing the change for 3 seconds', async () => {
    const { store, requests } = setup((r) => {
      if (r.url.startsWith('/api/admin/deactivateCoupon/')) {
        const c = [...page1, spare].find((x) => r.url.endsWith(x._id))!;
        return { body: { ...c, isActive: (r.body as { isActive: boolean }).isActive } };
      }
      return list(r);
    });
    await store.load();
    await store.list.loadMore();
    const first = page1[0]!;
    const off = store.toggleActive(first);
    expect(store.isChanging(first)).toBe(true);
    await store.toggleActive(first); // a second click meanwhile asks nothing
    await off;
    await store.toggleActive(spare);
    expect(requests.slice(2).map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', `/api/admin/deactivateCoupon/${first._id}`, { isActive: false }],
      ['POST', `/api/admin/deactivateCoupon/${spare._id}`, { isActive: true }],
    ]);
    expect([store.list.items[0]?.isActive, store.list.items[20]?.isActive]).toEqual([false, true]);
    expect(store.notice.text).toBe('CODE21 is now active.');
    vi.advanceTimersByTime(3_000);
    expect(store.notice.text).toBeNull();
  });
  it('keeps the reason when Activate/Deactivate fails, changing nothing', async () => {
    const { store } = setup((r) => (r.url.startsWith('/api/admin/deactivateCoupon/') ? { status: 404, body: { message: 'We could not find that coupon. It may have been deleted.' } } : list(r)));
    await store.load();
    await store.toggleActive(page1[0]!);
    expect([store.actionError, store.list.items[0]]).toEqual(['We could not find that coupon. It may have been deleted.', page1[0]]);
  });
  it('deletes a coupon once confirmed, taking it off the list with the count the server gives', async () => {
    const { store, requests } = setup((r) => (r.url.startsWith('/api/admin/deleteCoupon/') ? { body: { coupon: page1[1], count: 20 } } : list(r)));
    await store.load();
    store.deletion.ask(page1[1]!);
    expect(await store.deletion.confirm()).toBe(true);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: `/api/admin/deleteCoupon/${page1[1]!._id}` });
    expect([store.list.items.length, store.list.count, store.deletion.open, store.notice.text]).toEqual([19, 20, false, 'CODE2 was deleted.']);
  });
  it.each([401, 403])('logs the administrator out when a coupon call answers %i', async (status) => {
    const { root, store, storage } = setup(() => ({ status, body: { message: 'Your session has ended. Please sign in again.' } }));
    await store.load();
    expect(storage.getItem('token')).toBeNull();
    expect(root.canSeeAdmin()).toBe(false);
  });
});

describe('the new coupon form', () => {
  const fill = (form: ReturnType<typeof setup>['store']['newCoupon']) => {
    form.form.set('code', 'Winter20');
    form.form.set('amount', '20');
    form.form.set('expireDate', '2026-12-31');
  };
  it('offers expiry dates from tomorrow in Melbourne and the spec’s categories, ticked and unticked in their order', () => {
    const { store } = setup(list);
    const form = store.newCoupon;
    expect(form.earliestExpiry).toBe('2026-11-26');
    expect(form.categories).toEqual(['solid', 'nailart', 'overlay', 'marble', 'missfrankie', 'sale']);
    form.toggleCategory('sale');
    form.toggleCategory('solid');
    expect([form.hasCategory('solid'), form.form.values.categories]).toEqual([true, ['solid', 'sale']]);
    form.toggleCategory('solid');
    expect(form.form.values.categories).toEqual(['sale']);
  });
  it('sends the coupon (minimum spend blank), shows the success alert and is ready for the next one', async () => {
    const { store, requests } = setup(() => ({ status: 201, body: { coupon: coupon(1) } }));
    const form = store.newCoupon;
    fill(form);
    form.form.set('isOneTime', true);
    form.toggleCategory('marble');
    await form.submit();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/admin/createNewCoupon', { code: 'Winter20', isPercent: true, amount: '20', expireDate: '2026-12-31', isActive: true, minimumSpend: '', isOneTime: true, categories: ['marble'] }],
    ]);
    expect([form.success.text, form.form.values.code, form.form.values.categories]).toEqual([COUPON_CREATED, '', []]);
  });
  it('refuses today or an earlier expiry before sending, with the focus sent to the field', async () => {
    const { store, requests } = setup(list);
    const form = store.newCoupon;
    fill(form);
    form.form.set('expireDate', '2026-11-25');
    await form.submit();
    expect([form.form.error('expireDate'), form.form.failedSaves, requests.length]).toEqual(['Expiry date must be later than today.', 1, 0]);
  });
  it('puts the server’s messages under code, amount, minimumSpend and expireDate, each cleared by typing in it', async () => {
    const answer = {
      code: 'A coupon with the code WINTER20 already exists.',
      amount: 'Amount must be greater than 0.',
      minimumSpend: 'Minimum spend must be 0 or more.',
      expireDate: 'Expiry date must be later than today.',
    };
    const { store } = setup(() => ({ status: 400, body: answer }));
    const form = store.newCoupon;
    fill(form);
    await form.submit();
    expect([form.form.errors, form.form.failedSaves, form.success.text]).toEqual([answer, 1, null]);
    form.form.set('code', 'Winter21');
    expect([form.form.error('code'), form.form.error('amount')]).toEqual([undefined, answer.amount]);
  });
  it('resets when the administrator leaves the screen', async () => {
    const { store } = setup(() => ({ status: 409, body: { code: 'taken' } }));
    const form = store.newCoupon;
    fill(form);
    form.toggleCategory('sale');
    await form.submit();
    form.reset();
    expect([form.form.values, form.form.hasErrors, form.success.text]).toEqual([
      { code: '', isPercent: true, isOneTime: false, categories: [], amount: '', minimumSpend: '', expireDate: '' },
      false,
      null,
    ]);
  });
});
