import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/global-setup.js';
import { isDatabaseUnavailable } from './connection-errors.js';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection from node-postgres', async () => {
    const port = await freePort(); // nothing listens there
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none`, connectionTimeoutMillis: 2_000 });
    const error = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server shutting down, a connection cut and too many connections', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('does not excuse faults of the query or the code', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([]))).toBe(false);
  });
});
