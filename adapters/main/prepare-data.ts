import type { Container } from 'inversify';
import { makeEnsureAdministrator } from '../../application/use-cases/ensure-administrator.js';
import { T } from '../container.js';
import { ACCOUNTS } from '../wiring/accounts.js';
import { StartupError } from './runtime.js';
import { postgresUserRepository } from '../postgres/repositories/user-repository.js';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue.js';

/**
 * Start-up data: the demo catalogue for an empty database (unless SEED_DEMO=false), the administrator
 * named by ADMIN_EMAIL/ADMIN_PASSWORD, and a log line saying how to create one while none exists.
 */
export async function prepareData(container: Container): Promise<void> {
  const config = container.get(T.config);
  const log = container.get(T.log);
  const db = container.get(T.db);

  if (config.SEED_DEMO) {
    const result = await seedDemoCatalogue(db, container.get(T.media), { now: container.get(T.clock).now(), log: { info: (m) => log.info(m) } });
    if (result.seeded) log.info({ products: result.products }, 'demo catalogue loaded');
  }

  const users = postgresUserRepository(db);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const ensure = makeEnsureAdministrator({ users, hasher: container.get(T.hasher), ids: container.get(T.ids), clock: container.get(T.clock), passwordPolicy: container.get(ACCOUNTS.passwordPolicy) });
    const result = await ensure({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    if (!result.ok) throw new StartupError(`ADMIN_PASSWORD: ${result.message}`);
    log.info({ email: config.ADMIN_EMAIL.toLowerCase() }, result.value.created ? 'administrator created' : 'administrator password and rights reset');
  }
  if ((await users.countAdministrators()) === 0) {
    log.warn('No administrator exists yet. Create one with `npm run admin:create -- you@example.com` (it asks for the password), or start with ADMIN_EMAIL and ADMIN_PASSWORD set.');
  }
}
