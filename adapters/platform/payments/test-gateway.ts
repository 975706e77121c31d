import { randomBytes } from 'node:crypto';
import type { ChargeOutcome, ChargeRequest, PaymentConfirmations, PaymentGateway, PaymentState, PaypalOrders, TestCard, TestPaymentMethods } from '../../../application/platform/payment-gateway.js';

/** What each test card does (the card providers' usual test numbers). */
const CARD_OUTCOMES: Record<string, 'ok' | 'declined' | 'funds' | 'auth'> = {
  '4242424242424242': 'ok',
  '4000002760003184': 'auth',
  '4000000000000002': 'declined',
  '4000000000009995': 'funds',
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';

const token = (): string => randomBytes(12).toString('hex');

/**
 * The built-in gateway used when no provider keys are set: card numbers decide the outcome, and only
 * the outcome travels in the payment method id (the card number is neither kept nor logged). Wallet
 * test tokens (`test_wallet…`) and test PayPal orders (`TESTPAYPAL-…`) approve. Charges are
 * idempotent by key within the process, which is all a test gateway needs. The authentication card
 * (4000 0027 6000 3184) answers `requires_action`; the payment step's test-mode dialog stands in for
 * 3-D Secure, so confirming such a payment afterwards always succeeds.
 */
export class TestPaymentGateway implements PaymentGateway, PaymentConfirmations, TestPaymentMethods, PaypalOrders {
  readonly provider = 'test' as const;
  private readonly charges = new Map<string, ChargeOutcome>();
  private readonly refunds = new Set<string>();
  private readonly intents = new Map<string, { request: ChargeRequest; succeeded: boolean }>();
  /** How many distinct charges succeeded (tests: a retried payment charges once). */
  chargeCount = 0;

  async create(card: TestCard): Promise<{ id: string }> {
    const outcome = CARD_OUTCOMES[card.number] ?? 'ok';
    return { id: `pm_test_${outcome}_${token()}` };
  }

  async createOrder(): Promise<{ id: string }> {
    return { id: `TESTPAYPAL-${token().toUpperCase()}` };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return known;
    const outcome = this.decide(request.paymentMethodId);
    this.charges.set(request.idempotencyKey, outcome);
    if (outcome.status === 'succeeded') this.chargeCount += 1;
    if (outcome.status === 'requires_action') this.intents.set(outcome.paymentId, { request, succeeded: false });
    return outcome;
  }

  async retrieve(paymentId: string): Promise<PaymentState> {
    const intent = this.intents.get(paymentId);
    if (!intent) return { status: 'declined', message: 'This payment is not known to the test gateway.' };
    if (!intent.succeeded) {
      intent.succeeded = true;
      this.chargeCount += 1;
    }
    return { status: 'succeeded', paymentId, amountCents: intent.request.amountCents, checkoutKey: intent.request.metadata.checkoutKey ?? null };
  }

  async refund(paymentId: string): Promise<void> {
    this.refunds.add(paymentId);
  }

  /** Whether this payment was refunded (tests). */
  wasRefunded(paymentId: string): boolean {
    return this.refunds.has(paymentId);
  }

  private decide(method: string): ChargeOutcome {
    const m = /^pm_test_(ok|declined|funds|auth)_[0-9a-f]+$/.exec(method);
    if (m?.[1] === 'auth') {
      const id = `pi_test_${token()}`;
      return { status: 'requires_action', paymentId: id, clientSecret: `${id}_secret_${token()}` };
    }
    if (m?.[1] === 'declined') return { status: 'declined', message: DECLINED_MESSAGE };
    if (m?.[1] === 'funds') return { status: 'declined', message: INSUFFICIENT_FUNDS_MESSAGE };
    if (m || /^test_wallet[\w-]*$/.test(method) || /^TESTPAYPAL-[0-9A-F]+$/.test(method)) return { status: 'succeeded', paymentId: `pi_test_${token()}` };
    return { status: 'declined', message: 'This payment method is not recognised in test mode.' };
  }
}
