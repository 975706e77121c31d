import { PagedList } from '../stores/PagedList';
import type { AuditApi, AuditEntry, AuditRecordKey } from './audit-api';

/** The history of the record a screen shows (a product's edit page): 20 entries a page, newest first. */
export class AuditStore {
  readonly history: PagedList<AuditEntry, AuditRecordKey>;

  constructor(api: AuditApi) {
    this.history = new PagedList<AuditEntry, AuditRecordKey>(
      async (page, key, signal) => {
        const answer = await api.history(key.entityType, key.entityId, page, { signal });
        return { items: answer.entries, count: answer.count };
      },
      { entityType: 'product', entityId: '' },
    );
  }
}
