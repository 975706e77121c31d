import type { AuditLog, AuditReader, AuditRecord } from '../audit/ports.js';

/**
 * The audit log in memory, for use-case tests. Bind it into an InMemoryUnitOfWork's stores and
 * include `snapshot()` in the unit of work's snapshot, so a failed change takes its entries back as
 * the Postgres transaction would.
 */
export class InMemoryAuditLog implements AuditLog, AuditReader {
  entries: AuditRecord[] = [];
  private n = 0;

  async record(entry: Omit<AuditRecord, 'id'>): Promise<void> {
    this.n += 1;
    this.entries.push({ ...entry, id: String(this.n) });
  }

  async history(q: Parameters<AuditReader['history']>[0]) {
    const matching = this.entries.filter((e) => e.entityType === q.entityType && e.entityId === q.entityId).sort((a, b) => b.at.getTime() - a.at.getTime() || Number(b.id) - Number(a.id));
    return { entries: matching.slice(q.offset, q.offset + q.limit), count: matching.length };
  }

  /** Saves the entries; the function returned puts them back. */
  snapshot(): () => void {
    const saved = [...this.entries];
    return () => {
      this.entries = saved;
    };
  }
}
