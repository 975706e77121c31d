/**
 * JSON shapes of the audit log (beyond admin.md: what administrators changed). Types only.
 */
import type { AdminList } from './admin.js';

export type AuditEntityType = 'product' | 'category' | 'coupon' | 'review' | 'order' | 'user';

/** A JSON value as recorded. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One change an administrator made. */
export interface AuditEntry {
  _id: string;
  /** ISO 8601 instant of the change. */
  at: string;
  /** Who made it: the administrator's user id and e-mail at the time. */
  actor: { _id: string; email: string };
  /** `<entity>.<verb>`, e.g. `category.created`, `category.hidden`. */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The changed fields before the change; null when the record was created. */
  before: Record<string, AuditValue> | null;
  /** The changed fields after the change; null when the record was deleted. */
  after: Record<string, AuditValue> | null;
}

/** GET /api/admin/auditLog/{entityType}/{entityId}/{page}: newest first, 20 a page. */
export type AuditHistoryAnswer = AdminList<'entries', AuditEntry>;
