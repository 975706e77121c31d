import type { AdminReviewRecord, AdminReviewRepository } from '../../../application/reviews/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface Row {
  id: string;
  rating: number;
  review: string;
  first_name: string;
  last_name: string;
  last_updated: Date;
  review_image: string | null;
  is_active: boolean;
  product_id: string;
  product_name: string;
  user_id: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

const toRecord = (r: Row): AdminReviewRecord => ({
  id: r.id,
  rating: r.rating,
  review: r.review,
  firstName: r.first_name,
  lastName: r.last_name,
  lastUpdated: r.last_updated,
  reviewImage: r.review_image,
  isActive: r.is_active,
  product: { id: r.product_id, name: r.product_name },
  user: r.user_id === null ? null : { id: r.user_id, firstName: r.user_first_name ?? '', lastName: r.user_last_name ?? '' },
});

/** The review (aliased `r`) with its product's name and its author's account. */
const SELECT = `SELECT r.id, r.rating, r.review, r.first_name, r.last_name, r.last_updated, r.review_image, r.is_active,
  p.id AS product_id, p.name AS product_name, u.id AS user_id, u.first_name AS user_first_name, u.last_name AS user_last_name`;
const JOINS = 'JOIN products p ON p.id = r.product_id LEFT JOIN users u ON u.id = r.user_id';

/** The reviews table as the back office moderates it. A page is one range of reviews_newest_idx, then the joins for its 20 rows. */
export function postgresAdminReviewRepository(db: Queryable): AdminReviewRepository {
  const count = async () => (await db.query<{ n: number }>("SELECT n::int AS n FROM row_counts WHERE table_name = 'reviews'")).rows[0]?.n ?? 0;
  return {
    async page({ offset, limit }) {
      const { rows } = await db.query<Row>(`${SELECT} FROM (SELECT * FROM reviews ORDER BY last_updated DESC, id DESC LIMIT $1 OFFSET $2) r ${JOINS} ORDER BY r.last_updated DESC, r.id DESC`, [
        limit,
        offset,
      ]);
      return { reviews: rows.map(toRecord), count: await count() };
    },
    async findByIdForUpdate(id) {
      const { rows } = await db.query<Row>(`${SELECT} FROM reviews r ${JOINS} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async setActive(id, isActive) {
      await db.query('UPDATE reviews SET is_active = $2 WHERE id = $1', [id, isActive]);
    },
    async delete(id) {
      await db.query('DELETE FROM reviews WHERE id = $1', [id]);
      return count();
    },
  };
}
