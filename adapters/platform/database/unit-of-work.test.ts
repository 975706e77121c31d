import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../application/accounts/ports.js';
import { fail, ok } from '../../../domain/result.js';
import { createUser } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { postgresUserRepository } from '../../modules/accounts/user-repository.js';
import { ACCOUNTS } from '../tokens.js';
import { postgresUnitOfWork } from './unit-of-work.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const guest = (): UserRecord => ({
  id: randomUUID(),
  firstName: 'Gus',
  lastName: 'Guest',
  email: `gus-${randomUUID().slice(0, 8)}@example.com`,
  phoneNumber: null,
  passwordHash: null,
  isAdmin: false,
  isActive: false,
  registeredUser: false,
  sendOffers: false,
  dateCreated: new Date(),
  lastLogin: null,
});

/** What each work writes: a guest user and its event. */
async function writeGuest(
  tx: { users: { insert(u: UserRecord): Promise<void> }; outbox: { event(type: 'user.created', data: { userId: string; registered: boolean }): Promise<void> } },
  user: UserRecord,
) {
  await tx.users.insert(user);
  await tx.outbox.event('user.created', { userId: user.id, registered: false });
}

const userExists = async (id: string) => ((await api.db.query('SELECT 1 FROM users WHERE id = $1', [id])).rowCount ?? 0) > 0;
const outboxRowsFor = async (id: string) => (await api.db.query("SELECT topic, payload FROM outbox WHERE payload -> 'data' ->> 'userId' = $1", [id])).rows;

describe('the Postgres unit of work', () => {
  const setup = () => {
    let wakes = 0;
    const uow = postgresUnitOfWork(
      api.db,
      (tx) => ({ users: postgresUserRepository(tx) }),
      () => void (wakes += 1),
    );
    return { uow, wakes: () => wakes };
  };

  it('commits the change and its outbox messages together, then wakes the dispatcher', async () => {
    const { uow, wakes } = setup();
    const user = guest();
    const r = await uow.run(async (tx) => {
      await writeGuest(tx, user);
      return ok(user.id);
    });
    expect(r).toEqual({ ok: true, value: user.id });
    expect(await userExists(user.id)).toBe(true);
    expect(await outboxRowsFor(user.id)).toEqual([{ topic: 'event:users', payload: { type: 'user.created', data: { userId: user.id, registered: false } } }]);
    expect(wakes()).toBe(1);
  });

  it('rolls back the change and its outbox messages when the work returns a failure, and answers the failure', async () => {
    const { uow, wakes } = setup();
    const user = guest();
    const r = await uow.run(async (tx) => {
      await writeGuest(tx, user);
      return fail('conflict', 'Changed my mind.', { reason: 'changed_mind' });
    });
    expect(r).toEqual({ ok: false, code: 'conflict', reason: 'changed_mind', message: 'Changed my mind.' });
    expect(await userExists(user.id)).toBe(false);
    expect(await outboxRowsFor(user.id)).toEqual([]);
    expect(wakes()).toBe(0);
  });

  it('rolls back when the work throws, and throws on', async () => {
    const { uow, wakes } = setup();
    const user = guest();
    await expect(
      uow.run(async (tx) => {
        await writeGuest(tx, user);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await userExists(user.id)).toBe(false);
    expect(await outboxRowsFor(user.id)).toEqual([]);
    expect(wakes()).toBe(0);
  });

  it('hands the events it committed to afterCommit, and answers only once afterCommit finished', async () => {
    const seen: unknown[] = [];
    let finished = false;
    const uow = postgresUnitOfWork(
      api.db,
      (tx) => ({ users: postgresUserRepository(tx) }),
      async (events) => {
        seen.push(...events);
        await new Promise((r) => setTimeout(r, 20));
        finished = true;
      },
    );
    const user = guest();
    await uow.run(async (tx) => {
      await writeGuest(tx, user);
      return ok(null);
    });
    expect(finished).toBe(true);
    expect(seen).toEqual([{ type: 'user.created', data: { userId: user.id, registered: false } }]);
  });

  it('keeps no address when the fresh token cannot be issued (the session ended meanwhile)', async () => {
    const u = await createUser(api.db);
    const r = await api.container.get(ACCOUNTS.addAddress)({
      userId: u.id,
      sessionId: randomUUID(),
      streetAdress: '1 Collins St',
      city: 'Melbourne',
      region: 'VIC',
      zipCode: '3000',
      country: 'Australia',
    });
    expect(r).toMatchObject({ ok: false, code: 'unauthenticated' });
    const { rows } = await api.db.query('SELECT id FROM addresses WHERE user_id = $1', [u.id]);
    expect(rows).toEqual([]);
  });
});
