import { ADMIN_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok, type Result } from '../../domain/result.js';
import type { AuditEntityType, AuditReader, AuditRecord } from './ports.js';

/** One page (20, newest first) of what administrators changed on a record, and how many entries it has in all. */
export function makeListEntityHistory(deps: { audit: AuditReader }) {
  return async (input: { entityType: AuditEntityType; entityId: string; page: number }): Promise<Result<{ entries: AuditRecord[]; count: number }>> =>
    ok(await deps.audit.history({ entityType: input.entityType, entityId: input.entityId, ...pageWindow(input.page, ADMIN_PAGE_SIZE) }));
}
