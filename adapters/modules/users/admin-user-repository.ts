import type { AdminUserRepository } from '../../../application/users/ports.js';
import type { Queryable } from '../../platform/database/database.js';
import { ADDRESS_SQL, USER_COLUMNS, toUserRecord, type AddressRow, type UserRow } from './admin-user-sql.js';

const COLUMN_OF = { isAdmin: 'is_admin', isActive: 'is_active', sendOffers: 'send_offers', firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

/** Postgres' unique_violation. */
const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** The back office's writes to users, in a unit of work. */
export function postgresAdminUserRepository(db: Queryable): AdminUserRepository {
  return {
    async lockAdministrators() {
      await db.query("SELECT pg_advisory_xact_lock(hashtext('shop.administrators'))");
    },
    async countActiveAdministrators() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin AND is_active');
      return rows[0]?.n ?? 0;
    },
    async findForUpdate(id) {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 FOR UPDATE OF u`, [id]);
      if (!rows[0]) return undefined;
      const addresses = await db.query<AddressRow>(ADDRESS_SQL, [id]);
      return toUserRecord(rows[0], addresses.rows);
    },
    async emailTakenByOther(id, email) {
      const { rows } = await db.query('SELECT 1 FROM users WHERE registered_user AND lower(email) = lower($1) AND id <> $2', [email, id]);
      return rows.length > 0;
    },
    async update(id, change) {
      const entries = Object.entries(change).filter(([, v]) => v !== undefined) as [keyof typeof COLUMN_OF, unknown][];
      if (entries.length === 0) return 'updated';
      const sets = entries.map(([k], i) => `${COLUMN_OF[k]} = $${i + 2}`).join(', ');
      try {
        await db.query('SAVEPOINT user_update');
        await db.query(`UPDATE users SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
        await db.query('RELEASE SAVEPOINT user_update');
        return 'updated';
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        await db.query('ROLLBACK TO SAVEPOINT user_update');
        return 'email_taken';
      }
    },
    async replaceAddresses(id, addresses, newId) {
      const existing = await db.query<{ id: string; country: string }>('SELECT id, country FROM addresses WHERE user_id = $1', [id]);
      const known = new Map(existing.rows.map((r) => [r.id, r.country]));
      if (addresses.some((a) => a.id !== undefined && !known.has(a.id))) return 'unknown_address';
      const keep = new Set(addresses.flatMap((a) => (a.id ? [a.id] : [])));
      for (const gone of known.keys()) if (!keep.has(gone)) await db.query('DELETE FROM addresses WHERE id = $1', [gone]);
      await db.query('UPDATE addresses SET is_default = false WHERE user_id = $1', [id]);
      for (const a of addresses) {
        const isDefault = a.addressType === 'default';
        if (a.id) {
          await db.query('UPDATE addresses SET street_adress = $2, city = $3, region = $4, zip_code = $5, is_default = $6 WHERE id = $1', [
            a.id,
            a.streetAdress,
            a.suburb,
            a.region,
            a.zipCode,
            isDefault,
          ]);
        } else {
          await db.query(`INSERT INTO addresses (id, user_id, street_adress, city, region, zip_code, country, is_default) VALUES ($1, $2, $3, $4, $5, $6, 'Australia', $7)`, [
            newId(),
            id,
            a.streetAdress,
            a.suburb,
            a.region,
            a.zipCode,
            isDefault,
          ]);
        }
      }
      return 'saved';
    },
    async delete(id) {
      await db.query('DELETE FROM users WHERE id = $1', [id]);
    },
  };
}
