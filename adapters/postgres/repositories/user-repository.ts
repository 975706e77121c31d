import type { UserRecord, UserRepository } from '../../../application/ports/user-repository.js';
import type { Db, Tx } from '../database.js';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  password_hash: string | null;
  is_admin: boolean;
  is_active: boolean;
  registered_user: boolean;
  send_offers: boolean;
  date_created: Date;
  last_login: Date | null;
}

const COLUMNS = 'id, first_name, last_name, email, phone_number, password_hash, is_admin, is_active, registered_user, send_offers, date_created, last_login';

export const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  passwordHash: r.password_hash,
  isAdmin: r.is_admin,
  isActive: r.is_active,
  registeredUser: r.registered_user,
  sendOffers: r.send_offers,
  dateCreated: r.date_created,
  lastLogin: r.last_login,
});

export function postgresUserRepository(db: Db | Tx): UserRepository {
  return {
    async findRegisteredByEmail(email) {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE registered_user AND lower(email) = lower($1)`, [email]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async countAdministrators() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin AND is_active');
      return rows[0]?.n ?? 0;
    },
    async insert(u) {
      await db.query(
        `INSERT INTO users (${COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
        [u.id, u.firstName, u.lastName, u.email, u.phoneNumber, u.passwordHash, u.isAdmin, u.isActive, u.registeredUser, u.sendOffers, u.dateCreated, u.lastLogin],
      );
    },
    async updateCredentials(id, change) {
      await db.query('UPDATE users SET password_hash = $2, is_admin = $3, is_active = $4 WHERE id = $1', [id, change.passwordHash, change.isAdmin, change.isActive]);
    },
    async revokeSessions(userId) {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    },
  };
}
