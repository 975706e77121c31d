import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { AccountDeps } from '../../../application/accounts/account-deps.js';
import { makeAdminSessionLive } from '../../../application/accounts/admin-session-live.js';
import { makeAddAddress } from '../../../application/accounts/add-address.js';
import { makeCheckSession } from '../../../application/accounts/check-session.js';
import { makeDeleteCustomerAccount } from '../../../application/accounts/delete-customer-account.js';
import { makeDeleteAddress } from '../../../application/accounts/delete-address.js';
import { makeEditAddress } from '../../../application/accounts/edit-address.js';
import { makeEndUserSessions } from '../../../application/accounts/end-user-sessions.js';
import { makeEnsureAdministrator } from '../../../application/accounts/ensure-administrator.js';
import { makeExportCustomerData } from '../../../application/accounts/export-customer-data.js';
import { makeLoginUser } from '../../../application/accounts/login-user.js';
import { makeLogoutUser } from '../../../application/accounts/logout-user.js';
import type { AccountStores } from '../../../application/accounts/ports.js';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';
import { makeRegisterUser } from '../../../application/accounts/register-user.js';
import { makeRequestPasswordReset } from '../../../application/accounts/request-password-reset.js';
import { makeResendVerification } from '../../../application/accounts/resend-verification.js';
import { makeSetNewPassword } from '../../../application/accounts/set-new-password.js';
import { makeVerifyAccount } from '../../../application/accounts/verify-account.js';
import type { PasswordPolicy } from '../../../domain/password-policy.js';
import { getOrCreateSetting } from '../../platform/database/app-settings.js';
import type { Db, Queryable } from '../../platform/database/database.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { StartupError } from '../../platform/startup-error.js';
import type { ShopModule } from '../../platform/module.js';
import { ACCOUNTS, CART, CATALOG, T } from '../../platform/tokens.js';
import { postgresAddressRepository } from './address-repository.js';
import { dataRightsRoutes } from './data-rights-routes.js';
import { addressRoutes } from './address-routes.js';
import { argon2PasswordHasher } from './argon2-password-hasher.js';
import { accountRateLimit } from './account-rate-limit.js';
import { authenticate } from './authenticate.js';
import { JwtTokenService } from './jwt-token-service.js';
import { shopPasswordPolicy } from './password-policy.js';
import { postgresPersonalDataRepository } from './personal-data-repository.js';
import { postgresPasswordResetRepository } from './password-reset-repository.js';
import { postgresSessionRepository } from './session-repository.js';
import { sha256CodeDigest } from './sha256-code-digest.js';
import { postgresUserRepository } from './user-repository.js';
import { userRoutes } from './user-routes.js';

const token = <V>(name: string) => Symbol.for(`shop.accounts.${name}`) as ServiceIdentifier<V>;
const TOKENS = token<JwtTokenService>('tokens');
const DEPS = token<AccountDeps>('deps');
const PASSWORD_POLICY = token<PasswordPolicy>('passwordPolicy');

const accountStoresIn = (db: Queryable): AccountStores => ({
  users: postgresUserRepository(db),
  sessions: postgresSessionRepository(db),
  resets: postgresPasswordResetRepository(db),
  addresses: postgresAddressRepository(db),
});

/** Sign-in, registration, verification, password reset, sessions and the address book. */
export const accountsModule: ShopModule = {
  name: 'accounts',
  bind(c) {
    c.bind(ACCOUNTS.usersIn).toConstantValue(postgresUserRepository);
    c.bind(TOKENS).toResolvedValue(
      (db: Db, config) => new JwtTokenService(async () => config.JWT_SECRET || getOrCreateSetting(db, 'jwt-secret', () => randomBytes(48).toString('base64url'))),
      [T.db, T.config],
    );
    c.bind(PASSWORD_POLICY).toResolvedValue((config) => shopPasswordPolicy([config.SHOP_NAME, config.SHOP_LEGAL_NAME]), [T.config]);
    c.bind(DEPS).toResolvedValue(
      (db: Db, tokens: JwtTokenService, ids, clock, config, limiter: RateLimiter, passwordPolicy: PasswordPolicy) => ({
        stores: accountStoresIn(db),
        uow: unitOfWorkIn(c, accountStoresIn),
        tokens,
        hasher: argon2PasswordHasher,
        ids,
        clock,
        digest: sha256CodeDigest,
        limiter,
        passwordPolicy,
        publicUrl: config.PUBLIC_URL,
        tokenTtlHours: config.TOKEN_TTL_HOURS,
      }),
      [T.db, TOKENS, T.ids, T.clock, T.config, T.rateLimiter, PASSWORD_POLICY],
    );
    c.bind(ACCOUNTS.endUserSessions).toResolvedValue((deps: AccountDeps) => makeEndUserSessions(deps), [DEPS]);
    c.bind(ACCOUNTS.adminSessionLive).toResolvedValue((deps: AccountDeps) => makeAdminSessionLive(deps), [DEPS]);
    c.bind(ACCOUNTS.addAddress).toResolvedValue((deps: AccountDeps) => makeAddAddress(deps), [DEPS]);
    c.bind(ACCOUNTS.ensureAdministrator).toResolvedValue(
      (db: Db, ids, clock, passwordPolicy: PasswordPolicy) => makeEnsureAdministrator({ users: postgresUserRepository(db), hasher: argon2PasswordHasher, ids, clock, passwordPolicy }),
      [T.db, T.ids, T.clock, PASSWORD_POLICY],
    );
    c.bind(T.authenticate).toResolvedValue(
      (tokens: JwtTokenService, deps: AccountDeps): RequestHandler => authenticate({ verify: (t) => tokens.verify(t), checkSession: makeCheckSession(deps) }),
      [TOKENS, DEPS],
    );
  },
  routers(c) {
    const deps = c.get(DEPS);
    const db = c.get(T.db);
    const registry = c.get(T.registry);
    const limiter = c.get(T.rateLimiter);
    return [
      userRoutes({
        registry,
        passwordPolicy: deps.passwordPolicy,
        limit: (route) => accountRateLimit(limiter, route),
        login: makeLoginUser({ ...deps, carts: c.get(CART.cartsIn)(db), stock: c.get(CATALOG.stock) }),
        logout: makeLogoutUser(deps),
        register: makeRegisterUser(deps),
        resendVerification: makeResendVerification(deps),
        verifyAccount: makeVerifyAccount(deps),
        requestPasswordReset: makeRequestPasswordReset(deps),
        setNewPassword: makeSetNewPassword(deps),
      }),
      addressRoutes({ registry, addAddress: c.get(ACCOUNTS.addAddress), editAddress: makeEditAddress(deps), deleteAddress: makeDeleteAddress(deps) }),
      dataRightsRoutes({
        registry,
        limit: (route) => accountRateLimit(limiter, route),
        now: () => deps.clock.now(),
        exportCustomerData: makeExportCustomerData({ personalData: postgresPersonalDataRepository(db) }),
        deleteCustomerAccount: makeDeleteCustomerAccount({
          users: deps.stores.users,
          uow: unitOfWorkIn(c, (tx) => ({ personalData: postgresPersonalDataRepository(tx) })),
          hasher: deps.hasher,
        }),
      }),
    ];
  },
  /** The administrator named by ADMIN_EMAIL/ADMIN_PASSWORD, and a log line saying how to create one while none exists. */
  async prepare(c) {
    const config = c.get(T.config);
    const log = c.get(T.log);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await c.get(ACCOUNTS.ensureAdministrator)({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
      if (!result.ok) throw new StartupError(`ADMIN_PASSWORD: ${result.message}`);
      log.info({ email: config.ADMIN_EMAIL.toLowerCase() }, result.value.created ? 'administrator created' : 'administrator password and rights reset');
    }
    if ((await postgresUserRepository(c.get(T.db)).countAdministrators()) === 0) {
      log.warn('No administrator exists yet. Create one with `npm run admin:create -- you@example.com` (it asks for the password), or start with ADMIN_EMAIL and ADMIN_PASSWORD set.');
    }
  },
};
