/**
 * Bad input to a domain rule (a bug or unvalidated data, not a business outcome) is thrown as a
 * DomainError with a stable code. Expected business outcomes are returned as a Result instead
 * (see ./result.ts).
 */
export type DomainErrorCode =
  | 'invalid_amount'
  | 'invalid_quantity'
  | 'invalid_percent'
  | 'invalid_count'
  | 'invalid_date'
  | 'invalid_argument'
  | 'invalid_sort'
  | 'invalid_transition'
  | 'invalid_random_source'
  | 'unknown_country'
  | 'unknown_shipping_option'
  | 'unknown_status';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
