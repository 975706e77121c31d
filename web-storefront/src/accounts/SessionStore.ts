import { shopAnalytics } from '../analytics/analytics-api';
import { makeObservable, runInAction } from 'mobx';
import type { LoginRequest, NewPasswordRequest, RegisterRequest } from '../../../adapters/http/contract/accounts.js';
import type { CartLineInput } from '../../../adapters/http/contract/cart.js';
import { ApiError, type ApiClient, type FieldErrors } from '../../../web-shared/api/client';
import { SessionStore as BaseSessionStore, type SessionApi } from '../../../web-shared/session/SessionStore';
import type { KeyValueStorage } from '../../../web-shared/session/storage';
import { AccountsApi } from './accounts-api';

export type { SessionApi };

/** What an account call came to: done, or the server's field messages (`unverified` when the account awaits verification). */
export type Outcome = { ok: true } | { ok: false; status: number; errors: FieldErrors; unverified: boolean };

const GENERIC = 'Something went wrong. Please try again.';

/** Turns a failed call into its field messages (a network failure becomes one general message). */
export function failureOf(error: unknown): Outcome {
  if (error instanceof ApiError) {
    const { unverified, ...errors } = error.body;
    return { ok: false, status: error.status, errors, unverified: unverified === 'true' };
  }
  return { ok: false, status: 0, errors: { message: GENERIC }, unverified: false };
}

/** The signed-in user plus the storefront's account calls (sign in, register, verify, reset). */
export class SessionStore extends BaseSessionStore {
  readonly #accounts: AccountsApi;

  /** `now` returns milliseconds since the epoch (like Date.now). */
  constructor(api: ApiClient, storage: KeyValueStorage, now?: () => number) {
    super(api, storage, now);
    this.#accounts = new AccountsApi(api);
    // The base class already made this object observable with autoBind, which applies here too.
    makeObservable(this, {
      login: true,
      register: true,
      resendVerification: true,
      requestPasswordReset: true,
      verifyAccount: true,
      setNewPassword: true,
    });
  }

  /** Signs in (e-mail lower-cased) sending the guest cart to merge; stores the token on success. */
  async login(email: string, password: string, cart: CartLineInput[] = []): Promise<Outcome> {
    const body: LoginRequest = { email: email.trim().toLowerCase(), password, cart, sync: true };
    try {
      const { token } = await this.#accounts.login(body);
      runInAction(() => this.setToken(token));
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }

  /** Registers an account (the server mails the verification link). */
  async register(fields: { firstName: string; lastName: string; email: string; password: string; password2: string }): Promise<Outcome> {
    const body: RegisterRequest = { ...fields, email: fields.email.trim().toLowerCase(), registeredUser: true };
    const outcome = await this.#call(() => this.#accounts.register(body));
    if (outcome.ok) shopAnalytics.track('CompleteRegistration');
    return outcome;
  }

  resendVerification(email: string): Promise<Outcome> {
    return this.#call(() => this.#accounts.resendVerification(email.trim().toLowerCase()));
  }

  requestPasswordReset(email: string): Promise<Outcome> {
    return this.#call(() => this.#accounts.requestPasswordReset(email.trim().toLowerCase()));
  }

  verifyAccount(code: string): Promise<Outcome> {
    return this.#call(() => this.#accounts.verifyAccount(code));
  }

  setNewPassword(userId: string, code: string, passwords: NewPasswordRequest): Promise<Outcome> {
    return this.#call(() => this.#accounts.setNewPassword(userId, code, passwords));
  }

  async #call(call: () => Promise<unknown>): Promise<Outcome> {
    try {
      await call();
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }
}
