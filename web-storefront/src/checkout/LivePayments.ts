import { makeAutoObservable, runInAction } from 'mobx';
import { CardMethodError } from './payment-errors';
import type { BillingDetails, ScriptHost, Stripe, StripeElement, StripeElementChange, WalletPaymentMethodEvent, WalletShippingOption } from './provider-sdk';
import type { CheckoutFormState, PaymentConfigResponse, PlacedOrder } from './types';
import { countryOfWallet, walletDetails, walletShippingOptions, walletTotal } from './wallet';

/** A wallet payment for the order calls: the wallet's payment method, its shipping option and the sheet's details. */
export interface WalletPayment {
  token: string;
  shippingType: string;
  details: CheckoutFormState;
}

/** What the live payment widgets need from the checkout. */
export interface LivePaymentHost {
  readonly paymentConfig: PaymentConfigResponse | null;
  readonly form: CheckoutFormState;
  /** The goods after the coupon, in cents (the wallet's shipping options follow it). */
  readonly goodsCents: number;
  cardEdited(): void;
  payWithWallet(wallet: WalletPayment): Promise<PlacedOrder | null>;
  startPaypalOrder(): Promise<string>;
  capturePaypal(paypalOrderId: string): Promise<PlacedOrder | null>;
  paypalEnded(): void;
}

export type WidgetStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export const CARD_UNAVAILABLE = 'The card form could not be loaded. Please check your connection and reload the page.';
const CARD_NOT_READY = 'The card form is not ready yet. Please try again in a moment.';
const CARD_FAILED = 'Your card could not be checked. Please try again.';
export const AUTHENTICATION_FAILED = 'We could not authenticate your payment. Please try again or use another card.';

const billingOf = (f: CheckoutFormState): BillingDetails => ({
  name: `${f.firstname} ${f.lastname}`.trim(),
  email: f.email.trim(),
  ...(f.phoneNumber ? { phone: f.phoneNumber.replace(/\s/g, '') } : {}),
  address: { line1: f.address, city: f.city, ...(f.region ? { state: f.region } : {}), ...(f.postcode ? { postal_code: f.postcode } : {}) },
});

/**
 * The live payment step (a provider is configured): Stripe Elements' card field, the Payment
 * Request wallet button (only where the device can pay) and the PayPal buttons. The provider
 * scripts come from the URLs the server's payment config gives; each mount is cancelled by its
 * unmount, so a widget never lands in a page that has moved on.
 */
export class LivePayments {
  cardStatus: WidgetStatus = 'idle';
  /** Elements report the card number, expiry and security code complete. */
  cardComplete = false;
  /** Elements' own message while the card is invalid ('Your card number is invalid.'). */
  cardMessage = '';
  walletAvailable = false;
  paypalStatus: WidgetStatus = 'idle';

  readonly #host: LivePaymentHost;
  readonly #scripts: ScriptHost;
  readonly #log: (error: unknown) => void;
  #stripe: Stripe | null = null;
  #card: StripeElement | null = null;
  #cardRun = 0;
  #walletRun = 0;
  #paypalRun = 0;

  constructor(host: LivePaymentHost, scripts: ScriptHost, log: (error: unknown) => void = () => undefined) {
    this.#host = host;
    this.#scripts = scripts;
    this.#log = log;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Card by Stripe Elements: live mode with a publishable key and a script URL. */
  get cardEnabled(): boolean {
    const c = this.#host.paymentConfig;
    return c?.mode === 'live' && Boolean(c.stripePublishableKey) && Boolean(c.stripeJsUrl);
  }

  get paypalEnabled(): boolean {
    const c = this.#host.paymentConfig;
    return Boolean(c?.paypalClientId) && Boolean(c?.paypalSdkUrl);
  }

  async #loadStripe(): Promise<Stripe> {
    if (this.#stripe) return this.#stripe;
    const c = this.#host.paymentConfig;
    if (!c?.stripeJsUrl || !c.stripePublishableKey) throw new Error('Stripe is not configured');
    await this.#scripts.load(c.stripeJsUrl);
    const factory = this.#scripts.stripe();
    if (!factory) throw new Error('Stripe.js did not load');
    this.#stripe = factory(c.stripePublishableKey);
    return this.#stripe;
  }

  // ---- Card ----

  async mountCard(target: HTMLElement): Promise<void> {
    if (!this.cardEnabled) return;
    const run = ++this.#cardRun;
    this.cardStatus = 'loading';
    try {
      const stripe = await this.#loadStripe();
      if (run !== this.#cardRun) return;
      const card = stripe.elements({ locale: 'en' }).create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
      card.on('change', this.cardChanged);
      card.mount(target);
      runInAction(() => {
        this.#card = card;
        this.cardStatus = 'ready';
      });
    } catch (error) {
      this.#log(error);
      if (run === this.#cardRun) runInAction(() => (this.cardStatus = 'unavailable'));
    }
  }

  unmountCard(): void {
    this.#cardRun += 1;
    const card = this.#card;
    this.#card = null;
    if (card) {
      if (card.destroy) card.destroy();
      else card.unmount();
    }
    this.cardStatus = 'idle';
    this.cardComplete = false;
    this.cardMessage = '';
  }

  cardChanged(event: StripeElementChange): void {
    this.cardComplete = event.complete;
    this.cardMessage = event.error?.message ?? '';
    this.#host.cardEdited();
  }

  /** A Stripe PaymentMethod for the card typed into Elements; throws CardMethodError with Stripe's message. */
  async createPaymentMethod(form: CheckoutFormState): Promise<string> {
    const stripe = this.#stripe;
    const card = this.#card;
    if (!stripe || !card) throw new CardMethodError(CARD_NOT_READY);
    const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billingOf(form) });
    if (result.error || !result.paymentMethod) throw new CardMethodError(result.error?.message || CARD_FAILED);
    return result.paymentMethod.id;
  }

  /** Stripe.js takes the shopper through 3-D Secure; answers the PaymentIntent id, or throws CardMethodError with Stripe's message. */
  async authenticateCard(clientSecret: string, paymentIntentId: string): Promise<string> {
    const stripe = this.#stripe;
    if (!stripe) throw new CardMethodError(CARD_NOT_READY);
    const result = await stripe.handleCardAction(clientSecret);
    if (result.error || !result.paymentIntent || result.paymentIntent.status === 'requires_payment_method' || result.paymentIntent.status === 'canceled') {
      throw new CardMethodError(result.error?.message || AUTHENTICATION_FAILED);
    }
    return result.paymentIntent.id || paymentIntentId;
  }

  // ---- Express wallet ----

  /** The Payment Request Button, mounted only when `canMakePayment()` says the device can pay. */
  async mountWallet(target: HTMLElement): Promise<void> {
    if (!this.cardEnabled) return;
    const run = ++this.#walletRun;
    try {
      const stripe = await this.#loadStripe();
      if (run !== this.#walletRun) return;
      let country = this.#host.form.country;
      const options = (): WalletShippingOption[] => walletShippingOptions(country, this.#host.goodsCents);
      const totalFor = (id?: string) => walletTotal(this.#host.goodsCents, options().find((o) => o.id === id) ?? options()[0]);
      const request = stripe.paymentRequest({
        country: 'AU',
        currency: 'aud',
        total: totalFor(),
        requestShipping: true,
        requestPayerName: true,
        requestPayerEmail: true,
        requestPayerPhone: true,
        shippingOptions: options(),
      });
      request.on('shippingaddresschange', (event) => {
        const chosen = countryOfWallet(event.shippingAddress.country);
        if (!chosen) return event.updateWith({ status: 'invalid_shipping_address' });
        country = chosen;
        event.updateWith({ status: 'success', shippingOptions: options(), total: totalFor() });
      });
      request.on('shippingoptionchange', (event) => event.updateWith({ status: 'success', total: totalFor(event.shippingOption.id) }));
      request.on('paymentmethod', (event) => void this.#walletPaid(event, options()[0]?.id ?? ''));
      const can = await request.canMakePayment();
      if (run !== this.#walletRun) return;
      runInAction(() => (this.walletAvailable = Boolean(can)));
      if (!can) return;
      const button = stripe.elements().create('paymentRequestButton', { paymentRequest: request });
      // The sheet opens with the cart, coupon and country as they are at the click.
      button.on('click', () => {
        country = this.#host.form.country;
        request.update({ total: totalFor(), shippingOptions: options() });
      });
      button.mount(target);
    } catch (error) {
      this.#log(error);
    }
  }

  unmountWallet(): void {
    this.#walletRun += 1;
    this.walletAvailable = false;
  }

  async #walletPaid(event: WalletPaymentMethodEvent, fallbackOption: string): Promise<void> {
    const order = await this.#host.payWithWallet({ token: event.paymentMethod.id, shippingType: event.shippingOption?.id ?? fallbackOption, details: walletDetails(event, this.#host.form) });
    event.complete(order ? 'success' : 'fail');
  }

  // ---- PayPal ----

  /** PayPal's buttons: the server creates the order at its price, then captures what the buyer approved. */
  async mountPaypal(target: HTMLElement): Promise<void> {
    const c = this.#host.paymentConfig;
    if (!this.paypalEnabled || !c?.paypalSdkUrl || !c.paypalClientId) return;
    const run = ++this.#paypalRun;
    this.paypalStatus = 'loading';
    try {
      const url = new URL(c.paypalSdkUrl, globalThis.location?.href);
      url.searchParams.set('client-id', c.paypalClientId);
      url.searchParams.set('currency', 'AUD');
      await this.#scripts.load(url.toString());
      const sdk = this.#scripts.paypal();
      if (!sdk) throw new Error('The PayPal SDK did not load');
      if (run !== this.#paypalRun) return;
      await sdk
        .Buttons({
          createOrder: () => this.#host.startPaypalOrder(),
          onApprove: async (data) => void (await this.#host.capturePaypal(data.orderID)),
          onCancel: () => this.#host.paypalEnded(),
          onError: (error) => {
            // A PayPal failure is only logged (spec §8): the cart stays as it was.
            this.#log(error);
            this.#host.paypalEnded();
          },
          style: { layout: 'horizontal', tagline: 'false' },
        })
        .render(target);
      if (run === this.#paypalRun) runInAction(() => (this.paypalStatus = 'ready'));
    } catch (error) {
      this.#log(error);
      if (run === this.#paypalRun) runInAction(() => (this.paypalStatus = 'unavailable'));
    }
  }

  unmountPaypal(): void {
    this.#paypalRun += 1;
    this.paypalStatus = 'idle';
  }
}
