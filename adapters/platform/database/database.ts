import pg from 'pg';

export type Db = pg.Pool;
export type Tx = pg.PoolClient;
/** Where a repository runs its queries: the pool, or one transaction's client. */
export type Queryable = Db | Tx;

// Postgres bigint/numeric counts come back as strings; the shop's counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface PoolOptions {
  /** Longest a statement may run before Postgres cancels it (error 57014); none when absent. */
  statementTimeoutMs?: number;
}

export function createPool(url: string, max: number, options: PoolOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'shop',
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A client losing its connection must not crash the process: an idle one is replaced by the pool, a
  // checked-out one fails its current and next queries, which its caller sees.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Resolves when the database answers a trivial query (readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Serialization
 * failures and deadlocks are retried a few times, so `work` must not have outside effects (write
 * those to the outbox instead).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, isolation: 'read committed' | 'repeatable read' | 'serializable' = 'read committed'): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await db.connect();
    try {
      await client.query(`BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}`);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      const code = (error as { code?: string }).code;
      if (code && RETRYABLE.has(code) && attempt < 5) continue;
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Waits until the database answers, for at most `timeoutMs`; throws a readable error otherwise. */
export async function waitForDatabase(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let lastError: unknown;
  while (performance.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(1_000, Math.min(5_000, deadline - performance.now())) });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      const code = (error as { code?: string }).code;
      // Wrong password or unknown database will not fix itself: stop at once.
      if (code === '28P01' || code === '28000' || code === '3D000') break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new DatabaseUnreachableError(url, lastError);
}

export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    let where = 'the database';
    try {
      const u = new URL(url);
      where = `the database at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
    } catch {
      /* keep the generic wording */
    }
    const reason = (cause as { code?: string; message?: string } | undefined)?.code ?? (cause as Error | undefined)?.message ?? 'no answer';
    super(`Cannot connect to ${where} (${reason}). Check DATABASE_URL and that Postgres is running.`);
  }
}
