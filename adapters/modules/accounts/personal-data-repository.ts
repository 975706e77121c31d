import type { CustomerData, ErasedReview, ExportedOrder, PersonalDataRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';
import { postgresAddressRepository } from './address-repository.js';

const ORDER_COLUMNS = `o.id, o.orderid, o.created_at AS "createdAt", o.order_status AS "orderStatus", o.first_name AS "firstName", o.last_name AS "lastName",
  o.email, o.phone_number AS "phoneNumber", o.address, o.city, o.region, o.postcode, o.country, o.message, o.shipping_type AS "shippingType",
  o.payment_type AS "paymentType", o.subtotal_cents AS "subtotalCents", o.shipping_fee_cents AS "shippingFeeCents", o.discount_cents AS "discountCents",
  o.donation_cents AS "donationCents", o.total_cents AS "totalCents", o.gst_cents AS "gstCents", o.tracking_number AS "trackingNumber"`;

/**
 * A customer's orders ($1: the account and its guest rows, $2: the e-mail): the account's, and those
 * placed as a guest with the account's e-mail (a guest order has no user).
 */
const THEIR_ORDERS = `(o.user_id = ANY($1::uuid[]) OR (o.user_id IS NULL AND lower(o.email) = lower($2)))`;

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
      const owners = [userId, ...(await guestRowsOf(db, profile.email))];
      const { rows: orders } = await db.query<Omit<ExportedOrder, 'lines'> & { id: string }>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${THEIR_ORDERS} ORDER BY o.created_at DESC, o.id DESC`, [
        owners,
        profile.email,
      ]);
      const { rows: lines } = await db.query<{ orderId: string; productName: string; productSize: string; quantity: number; unitPriceCents: number }>(
        `SELECT l.order_id AS "orderId", l.product_name AS "productName", l.product_size AS "productSize", l.quantity, l.unit_price_cents AS "unitPriceCents"
           FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${THEIR_ORDERS} ORDER BY l.order_id, l.position`,
        [owners, profile.email],
      );
      const { rows: reviews } = await db.query<CustomerData['reviews'][number]>(
        `SELECT p.name AS "productName", r.rating, r.review, r.first_name AS "firstName", r.last_name AS "lastName", r.is_active AS "published",
                r.last_updated AS "lastUpdated"
           FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 ORDER BY r.last_updated DESC, r.id`,
        [userId],
      );
      const { rows: feedback } = await db.query<CustomerData['feedback'][number]>(
        `SELECT stars, feedback, created_at AS "createdAt" FROM feedback WHERE lower(email) = lower($1) ORDER BY created_at DESC, id`,
        [profile.email],
      );
      const { rows: stockistInquiries } = await db.query<CustomerData['stockistInquiries'][number]>(
        `SELECT full_name AS "fullName", email, phone_number AS "phoneNumber", business_name AS "businessName", abn, category, website, instagram,
                facebook, message, created_at AS "createdAt"
           FROM stockist_inquiries WHERE lower(email) = lower($1) ORDER BY created_at DESC, id`,
        [profile.email],
      );
      return {
        profile,
        addresses: await postgresAddressRepository(db).listForUser(userId),
        orders: orders.map(({ id, ...o }) => ({ ...o, lines: lines.filter((l) => l.orderId === id).map(({ orderId: _o, ...l }) => l) })),
        reviews,
        feedback,
        stockistInquiries,
      };
    },

    async erase(userId) {
      const { rows: gone } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const email = gone[0]?.email;
      if (email === undefined) return undefined;
      // The guest rows and guest orders of the same e-mail (newsletter, guest checkouts): the customer
      // proved the address when the account was verified, so those are theirs too (ADR 085).
      const owners = [userId, ...(await guestRowsOf(db, email, true))];
      const { rows: reviews } = await db.query<ErasedReview>('DELETE FROM reviews WHERE user_id = $1 RETURNING id AS "reviewId", product_id AS "productId", is_active AS "published"', [userId]);
      await db.query('DELETE FROM carts WHERE owner_id = ANY($1::text[])', [owners]);
      await db.query('DELETE FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
      await db.query('DELETE FROM feedback WHERE lower(email) = lower($1)', [email]);
      await db.query('DELETE FROM stockist_inquiries WHERE lower(email) = lower($1)', [email]);
      // The request a finished checkout kept holds the buyer's details too; one still under way keeps
      // them, since the order it becomes needs them.
      await db.query(
        `UPDATE checkout_attempts
            SET request = request || jsonb_build_object('firstName', 'Deleted', 'lastName', 'customer', 'email', '', 'phoneNumber', '', 'address', '',
                  'city', '', 'region', '', 'postcode', '', 'message', '', 'userId', NULL, 'guestId', NULL),
                updated_at = now()
          WHERE status IN ('fulfilled', 'refunded', 'failed')
            AND (request->>'userId' = ANY($1::uuid[]::text[]) OR request->>'guestId' = ANY($1::uuid[]::text[]) OR lower(request->>'email') = lower($2)
                 OR checkout_key IN (SELECT o.checkout_key FROM orders o WHERE ${THEIR_ORDERS} AND o.checkout_key IS NOT NULL))`,
        [owners, email],
      );
      // Kept for the tax records: number, date, status, lines, amounts, GST, payment and shipping
      // type, and the country (an export is GST-free). The buyer's identity and contact go (ADR 080).
      await db.query(
        `UPDATE orders o SET user_id = NULL, first_name = 'Deleted', last_name = 'customer', email = '', phone_number = '', address = '',
                city = '', region = '', postcode = '', message = '', access_token = NULL
          WHERE ${THEIR_ORDERS}`,
        [owners, email],
      );
      // Administrators' changes to the account stay in the audit log (who did what, when), without the
      // snapshots of the person they held.
      // (Through a function: the serving role may only add to and read the audit log.)
      await db.query('SELECT erase_user_audit_snapshots($1::uuid[])', [owners]);
      // Sessions, reset codes and addresses go with the rows (ON DELETE CASCADE).
      await db.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [owners]);
      return reviews;
    },
  };
}

/** The guest (not registered) user rows with this e-mail; `lock` for an erasure. */
async function guestRowsOf(db: Queryable, email: string, lock = false): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM users WHERE NOT registered_user AND lower(email) = lower($1)${lock ? ' FOR UPDATE' : ''}`, [email]);
  return rows.map((r) => r.id);
}
