import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** As the owner (superuser on test servers): fixtures, migrations. */
  url: string;
  /** As a role with only the serving rights, like the shop's requests. */
  appUrl: string;
  /** Drops the database (closing any connection still open to it). */
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file, copied from the template made in global setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `shop_t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment: wait and try again.
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  const [user = '', password = ''] = inject('servingRole').split(':');
  appUrl.username = user;
  appUrl.password = password;
  return {
    url: url.toString(),
    appUrl: appUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
