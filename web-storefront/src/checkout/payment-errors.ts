import type { CartLine as ServerCartLine } from '../../../adapters/http/contract/cart.js';
import { ApiError } from '../../../web-shared/api/client';
import type { CartWarning } from './types';

export interface PaymentFailure {
  /** Shown in red under the card fields. */
  cardError: string;
  /** Shown in red above the checkout steps. */
  noMatch: string;
  /** Present when the server answered with the current cart instead of an order. */
  cartChange?: { dbCart: ServerCartLine[]; warnings: CartWarning[] };
}

/** The card provider refused to make a payment method of the card typed (its message is for the shopper). */
export class CardMethodError extends Error {}

const FALLBACK = 'Your payment could not be completed. Please try again.';

/** The client keeps nested values of an error body as JSON text; this reads them back. */
function parsed<T>(value: string | undefined): T | undefined {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

/** What a failed payment call means for the page (contract: 402 cardError, 409 dbCart/warnings/stripeRefund, noMatch). */
export function readPaymentFailure(error: unknown): PaymentFailure {
  if (error instanceof CardMethodError) return { cardError: error.message, noMatch: '' };
  if (!(error instanceof ApiError)) return { cardError: FALLBACK, noMatch: '' };
  const body = error.body;
  const dbCart = parsed<ServerCartLine[]>(body.dbCart);
  if (Array.isArray(dbCart)) {
    return { cardError: body.stripeRefund ?? '', noMatch: '', cartChange: { dbCart, warnings: parsed<CartWarning[]>(body.warnings) ?? [] } };
  }
  if (body.noMatch) return { cardError: '', noMatch: body.noMatch };
  return { cardError: body.cardError ?? body.stripeRefund ?? body.number ?? body.expiry ?? body.cvc ?? body.message ?? FALLBACK, noMatch: '' };
}
