import type { PasswordPolicy } from '../../domain/password-policy.js';
import type { AccountTransaction } from '../ports/account-transaction.js';
import type { Clock } from '../ports/clock.js';
import type { CodeDigest } from '../ports/code-digest.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { RateLimiter } from '../ports/rate-limiter.js';
import type { TokenIssuer } from '../ports/token-issuer.js';

/** What the account use cases are built from; each takes the part it needs. */
export interface AccountDeps {
  tx: AccountTransaction;
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
