import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { productLink, reviewerName, userLink } from './review-text';
import type { AdminReview } from './reviews-api';

const review = (n: number, over: Partial<AdminReview> = {}): AdminReview => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  rating: 4,
  review: 'Warm and light.',
  firstName: 'Ava',
  lastName: 'nguyen',
  lastUpdated: '2026-11-20T01:00:00.000Z',
  reviewImage: null,
  isActive: false,
  product: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Summit Down Jacket' },
  userId: null,
  ...over,
});
const page1 = Array.from({ length: 20 }, (_, i) => review(i + 1));
const last = review(21, { isActive: true });

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };

function setup(respond: Respond) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.reviews, requests, storage };
}

const list: Respond = (r) => {
  if (r.url === '/api/admin/getAdminReviews/1') return { body: { reviews: page1, count: 21 } };
  if (r.url === '/api/admin/getAdminReviews/2') return { body: { reviews: [last], count: 21 } };
  return { status: 404, body: { message: 'unexpected' } };
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the reviews list', () => {
  it('loads 20 newest first and the next page with Load More, then no more', async () => {
    const { store, requests } = setup(list);
    await store.load();
    expect([store.list.items.length, store.list.count, store.list.hasMore]).toEqual([20, 21, true]);
    await store.list.loadMore();
    expect([store.list.items.at(-1), store.list.hasMore]).toEqual([last, false]);
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/getAdminReviews/1', '/api/admin/getAdminReviews/2']);
  });
  it('says when there are none, and keeps a failure as the list’s error', async () => {
    const empty = setup(() => ({ body: { reviews: [], count: 0 } }));
    await empty.store.load();
    expect(empty.store.list.isEmpty).toBe(true);
    const failing = setup(() => ({ status: 500, body: { message: 'down' } }));
    await failing.store.load();
    expect(failing.store.list.error).toBe('Something went wrong. Please try again.');
  });
  it('publishes a review and deactivates a published one, showing the change for 3 seconds', async () => {
    const { store, requests } = setup((r) => {
      if (r.url.startsWith('/api/admin/updateReview/')) {
        const found = [...page1, last].find((x) => r.url.endsWith(x._id))!;
        return { body: { ...found, isActive: (r.body as { isActive: boolean }).isActive } };
      }
      return list(r);
    });
    await store.load();
    await store.list.loadMore();
    const publishing = store.togglePublished(page1[0]!);
    expect(store.isChanging(page1[0]!)).toBe(true);
    await store.togglePublished(page1[0]!); // a second click meanwhile asks nothing
    await publishing;
    expect(store.notice.text).toBe('The review by Ava N. is now published.');
    await store.togglePublished(last);
    expect(requests.slice(2).map((r) => [r.url, r.body])).toEqual([
      [`/api/admin/updateReview/${page1[0]!._id}`, { isActive: true }],
      [`/api/admin/updateReview/${last._id}`, { isActive: false }],
    ]);
    expect([store.list.items[0]?.isActive, store.list.items[20]?.isActive, store.notice.text]).toEqual([true, false, 'The review by Ava N. is now not active.']);
    vi.advanceTimersByTime(3_000);
    expect(store.notice.text).toBeNull();
  });
  it('keeps the reason when Publish fails, changing nothing', async () => {
    const { store } = setup((r) => (r.url.startsWith('/api/admin/updateReview/') ? { status: 404, body: { message: 'We could not find that review. It may have been deleted.' } } : list(r)));
    await store.load();
    await store.togglePublished(page1[0]!);
    expect([store.actionError, store.list.items[0]?.isActive]).toEqual(['We could not find that review. It may have been deleted.', false]);
  });
  it('deletes a review once confirmed, taking it off the list with the count the server gives', async () => {
    const { store, requests } = setup((r) => (r.url.startsWith('/api/admin/deleteAdminReview/') ? { body: { review: page1[2], count: 20 } } : list(r)));
    await store.load();
    store.deletion.ask(page1[2]!);
    expect(await store.deletion.confirm()).toBe(true);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: `/api/admin/deleteAdminReview/${page1[2]!._id}` });
    expect([store.list.items.length, store.list.count, store.deletion.open]).toEqual([19, 20, false]);
  });
  it('keeps the dialog open with the reason when a delete fails', async () => {
    const { store } = setup((r) => (r.url.startsWith('/api/admin/deleteAdminReview/') ? { status: 404, body: { message: 'We could not find that review. It may have been deleted.' } } : list(r)));
    await store.load();
    store.deletion.ask(page1[0]!);
    expect(await store.deletion.confirm()).toBe(false);
    expect([store.deletion.open, store.deletion.error, store.list.items.length]).toEqual([true, 'We could not find that review. It may have been deleted.', 20]);
  });
  it.each([401, 403])('logs the administrator out when a review call answers %i', async (status) => {
    const { root, store, storage } = setup(() => ({ status, body: { message: 'Your session has ended. Please sign in again.' } }));
    await store.load();
    expect(storage.getItem('token')).toBeNull();
    expect(root.canSeeAdmin()).toBe(false);
  });
});

describe('how a review row names its reviewer and links', () => {
  it('shows the first name and last initial', () => {
    expect(reviewerName({ firstName: 'Ava', lastName: 'nguyen' })).toBe('Ava N.');
    expect(reviewerName({ firstName: 'Zoë', lastName: 'Ólafsdóttir' })).toBe('Zoë Ó.');
    expect(reviewerName({ firstName: 'Kai', lastName: '' })).toBe('Kai');
  });
  it('links the admin product page (name with dashes) and the user page (First-Last), none for a guest', () => {
    const r = review(1, { userId: { _id: '00000000-0000-4000-8000-0000000000b2', firstName: 'Ava', lastName: 'Nguyen' } });
    expect(productLink(r)).toBe('/adminpanel/products/Summit-Down-Jacket/00000000-0000-4000-8000-0000000000a1');
    expect(userLink(r)).toBe('/adminpanel/users/Ava-Nguyen/00000000-0000-4000-8000-0000000000b2');
    expect(userLink(review(2))).toBeNull();
    expect(productLink(review(3, { product: { _id: 'p1', name: 'A/B <test>' } }))).toBe('/adminpanel/products/A%2FB-%3Ctest%3E/p1');
  });
});
