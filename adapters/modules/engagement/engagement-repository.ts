import type { EngagementRepository } from '../../../application/engagement/ports.js';
import type { Queryable } from '../../platform/database/database.js';

export function postgresEngagementRepository(db: Queryable): EngagementRepository {
  return {
    async isSubscribed(email) {
      const { rows } = await db.query('SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    async insertSubscriber(s) {
      const inserted = await db.query(
        `INSERT INTO newsletter_subscribers (id, email, first_name, coupon_code, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (lower(email)) DO NOTHING`,
        [s.id, s.email, s.firstName || null, s.couponCode, s.createdAt],
      );
      return inserted.rowCount === 1;
    },

    async insertFeedback(f) {
      await db.query('INSERT INTO feedback (id, email, feedback, stars, created_at) VALUES ($1, $2, $3, $4, $5)', [f.id, f.email, f.feedback, f.stars, f.createdAt]);
    },

    async insertStockistInquiry(s) {
      await db.query(
        `INSERT INTO stockist_inquiries (id, full_name, email, phone_number, business_name, abn, category, website, instagram, facebook, message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [s.id, s.fullName, s.email, s.phoneNumber, s.businessName, s.abn, s.category, s.website, s.instagram, s.facebook, s.message, s.createdAt],
      );
    },

    async insertReview(r) {
      await db.query(
        `INSERT INTO reviews (id, product_id, user_id, first_name, last_name, email, review, rating, review_image, is_active, last_updated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10)`,
        [r.id, r.productId, r.userId, r.firstName, r.lastName, r.email, r.review, r.rating, r.reviewImage, r.createdAt],
      );
    },
  };
}
