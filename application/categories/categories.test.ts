import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { inMemoryCategoryStores } from '../testing/in-memory-categories.js';
import { makeCreateCategory } from './create-category.js';
import { makeDeleteCategory } from './delete-category.js';
import { makeListAllCategories } from './list-all-categories.js';
import { makeSetCategoryVisibility, UNKNOWN_CATEGORY } from './set-category-visibility.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
const NOWHERE = '00000000-0000-4000-8000-00000000ffff';

function setup() {
  const stores = inMemoryCategoryStores();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const deps = { uow: stores.uow, ids: new SequentialIds(), clock };
  return {
    ...stores,
    clock,
    create: makeCreateCategory(deps),
    setVisibility: makeSetCategoryVisibility(deps),
    remove: makeDeleteCategory(deps),
    list: makeListAllCategories({ categories: stores.categories }),
  };
}

async function created(s: ReturnType<typeof setup>, name: string, isVisible = true) {
  const r = await s.create({ actor, name, isVisible });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('create a category', () => {
  it('adds it as typed (trimmed), records who created it and announces it, all in one unit of work', async () => {
    const s = setup();
    const r = await s.create({ actor, name: '  Hats   & Caps ', isVisible: false });
    expect(r).toMatchObject({ ok: true, value: { name: 'Hats & Caps', isVisible: false } });
    const id = r.ok ? r.value.id : '';
    expect(s.audit.entries).toEqual([
      { id: '1', actor, at: s.clock.now(), action: 'category.created', entityType: 'category', entityId: id, before: null, after: { name: 'Hats & Caps', isVisible: false } },
    ]);
    expect(s.outbox.events()).toEqual([{ type: 'category.changed', data: { categoryId: id } }]);
  });

  it('refuses a name already used, exactly as typed (409 under name), leaving no audit entry and no event', async () => {
    const s = setup();
    await created(s, 'Tops');
    const again = await s.create({ actor, name: 'Tops', isVisible: true });
    expect(again).toMatchObject({ ok: false, code: 'conflict', reason: 'name_taken', fields: { name: 'A category named Tops already exists.' } });
    expect(s.audit.entries).toHaveLength(1);
    expect(s.outbox.events()).toHaveLength(1);
    expect((await s.create({ actor, name: 'tops', isVisible: true })).ok).toBe(true); // case-sensitive, as the form says
    expect((await s.list()).ok && (await s.list())).toMatchObject({ value: [{ name: 'Tops' }, { name: 'tops' }] });
  });

  it('refuses an empty or unusable name (400 under name) without touching anything', async () => {
    const s = setup();
    expect(await s.create({ actor, name: '   ', isVisible: true })).toMatchObject({ ok: false, code: 'invalid_input', fields: { name: 'Please enter a category name.' } });
    expect(await s.create({ actor, name: '<script>', isVisible: true })).toMatchObject({ ok: false, code: 'invalid_input', reason: 'invalid_name' });
    expect([s.categories.categories.size, s.audit.entries.length, s.outbox.entries.length]).toEqual([0, 0, 0]);
  });
});

describe('hide and display a category', () => {
  it('records the visibility before and after and announces the change', async () => {
    const s = setup();
    const tops = await created(s, 'Tops');
    s.clock.advance(60_000);
    expect(await s.setVisibility({ actor, id: tops.id, isVisible: false })).toMatchObject({ ok: true, value: { id: tops.id, name: 'Tops', isVisible: false } });
    s.clock.advance(60_000);
    expect((await s.setVisibility({ actor, id: tops.id, isVisible: true })).ok).toBe(true);
    expect(s.audit.entries.slice(1).map((e) => [e.action, e.before, e.after, e.at.toISOString()])).toEqual([
      ['category.hidden', { isVisible: true }, { isVisible: false }, '2026-11-25T01:01:00.000Z'],
      ['category.shown', { isVisible: false }, { isVisible: true }, '2026-11-25T01:02:00.000Z'],
    ]);
    expect(s.outbox.events()).toHaveLength(3);
  });

  it('changes, records and announces nothing when the category already has that visibility', async () => {
    const s = setup();
    const tops = await created(s, 'Tops');
    expect(await s.setVisibility({ actor, id: tops.id, isVisible: true })).toMatchObject({ ok: true, value: { isVisible: true } });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([1, 1]);
  });

  it('answers 404 for an unknown category', async () => {
    const s = setup();
    expect(await s.setVisibility({ actor, id: NOWHERE, isVisible: false })).toMatchObject({ ok: false, code: 'not_found', reason: 'unknown_category', message: UNKNOWN_CATEGORY });
  });
});

describe('delete a category', () => {
  it('deletes one no product uses, keeping what it was in the audit log', async () => {
    const s = setup();
    const tops = await created(s, 'Tops', false);
    expect(await s.remove({ actor, id: tops.id })).toEqual({ ok: true, value: undefined });
    expect(s.categories.categories.size).toBe(0);
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'category.deleted', entityId: tops.id, before: { name: 'Tops', isVisible: false }, after: null });
    expect(s.outbox.events().at(-1)).toEqual({ type: 'category.changed', data: { categoryId: tops.id } });
  });

  it('refuses one that products use with a clear message (409), leaving it, the audit log and the outbox as they were', async () => {
    const s = setup();
    const tops = await created(s, 'Tops');
    s.categories.productsIn.set('Tops', 3);
    expect(await s.remove({ actor, id: tops.id })).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'category_in_use',
      message: 'Tops is used by 3 products. Move them to another category before deleting it.',
    });
    s.categories.productsIn.set('Tops', 1);
    expect(await s.remove({ actor, id: tops.id })).toMatchObject({ message: 'Tops is used by 1 product. Move it to another category before deleting it.' });
    expect([s.categories.categories.size, s.audit.entries.length, s.outbox.events().length]).toEqual([1, 1, 1]);
  });

  it('answers 404 for an unknown category', async () => {
    const s = setup();
    expect(await s.remove({ actor, id: NOWHERE })).toMatchObject({ ok: false, code: 'not_found' });
  });
});
