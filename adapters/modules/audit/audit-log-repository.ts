import type { AuditEntityType, AuditLog, AuditReader, AuditRecord } from '../../../application/audit/ports.js';
import type { AuditSnapshot } from '../../../domain/audit.js';
import type { Queryable } from '../../platform/database/database.js';

/** The audit log bound to a connection: the transaction of the unit of work whose change it records. */
export function postgresAuditLog(db: Queryable): AuditLog {
  return {
    async record(e) {
      await db.query(
        `INSERT INTO audit_log (at, actor_id, actor_email, action, entity_type, entity_id, before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [e.at, e.actor.userId, e.actor.email, e.action, e.entityType, e.entityId, e.before === null ? null : JSON.stringify(e.before), e.after === null ? null : JSON.stringify(e.after)],
      );
    },
  };
}

interface Row {
  id: number;
  at: Date;
  actor_id: string;
  actor_email: string;
  action: AuditRecord['action'];
  entity_type: AuditEntityType;
  entity_id: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Reads a record's history newest first, one page at a time (index audit_log_entity_idx). */
export function postgresAuditReader(db: Queryable): AuditReader {
  return {
    async history(q) {
      const [{ rows }, counted] = await Promise.all([
        db.query<Row>(
          `SELECT id, at, actor_id, actor_email, action, entity_type, entity_id, before, after FROM audit_log
            WHERE entity_type = $1 AND entity_id = $2 ORDER BY at DESC, id DESC OFFSET $3 LIMIT $4`,
          [q.entityType, q.entityId, q.offset, q.limit],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity_type = $1 AND entity_id = $2', [q.entityType, q.entityId]),
      ]);
      return {
        count: counted.rows[0]?.n ?? 0,
        entries: rows.map((r) => ({
          id: String(r.id),
          at: r.at,
          actor: { userId: r.actor_id, email: r.actor_email },
          action: r.action,
          entityType: r.entity_type,
          entityId: r.entity_id,
          before: r.before,
          after: r.after,
        })),
      };
    },
  };
}
