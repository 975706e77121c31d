import type { UserRecord, UserRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';

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
  verification_code_hash: string | null;
}

const COLUMNS = 'id, first_name, last_name, email, phone_number, password_hash, is_admin, is_active, registered_user, send_offers, date_created, last_login, verification_code_hash';

const toUser = (r: UserRow): UserRecord => ({
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
  verificationCodeHash: r.verification_code_hash,
});

export function postgresUserRepository(db: Queryable): UserRepository {
  return {
    async findRegisteredByEmail(email) {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE registered_user AND lower(email) = lower($1)`, [email]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async findById(id) {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async findGuestByEmail(email) {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE NOT registered_user AND lower(email) = lower($1) ORDER BY date_created DESC LIMIT 1 FOR UPDATE`, [email]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },
    async upgradeGuest(id, c) {
      await db.query(
        `UPDATE users SET first_name = $2, last_name = $3, email = $4, password_hash = $5, verification_code_hash = $6,
           registered_user = true, is_active = false, is_admin = false WHERE id = $1 AND NOT registered_user`,
        [id, c.firstName, c.lastName, c.email, c.passwordHash, c.verificationCodeHash],
      );
    },
    async setVerificationCodeHash(id, codeHash) {
      await db.query('UPDATE users SET verification_code_hash = $2 WHERE id = $1 AND verification_code_hash IS NOT NULL', [id, codeHash]);
    },
    async verifyByCodeHash(codeHash) {
      const { rows } = await db.query<{ id: string }>('UPDATE users SET verification_code_hash = NULL, is_active = true WHERE registered_user AND verification_code_hash = $1 RETURNING id', [
        codeHash,
      ]);
      return rows[0]?.id;
    },
    async setPasswordHash(id, passwordHash) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
    async recordLogin(id, at) {
      await db.query('UPDATE users SET last_login = $2 WHERE id = $1', [id, at]);
    },
    async countAdministrators() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin AND is_active');
      return rows[0]?.n ?? 0;
    },
    async lockEmail(email) {
      await db.query("SELECT pg_advisory_xact_lock(hashtextextended('account:' || lower($1), 0))", [email]);
    },
    async insert(u) {
      await db.query(`INSERT INTO users (${COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`, [
        u.id,
        u.firstName,
        u.lastName,
        u.email,
        u.phoneNumber,
        u.passwordHash,
        u.isAdmin,
        u.isActive,
        u.registeredUser,
        u.sendOffers,
        u.dateCreated,
        u.lastLogin,
        u.verificationCodeHash ?? null,
      ]);
    },
    async updateCredentials(id, change) {
      await db.query('UPDATE users SET password_hash = $2, is_admin = $3, is_active = $4 WHERE id = $1', [id, change.passwordHash, change.isAdmin, change.isActive]);
    },
    async revokeSessions(userId) {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    },
  };
}
