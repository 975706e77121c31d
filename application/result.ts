/**
 * Expected outcomes of use cases. A failure carries a stable `code` (mapped to an HTTP status by the
 * one error mapper in the HTTP adapter), a sentence for a person, and, for bad input, a map of field
 * name to message.
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

export type Ok<T> = { ok: true; value: T };
export type Failure = {
  ok: false;
  code: FailureCode;
  message: string;
  fields?: Record<string, string>;
  /** Extra data the client needs with the failure (e.g. a corrected cart). */
  details?: Record<string, unknown>;
};
export type Result<T> = Ok<T> | Failure;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export function fail(code: FailureCode, message: string, fields?: Record<string, string>, details?: Record<string, unknown>): Failure {
  const failure: Failure = { ok: false, code, message };
  if (fields) failure.fields = fields;
  if (details) failure.details = details;
  return failure;
}

/** Bad input with one message per field; the message of the whole is the first field's. */
export function invalid(fields: Record<string, string>): Failure {
  return fail('invalid_input', Object.values(fields)[0] ?? 'The request is not valid.', fields);
}
