import { expressShippingOptions } from '../../../domain/index.js';
import type { ReceiveStripePaymentRequest } from '../../../adapters/http/contract/checkout.js';
import type { CheckoutApi } from './checkout-api';
import type { LivePayments, WalletPayment } from './LivePayments';
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
      // The server confirms the PaymentIntent itself: it answers an order, a decline or a changed cart, never a card action.
      const paymentId = store.live.cardEnabled
        ? await store.live.createPaymentMethod(store.form)
        : (await api.testPaymentMethod({ number: store.card.number.replace(/\s/g, ''), expiry: store.card.expiry, cvc: store.card.cvc })).id;
      return this.#c.complete(await api.receiveStripePayment({ ...this.#c.orderBody(), paymentId }));
    } catch (error) {
      this.#c.failed(error);
      return null;
    }
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
