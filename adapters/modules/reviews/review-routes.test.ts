// The back office's review calls over HTTP against a real database, served as the restricted role:
// answers (checked against their declared schemas), bad input, unknown ids, the access rules, the
// audit entry and the catalogue event written with each change, and what shoppers see of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { deleteReviewAnswer, reviewSchema, reviewsAnswer } from './review-views.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ background: true }); // the outbox dispatcher delivers review.changed to the catalogue's answer cache
  admin = await signIn(api, { email: `boss-${randomUUID().slice(0, 8)}@example.com` });
});

afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const auditOf = async (id: string) =>
  (await api.db.query('SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['review', id])).rows;
const eventsOf = async (id: string) => (await api.db.query("SELECT topic, payload FROM outbox WHERE topic = 'event:catalog' AND payload->'data'->>'reviewId' = $1 ORDER BY created_at", [id])).rows;
const productPage = async (id: string) => {
  const body = (await api.call('GET', `/api/products/getSpecificProduct/${id}`)).body;
  return { rating: body.rating as number, reviewCount: body.reviewCount as number, reviews: (body.reviews as { _id: string }[]).map((r) => r._id) };
};
const HOSTILE = '<img src=x onerror=alert(1)>';

describe('GET /api/admin/getAdminReviews/{page}', () => {
  it('lists reviews published or not, newest first by lastUpdated, with the product and the author’s account', async () => {
    const product = await createProduct(api.db, { name: 'Ridge Fleece' });
    const user = await createUser(api.db, { firstName: 'Mia', lastName: 'Chen' });
    const base = Date.now() + 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await createReview(api.db, product.id, { isActive: i % 2 === 0, lastUpdated: new Date(base + i * 1000), userId: i === 21 ? user.id : null }));
    await api.db.query('UPDATE reviews SET review = $2, review_image = $3 WHERE id = $1', [ids[21], HOSTILE, '/media/reviews/x-640.webp']);
    const first = await asAdmin('GET', '/api/admin/getAdminReviews/1');
    expect(first.status).toBe(200);
    const page1 = reviewsAnswer.parse(first.body);
    expect(page1.count).toBe(22);
    expect(page1.reviews.map((r) => r._id)).toEqual(ids.slice(2).reverse());
    expect(page1.reviews[0]).toEqual({
      _id: ids[21],
      rating: 5,
      review: HOSTILE,
      firstName: 'Ava',
      lastName: 'Nguyen',
      lastUpdated: new Date(base + 21_000).toISOString(),
      reviewImage: '/media/reviews/x-640.webp',
      isActive: false,
      product: { _id: product.id, name: 'Ridge Fleece' },
      userId: { _id: user.id, firstName: 'Mia', lastName: 'Chen' },
    });
    expect(page1.reviews[1]).toMatchObject({ isActive: true, userId: null, reviewImage: null });
    const page2 = reviewsAnswer.parse((await asAdmin('GET', '/api/admin/getAdminReviews/2')).body);
    expect(page2.reviews.map((r) => r._id)).toEqual([ids[1], ids[0]]);
    expect((await asAdmin('GET', '/api/admin/getAdminReviews/3')).body).toEqual({ reviews: [], count: 22 });
    expect(await asAdmin('GET', '/api/admin/getAdminReviews/0')).toMatchObject({ status: 400, body: { page: expect.any(String) } });
  });
});

describe('the count of reviews', () => {
  it('stays exact as reviews come and go, several at once and through a deleted product, read without counting the table', async () => {
    const listed = async () => (await asAdmin('GET', '/api/admin/getAdminReviews/1')).body.count as number;
    const inTable = async () => (await api.db.query('SELECT count(*)::int AS n FROM reviews')).rows[0].n as number;
    const before = await listed();
    expect(before).toBe(await inTable());
    const product = await createProduct(api.db);
    await api.db.query(
      `INSERT INTO reviews (id, product_id, first_name, last_name, email, review, rating) SELECT gen_random_uuid(), $1, 'Ava', 'Nguyen', 'ava@example.com', 'Fine.', 4 FROM generate_series(1, 3)`,
      [product.id],
    );
    expect(await listed()).toBe(before + 3);
    await api.db.query('DELETE FROM products WHERE id = $1', [product.id]);
    expect([await listed(), await inTable()]).toEqual([before, before]);
  });
});

describe('POST /api/admin/updateReview/{id}', () => {
  it('publishes a review: on the product page at once, with the rating and count following; deactivating takes it off again', async () => {
    const product = await createProduct(api.db);
    await createReview(api.db, product.id, { rating: 5, isActive: true });
    const waiting = await createReview(api.db, product.id, { rating: 2, isActive: false });
    expect(await productPage(product.id)).toMatchObject({ rating: 5, reviewCount: 1 }); // now cached by the shop
    const published = await asAdmin('POST', `/api/admin/updateReview/${waiting}`, { isActive: true });
    expect(published.status).toBe(200);
    expect(reviewSchema.parse(published.body)).toMatchObject({ _id: waiting, isActive: true, rating: 2, product: { _id: product.id } });
    await expect.poll(() => productPage(product.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });
    expect((await productPage(product.id)).reviews).toContain(waiting);
    expect((await api.call('GET', `/api/reviews/getProductReviews/${product.id}/1`)).body.count).toBe(2);

    expect((await asAdmin('POST', `/api/admin/updateReview/${waiting}`, { isActive: false })).body.isActive).toBe(false);
    await expect.poll(() => productPage(product.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await productPage(product.id)).reviews).not.toContain(waiting);

    expect((await auditOf(waiting)).map((e) => [e.actor_email, e.action, e.before, e.after])).toEqual([
      [admin.email, 'review.published', { isActive: false }, { isActive: true }],
      [admin.email, 'review.deactivated', { isActive: true }, { isActive: false }],
    ]);
    expect(await eventsOf(waiting)).toEqual([
      { topic: 'event:catalog', payload: { type: 'review.changed', data: { productId: product.id, reviewId: waiting } } },
      { topic: 'event:catalog', payload: { type: 'review.changed', data: { productId: product.id, reviewId: waiting } } },
    ]);
  });
  it('records and announces nothing when the review already has that state', async () => {
    const product = await createProduct(api.db);
    const review = await createReview(api.db, product.id, { isActive: true });
    expect((await asAdmin('POST', `/api/admin/updateReview/${review}`, { isActive: true })).status).toBe(200);
    expect([await auditOf(review), await eventsOf(review)]).toEqual([[], []]);
  });
  it('answers 404 {message} for an unknown id and 400 for a malformed id or state', async () => {
    expect(await asAdmin('POST', `/api/admin/updateReview/${randomUUID()}`, { isActive: true })).toMatchObject({
      status: 404,
      body: { message: 'We could not find that review. It may have been deleted.' },
    });
    expect(await asAdmin('POST', '/api/admin/updateReview/abc', { isActive: true })).toMatchObject({ status: 400, body: { id: 'Review id must be a valid id.' } });
    expect(await asAdmin('POST', `/api/admin/updateReview/${randomUUID()}`, {})).toMatchObject({ status: 400, body: { isActive: 'Choose whether the review is published (true or false).' } });
  });
});

describe('POST /api/admin/deleteAdminReview/{id}', () => {
  it('deletes a published review, answering it and how many are left; it leaves the product page and its rating', async () => {
    const product = await createProduct(api.db);
    const review = await createReview(api.db, product.id, { rating: 1, isActive: true });
    await createReview(api.db, product.id, { rating: 5, isActive: true });
    expect(await productPage(product.id)).toMatchObject({ rating: 3, reviewCount: 2 });
    const left = (await api.db.query('SELECT count(*)::int AS n FROM reviews')).rows[0].n - 1;
    const r = await asAdmin('POST', `/api/admin/deleteAdminReview/${review}`);
    expect(r.status).toBe(200);
    expect(deleteReviewAnswer.parse(r.body)).toEqual({ review: expect.objectContaining({ _id: review, rating: 1, isActive: true }), count: left });
    await expect.poll(() => productPage(product.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await auditOf(review)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'review.deleted',
        before: { isActive: true, rating: 1, review: 'Lovely and warm.', firstName: 'Ava', lastName: 'Nguyen', productId: product.id },
        after: null,
      },
    ]);
    expect(await eventsOf(review)).toHaveLength(1);
    expect(await asAdmin('POST', `/api/admin/deleteAdminReview/${review}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect((await asAdmin('POST', '/api/admin/deleteAdminReview/1')).status).toBe(400);
  });
});

describe('the review calls are for administrators only', () => {
  it.each([
    ['GET', '/api/admin/getAdminReviews/1', undefined],
    ['POST', `/api/admin/updateReview/${randomUUID()}`, { isActive: true }],
    ['POST', `/api/admin/deleteAdminReview/${randomUUID()}`, undefined],
  ])('%s %s: 401 without a token, 403 for a customer, 401 after logout, demotion or deactivation', async (method, path, body) => {
    await expectAdminOnly(api, { method, path, body });
  });
});
