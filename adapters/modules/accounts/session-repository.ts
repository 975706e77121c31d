import type { LiveSession, SessionRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';

export function postgresSessionRepository(db: Queryable): SessionRepository {
  return {
    async insert(s) {
      await db.query('INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        s.id,
        s.userId,
        s.createdAt,
        s.expiresAt,
        s.revokedAt,
        s.lastSeenAt,
      ]);
    },
    // One primary-key lookup joined to the user's primary key: cheap enough for every request.
    async findLive(sessionId, now) {
      const { rows } = await db.query<{ user_id: string; email: string; first_name: string; is_admin: boolean; expires_at: Date; last_seen_at: Date }>(
        `SELECT s.user_id, u.email, u.first_name, u.is_admin, s.expires_at, s.last_seen_at
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.is_active AND u.registered_user`,
        [sessionId, now],
      );
      const r = rows[0];
      return r
        ? ({ sessionId, userId: r.user_id, email: r.email, firstName: r.first_name, isAdmin: r.is_admin, expiresAt: r.expires_at, lastSeenAt: r.last_seen_at } satisfies LiveSession)
        : undefined;
    },
    async revoke(sessionId, at) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
    },
    async recordActivity(sessionId, at) {
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [sessionId, at]);
    },
    async revokeAllForUser(userId, at) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, at]);
    },
  };
}
