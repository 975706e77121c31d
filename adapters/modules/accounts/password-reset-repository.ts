import type { PasswordResetRecord, PasswordResetRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface ResetRow {
  id: string;
  user_id: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

const toReset = (r: ResetRow): PasswordResetRecord => ({ id: r.id, userId: r.user_id, codeHash: r.code_hash, expiresAt: r.expires_at, usedAt: r.used_at });

export function postgresPasswordResetRepository(db: Queryable): PasswordResetRepository {
  return {
    async insert(r) {
      await db.query('INSERT INTO password_resets (id, user_id, code_hash, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)', [r.id, r.userId, r.codeHash, r.expiresAt, r.usedAt]);
    },
    async findUsable(userId, codeHash, now) {
      const { rows } = await db.query<ResetRow>(
        'SELECT id, user_id, code_hash, expires_at, used_at FROM password_resets WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > $3',
        [userId, codeHash, now],
      );
      return rows[0] ? toReset(rows[0]) : undefined;
    },
    async markUsed(id, at) {
      const { rowCount } = await db.query('UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [id, at]);
      return rowCount === 1;
    },
    async endOutstanding(userId, at) {
      await db.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, at]);
    },
  };
}
