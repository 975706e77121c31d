import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ServiceIdentifier } from 'inversify';
import { makeAddAddress } from '../../application/accounts/add-address.js';
import type { AccountDeps } from '../../application/accounts/account-deps.js';
import { makeCheckSession } from '../../application/accounts/check-session.js';
import { makeDeleteAddress } from '../../application/accounts/delete-address.js';
import { makeEditAddress } from '../../application/accounts/edit-address.js';
import { makeEndUserSessions } from '../../application/accounts/end-user-sessions.js';
import { makeListProfileOrders } from '../../application/accounts/list-profile-orders.js';
import { makeLoginUser } from '../../application/accounts/login-user.js';
import { makeLogoutUser } from '../../application/accounts/logout-user.js';
import { makeRegisterUser } from '../../application/accounts/register-user.js';
import { makeRequestPasswordReset } from '../../application/accounts/request-password-reset.js';
import { makeResendVerification } from '../../application/accounts/resend-verification.js';
import { makeSetNewPassword } from '../../application/accounts/set-new-password.js';
import { makeVerifyAccount } from '../../application/accounts/verify-account.js';
import type { AccountTransaction } from '../../application/ports/account-transaction.js';
import type { PasswordPolicy } from '../../domain/password-policy.js';
import type { Config } from '../config/config.js';
import { SHOP_NAME } from '../main/web-app.js';
import { T } from '../container.js';
import { authenticate } from '../http/authenticate.js';
import { addressRoutes } from '../http/routes/users-addresses.js';
import { profileOrderRoutes } from '../http/routes/users-orders.js';
import { accountRateLimit } from '../http/routes/users-rate-limit.js';
import { userRoutes } from '../http/routes/users.js';
import { outboxIn } from '../postgres/outbox.js';
import { getOrCreateSetting } from '../postgres/app-settings.js';
import { inTransaction, type Db } from '../postgres/database.js';
import { postgresAddressRepository } from '../postgres/repositories/address-repository.js';
import { postgresCartRepository } from '../postgres/repositories/cart-repository.js';
import { postgresPasswordResetRepository } from '../postgres/repositories/password-reset-repository.js';
import { postgresProductStockReader } from '../postgres/repositories/product-stock-reader.js';
import { postgresProfileOrderReader } from '../postgres/repositories/profile-order-reader.js';
import { postgresSessionRepository } from '../postgres/repositories/session-repository.js';
import { postgresUserRepository } from '../postgres/repositories/user-repository.js';
import { JwtTokenService } from '../security/jwt-token-service.js';
import { shopPasswordPolicy } from '../security/password-policy.js';
import { sha256CodeDigest } from '../security/sha256-code-digest.js';
import type { Area } from './area.js';

const token = <V>(name: string) => Symbol.for(`shop.accounts.${name}`) as ServiceIdentifier<V>;

type UseCase<F extends (deps: never) => unknown> = ReturnType<F>;

/** Services of the accounts area. The back office uses `endUserSessions` when it deactivates, deletes or changes an account's rights. */
export const ACCOUNTS = {
  tx: token<AccountTransaction>('tx'),
  tokens: token<JwtTokenService>('tokens'),
  deps: token<AccountDeps>('deps'),
  passwordPolicy: token<PasswordPolicy>('passwordPolicy'),
  endUserSessions: token<UseCase<typeof makeEndUserSessions>>('endUserSessions'),
} as const;

export function accountTransaction(db: Db): AccountTransaction {
  return (work) =>
    inTransaction(db, (tx) =>
      work({
        users: postgresUserRepository(tx),
        sessions: postgresSessionRepository(tx),
        resets: postgresPasswordResetRepository(tx),
        addresses: postgresAddressRepository(tx),
        outbox: outboxIn(tx),
      }),
    );
}

export const accountsArea: Area = {
  name: 'accounts',
  bind(c) {
    c.bind(ACCOUNTS.tx).toResolvedValue((db: Db) => accountTransaction(db), [T.db]);
    c.bind(ACCOUNTS.tokens).toResolvedValue(
      (db: Db, config) =>
        new JwtTokenService(async () => config.JWT_SECRET || getOrCreateSetting(db, 'jwt-secret', () => randomBytes(48).toString('base64url'))),
      [T.db, T.config],
    );
    c.bind(ACCOUNTS.passwordPolicy).toResolvedValue((config: Config) => shopPasswordPolicy([SHOP_NAME, config.SHOP_LEGAL_NAME]), [T.config]);
    c.bind(ACCOUNTS.deps).toResolvedValue(
      (tx: AccountTransaction, tokens: JwtTokenService, hasher, ids, clock, config, limiter, passwordPolicy: PasswordPolicy) => ({
        tx,
        tokens,
        hasher,
        ids,
        clock,
        digest: sha256CodeDigest,
        limiter,
        passwordPolicy,
        publicUrl: config.PUBLIC_URL,
        tokenTtlHours: config.TOKEN_TTL_HOURS,
      }),
      [ACCOUNTS.tx, ACCOUNTS.tokens, T.hasher, T.ids, T.clock, T.config, T.rateLimiter, ACCOUNTS.passwordPolicy],
    );
    c.bind(ACCOUNTS.endUserSessions).toResolvedValue((deps: AccountDeps) => makeEndUserSessions(deps), [ACCOUNTS.deps]);
    c.bind(T.authenticate).toResolvedValue(
      (tokens: JwtTokenService, deps: AccountDeps): RequestHandler => authenticate({ verify: (t) => tokens.verify(t), checkSession: makeCheckSession(deps) }),
      [ACCOUNTS.tokens, ACCOUNTS.deps],
    );
  },
  routers(c) {
    const deps = c.get(ACCOUNTS.deps);
    const db = c.get(T.db);
    const registry = c.get(T.registry);
    const limiter = c.get(T.rateLimiter);
    return [
      userRoutes({
        registry,
        passwordPolicy: c.get(ACCOUNTS.passwordPolicy),
        limit: (route) => accountRateLimit(limiter, route),
        login: makeLoginUser({ ...deps, carts: postgresCartRepository(db), stock: postgresProductStockReader(db) }),
        logout: makeLogoutUser(deps),
        register: makeRegisterUser(deps),
        resendVerification: makeResendVerification(deps),
        verifyAccount: makeVerifyAccount(deps),
        requestPasswordReset: makeRequestPasswordReset(deps),
        setNewPassword: makeSetNewPassword(deps),
      }),
      addressRoutes({ registry, addAddress: makeAddAddress(deps), editAddress: makeEditAddress(deps), deleteAddress: makeDeleteAddress(deps) }),
      profileOrderRoutes({ registry, listProfileOrders: makeListProfileOrders({ orders: postgresProfileOrderReader(db) }) }),
    ];
  },
};
