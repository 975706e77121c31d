import { auditDiff, type AuditSnapshot } from '../../domain/audit.js';

/**
 * Who is acting: the signed-in administrator, as the route knows them (`adminRoute` hands it to the
 * handler). Every back-office use case that changes something takes it, for the audit log.
 */
export interface Actor {
  readonly userId: string;
  readonly email: string;
}

/** What the audit log records changes of. Variants, images and stock are recorded under their product. */
export const AUDIT_ENTITY_TYPES = ['product', 'category', 'coupon', 'review', 'order', 'user'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One recorded change: who, when, what (action, entity), and the changed fields before and after. */
export interface AuditEntry {
  readonly actor: Actor;
  readonly at: Date;
  /** `<entity>.<verb>`, e.g. `category.created`, `category.hidden`, `product.price-changed`. */
  readonly action: `${AuditEntityType}.${string}`;
  readonly entityType: AuditEntityType;
  readonly entityId: string;
  /** The changed fields before the change; null for a record created. */
  readonly before: AuditSnapshot | null;
  /** The changed fields after the change; null for a record deleted. */
  readonly after: AuditSnapshot | null;
}

/**
 * The audit log, bound to a unit of work like a repository: `record` writes in the same transaction
 * as the change it describes, so a change that rolls back leaves no entry and an entry never
 * describes a change that did not happen. Use `recordChange` (below), which keeps only the changed
 * fields and writes nothing for a change that changed nothing.
 */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}

/** An entry as read back. */
export interface AuditRecord extends AuditEntry {
  readonly id: string;
}

/** Reads the history of one record, newest first. */
export interface AuditReader {
  history(query: { entityType: AuditEntityType; entityId: string; offset: number; limit: number }): Promise<{ entries: AuditRecord[]; count: number }>;
}

/** What a module's unit of work binds to write audit entries with its changes. */
export interface AuditStores {
  audit: AuditLog;
}

/** A change as a use case describes it: the audited fields of the record before and after. */
export interface Change extends Omit<AuditEntry, 'before' | 'after'> {
  /** The record's audited fields before the change (null: it is being created). */
  readonly before: AuditSnapshot | null;
  /** …and after (null: it is being deleted). */
  readonly after: AuditSnapshot | null;
}

/**
 * Records an administrator's change in the audit log of the current unit of work, with only the
 * fields that changed (the domain's `auditDiff`). Writes nothing and answers false when nothing
 * changed. What the audit module offers every back-office use case, beside the port.
 */
export async function recordChange(log: AuditLog, change: Change): Promise<boolean> {
  const diff = auditDiff(change.before, change.after);
  if (diff === null) return false;
  await log.record({ ...change, before: diff.before, after: diff.after });
  return true;
}
