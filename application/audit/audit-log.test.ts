import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../domain/result.js';
import { FixedClock } from '../testing/fakes.js';
import { InMemoryAuditLog } from '../testing/in-memory-audit-log.js';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work.js';
import { makeListEntityHistory } from './list-entity-history.js';
import { recordChange } from './ports.js';

const actor = { userId: '00000000-0000-4000-8000-00000000000a', email: 'boss@example.com' };
const ID = '00000000-0000-4000-8000-000000000001';

function setup() {
  const audit = new InMemoryAuditLog();
  const names = new Map<string, string>();
  const uow = new InMemoryUnitOfWork({ audit, names }, () => {
    const restoreAudit = audit.snapshot();
    const saved = new Map(names);
    return () => {
      restoreAudit();
      names.clear();
      for (const [k, v] of saved) names.set(k, v);
    };
  });
  return { audit, names, uow, clock: new FixedClock(new Date('2026-11-25T01:00:00Z')) };
}

describe('recording a change in the audit log', () => {
  it('keeps only the changed fields, and writes nothing for a change that changed nothing', async () => {
    const { audit, clock } = setup();
    const base = { actor, at: clock.now(), action: 'category.renamed' as const, entityType: 'category' as const, entityId: ID };
    expect(await recordChange(audit, { ...base, before: { name: 'Tops', isVisible: true }, after: { name: 'Shirts', isVisible: true } })).toBe(true);
    expect(await recordChange(audit, { ...base, before: { name: 'Shirts', isVisible: true }, after: { name: 'Shirts', isVisible: true } })).toBe(false);
    expect(audit.entries).toEqual([{ ...base, id: '1', before: { name: 'Tops' }, after: { name: 'Shirts' } }]);
  });

  it('commits with the change in one unit of work: a failed change leaves no entry, a successful one exactly one', async () => {
    const { audit, names, uow, clock } = setup();
    const rename = (to: string) =>
      uow.run(async (s) => {
        const before = s.names.get(ID) ?? 'Tops';
        s.names.set(ID, to);
        await recordChange(s.audit, { actor, at: clock.now(), action: 'category.renamed', entityType: 'category', entityId: ID, before: { name: before }, after: { name: to } });
        return to === '' ? fail('invalid_input', 'Please enter a category name.') : ok(to);
      });
    expect((await rename('')).ok).toBe(false);
    expect(audit.entries).toEqual([]);
    expect(names.size).toBe(0);
    expect((await rename('Shirts')).ok).toBe(true);
    expect(audit.entries).toHaveLength(1);
    expect(names.get(ID)).toBe('Shirts');
  });

  it('reads a record’s history newest first, 20 a page', async () => {
    const { audit, clock } = setup();
    for (let i = 0; i < 25; i++) {
      clock.advance(1000);
      await recordChange(audit, { actor, at: clock.now(), action: 'category.renamed', entityType: 'category', entityId: ID, before: { name: `n${i}` }, after: { name: `n${i + 1}` } });
    }
    const history = makeListEntityHistory({ audit });
    const first = await history({ entityType: 'category', entityId: ID, page: 1 });
    const second = await history({ entityType: 'category', entityId: ID, page: 2 });
    expect(first.ok && first.value.entries.map((e) => e.after?.name)).toEqual(Array.from({ length: 20 }, (_, i) => `n${25 - i}`));
    expect(second.ok && [second.value.entries.length, second.value.count]).toEqual([5, 25]);
  });
});
