import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await api?.close();
});

describe('a request whose query runs past the statement timeout (real app)', () => {
  it('answers 503 with Retry-After and a sentence, not a 500', async () => {
    const blocker = await api.db.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE feedback IN ACCESS EXCLUSIVE MODE'); // another transaction holds the table
      const started = performance.now();
      const res = await api.call('POST', '/api/reviews/feedback', { body: { stars: 5, email: 'kim@example.com', feedback: 'Lovely tee.' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({ message: 'The shop is busy right now. Please try again in a moment.' });
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    const later = await api.call('POST', '/api/reviews/feedback', { body: { stars: 5, email: 'kim@example.com', feedback: 'Lovely tee.' } });
    expect(later.status).toBe(201);
  });
});
