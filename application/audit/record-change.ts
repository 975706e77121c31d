import { auditDiff, type AuditSnapshot } from '../../domain/audit.js';
import type { AuditEntry, AuditLog } from './ports.js';

export interface Change extends Omit<AuditEntry, 'before' | 'after'> {
  /** The record's audited fields before the change (null: it is being created). */
  readonly before: AuditSnapshot | null;
  /** …and after (null: it is being deleted). */
  readonly after: AuditSnapshot | null;
}

/**
 * Records an administrator's change in the audit log of the current unit of work, with only the
 * fields that changed. Writes nothing and answers false when nothing changed.
 */
export async function recordChange(log: AuditLog, change: Change): Promise<boolean> {
  const diff = auditDiff(change.before, change.after);
  if (diff === null) return false;
  await log.record({ ...change, before: diff.before, after: diff.after });
  return true;
}
