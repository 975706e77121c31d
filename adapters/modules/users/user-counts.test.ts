// The unsearched admin user list answers its count from the counters the user_counts triggers keep:
// after every kind of write (single and bulk inserts, role, activity and subscription changes, a guest
// becoming registered, logins, deletions, rollbacks, truncation, concurrent sign-ups) each filter's
// count equals count(*) of the users that filter shows, and the count never reads the users table.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_FILTERS, type UserFilter } from '../../../application/users/ports.js';
import { ADMIN_PAGE_SIZE } from '../../../domain/pagination.js';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { createPool, inTransaction, type Db, type Queryable } from '../../platform/database/database.js';
import { postgresAdminUserReader } from './admin-user-reader.js';
import { postgresAdminUserRepository } from './admin-user-repository.js';
import { FILTER_SQL } from './admin-user-sql.js';

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 26);
});
afterAll(async () => {
  await db?.end();
  await tdb?.drop();
});
beforeEach(async () => {
  await db.query('DELETE FROM users');
});

const window = { offset: 0, limit: ADMIN_PAGE_SIZE };

/** Each filter's count as the list answers it, beside count(*) of the users the filter's rows come from. */
async function counts(): Promise<{ listed: Record<UserFilter, number>; actual: Record<UserFilter, number> }> {
  const reader = postgresAdminUserReader(db);
  const listed = {} as Record<UserFilter, number>;
  const actual = {} as Record<UserFilter, number>;
  for (const filter of USER_FILTERS) {
    listed[filter] = (await reader.list(filter, null, window)).count;
    actual[filter] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${FILTER_SQL[filter]}`)).rows[0]!.n;
  }
  return { listed, actual };
}

async function expectExactCounts(): Promise<Record<UserFilter, number>> {
  const { listed, actual } = await counts();
  expect(listed).toEqual(actual);
  return listed;
}

/** Inserts `n` users with the given flags in one statement. */
async function insertUsers(q: Queryable, n: number, flags: { isAdmin?: boolean; registered?: boolean; active?: boolean; offers?: boolean } = {}): Promise<void> {
  await q.query(
    `INSERT INTO users (id, first_name, last_name, email, is_admin, is_active, registered_user, send_offers)
     SELECT gen_random_uuid(), 'Shopper', 'No ' || g, 'shopper-' || g || '-' || $5 || '@example.com', $2, $3, $4, $6 FROM generate_series(1, $1::int) g`,
    [n, flags.isAdmin ?? false, flags.active ?? true, flags.registered ?? true, randomUUID(), flags.offers ?? false],
  );
}

describe('the unsearched admin user list count', () => {
  it('matches count(*) for every filter across every combination of the flags, one row at a time and in bulk', async () => {
    let i = 0;
    for (const isAdmin of [false, true])
      for (const registered of [false, true])
        for (const active of [false, true])
          for (const offers of [false, true]) {
            i += 1;
            await insertUsers(db, 1, { isAdmin, registered, active, offers });
            await insertUsers(db, i * 3, { isAdmin, registered, active, offers });
          }
    await createUser(db, { registeredUser: false });
    await createUser(db, { isActive: false, verificationCodeHash: 'pending' });
    const listed = await expectExactCounts();
    expect(listed.newest).toBe(16 + 3 * ((16 * 17) / 2) + 2);
    expect(listed.oldest).toBe(listed.newest);
    for (const filter of ['admins', 'registered', 'guests', 'inactive', 'subscribed'] as const) expect(listed[filter], filter).toBeGreaterThan(0);
  });

  it('follows role, activity and subscription changes through the back office’s own writes, and deletions', async () => {
    await insertUsers(db, 30);
    await insertUsers(db, 10, { registered: false, active: false });
    await insertUsers(db, 2, { isAdmin: true });
    // Registered, active shoppers only: a guest made inactive does not count as inactive, so random ids could leave the figures unchanged.
    const ids = (await db.query<{ id: string }>('SELECT id FROM users WHERE registered_user AND is_active AND NOT is_admin ORDER BY id')).rows.map((r) => r.id);
    const before = await expectExactCounts();
    await inTransaction(db, async (tx) => {
      const users = postgresAdminUserRepository(tx);
      await users.update(ids[0]!, { isAdmin: true });
      await users.update(ids[1]!, { isActive: false });
      await users.update(ids[2]!, { sendOffers: true });
      await users.update(ids[3]!, { isAdmin: true, isActive: false, sendOffers: true });
      await users.update(ids[4]!, { firstName: 'Renamed' });
      await users.delete(ids[5]!);
      await users.delete(ids[6]!);
    });
    const after = await expectExactCounts();
    expect(after.newest).toBe(before.newest - 2);
    expect(after.subscribed).toBeGreaterThan(before.subscribed);
    expect(after.inactive).toBeGreaterThan(before.inactive);
  });

  it('follows guests becoming registered, bulk changes and deletions, logins, rollbacks and truncation', async () => {
    await insertUsers(db, 40, { registered: false, active: false, offers: true });
    await insertUsers(db, 25, { active: false });
    await expectExactCounts();
    await db.query('UPDATE users SET registered_user = true, is_active = true WHERE id IN (SELECT id FROM users WHERE NOT registered_user LIMIT 15)');
    await db.query('UPDATE users SET is_active = true WHERE registered_user AND NOT is_active');
    await db.query('UPDATE users SET last_login = now()');
    await db.query('UPDATE users SET send_offers = NOT send_offers');
    await expectExactCounts();
    await db.query('DELETE FROM users WHERE id IN (SELECT id FROM users WHERE registered_user LIMIT 7)');
    const kept = await expectExactCounts();
    await inTransaction(db, async (tx) => {
      await insertUsers(tx, 9, { isAdmin: true });
      await tx.query('UPDATE users SET is_admin = true');
      throw new Error('changed mind');
    }).catch(() => undefined);
    expect(await expectExactCounts()).toEqual(kept);
    await db.query('TRUNCATE users CASCADE');
    expect((await expectExactCounts()).newest).toBe(0);
    await insertUsers(db, 4, { registered: false, active: false });
    expect((await expectExactCounts()).guests).toBe(4);
  });

  it('stays exact when many transactions sign users up and change roles at the same time', async () => {
    await insertUsers(db, 60, { registered: false, active: false });
    const guests = (await db.query<{ id: string }>('SELECT id FROM users ORDER BY id')).rows.map((r) => r.id);
    // More writers than counter slots, so some of them share counter rows and wait for each other.
    const writers = 24;
    const clients = await Promise.all(Array.from({ length: writers }, () => db.connect()));
    try {
      await Promise.all(clients.map((c) => c.query('BEGIN')));
      await Promise.all(
        clients.map(async (c, k) => {
          // Half sign up three users of every kind in one statement; the others turn two guests into
          // registered users, and every fourth of those into an administrator.
          if (k % 2 === 0) {
            await c.query(
              `INSERT INTO users (id, first_name, last_name, email, is_admin, is_active, registered_user, send_offers)
               SELECT gen_random_uuid(), 'Racer', 'No ' || g, 'racer-' || $1 || '-' || g || '@example.com', g % 16 >= 8, (g / 2) % 2 = 1, (g / 4) % 2 = 1, g % 2 = 1
                 FROM generate_series(0, 47) g`,
              [k],
            );
          } else {
            await c.query('UPDATE users SET registered_user = true, is_active = true, is_admin = $2 WHERE id = ANY($1::uuid[])', [guests.slice(k * 2, k * 2 + 2), k % 4 === 1]);
          }
          await c.query(k === writers - 1 || k === writers - 2 ? 'ROLLBACK' : 'COMMIT');
        }),
      );
    } finally {
      for (const c of clients) c.release();
    }
    const listed = await expectExactCounts();
    expect(listed.newest).toBe(60 + (writers / 2 - 1) * 48);
    expect(listed.guests).toBe(60 + (writers / 2 - 1) * 12 - (writers / 2 - 1) * 2);
  });

  it('reads the counters, not the users table, to count', async () => {
    await insertUsers(db, 200);
    const sqls: string[] = [];
    const recording = { query: (sql: string, params?: unknown[]) => (sqls.push(sql), db.query(sql, params)) } as unknown as Queryable;
    for (const filter of USER_FILTERS) await postgresAdminUserReader(recording).list(filter, null, window);
    const countReads = sqls.filter((sql) => !sql.includes('LIMIT'));
    expect(countReads).toHaveLength(USER_FILTERS.length);
    for (const sql of countReads) {
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/on user_counts/);
      expect(plan).not.toMatch(/on users/);
    }
  });
});
