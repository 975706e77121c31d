import type { AddressRepository } from './address-repository.js';
import type { Outbox } from '../platform/outbox.js';
import type { PasswordResetRepository } from './password-reset-repository.js';
import type { SessionRepository } from './session-repository.js';
import type { UserRepository } from './ports.js';

/** The account repositories and the outbox, all bound to one transaction. */
export interface AccountStores {
  users: UserRepository;
  sessions: SessionRepository;
  resets: PasswordResetRepository;
  addresses: AddressRepository;
  outbox: Outbox;
}

/** Runs `work` in one transaction: everything it writes (mails included) commits together or not at all. */
export type AccountTransaction = <T>(work: (stores: AccountStores) => Promise<T>) => Promise<T>;
