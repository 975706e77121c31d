import type { EngagementRepository } from '../../../application/engagement/ports.js';
import type { OutboxMessage } from '../../../application/platform/outbox.js';
import { outboxIn } from '../../platform/outbox/outbox.js';
import { inTransaction, type Db, type Tx } from '../../platform/database/database.js';
import { amountColumn } from '../checkout/coupon-repository.js';

async function addAll(tx: Tx, messages: readonly OutboxMessage[]): Promise<void> {
  const outbox = outboxIn(tx);
  for (const m of messages) await outbox.add(m);
}

export function postgresEngagementRepository(db: Db): EngagementRepository {
  return {
    async isSubscribed(email) {
      const { rows } = await db.query('SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    async subscribe(s, messages) {
      return inTransaction(db, async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO newsletter_subscribers (id, email, first_name, coupon_code, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (lower(email)) DO NOTHING`,
          [s.subscriberId, s.email, s.firstName || null, s.coupon.code, s.createdAt],
        );
        if (inserted.rowCount === 0) return false;
        await tx.query(
          `INSERT INTO users (id, first_name, email, registered_user, send_offers, date_created) VALUES ($1, $2, $3, false, true, $4)`,
          [s.guestUserId, s.firstName, s.email, s.createdAt],
        );
        const amount = amountColumn(s.coupon.discount);
        await tx.query(
          `INSERT INTO coupons (id, code, is_percent, amount, minimum_spend_cents, expire_date, is_active, is_one_time, categories, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [s.couponId, s.coupon.code, s.coupon.discount.kind === 'percent', amount, s.coupon.minimumSpendCents, s.coupon.expireDate, s.coupon.isActive, s.coupon.isOneTime, s.coupon.categories, s.createdAt],
        );
        await addAll(tx, messages);
        return true;
      });
    },

    async saveFeedback(f, messages) {
      await inTransaction(db, async (tx) => {
        await tx.query('INSERT INTO feedback (id, email, feedback, stars, created_at) VALUES ($1, $2, $3, $4, $5)', [f.id, f.email, f.feedback, f.stars, f.createdAt]);
        await addAll(tx, messages);
      });
    },

    async saveStockistInquiry(s, messages) {
      await inTransaction(db, async (tx) => {
        await tx.query(
          `INSERT INTO stockist_inquiries (id, full_name, email, phone_number, business_name, abn, category, website, instagram, facebook, message, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [s.id, s.fullName, s.email, s.phoneNumber, s.businessName, s.abn, s.category, s.website, s.instagram, s.facebook, s.message, s.createdAt],
        );
        await addAll(tx, messages);
      });
    },

    async saveReview(r, messages) {
      await inTransaction(db, async (tx) => {
        await tx.query(
          `INSERT INTO reviews (id, product_id, user_id, first_name, last_name, email, review, rating, review_image, is_active, last_updated)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10)`,
          [r.id, r.productId, r.userId, r.firstName, r.lastName, r.email, r.review, r.rating, r.reviewImage, r.createdAt],
        );
        await addAll(tx, messages);
      });
    },
  };
}
