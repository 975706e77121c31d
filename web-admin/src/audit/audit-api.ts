import type { AuditEntityType, AuditEntry, AuditHistoryAnswer } from '../../../adapters/http/contract/audit.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AuditEntityType, AuditEntry } from '../../../adapters/http/contract/audit.js';

/** The audit log's call: what administrators changed on one record. */
export class AuditApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  history(entityType: AuditEntityType, entityId: string, page: number, options: RequestOptions = {}): Promise<AuditHistoryAnswer> {
    return this.#api.get<AuditHistoryAnswer>(adminPath('auditLog', entityType, entityId, page), options);
  }
}

export type AuditRecordKey = { entityType: AuditEntityType; entityId: string };

/** The change of one entry in words: `name: Tops → Shirts; isVisible: true → false`. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((k) => {
      if (entry.before === null) return `${k}: ${show(entry.after?.[k])}`;
      if (entry.after === null) return `${k}: ${show(entry.before[k])}`;
      return `${k}: ${show(entry.before[k])} → ${show(entry.after[k])}`;
    })
    .join('; ');
}
