// The audit log against a real Postgres: entries commit and roll back with the change they describe,
// and the history call reads them newest first, page by page, for administrators only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../application/audit/ports.js';
import { fail, ok } from '../../../domain/result.js';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { postgresUnitOfWork } from '../../platform/database/unit-of-work.js';
import { AUDIT } from '../../platform/tokens.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.close();
});

const entry = (entityId: string, at: Date, over: Partial<AuditEntry> = {}): AuditEntry => ({
  actor: { userId: admin.id, email: admin.email },
  at,
  action: 'category.hidden',
  entityType: 'category',
  entityId,
  before: { isVisible: true },
  after: { isVisible: false },
  ...over,
});

const rowsFor = async (entityId: string) => (await api.db.query('SELECT action FROM audit_log WHERE entity_id = $1', [entityId])).rows;

describe('the audit log in a unit of work', () => {
  it('commits an entry with its change and leaves none when the change fails or throws', async () => {
    const uow = postgresUnitOfWork(api.db, (tx) => ({ audit: api.container.get(AUDIT.logIn)(tx) }));
    const id = randomUUID();
    const refused = await uow.run(async (s) => {
      await s.audit.record(entry(id, new Date()));
      return fail('conflict', 'The category is in use.');
    });
    expect(refused.ok).toBe(false);
    await expect(
      uow.run(async (s) => {
        await s.audit.record(entry(id, new Date()));
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await rowsFor(id)).toEqual([]);

    expect((await uow.run(async (s) => ok(await s.audit.record(entry(id, new Date()))))).ok).toBe(true);
    expect(await rowsFor(id)).toEqual([{ action: 'category.hidden' }]);
  });
});

describe('GET /api/admin/auditLog/{entityType}/{entityId}/{page}', () => {
  it('answers a record’s history newest first, 20 a page, with who, when and the changed fields', async () => {
    const id = randomUUID();
    const start = Date.parse('2026-11-20T00:00:00Z');
    const uow = postgresUnitOfWork(api.db, (tx) => ({ audit: api.container.get(AUDIT.logIn)(tx) }));
    await uow.run(async (s) => {
      await s.audit.record(entry(id, new Date(start), { action: 'category.created', before: null, after: { name: 'Tops', isVisible: true } }));
      for (let i = 1; i <= 21; i++) await s.audit.record(entry(id, new Date(start + i * 60_000), { action: i % 2 ? 'category.hidden' : 'category.shown' }));
      await s.audit.record(entry(randomUUID(), new Date(start)));
      return ok(null);
    });

    const first = await api.call('GET', `/api/admin/auditLog/category/${id}/1`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(22);
    expect(first.body.entries).toHaveLength(20);
    expect(first.body.entries[0]).toEqual({
      _id: expect.any(String),
      at: new Date(start + 21 * 60_000).toISOString(),
      actor: { _id: admin.id, email: admin.email },
      action: 'category.hidden',
      entityType: 'category',
      entityId: id,
      before: { isVisible: true },
      after: { isVisible: false },
    });
    const second = await api.call('GET', `/api/admin/auditLog/category/${id}/2`, { token: admin.token });
    expect(second.body.entries.map((e: { action: string }) => e.action)).toEqual(['category.hidden', 'category.created']);
    expect(second.body.entries[1]).toMatchObject({ before: null, after: { name: 'Tops', isVisible: true } });
    expect((await api.call('GET', `/api/admin/auditLog/category/${id}/3`, { token: admin.token })).body).toEqual({ entries: [], count: 22 });
    expect((await api.call('GET', `/api/admin/auditLog/coupon/${id}/1`, { token: admin.token })).body).toEqual({ entries: [], count: 0 });
  });

  it('answers bad input with 400 and a message per field', async () => {
    const r = await api.call('GET', '/api/admin/auditLog/invoice/not-an-id/0', { token: admin.token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ entityType: expect.stringMatching(/one of product, category/), entityId: 'Entity id must be a valid id.', page: 'Page must be a whole number of at least 1.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(api, { method: 'GET', path: `/api/admin/auditLog/category/${randomUUID()}/1` });
  });
});
