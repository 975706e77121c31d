/**
 * Expected business outcomes (coupon below minimum, option not offered, order already cancelled...)
 * are returned as a Result. `field` names the form field the message belongs under, when there is one.
 * Kept structurally compatible with application/result.ts (a domain Failure is assignable to it
 * except for `field`, which the application layer can fold into its `fields` map).
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Failure<C extends string = string> = {
  readonly ok: false;
  readonly code: C;
  readonly message: string;
  readonly field?: string;
  /** For bad input to a whole form: field name → message. */
  readonly fields?: FieldErrors;
};
export type Result<T, C extends string = string> = Ok<T> | Failure<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = <C extends string>(code: C, message: string, field?: string): Failure<C> =>
  field === undefined ? { ok: false, code, message } : { ok: false, code, message, field };
export const failFields = <C extends string>(code: C, message: string, fields: FieldErrors): Failure<C> => ({ ok: false, code, message, fields });

/** A map of form field name to a plain-English message; empty when the input is valid. */
export type FieldErrors = Record<string, string>;
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
