import type { KeyValueStorage } from '../session/storage';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** A server error body: field name → message (`{ email: 'Email already exists' }`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** Thrown for every non-2xx answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: FieldErrors;

  constructor(status: number, body: FieldErrors) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiClientOptions {
  fetch: FetchFn;
  /** Where the login token lives (key `token`); omitted means never send one. */
  storage?: Pick<KeyValueStorage, 'getItem'>;
  /** Same origin by default. */
  baseUrl?: string;
  /** Statuses that mean the session is gone; the handler set with onAuthFailure runs for them. */
  authFailureStatuses?: readonly number[];
}

export const TOKEN_KEY = 'token';

/** Per-call options: a signal to abort a request whose answer is no longer wanted. */
export interface RequestOptions {
  signal?: AbortSignal;
}

function toFieldErrors(parsed: unknown, text: string, status: number): FieldErrors {
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      out[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return out;
  }
  if (typeof parsed === 'string' && parsed) return { message: parsed };
  return { message: text || `HTTP ${status}` };
}

/** Small JSON-over-fetch client. Injectable fetch keeps the stores testable without a network. */
export class ApiClient {
  readonly #fetch: FetchFn;
  readonly #storage: Pick<KeyValueStorage, 'getItem'> | undefined;
  readonly #baseUrl: string;
  readonly #authFailureStatuses: readonly number[];
  #onAuthFailure: ((status: number) => void) | undefined;

  constructor(options: ApiClientOptions) {
    this.#fetch = options.fetch;
    this.#storage = options.storage;
    this.#baseUrl = options.baseUrl ?? '';
    this.#authFailureStatuses = options.authFailureStatuses ?? [401];
  }

  /** Called when an answer has one of the auth-failure statuses (before the ApiError is thrown). */
  onAuthFailure(handler: ((status: number) => void) | undefined): void {
    this.#onAuthFailure = handler;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  patch<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PATCH', path, body);
  }

  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, body);
  }

  async request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const token = this.#storage?.getItem(TOKEN_KEY);
    if (token) headers.Authorization = `Bearer ${token}`;

    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (payload !== undefined) init.body = payload;
    if (options.signal) init.signal = options.signal;
    const response = await this.#fetch(this.#baseUrl + path, init);

    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      if (this.#authFailureStatuses.includes(response.status)) this.#onAuthFailure?.(response.status);
      throw new ApiError(response.status, toFieldErrors(parsed, text, response.status));
    }
    return parsed as T;
  }
}
