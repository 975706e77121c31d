import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { AccountStores, CodeDigest, PasswordHasher, TokenIssuer } from './ports.js';
import type { PasswordPolicy } from '../../domain/password-policy.js';
import type { RateLimiter } from '../platform/rate-limiter.js';

/** What the account use cases are built from; each takes the part it needs. */
export interface AccountDeps {
  /** The account stores for reads, outside any transaction. */
  stores: AccountStores;
  /** Changes: one transaction each, with the mails and events they cause. */
  uow: UnitOfWork<AccountStores>;
  hasher: PasswordHasher;
  ids: IdGenerator;
  clock: Clock;
  tokens: TokenIssuer;
  digest: CodeDigest;
  /** Counts failed sign-ins and registration guesses (Redis when configured, so all web processes share them). */
  limiter: RateLimiter;
  /** The common-password list and the shop's names the password rule checks against. */
  passwordPolicy: PasswordPolicy;
  /** Base of the links in mails, without a trailing slash. */
  publicUrl: string;
  tokenTtlHours: number;
}

export const HOUR_MS = 3_600_000;
