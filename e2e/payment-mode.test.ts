// What the operator sees about payments when the shop starts: test mode is announced in one warning
// line, and REQUIRE_LIVE_PAYMENTS=true refuses to start without a real provider.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/global-setup.js';
import { runServerToExit } from '../test-support/shop-process.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-payments-'));
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '');
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake' };

async function start(env: Record<string, string>) {
  return runServerToExit({ DATABASE_URL: tdb.url, DATA_DIR: dataDir, SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: String(await freePort()), ...env }, 30_000);
}

describe('payments at start-up', () => {
  it('REQUIRE_LIVE_PAYMENTS=true without a provider stops the start with one line and exit code 1', async () => {
    const r = await start({ REQUIRE_LIVE_PAYMENTS: 'true' });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      'REQUIRE_LIVE_PAYMENTS is true but no payment provider is configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    ]);
    expect(r.stdout).not.toContain('shop listening');
  });

  it('test mode is announced in one warning line at start', async () => {
    const r = await start({ LOG_LEVEL: 'info' });
    expect(r.stdout).toContain('shop listening on port');
    const warnings = lines(r.stdout).filter((l) => l.includes('TEST MODE'));
    expect(warnings).toHaveLength(1);
    const entry = JSON.parse(warnings[0]!) as { level: number; msg: string };
    expect(entry.level).toBe(40);
    expect(entry.msg).toMatch(/^TEST MODE: no payment provider is configured, .*no real money is taken/);
    expect(r.code).toBe(0);
  });

  it('with a real provider there is no test-mode warning, and REQUIRE_LIVE_PAYMENTS=true starts', async () => {
    const r = await start({ ...STRIPE, REQUIRE_LIVE_PAYMENTS: 'true', LOG_LEVEL: 'info' });
    expect(r.stdout).toContain('shop listening on port');
    expect(r.stdout).not.toContain('TEST MODE');
    expect(r.code).toBe(0);
  });
});
