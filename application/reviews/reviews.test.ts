import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fakes.js';
import { inMemoryReviewStores } from '../testing/in-memory-reviews.js';
import { makeDeleteReview } from './delete-review.js';
import { makeListReviews } from './list-reviews.js';
import { UNKNOWN_REVIEW, type AdminReviewRecord } from './ports.js';
import { makeSetReviewPublished } from './set-review-published.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
const NOWHERE = '00000000-0000-4000-8000-00000000ffff';
const PRODUCT = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Summit Jacket' };

function setup() {
  const stores = inMemoryReviewStores();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const deps = { uow: stores.uow, clock };
  let n = 0;
  const add = (over: Partial<AdminReviewRecord> = {}): AdminReviewRecord => {
    n += 1;
    const review: AdminReviewRecord = {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      rating: 4,
      review: 'Warm and light.',
      firstName: 'Ava',
      lastName: 'Nguyen',
      lastUpdated: new Date(Date.UTC(2026, 10, 1, 0, n)),
      reviewImage: null,
      isActive: false,
      product: PRODUCT,
      user: null,
      ...over,
    };
    stores.reviews.reviews.set(review.id, review);
    return review;
  };
  return { ...stores, add, publish: makeSetReviewPublished(deps), remove: makeDeleteReview(deps), list: makeListReviews({ reviews: stores.reviews }) };
}

describe('list reviews', () => {
  it('pages by 20, newest first by lastUpdated, published or not', async () => {
    const s = setup();
    const all = Array.from({ length: 23 }, (_, i) => s.add({ isActive: i % 2 === 0 }));
    const first = await s.list({ page: 1 });
    expect(first.ok && [first.value.count, first.value.reviews.length, first.value.reviews[0]?.id]).toEqual([23, 20, all[22]?.id]);
    const second = await s.list({ page: 2 });
    expect(second.ok && second.value.reviews.map((r) => r.id)).toEqual([all[2]?.id, all[1]?.id, all[0]?.id]);
  });
});

describe('publish and deactivate a review', () => {
  it('publishes it, records the change and announces review.changed for its product', async () => {
    const s = setup();
    const r = s.add();
    expect(await s.publish({ actor, id: r.id, isActive: true })).toMatchObject({ ok: true, value: { id: r.id, isActive: true } });
    expect(s.audit.entries).toEqual([
      { id: '1', actor, at: new Date('2026-11-25T01:00:00Z'), action: 'review.published', entityType: 'review', entityId: r.id, before: { isActive: false }, after: { isActive: true } },
    ]);
    expect(s.outbox.events()).toEqual([{ type: 'review.changed', data: { productId: PRODUCT.id, reviewId: r.id } }]);
    expect(await s.publish({ actor, id: r.id, isActive: false })).toMatchObject({ ok: true, value: { isActive: false } });
    expect(s.audit.entries.map((e) => e.action)).toEqual(['review.published', 'review.deactivated']);
    expect(s.outbox.events()).toHaveLength(2);
  });
  it('changes, records and announces nothing when the review already has that state', async () => {
    const s = setup();
    const r = s.add({ isActive: true });
    expect(await s.publish({ actor, id: r.id, isActive: true })).toMatchObject({ ok: true, value: { isActive: true } });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });
  it('answers 404 for an unknown review', async () => {
    const s = setup();
    expect(await s.publish({ actor, id: NOWHERE, isActive: true })).toMatchObject({ ok: false, code: 'not_found', reason: 'unknown_review', message: UNKNOWN_REVIEW });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });
});

describe('delete a review', () => {
  it('deletes a published one, keeping what it said in the audit log, and announces it', async () => {
    const s = setup();
    const r = s.add({ isActive: true });
    s.add();
    expect(await s.remove({ actor, id: r.id })).toMatchObject({ ok: true, value: { review: { id: r.id }, count: 1 } });
    expect(s.audit.entries).toMatchObject([
      { action: 'review.deleted', entityId: r.id, before: { isActive: true, rating: 4, review: 'Warm and light.', firstName: 'Ava', lastName: 'Nguyen', productId: PRODUCT.id }, after: null },
    ]);
    expect(s.outbox.events()).toEqual([{ type: 'review.changed', data: { productId: PRODUCT.id, reviewId: r.id } }]);
  });
  it('announces nothing for an unpublished one (it was never shown), and 404 for an unknown one', async () => {
    const s = setup();
    const r = s.add();
    expect((await s.remove({ actor, id: r.id })).ok).toBe(true);
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([1, 0]);
    expect(await s.remove({ actor, id: r.id })).toMatchObject({ ok: false, code: 'not_found' });
  });
});
