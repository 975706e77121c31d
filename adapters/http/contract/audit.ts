/**
 * Wire shapes of the audit log (beyond admin.md: what administrators changed), as zod schemas with
 * their inferred types.
 */
import { z } from 'zod';
import { AUDIT_ENTITY_TYPES } from '../../../application/audit/ports.js';
import { adminListAnswer } from './admin.js';

export const auditEntityType = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityType>;

/** A JSON value as recorded. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
const auditValue: z.ZodType<AuditValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(auditValue), z.record(z.string(), auditValue)]));

/** One change an administrator made. */
export const auditEntry = z.object({
  _id: z.string(),
  /** ISO 8601 instant of the change. */
  at: z.string(),
  /** Who made it: the administrator's user id and e-mail at the time. */
  actor: z.object({ _id: z.string(), email: z.string() }),
  /** `<entity>.<verb>`, e.g. `category.created`, `category.hidden`. */
  action: z.string(),
  entityType: auditEntityType,
  entityId: z.string(),
  /** The changed fields before the change; null when the record was created. */
  before: z.record(z.string(), auditValue).nullable(),
  /** The changed fields after the change; null when the record was deleted. */
  after: z.record(z.string(), auditValue).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/auditLog/{entityType}/{entityId}/{page}: newest first, 20 a page. */
export const auditHistoryAnswer = adminListAnswer('entries', auditEntry);
export type AuditHistoryAnswer = z.infer<typeof auditHistoryAnswer>;
