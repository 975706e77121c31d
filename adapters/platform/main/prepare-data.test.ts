// ADMIN_EMAIL / ADMIN_PASSWORD at start: the administrator's password follows the same rule as
// everyone's, with the real common-password list.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { prepareData } from './prepare-data.js';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the administrator named at start', () => {
  it('is refused, stopping the start with one line, when ADMIN_PASSWORD is a common password dressed up or made from the e-mail', async () => {
    for (const password of ['Summer2024!', 'Password123!', 'Boss-2026!']) {
      api = await startTestApi({ env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: password } });
      await expect(prepareData(api.container), password).rejects.toThrow(/^ADMIN_PASSWORD: /);
      const { rows } = await api.db.query('SELECT count(*)::int AS n FROM users');
      expect(rows[0].n).toBe(0);
      await api.close();
      api = undefined;
    }
  });

  it('is created with a good password', async () => {
    api = await startTestApi({ env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'blue-wren-morning-3' } });
    await prepareData(api.container);
    const { rows } = await api.db.query('SELECT email, is_admin FROM users');
    expect(rows).toEqual([{ email: 'boss@example.com', is_admin: true }]);
  });
});
