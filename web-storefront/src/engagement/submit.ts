import { ApiError, type FieldErrors } from '../../../web-shared/api/client';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Field messages of a failed submit: the server's `{field: message}` body, or one general message. */
export function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    if (error.status === 429) return { message: 'Too many attempts. Please wait a minute and try again.' };
    if (Object.keys(error.body).length > 0) return error.body;
  }
  return { message: GENERIC_ERROR };
}

/** Timers injected so the stores run under test without waiting. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
