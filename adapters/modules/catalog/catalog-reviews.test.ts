// Public review answers say whether a registered customer wrote a review (the Verified badge) but
// never who: user ids are not handed out to anyone who reads a product page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('public reviews', () => {
  it('carry a verified flag instead of the writer’s user id, in the product and in the review pages', async () => {
    const p = await createProduct(api.db, { name: 'Verified Beanie' });
    const member = await createUser(api.db);
    await createReview(api.db, p.id, { userId: member.id, review: 'From a customer', lastUpdated: new Date(Date.UTC(2026, 0, 2)) });
    await createReview(api.db, p.id, { review: 'From a guest', lastUpdated: new Date(Date.UTC(2026, 0, 1)) });

    const product = await api.call('GET', `/api/products/getSpecificProduct/${p.id}`);
    const page = await api.call('GET', `/api/reviews/getProductReviews/${p.id}/1`);
    for (const answer of [product, page]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(member.id);
      const reviews = answer.body.reviews as Record<string, unknown>[];
      expect(reviews.map((r) => [r.review, r.verified])).toEqual([
        ['From a customer', true],
        ['From a guest', false],
      ]);
      for (const r of reviews) expect(r).not.toHaveProperty('userId');
    }
  });
});
