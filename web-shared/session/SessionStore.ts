import { makeObservable, runInAction } from 'mobx';
import { TOKEN_KEY } from '../api/client';
import { decodeTokenPayload, type TokenPayload, type UserDetails } from './jwt';
import type { KeyValueStorage } from './storage';

export interface SessionApi {
  post<T>(path: string, body?: unknown): Promise<T>;
}

/**
 * The signed-in user, read from the JWT kept in storage key `token`. An SPA that needs more (the
 * storefront's account calls) extends this class and annotates only its own members.
 */
export class SessionStore {
  token: string | null = null;
  protected readonly api: SessionApi;
  readonly #storage: KeyValueStorage;
  readonly #now: () => number;

  /** `now` returns milliseconds since the epoch (like Date.now). */
  constructor(api: SessionApi, storage: KeyValueStorage, now: () => number = () => Date.now()) {
    this.api = api;
    this.#storage = storage;
    this.#now = now;
    // makeAutoObservable refuses subclassed classes; `true` infers the same annotations it would.
    makeObservable(
      this,
      {
        token: true,
        payload: true,
        user: true,
        isLoggedIn: true,
        isAdmin: true,
        setToken: true,
        clearToken: true,
        isLive: true,
        checkExpiry: true,
        logout: true,
      },
      { autoBind: true },
    );
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

  /** Ends the server session (failure ignored), then forgets the token. */
  async logout(): Promise<void> {
    if (this.token !== null) {
      try {
        await this.api.post('/api/users/logout', {});
      } catch {
        // The token is dropped anyway; the server session expires on its own.
      }
    }
    runInAction(() => this.clearToken());
  }
}
