import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { createPool, type Db } from './database.js';
import { handleOnce } from './processed-messages.js';

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 10);
});
afterAll(async () => {
  await db.end();
  await tdb.drop();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('handleOnce (real Postgres)', () => {
  it('runs the work once when the same message is handled twice at the same time', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await sleep(200); // a slow SMTP server
    };
    const results = await Promise.all([handleOnce(db, 'send-mail', 'msg-concurrent', work), handleOnce(db, 'send-mail', 'msg-concurrent', work)]);
    expect(runs).toBe(1);
    expect(results.sort()).toEqual([false, true]);
  });

  it('records nothing when the work fails, so a retry runs it', async () => {
    await expect(
      handleOnce(db, 'send-mail', 'msg-flaky', async () => {
        throw new Error('SMTP server said no');
      }),
    ).rejects.toThrow('SMTP server said no');
    const before = await db.query('SELECT 1 FROM processed_messages WHERE message_id = $1', ['msg-flaky']);
    expect(before.rowCount).toBe(0);
    let runs = 0;
    expect(await handleOnce(db, 'send-mail', 'msg-flaky', async () => void runs++)).toBe(true);
    expect(await handleOnce(db, 'send-mail', 'msg-flaky', async () => void runs++)).toBe(false);
    expect(runs).toBe(1);
  });

  it('keeps handlers apart: the same message id counts once per handler', async () => {
    const ran: string[] = [];
    await handleOnce(db, 'send-mail', 'msg-shared', async () => void ran.push('mail'));
    await handleOnce(db, 'notify', 'msg-shared', async () => void ran.push('notify'));
    await handleOnce(db, 'send-mail', 'msg-shared', async () => void ran.push('mail again'));
    expect(ran).toEqual(['mail', 'notify']);
  });
});
