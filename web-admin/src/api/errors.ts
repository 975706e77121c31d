import { ApiError } from '../../../web-shared/api/client';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * A sentence for the administrator about a failed call: the server's message when it sent one. A 503
 * says why something cannot be done now (a refund the gateway refused, a busy shop) in words meant
 * for people, so its message is shown; other server errors get the generic sentence.
 */
export function errorText(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return error.body.message ?? fallback;
    if (error.status >= 500) return fallback;
    return error.body.message ?? Object.values(error.body)[0] ?? fallback;
  }
  return fallback;
}

/** A request dropped because a newer one replaced it: not an error to show. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
