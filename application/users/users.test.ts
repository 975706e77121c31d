import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { inMemoryUserStores } from '../testing/in-memory-users.js';
import { makeDeleteUser } from './delete-user.js';
import { makeGetUser } from './get-user.js';
import { makeUpdateUser } from './update-user.js';

const BOSS = '00000000-0000-4000-8000-0000000000b0';
const actor = { userId: BOSS, email: 'boss@example.com' };

function setup() {
  const s = inMemoryUserStores();
  const clock = new FixedClock(new Date('2026-11-28T01:00:00Z'));
  s.users.add({ id: BOSS, isAdmin: true, email: 'boss@example.com' });
  return { ...s, clock, update: makeUpdateUser({ uow: s.uow, clock, ids: new SequentialIds() }), remove: makeDeleteUser({ uow: s.uow, clock }) };
}

describe('update a user', () => {
  it('changes what is sent, records only the changed fields and announces user.changed, in one unit of work', async () => {
    const s = setup();
    s.users.add({ id: 'u1', firstName: 'Ada' });
    const r = await s.update({ actor, id: 'u1', firstName: 'Grace', lastName: 'Lovelace', sendOffers: true });
    expect(r).toMatchObject({ ok: true, value: { firstName: 'Grace', sendOffers: true } });
    expect(s.audit.entries).toEqual([
      {
        id: '1',
        actor,
        at: s.clock.now(),
        action: 'user.updated',
        entityType: 'user',
        entityId: 'u1',
        before: { firstName: 'Ada', sendOffers: false },
        after: { firstName: 'Grace', sendOffers: true },
      },
    ]);
    expect(s.uow.outbox.events()).toEqual([{ type: 'user.changed', data: { userId: 'u1' } }]);
    expect(s.users.revoked).toEqual([]);
    expect((await s.update({ actor, id: 'u1', firstName: 'Grace' })).ok).toBe(true);
    expect([s.audit.entries.length, s.uow.outbox.events().length]).toEqual([1, 1]);
  });

  it('ends the sessions when admin rights or activity go, not when they are given', async () => {
    const s = setup();
    s.users.add({ id: 'u1' });
    await s.update({ actor, id: 'u1', isAdmin: true });
    expect(s.users.revoked).toEqual([]);
    await s.update({ actor, id: 'u1', isAdmin: false });
    await s.update({ actor, id: 'u1', isActive: false });
    expect(s.users.revoked).toEqual(['u1', 'u1']);
  });

  it('refuses one’s own demotion or deactivation, a taken e-mail, an unknown user or address, leaving no entry, event or ended session', async () => {
    const s = setup();
    s.users.add({ id: 'u1', email: 'taken@example.com' });
    s.users.add({ id: 'u2' });
    expect(await s.update({ actor, id: BOSS, isAdmin: false })).toMatchObject({ ok: false, code: 'conflict', reason: 'own_rights', fields: { isAdmin: expect.any(String) } });
    expect(await s.update({ actor, id: BOSS, isActive: false })).toMatchObject({ ok: false, code: 'conflict', reason: 'own_activity' });
    expect(await s.update({ actor, id: 'u2', email: 'TAKEN@example.com' })).toMatchObject({ ok: false, code: 'conflict', reason: 'email_taken', fields: { email: expect.any(String) } });
    expect(await s.update({ actor, id: 'nobody', sendOffers: true })).toMatchObject({ ok: false, code: 'not_found' });
    const r = await s.update({ actor, id: 'u2', firstName: 'Zed', adress: [{ id: 'not-theirs', addressType: 'other', streetAdress: 'a', suburb: 'b', region: '', zipCode: '1' }] });
    expect(r).toMatchObject({ ok: false, code: 'invalid_input', reason: 'unknown_address' });
    expect((await s.users.find('u2'))?.firstName).toBe('Ada');
    expect([s.audit.entries, s.uow.outbox.events(), s.users.revoked]).toEqual([[], [], []]);
  });

  it('never takes away the last active administrator', async () => {
    const s = setup();
    s.users.add({ id: 'other', isAdmin: true, isActive: false });
    s.users.users.get(BOSS)!.isActive = true;
    const actorOther = { userId: 'someone', email: 'x@example.com' };
    expect(await s.update({ actor: actorOther, id: BOSS, isAdmin: false })).toMatchObject({ ok: false, reason: 'last_administrator' });
    expect(await s.remove({ actor: actorOther, id: BOSS })).toMatchObject({ ok: false, reason: 'last_administrator' });
  });
});

describe('delete a user', () => {
  it('ends their sessions, removes them, records and announces it; refuses deleting oneself', async () => {
    const s = setup();
    s.users.add({ id: 'u1' });
    expect(await s.remove({ actor, id: 'u1' })).toEqual({ ok: true, value: { success: true } });
    expect(s.users.revoked).toEqual(['u1']);
    expect(await makeGetUser({ reader: { find: (id) => s.users.find(id), ordersOf: async () => [] } })({ id: 'u1' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(s.audit.entries.map((e) => [e.action, e.after])).toEqual([['user.deleted', null]]);
    expect(s.uow.outbox.events()).toEqual([{ type: 'user.changed', data: { userId: 'u1' } }]);
    expect(await s.remove({ actor, id: BOSS })).toMatchObject({ ok: false, code: 'conflict', reason: 'own_account' });
    expect(s.audit.entries).toHaveLength(1);
  });
});
