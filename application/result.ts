/**
 * Expected outcomes of use cases. A failure carries a stable `code` (mapped to an HTTP status by the
 * one error mapper in the HTTP adapter) and, for bad input, a map of field name to message.
 */
export type Ok<T> = { ok: true; value: T };
export type Failure<C extends string = string> = {
  ok: false;
  code: C;
  message: string;
  fields?: Record<string, string>;
};
export type Result<T, C extends string = string> = Ok<T> | Failure<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = <C extends string>(code: C, message: string, fields?: Record<string, string>): Failure<C> =>
  fields ? { ok: false, code, message, fields } : { ok: false, code, message };
