import type { PaymentConfirmations, PaymentGateway } from '../platform/payment-gateway.js';
import { fail, ok, type Result } from '../../domain/result.js';

/** How an order is paid for (the spec's `paymentType`). */
export type PaymentType = 'stripe' | 'paypal';

/**
 * The gateway that takes each payment type, or null where the shop does not take it. With no
 * provider configured both are the built-in test gateway; with a provider configured each type is
 * its real provider or null — the test gateway never stands in for a provider that is missing.
 */
export interface PaymentGateways {
  stripe: (PaymentGateway & PaymentConfirmations) | null;
  paypal: PaymentGateway | null;
}

export const NOT_OFFERED: Record<PaymentType, string> = {
  stripe: 'Card payments are not available in this shop.',
  paypal: 'PayPal payments are not available in this shop.',
};

/** The gateway of this payment type; not_found when the shop does not take it. */
export function gatewayFor<T extends PaymentType>(gateways: PaymentGateways, type: T): Result<NonNullable<PaymentGateways[T]>> {
  const gateway = gateways[type];
  return gateway ? ok(gateway as NonNullable<PaymentGateways[T]>) : fail('not_found', NOT_OFFERED[type]);
}

/** One PayPal order is one checkout: its id keys the attempt, so the capture, a retry and the webhook find it. */
export const paypalCheckoutKey = (paypalOrderId: string): string => `paypal:${paypalOrderId}`;

/** An order paid through the test gateway is a test order: no real money was taken. */
export const isTestPayment = (gateway: PaymentGateway): boolean => gateway.provider === 'test';
