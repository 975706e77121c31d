import type { CustomerData, ErasedReview, ExportedOrder, PersonalDataRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';
import { postgresAddressRepository } from './address-repository.js';

const ORDER_COLUMNS = `o.id, o.orderid, o.created_at AS "createdAt", o.order_status AS "orderStatus", o.first_name AS "firstName", o.last_name AS "lastName",
  o.email, o.phone_number AS "phoneNumber", o.address, o.city, o.region, o.postcode, o.country, o.message, o.shipping_type AS "shippingType",
  o.payment_type AS "paymentType", o.subtotal_cents AS "subtotalCents", o.shipping_fee_cents AS "shippingFeeCents", o.discount_cents AS "discountCents",
  o.donation_cents AS "donationCents", o.total_cents AS "totalCents", o.gst_cents AS "gstCents", o.tracking_number AS "trackingNumber"`;

/**
 * Where a customer's personal data lives, for the export and for erasure (ADR 080). A table that
 * gains personal data of a customer belongs here too.
 */
export function postgresPersonalDataRepository(db: Queryable): PersonalDataRepository {
  return {
    async collect(userId) {
      const { rows: users } = await db.query<CustomerData['profile']>(
        `SELECT first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber", send_offers AS "sendOffers",
                date_created AS "dateCreated", last_login AS "lastLogin"
           FROM users WHERE id = $1`,
        [userId],
      );
      const profile = users[0];
      if (!profile) return undefined;
      const { rows: orders } = await db.query<Omit<ExportedOrder, 'lines'> & { id: string }>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`, [
        userId,
      ]);
      const { rows: lines } = await db.query<{ orderId: string; productName: string; productSize: string; quantity: number; unitPriceCents: number }>(
        `SELECT l.order_id AS "orderId", l.product_name AS "productName", l.product_size AS "productSize", l.quantity, l.unit_price_cents AS "unitPriceCents"
           FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = $1 ORDER BY l.order_id, l.position`,
        [userId],
      );
      const { rows: reviews } = await db.query<CustomerData['reviews'][number]>(
        `SELECT p.name AS "productName", r.rating, r.review, r.first_name AS "firstName", r.last_name AS "lastName", r.is_active AS "published",
                r.last_updated AS "lastUpdated"
           FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 ORDER BY r.last_updated DESC, r.id`,
        [userId],
      );
      return {
        profile,
        addresses: await postgresAddressRepository(db).listForUser(userId),
        orders: orders.map(({ id, ...o }) => ({ ...o, lines: lines.filter((l) => l.orderId === id).map(({ orderId: _o, ...l }) => l) })),
        reviews,
      };
    },

    async erase(userId) {
      const { rows: gone } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const email = gone[0]?.email;
      if (email === undefined) return undefined;
      const { rows: reviews } = await db.query<ErasedReview>('DELETE FROM reviews WHERE user_id = $1 RETURNING id AS "reviewId", product_id AS "productId", is_active AS "published"', [userId]);
      await db.query('DELETE FROM carts WHERE owner_id = $1', [userId]);
      await db.query('DELETE FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
      // Kept for the tax records: number, date, status, lines, amounts, GST, payment and shipping
      // type, and the country (an export is GST-free). The buyer's identity and contact go (ADR 080).
      await db.query(
        `UPDATE orders SET user_id = NULL, first_name = 'Deleted', last_name = 'customer', email = '', phone_number = '', address = '',
                city = '', region = '', postcode = '', message = '', access_token = NULL
          WHERE user_id = $1`,
        [userId],
      );
      // Sessions, reset codes and addresses go with the row (ON DELETE CASCADE).
      await db.query('DELETE FROM users WHERE id = $1', [userId]);
      return reviews;
    },
  };
}
