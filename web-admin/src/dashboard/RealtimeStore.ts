import { reaction } from 'mobx';
import type { AdminUserRow } from '../users/users-api';
import { LiveStream } from './LiveStream';

/** What the channel needs from the rest of the store tree. */
export interface RealtimeParts {
  session: { readonly token: string | null; readonly isAdmin: boolean; clearToken(): void };
  dashboard: { applyEvent(event: string, data: unknown): void; loadSummary(): Promise<void> };
  users: { receiveUser(user: AdminUserRow): void };
}

export interface RealtimeOptions {
  /** The stream's fetch (the ApiClient's own is not a stream reader); defaults to the browser's. */
  fetch?: typeof fetch;
  retryDelayMs?: (attempt: number) => number;
}

const isUserRow = (data: unknown): data is AdminUserRow => typeof data === 'object' && data !== null && typeof (data as { _id?: unknown })._id === 'string';

/**
 * The back office's one realtime channel (GET /api/admin/events, admin-api.md "Realtime"), open while
 * an administrator is signed in, whatever screen is shown: `revenue` and `users` update the summary
 * cards, `newUser` the users list. Closed on logout or when the session ends.
 */
export class RealtimeStore {
  readonly live: LiveStream;
  readonly #parts: RealtimeParts;
  #unfollow: (() => void) | null = null;

  constructor(parts: RealtimeParts, options: RealtimeOptions = {}) {
    this.#parts = parts;
    const handlers = new Map<string, (data: unknown) => void>([
      ['revenue', (data) => parts.dashboard.applyEvent('revenue', data)],
      ['users', (data) => parts.dashboard.applyEvent('users', data)],
      ['newUser', (data) => isUserRow(data) && parts.users.receiveUser(data)],
    ]);
    this.live = new LiveStream({
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      token: () => parts.session.token,
      onEvent: (event, data) => handlers.get(event)?.(data),
      onAuthFailure: () => parts.session.clearToken(),
      onOpen: () => void parts.dashboard.loadSummary(),
      ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    });
  }

  /**
   * Follows the session from now on: opens the channel with an administrator's token, reopens it
   * when the token changes, closes it when there is none (logout, ended session) or no admin rights.
   * Answers the function that stops following and closes the channel.
   */
  follow(): () => void {
    if (!this.#unfollow) {
      const dispose = reaction(
        () => (this.#parts.session.isAdmin ? this.#parts.session.token : null),
        (token) => {
          this.live.stop();
          if (token !== null) this.live.start();
        },
        { fireImmediately: true },
      );
      this.#unfollow = () => {
        dispose();
        this.live.stop();
        this.#unfollow = null;
      };
    }
    return this.#unfollow;
  }
}
