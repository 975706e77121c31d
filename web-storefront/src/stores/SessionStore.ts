import { makeAutoObservable, runInAction } from 'mobx';
import type {
  LoginRequest,
  NewPasswordRequest,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
  TokenResponse,
} from '../../../adapters/http/contract/accounts.js';
import type { CartLineInput } from '../../../adapters/http/contract/catalog.js';
import { ApiError, TOKEN_KEY, type FieldErrors } from '../api/client';
import { decodeTokenPayload, type TokenPayload, type UserDetails } from './jwt';
import type { KeyValueStorage } from './storage';

export interface SessionApi {
  post<T>(path: string, body?: unknown): Promise<T>;
}

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

/** The signed-in user, read from the JWT kept in storage key `token`. */
export class SessionStore {
  token: string | null = null;
  readonly #api: SessionApi;
  readonly #storage: KeyValueStorage;
  readonly #now: () => number;

  /** `now` returns milliseconds since the epoch (like Date.now). */
  constructor(api: SessionApi, storage: KeyValueStorage, now: () => number = () => Date.now()) {
    this.#api = api;
    this.#storage = storage;
    this.#now = now;
    makeAutoObservable(this, {}, { autoBind: true });
    this.token = storage.getItem(TOKEN_KEY);
    this.checkExpiry();
  }

  get payload(): TokenPayload | null {
    return this.token ? decodeTokenPayload(this.token) : null;
  }

  get user(): UserDetails | null {
    return this.payload?.userDetails ?? null;
  }

  get isLoggedIn(): boolean {
    return this.payload !== null;
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin === true;
  }

  /** Stores a token received from login. */
  setToken(token: string): void {
    this.#storage.setItem(TOKEN_KEY, token);
    this.token = token;
    this.checkExpiry();
  }

  /** Forgets the token locally (no server call). */
  clearToken(): void {
    this.#storage.removeItem(TOKEN_KEY);
    this.token = null;
  }

  /** True when a readable token exists and now() is before its exp. Pure: changes nothing. */
  isLive(): boolean {
    const payload = this.payload;
    return payload !== null && payload.exp * 1000 > this.#now();
  }

  /** Drops an unreadable or expired token; true when a live token remains. */
  checkExpiry(): boolean {
    if (this.token === null) return false;
    if (!this.isLive()) {
      this.clearToken();
      return false;
    }
    return true;
  }

  /** Signs in (e-mail lower-cased) sending the guest cart to merge; stores the token on success. */
  async login(email: string, password: string, cart: CartLineInput[] = []): Promise<Outcome> {
    const body: LoginRequest = { email: email.trim().toLowerCase(), password, cart, sync: true };
    try {
      const { token } = await this.#api.post<TokenResponse>('/api/users/login', body);
      runInAction(() => this.setToken(token));
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }

  /** Registers an account (the server mails the verification link). */
  async register(fields: Omit<RegisterRequest, 'registeredUser' | 'cart'>): Promise<Outcome> {
    const body: RegisterRequest = { ...fields, email: fields.email.trim().toLowerCase(), registeredUser: true };
    return this.#call<RegisterResponse>('/api/users/register', body);
  }

  resendVerification(email: string): Promise<Outcome> {
    return this.#call<SuccessResponse>('/api/users/verify-user', { email: email.trim().toLowerCase() });
  }

  requestPasswordReset(email: string): Promise<Outcome> {
    return this.#call<SuccessResponse>('/api/users/reset-password', { email: email.trim().toLowerCase() });
  }

  verifyAccount(code: string): Promise<Outcome> {
    return this.#call<SuccessResponse>(`/api/users/verifyaccount/${encodeURIComponent(code)}`);
  }

  setNewPassword(userId: string, code: string, passwords: NewPasswordRequest): Promise<Outcome> {
    return this.#call<SuccessResponse>(`/api/users/newPassword/${encodeURIComponent(userId)}/${encodeURIComponent(code)}`, passwords);
  }

  async #call<T>(path: string, body?: unknown): Promise<Outcome> {
    try {
      await this.#api.post<T>(path, body);
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }

  /** Ends the server session (failure ignored), then forgets the token. */
  async logout(): Promise<void> {
    if (this.token !== null) {
      try {
        await this.#api.post('/api/users/logout', {});
      } catch {
        // The token is dropped anyway; the server session expires on its own.
      }
    }
    runInAction(() => this.clearToken());
  }
}
