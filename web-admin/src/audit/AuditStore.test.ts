import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch } from '../../../web-shared/testing/fakes';
import { AuditApi, describeChange } from './audit-api';
import { AuditStore } from './AuditStore';

const ID = '00000000-0000-4000-8000-000000000001';
const entry = (n: number) => ({
  _id: String(n),
  at: '2026-11-25T01:00:00.000Z',
  actor: { _id: 'a', email: 'boss@example.com' },
  action: 'product.changed',
  entityType: 'product',
  entityId: ID,
  before: { price: n },
  after: { price: n + 1 },
});

describe('a record’s history', () => {
  it('asks for the record’s pages and loads more while there are more', async () => {
    const { fetch, requests } = fakeFetch((r) => ({ body: { entries: r.url.endsWith('/1') ? [entry(1), entry(2)] : [entry(3)], count: 3 } }));
    const store = new AuditStore(new AuditApi(new ApiClient({ fetch })));
    await store.history.show({ entityType: 'product', entityId: ID });
    expect(store.history.hasMore).toBe(true);
    await store.history.loadMore();
    expect(requests.map((r) => r.url)).toEqual([`/api/admin/auditLog/product/${ID}/1`, `/api/admin/auditLog/product/${ID}/2`]);
    expect(store.history.items.map((e) => e._id)).toEqual(['1', '2', '3']);
    expect(store.history.hasMore).toBe(false);
  });

  it('puts a change in words', () => {
    expect(describeChange({ before: { name: 'Tops', isVisible: true }, after: { name: 'Shirts', isVisible: false } })).toBe('name: Tops → Shirts; isVisible: true → false');
    expect(describeChange({ before: null, after: { name: 'Tops' } })).toBe('name: Tops');
    expect(describeChange({ before: { name: 'Tops' }, after: null })).toBe('name: Tops');
  });
});
