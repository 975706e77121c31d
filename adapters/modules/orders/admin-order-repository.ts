import type { AdminOrderRepository } from '../../../application/orders/admin-ports.js';
import type { Queryable } from '../../platform/database/database.js';
import { toAdminOrder } from './admin-order-reader.js';
import { SELECT, type Row } from './order-repository.js';

/** The back office's writes to orders, in a unit of work. */
export function postgresAdminOrderRepository(db: Queryable): AdminOrderRepository {
  return {
    async findByIdForUpdate(id) {
      const { rows } = await db.query<Row & { refunded_at: Date | null; is_deleted: boolean }>(`${SELECT} WHERE o.id = $1 FOR UPDATE OF o`, [id]);
      return rows[0] ? toAdminOrder(rows[0]) : undefined;
    },
    async markDeleted(id) {
      await db.query('UPDATE orders SET is_deleted = true WHERE id = $1', [id]);
    },
    async recordRefund(id, at) {
      await db.query('UPDATE orders SET refunded_at = $2 WHERE id = $1', [id, at]);
    },
  };
}
