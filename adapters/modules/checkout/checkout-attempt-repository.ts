import type { CheckoutAttempt, CheckoutAttemptRepository } from '../../../application/checkout/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface Row {
  checkout_key: string;
  payment_type: 'stripe' | 'paypal';
  request: CheckoutAttempt['request'];
  amount_cents: number;
  payment_id: string | null;
  status: CheckoutAttempt['status'];
}

const toAttempt = (r: Row): CheckoutAttempt => ({
  checkoutKey: r.checkout_key,
  paymentType: r.payment_type,
  request: r.request,
  amountCents: r.amount_cents,
  paymentId: r.payment_id,
  status: r.status,
});

const COLUMNS = 'checkout_key, payment_type, request, amount_cents, payment_id, status';

export function postgresCheckoutAttemptRepository(db: Queryable): CheckoutAttemptRepository {
  return {
    async saveNew(a) {
      const inserted = await db.query<Row>(
        `INSERT INTO checkout_attempts (checkout_key, payment_type, request, amount_cents, payment_id, status)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (checkout_key) DO NOTHING RETURNING ${COLUMNS}`,
        [a.checkoutKey, a.paymentType, JSON.stringify(a.request), a.amountCents, a.paymentId, a.status],
      );
      if (inserted.rows[0]) return toAttempt(inserted.rows[0]);
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM checkout_attempts WHERE checkout_key = $1`, [a.checkoutKey]);
      return rows[0] ? toAttempt(rows[0]) : a;
    },
    async find(key) {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM checkout_attempts WHERE checkout_key = $1`, [key]);
      return rows[0] ? toAttempt(rows[0]) : undefined;
    },
    async reprice(key, request, amountCents) {
      await db.query(`UPDATE checkout_attempts SET request = $2, amount_cents = $3, updated_at = now() WHERE checkout_key = $1 AND status IN ('pending', 'failed')`, [
        key,
        JSON.stringify(request),
        amountCents,
      ]);
    },
    async setStatus(key, status, paymentId) {
      // A fulfilled or refunded attempt never goes back to an earlier state (late or repeated events).
      await db.query(
        `UPDATE checkout_attempts SET status = $2, payment_id = COALESCE($3, payment_id), updated_at = now()
         WHERE checkout_key = $1 AND status NOT IN ('fulfilled', 'refunded')`,
        [key, status, paymentId ?? null],
      );
    },
  };
}
