import { shopAnalytics } from '../analytics/analytics-api';
import { makeAutoObservable, runInAction } from 'mobx';
import { canContinueToShipping, freeShippingProgress, minimumSpendMessage, regionLabel, shippingOptionsFor, type ShippingOption } from '../../../domain/index.js';
import { ApiError } from '../../../web-shared/api/client';
import { readPaymentFailure } from './payment-errors';
import { LivePayments, type LivePaymentHost, type WalletPayment } from './LivePayments';
import { browserScripts, type ScriptHost } from './provider-sdk';
import type { CartLine, CartStore } from '../cart/CartStore';
import { GUEST_ID_KEY } from '../cart/CartSync';
import type { KeyValueStorage } from '../../../web-shared/session/storage';
import type { UserDetails } from '../../../web-shared/session/jwt';
import { cardComplete } from './card';
import { CartReview } from './CartReview';
import { CouponEntry } from './CouponEntry';
import { submitDetails } from './details-submit';
import { PaymentFlows } from './payment-flows';
import type { CartApi } from '../cart/cart-api';
import type { CheckoutApi } from './checkout-api';
import { defaultAddressOf, emptyCheckoutForm, normalizedForm, orderRequestBody, prefilledForm, savedAddressesOf, withAddress } from './form';
import { couponDiscountCents, couponMinimumCents } from './totals';
import type { CardFields, CheckoutFormState, CheckoutStep, PaymentConfigResponse, PlacedOrder, SavedAddress } from './types';

export interface CheckoutSession {
  readonly user: UserDetails | null;
  readonly isLoggedIn: boolean;
  setToken(token: string): void;
}

export interface CheckoutStoreDeps {
  api: CheckoutApi;
  /** The cart's calls (the order review changes quantities and checks the cart). */
  cartApi: CartApi;
  cart: CartStore;
  session: CheckoutSession;
  storage: KeyValueStorage;
  /** A fresh idempotency key per checkout attempt. */
  newKey?: () => string;
  /** Where failures that the shopper is not shown go (PayPal failures, spec §8). */
  log?: (error: unknown) => void;
  /** Loads the payment providers' scripts in live mode (the page's by default). */
  scripts?: ScriptHost;
}

const emptyCard = (): CardFields => ({ number: '', expiry: '', cvc: '' });

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Cart page and the three checkout steps: form, shipping, coupon, payment and the placed order. */
export class CheckoutStore implements LivePaymentHost {
  form: CheckoutFormState = emptyCheckoutForm();
  fieldErrors: Record<string, string> = {};
  loading = false;
  verified = false;
  selectedAddressId: string | null = null;
  shippingMethod: string | null = null;
  card: CardFields = emptyCard();
  infoConfirmed = false;
  paying = false;
  cardError = '';
  noMatch = '';
  paymentConfig: PaymentConfigResponse | null = null;
  /** The payment config could not be loaded: the payment step says so instead of offering anything. */
  paymentConfigFailed = false;
  /** Test mode: the dialog standing in for the bank's 3-D Secure page is open. */
  testAuthenticationOpen = false;
  lastOrder: PlacedOrder | null = null;
  /** Set when an order was just placed, until the confirmation shows it. */
  orderToShow: string | null = null;
  checkoutKey: string;
  readonly review: CartReview;
  readonly coupons: CouponEntry;
  /** Stripe Elements, the wallet button and PayPal's buttons when a provider is configured. */
  readonly live: LivePayments;

  readonly #deps: CheckoutStoreDeps;
  readonly #newKey: () => string;
  readonly #flows: PaymentFlows;
  #testAuthenticated: ((approved: boolean) => void) | null = null;

  constructor(deps: CheckoutStoreDeps) {
    this.#deps = deps;
    this.#newKey = deps.newKey ?? randomKey;
    this.checkoutKey = this.#newKey();
    this.review = new CartReview(deps.cartApi, deps.cart, () => this.userid, deps.log);
    this.coupons = new CouponEntry(deps.api, () => ({ lines: this.lines, country: this.form.country }));
    this.live = new LivePayments(this, deps.scripts ?? browserScripts, deps.log);
    this.#flows = new PaymentFlows({
      api: deps.api,
      store: this,
      ...(deps.log ? { log: deps.log } : {}),
      orderBody: (form) => this.#orderBody(form),
      start: () => this.#startPayment(),
      complete: (order) => this.#complete(order),
      failed: (error, showErrors) => this.#paymentFailed(error, showErrors),
    });
    makeAutoObservable(this, { review: false, coupons: false, live: false }, { autoBind: true });
  }

  // ---- Derived state ----

  get lines(): CartLine[] {
    return this.#deps.cart.lines;
  }

  get isCustomer(): boolean {
    return this.#deps.session.isLoggedIn && this.#deps.session.user !== null;
  }

  /** The signed-in user's id, else the stored guest id. */
  get userid(): string | null {
    return this.#deps.session.user?._id ?? this.#deps.storage.getItem(GUEST_ID_KEY);
  }

  get subtotalCents(): number {
    return this.#deps.cart.subtotalCents;
  }

  get freeShipping() {
    return freeShippingProgress(this.subtotalCents);
  }

  get discountCents(): number {
    return couponDiscountCents(this.coupons.applied, this.subtotalCents);
  }

  /** 'Minimum spend of AU $X is required…' while the applied coupon's minimum is not reached. */
  get couponMinimumMessage(): string {
    const coupon = this.coupons.applied;
    if (!coupon || this.subtotalCents >= couponMinimumCents(coupon)) return '';
    return minimumSpendMessage(couponMinimumCents(coupon));
  }

  /** The goods after the coupon. */
  get goodsCents(): number {
    return Math.max(0, this.subtotalCents - this.discountCents);
  }

  /** Options for the country and the subtotal after the coupon; they follow both. */
  get shippingOptions(): ShippingOption[] {
    try {
      return shippingOptionsFor(this.form.country, this.goodsCents);
    } catch {
      return [];
    }
  }

  get selectedShipping(): ShippingOption | null {
    return this.shippingOptions.find((o) => o.name === this.shippingMethod) ?? null;
  }

  get shippingCents(): number {
    return this.selectedShipping?.feeCents ?? 0;
  }

  get totalCents(): number {
    return this.goodsCents + this.shippingCents;
  }

  get regionLabel(): 'Region' | 'State' | null {
    return regionLabel(this.form.country);
  }

  get canContinue(): boolean {
    return canContinueToShipping(this.form, this.loading);
  }

  get savedAddresses(): SavedAddress[] {
    return savedAddressesOf(this.#deps.session.user);
  }

  get addressLocked(): boolean {
    return this.selectedAddressId !== null;
  }

  get canPay(): boolean {
    const complete = this.live.cardEnabled ? this.live.cardComplete : cardComplete(this.card);
    return complete && this.infoConfirmed && !this.paying;
  }

  /** No payment provider is configured: the built-in test gateway takes the payment and no real money is taken. */
  get isTestMode(): boolean {
    return this.paymentConfig?.mode === 'test';
  }

  /** The step the hash may show: shipping needs verification, payment also a shipping method. */
  allowedStep(requested: string): CheckoutStep {
    if (requested === 'shipping' && this.verified) return 'shipping';
    if (requested === 'payment' && this.verified && this.selectedShipping) return 'payment';
    return 'userDetails';
  }

  // ---- Step 1 ----

  setField<K extends keyof CheckoutFormState>(field: K, value: CheckoutFormState[K]): void {
    this.form = { ...this.form, [field]: value };
    if (this.fieldErrors[field]) {
      const { [field]: _dropped, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
    // Changing the details means they must be checked again before paying.
    this.verified = false;
  }

  /** Prefills a customer's form from the profile and the default address (blank fields only). */
  prefill(): void {
    const user = this.#deps.session.user;
    if (!user) return;
    this.form = prefilledForm(this.form, user);
    const preferred = defaultAddressOf(this.savedAddresses);
    if (preferred && this.form.address === '' && this.selectedAddressId === null) this.chooseAddress(preferred._id);
  }

  chooseAddress(addressId: string): void {
    const address = this.savedAddresses.find((a) => a._id === addressId);
    if (!address) return;
    this.selectedAddressId = address._id;
    this.form = withAddress(this.form, address);
    this.verified = false;
  }

  /** 'Use a new address': unlocks and clears the address fields. */
  useNewAddress(): void {
    this.selectedAddressId = null;
    this.form = { ...this.form, address: '', city: '', region: '', postcode: '', country: emptyCheckoutForm().country };
    this.verified = false;
  }

  /** 'Continue to Shipping': true when the server found no errors in the details. */
  async continueToShipping(): Promise<boolean> {
    if (!this.canContinue) return false;
    this.loading = true;
    this.fieldErrors = {};
    const form = normalizedForm(this.form);
    this.form = form;
    try {
      const accepted = await submitDetails(this.#deps.api, this.#deps.session.user, form, this.selectedAddressId === null, this.lines);
      runInAction(() => {
        if (accepted.token) this.#deps.session.setToken(accepted.token);
        if (accepted.guestId) this.#deps.storage.setItem(GUEST_ID_KEY, accepted.guestId);
        // Confirmed details start a new checkout attempt: the server keeps a checkout key to the buyer and details it began with.
        this.checkoutKey = this.#newKey();
        // The goods after any coupon: shipping is not chosen yet.
        shopAnalytics.track('InitiateCheckout', undefined, this.goodsCents / 100);
        this.verified = true;
        this.loading = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.fieldErrors = error instanceof ApiError ? { ...error.body } : { message: 'Something went wrong. Please try again.' };
      });
      return false;
    }
  }

  // ---- Step 2 ----

  chooseShipping(name: string): void {
    this.shippingMethod = name;
  }

  /** Step 2 'Continue': needs a shipping method that is offered. */
  continueToPayment(): boolean {
    return this.verified && this.selectedShipping !== null;
  }

  // ---- Step 3 ----

  setCardField(field: keyof CardFields, value: string): void {
    this.card = { ...this.card, [field]: value };
    this.cardError = '';
  }

  /** The live card field changed: an earlier card error no longer applies. */
  cardEdited(): void {
    this.cardError = '';
  }

  setInfoConfirmed(value: boolean): void {
    this.infoConfirmed = value;
  }

  async loadPaymentConfig(): Promise<void> {
    if (this.paymentConfig) return;
    try {
      const config = await this.#deps.api.paymentConfig();
      runInAction(() => {
        this.paymentConfig = config;
        this.paymentConfigFailed = false;
      });
    } catch (error) {
      this.#deps.log?.(error);
      runInAction(() => (this.paymentConfigFailed = true));
    }
  }

  #orderBody(form: CheckoutFormState = this.form) {
    return orderRequestBody(form, {
      shippingType: this.selectedShipping?.name ?? '',
      shippingFeeCents: this.shippingCents,
      lines: this.lines,
      coupon: this.coupons.applied?.code ?? null,
      userid: this.userid,
      checkoutKey: this.checkoutKey,
    });
  }

  /** Pay Now: a payment method from the card fields (Stripe Elements when live), then the order. Resolves to the order, or null. */
  payByCard(): Promise<PlacedOrder | null> {
    return this.#flows.payByCard();
  }

  /** The wallet: the sheet's payment method and shipping option, or the test wallet's token (approves at the test gateway). */
  payWithWallet(wallet?: WalletPayment): Promise<PlacedOrder | null> {
    return this.#flows.payWithWallet(wallet);
  }

  /** The test PayPal button: create, approve at once, capture. Failures are only logged. */
  payWithPaypal(approve?: (paypalOrderId: string) => Promise<string>): Promise<PlacedOrder | null> {
    return this.#flows.payWithPaypal(approve);
  }

  /** PayPal's createOrder: the server's PayPal order for this checkout; a failure is logged and rethrown to PayPal. */
  startPaypalOrder(): Promise<string> {
    return this.#flows.startPaypalOrder();
  }

  /** PayPal's onApprove: the server captures the approved order and places ours. Failures are only logged. */
  capturePaypal(paypalOrderId: string): Promise<PlacedOrder | null> {
    return this.#flows.capturePaypal(paypalOrderId);
  }

  /** Test mode: opens the 'Authenticate payment' dialog; resolves with the shopper's answer. */
  askTestAuthentication(): Promise<boolean> {
    this.#testAuthenticated?.(false);
    this.testAuthenticationOpen = true;
    return new Promise((resolve) => (this.#testAuthenticated = resolve));
  }

  /** The test-mode dialog's answer (closing it fails the authentication). */
  finishTestAuthentication(approved: boolean): void {
    const resolve = this.#testAuthenticated;
    this.#testAuthenticated = null;
    this.testAuthenticationOpen = false;
    resolve?.(approved);
  }

  /** The buyer closed PayPal's window, or PayPal failed: the payment step is free again. */
  paypalEnded(): void {
    this.paying = false;
  }

  #startPayment(): void {
    shopAnalytics.track('AddPaymentInfo', undefined, this.totalCents / 100);
    this.paying = true;
    this.cardError = '';
    this.noMatch = '';
  }

  #complete(order: PlacedOrder): PlacedOrder {
    runInAction(() => {
      this.lastOrder = order;
      shopAnalytics.track('Purchase', undefined, order.total / 100);
      this.orderToShow = order.orderid;
      this.#deps.cart.clear();
      this.reset();
    });
    return order;
  }

  #paymentFailed(error: unknown, showErrors = true): void {
    const failure = readPaymentFailure(error);
    runInAction(() => {
      this.paying = false;
      if (failure.cartChange) {
        this.review.replace(failure.cartChange.dbCart, failure.cartChange.warnings);
        this.infoConfirmed = false;
        // The cart changed, so paying again is a new checkout attempt.
        this.checkoutKey = this.#newKey();
      }
      if (!showErrors) return;
      this.cardError = failure.cardError;
      this.noMatch = failure.noMatch;
    });
  }

  orderShown(): void {
    this.orderToShow = null;
  }

  /** Clears the checkout form and payment state (after an order). */
  reset(): void {
    this.form = emptyCheckoutForm();
    this.fieldErrors = {};
    this.verified = false;
    this.selectedAddressId = null;
    this.shippingMethod = null;
    this.coupons.reset();
    this.card = emptyCard();
    this.infoConfirmed = false;
    this.paying = false;
    this.cardError = '';
    this.noMatch = '';
    this.review.clearWarnings();
    this.checkoutKey = this.#newKey();
  }
}
