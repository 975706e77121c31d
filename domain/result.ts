/**
 * The one Result of the shop. Rules and use cases return expected outcomes (coupon below minimum,
 * stock gone, order already cancelled…) as a value and throw only for bugs (see ./errors.ts).
 *
 * A failure says what kind of failure it is (`code`, which the HTTP adapter's one error mapper turns
 * into a status), why it happened in the terms of the rule or use case that failed (`reason`, typed
 * per use case, so callers branch on it and never on a message), a sentence for a person, and, for
 * bad input, a message per form field.
 */
export type FailureCode =
  | 'invalid_input' // 400
  | 'unauthenticated' // 401
  | 'payment_declined' // 402
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409 (state changed, already exists)
  | 'out_of_stock' // 409
  | 'rate_limited' // 429
  | 'unavailable'; // 503

/** A map of form field name to a plain-English message; empty when the input is valid. */
export type FieldErrors = Record<string, string>;

export type Ok<T> = { readonly ok: true; readonly value: T };

export interface Failure<R extends string = string> {
  readonly ok: false;
  readonly code: FailureCode;
  readonly reason: R;
  readonly message: string;
  /** For bad input: field name → message. */
  readonly fields?: FieldErrors;
  /** Data the caller needs with the failure (e.g. a corrected cart). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** `R` lists the failure reasons of the rule or use case; without it any reason may come back. */
export type Result<T, R extends string = string> = Ok<T> | Failure<R>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export interface FailureExtras<R extends string> {
  /** Why, when more precise than the code (the code is the reason otherwise). */
  reason?: R;
  fields?: FieldErrors;
  details?: Record<string, unknown>;
}

export function fail<C extends FailureCode, R extends string = C>(code: C, message: string, extras: FailureExtras<R> = {}): Failure<R> {
  const failure: { -readonly [K in keyof Failure<R>]: Failure<R>[K] } = { ok: false, code, reason: (extras.reason ?? code) as R, message };
  if (extras.fields) failure.fields = extras.fields;
  if (extras.details) failure.details = extras.details;
  return failure;
}

/** A failure about one form field: its message under that field's name. */
export const failField = <R extends string>(code: FailureCode, reason: R, field: string, message: string): Failure<R> => fail(code, message, { reason, fields: { [field]: message } });

/** Bad input with one message per field; the message of the whole is the first field's. */
export function invalid(fields: FieldErrors): Failure<'invalid_input'>;
export function invalid<R extends string>(fields: FieldErrors, reason: R): Failure<R>;
export function invalid(fields: FieldErrors, reason?: string): Failure {
  return fail('invalid_input', Object.values(fields)[0] ?? 'The request is not valid.', { fields, ...(reason === undefined ? {} : { reason }) });
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** An id that names no record: 404 with `{message}` (the back office's answer for every unknown id). */
export const unknownRecord = <R extends string>(reason: R, message: string): Failure<R> => fail('not_found', message, { reason });

/**
 * A rule refuses the change (a name already used, a category still in use, demoting yourself): 409,
 * with `{field: message}` when it is about one form field, else `{message}`.
 */
export const ruleConflict = <R extends string>(reason: R, message: string, field?: string): Failure<R> =>
  field === undefined ? fail('conflict', message, { reason }) : failField('conflict', reason, field, message);
