import type { AccountTransaction, CodeDigest, PasswordHasher, TokenIssuer } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';

/** What the account use cases are built from; each takes the part it needs. */
export interface AccountDeps {
  tx: AccountTransaction;
  hasher: PasswordHasher;
  ids: IdGenerator;
  clock: Clock;
  tokens: TokenIssuer;
  digest: CodeDigest;
  /** Base of the links in mails, without a trailing slash. */
  publicUrl: string;
  tokenTtlHours: number;
}

export const HOUR_MS = 3_600_000;
