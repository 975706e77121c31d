import type { AuditRecord } from '../../../application/audit/ports.js';
import type { AuditEntry } from '../../http/contract/audit.js';

/** An audit entry on the wire. */
export const auditEntryView = (e: AuditRecord): AuditEntry => ({
  _id: e.id,
  at: e.at.toISOString(),
  actor: { _id: e.actor.userId, email: e.actor.email },
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId,
  before: e.before as AuditEntry['before'],
  after: e.after as AuditEntry['after'],
});
