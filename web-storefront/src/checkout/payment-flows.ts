import { expressShippingOptions } from '../../../domain/index.js';
import type { ReceiveStripePaymentRequest, StripePaymentRequiresAction } from '../../../adapters/http/contract/checkout.js';
import type { CheckoutApi } from './checkout-api';
import { AUTHENTICATION_FAILED, type LivePayments, type WalletPayment } from './LivePayments';
import { CardMethodError } from './payment-errors';
import type { CardFields, CheckoutFormState, PlacedOrder } from './types';

export type OrderBody = Omit<ReceiveStripePaymentRequest, 'paymentId'>;

/** The checkout state a payment reads, and the store's own ways of starting and ending one. */
export interface PaymentContext {
  api: CheckoutApi;
  log?: (error: unknown) => void;
  store: {
    readonly paying: boolean;
    readonly canPay: boolean;
    readonly live: LivePayments;
    readonly card: CardFields;
    readonly form: CheckoutFormState;
    readonly goodsCents: number;
    readonly checkoutKey: string;
    paypalEnded(): void;
    /** Test mode's stand-in for 3-D Secure: resolves true when the shopper approves. */
    askTestAuthentication(): Promise<boolean>;
  };
  orderBody(form?: CheckoutFormState): OrderBody;
  start(): void;
  complete(order: PlacedOrder): PlacedOrder;
  failed(error: unknown, showErrors?: boolean): void;
}

/**
 * The three ways to pay (card, wallet, PayPal), each ending in the store's `complete` or `failed`:
 * the server answers an order, a decline (cardError), a changed cart (dbCart, warnings) or a refund.
 */
export class PaymentFlows {
  readonly #c: PaymentContext;

  constructor(context: PaymentContext) {
    this.#c = context;
  }

  async payByCard(): Promise<PlacedOrder | null> {
    const { store, api } = this.#c;
    if (!store.canPay) return null;
    this.#c.start();
    try {
      const paymentId = store.live.cardEnabled
        ? await store.live.createPaymentMethod(store.form)
        : (await api.testPaymentMethod({ number: store.card.number.replace(/\s/g, ''), expiry: store.card.expiry, cvc: store.card.cvc })).id;
      const answer = await api.receiveStripePayment({ ...this.#c.orderBody(), paymentId });
      if (!('requiresAction' in answer)) return this.#c.complete(answer);
      // The card needs 3-D Secure: the shopper authenticates, then the server places the order.
      const paymentIntentId = await this.#authenticate(answer);
      return this.#c.complete(await api.confirmStripePayment({ checkoutKey: answer.checkoutKey, paymentIntentId }));
    } catch (error) {
      this.#c.failed(error);
      return null;
    }
  }

  async #authenticate(action: StripePaymentRequiresAction): Promise<string> {
    const { store } = this.#c;
    if (store.live.cardEnabled) return store.live.authenticateCard(action.clientSecret, action.paymentIntentId);
    if (await store.askTestAuthentication()) return action.paymentIntentId;
    throw new CardMethodError(AUTHENTICATION_FAILED);
  }

  async payWithWallet(wallet?: WalletPayment): Promise<PlacedOrder | null> {
    const { store, api } = this.#c;
    if (store.paying) return null;
    this.#c.start();
    try {
      const options = expressShippingOptions(wallet?.details.country ?? store.form.country, store.goodsCents);
      const option = wallet ? options.find((o) => o.id === wallet.shippingType) : options[0];
      const body = { ...this.#c.orderBody(wallet?.details), shippingType: option?.shippingType ?? wallet?.shippingType ?? '', shippingFee: (option?.feeCents ?? 0) / 100 };
      return this.#c.complete(await api.expressCheckout({ ...body, token: wallet?.token ?? `test_wallet_${store.checkoutKey}` }));
    } catch (error) {
      this.#c.failed(error);
      return null;
    }
  }

  async payWithPaypal(approve: (paypalOrderId: string) => Promise<string> = async (id) => id): Promise<PlacedOrder | null> {
    if (this.#c.store.paying) return null;
    try {
      return await this.capturePaypal(await approve(await this.startPaypalOrder()));
    } catch {
      this.#c.store.paypalEnded();
      return null;
    }
  }

  async startPaypalOrder(): Promise<string> {
    this.#c.start();
    try {
      return (await this.#c.api.createPaypalOrder(this.#c.orderBody())).id;
    } catch (error) {
      this.#c.log?.(error);
      this.#c.failed(error, false);
      throw error;
    }
  }

  async capturePaypal(paypalOrderId: string): Promise<PlacedOrder | null> {
    try {
      return this.#c.complete(await this.#c.api.receivePaypalPayment({ ...this.#c.orderBody(), paymentId: paypalOrderId }));
    } catch (error) {
      this.#c.log?.(error);
      this.#c.failed(error, false);
      return null;
    }
  }
}
