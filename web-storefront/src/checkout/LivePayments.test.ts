import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_FAILED, LivePayments, type LivePaymentHost, type WalletPayment } from './LivePayments';
import { CardMethodError } from './payment-errors';
import type { PaypalButtonsOptions, ScriptHost, Stripe, StripeElementChange, WalletPaymentMethodEvent, WalletUpdate } from './provider-sdk';
import type { CheckoutFormState, PaymentConfigResponse, PlacedOrder } from './types';

const FORM: CheckoutFormState = {
  email: 'jo@example.com',
  firstname: 'Jo',
  lastname: 'Walker',
  phoneNumber: '0400123456',
  address: '1 Bush Track',
  city: 'Melbourne',
  region: 'VIC',
  postcode: '3000',
  country: 'Australia',
  description: '',
  sendOffers: true,
  goGreen: false,
};
const LIVE: PaymentConfigResponse = {
  mode: 'live',
  stripePublishableKey: 'pk_test_1',
  paypalClientId: 'client-1',
  stripeJsUrl: 'https://js.example/v3/',
  paypalSdkUrl: 'https://paypal.example/sdk/js',
  currency: 'aud',
};
const ORDER = { orderid: 'AB12' } as PlacedOrder;
const target = {} as HTMLElement;

/** A Stripe.js stand-in recording what the page asks of it. */
function fakeStripe(options: { canPay?: boolean; methodError?: string; actionError?: string; actionStatus?: string } = {}) {
  const seen = {
    key: '',
    cardChange: undefined as ((e: StripeElementChange) => void) | undefined,
    mounted: [] as string[],
    destroyed: 0,
    billing: undefined as unknown,
    requestOptions: undefined as unknown,
    handlers: {} as Record<string, (e: never) => void>,
    updates: [] as unknown[],
    buttonClick: undefined as (() => void) | undefined,
    secret: '',
  };
  const stripe: Stripe = {
    elements: () => ({
      create: ((type: string) => ({
        mount: () => seen.mounted.push(type),
        unmount: () => undefined,
        destroy: () => (seen.destroyed += 1),
        on: (event: string, handler: (e: never) => void) => {
          if (event === 'change') seen.cardChange = handler as (e: StripeElementChange) => void;
          if (event === 'click') seen.buttonClick = handler as () => void;
        },
      })) as never,
    }),
    createPaymentMethod: async (o) => {
      seen.billing = o.billing_details;
      return options.methodError ? { error: { type: 'validation_error', message: options.methodError } } : { paymentMethod: { id: 'pm_live_1' } };
    },
    handleCardAction: async (secret) => {
      seen.secret = secret;
      return options.actionError ? { error: { type: 'card_error', message: options.actionError } } : { paymentIntent: { id: 'pi_live_1', status: options.actionStatus ?? 'requires_confirmation' } };
    },
    paymentRequest: (o) => {
      seen.requestOptions = o;
      return {
        canMakePayment: async () => (options.canPay ? { applePay: false, googlePay: true } : null),
        update: (u: unknown) => seen.updates.push(u),
        on: (event: string, handler: (e: never) => void) => (seen.handlers[event] = handler),
      } as never;
    },
  };
  return { stripe, seen };
}

function setup(options: { config?: PaymentConfigResponse; canPay?: boolean; methodError?: string; failLoad?: boolean; actionError?: string; actionStatus?: string } = {}) {
  const { stripe, seen } = fakeStripe(options);
  const loaded: string[] = [];
  const logged: unknown[] = [];
  let buttons: PaypalButtonsOptions | undefined;
  const scripts: ScriptHost = {
    load: async (url) => {
      if (options.failLoad) throw new Error('offline');
      loaded.push(url);
    },
    stripe: () => (key) => ((seen.key = key), stripe),
    paypal: () => ({ Buttons: (o) => ((buttons = o), { render: async () => undefined }) }),
  };
  const calls: string[] = [];
  const wallets: WalletPayment[] = [];
  const host: LivePaymentHost = {
    paymentConfig: options.config ?? LIVE,
    form: FORM,
    goodsCents: 6000,
    cardEdited: () => calls.push('cardEdited'),
    payWithWallet: async (w) => (wallets.push(w), ORDER),
    startPaypalOrder: async () => (calls.push('create'), 'PAYPAL-1'),
    capturePaypal: async (id) => (calls.push(`capture ${id}`), ORDER),
    paypalEnded: () => calls.push('ended'),
  };
  const live = new LivePayments(host, scripts, (e) => logged.push(e));
  return { live, seen, loaded, logged, calls, wallets, buttons: () => buttons };
}

describe('LivePayments: card by Stripe Elements', () => {
  it('is used only in live mode with a publishable key and a script URL', () => {
    expect(setup().live.cardEnabled).toBe(true);
    expect(setup({ config: { ...LIVE, mode: 'test', stripePublishableKey: null, stripeJsUrl: null } }).live.cardEnabled).toBe(false);
    expect(setup({ config: { ...LIVE, stripeJsUrl: null } }).live.cardEnabled).toBe(false);
  });

  it('loads Stripe.js from the server’s URL, mounts the card and follows its completeness', async () => {
    const { live, seen, loaded, calls } = setup();
    await live.mountCard(target);
    expect(loaded).toEqual(['https://js.example/v3/']);
    expect(seen.key).toBe('pk_test_1');
    expect(seen.mounted).toEqual(['card']);
    expect(live.cardStatus).toBe('ready');
    expect(live.cardComplete).toBe(false);
    seen.cardChange?.({ complete: false, error: { message: 'Your card number is invalid.' } });
    expect(live.cardMessage).toBe('Your card number is invalid.');
    seen.cardChange?.({ complete: true });
    expect(live.cardComplete).toBe(true);
    expect(live.cardMessage).toBe('');
    expect(calls).toEqual(['cardEdited', 'cardEdited']);
  });

  it('creates a PaymentMethod with the billing details, and turns Stripe’s refusal into a card error', async () => {
    const ok = setup();
    await ok.live.mountCard(target);
    expect(await ok.live.createPaymentMethod(FORM)).toBe('pm_live_1');
    expect(ok.seen.billing).toMatchObject({ name: 'Jo Walker', email: 'jo@example.com', address: { line1: '1 Bush Track', postal_code: '3000' } });
    const refused = setup({ methodError: 'Your card number is incomplete.' });
    await refused.live.mountCard(target);
    await expect(refused.live.createPaymentMethod(FORM)).rejects.toEqual(new CardMethodError('Your card number is incomplete.'));
  });

  it('takes the shopper through 3-D Secure with handleCardAction, and turns a failure into a card error', async () => {
    const ok = setup();
    await ok.live.mountCard(target);
    expect(await ok.live.authenticateCard('pi_live_1_secret_x', 'pi_live_1')).toBe('pi_live_1');
    expect(ok.seen.secret).toBe('pi_live_1_secret_x');
    const succeeded = setup({ actionStatus: 'succeeded' });
    await succeeded.live.mountCard(target);
    expect(await succeeded.live.authenticateCard('s', 'pi_live_1')).toBe('pi_live_1');
    const failed = setup({ actionError: 'We are unable to authenticate your payment method.' });
    await failed.live.mountCard(target);
    await expect(failed.live.authenticateCard('s', 'pi_live_1')).rejects.toEqual(new CardMethodError('We are unable to authenticate your payment method.'));
    const refused = setup({ actionStatus: 'requires_payment_method' });
    await refused.live.mountCard(target);
    await expect(refused.live.authenticateCard('s', 'pi_live_1')).rejects.toEqual(new CardMethodError(AUTHENTICATION_FAILED));
  });

  it('says so when Stripe.js cannot be loaded, and forgets the card when unmounted', async () => {
    const offline = setup({ failLoad: true });
    await offline.live.mountCard(target);
    expect(offline.live.cardStatus).toBe('unavailable');
    expect(offline.logged).toHaveLength(1);
    await expect(offline.live.createPaymentMethod(FORM)).rejects.toBeInstanceOf(CardMethodError);
    const { live, seen } = setup();
    await live.mountCard(target);
    seen.cardChange?.({ complete: true });
    live.unmountCard();
    expect(seen.destroyed).toBe(1);
    expect(live.cardComplete).toBe(false);
  });

  it('does not mount into a page that moved on while Stripe.js was loading', async () => {
    const { live, seen } = setup();
    const pending = live.mountCard(target);
    live.unmountCard();
    await pending;
    expect(seen.mounted).toEqual([]);
  });
});

describe('LivePayments: express wallet', () => {
  it('offers the button only when the device can pay', async () => {
    const none = setup({ canPay: false });
    await none.live.mountWallet(target);
    expect(none.live.walletAvailable).toBe(false);
    expect(none.seen.mounted).toEqual([]);
    const { live, seen } = setup({ canPay: true });
    await live.mountWallet(target);
    expect(live.walletAvailable).toBe(true);
    expect(seen.mounted).toEqual(['paymentRequestButton']);
  });

  it('asks AUD in Australia with the domain’s wallet shipping options and follows the sheet’s address and option', async () => {
    const { live, seen } = setup({ canPay: true });
    await live.mountWallet(target);
    expect(seen.requestOptions).toMatchObject({ country: 'AU', currency: 'aud', requestShipping: true, total: { amount: 6000 }, shippingOptions: [{ id: 'free-express-shipping', amount: 0 }] });
    const updates: WalletUpdate[] = [];
    seen.handlers.shippingaddresschange?.({ shippingAddress: { country: 'NZ' }, updateWith: (u: WalletUpdate) => updates.push(u) } as never);
    seen.handlers.shippingaddresschange?.({ shippingAddress: { country: 'FR' }, updateWith: (u: WalletUpdate) => updates.push(u) } as never);
    expect(updates[0]).toMatchObject({ status: 'success', shippingOptions: [{ id: 'international-shipping', amount: 2000 }], total: { amount: 8000 } });
    expect(updates[1]).toEqual({ status: 'invalid_shipping_address' });
  });

  it('sends the wallet’s payment method with its shipping option and details, and tells the sheet', async () => {
    const { live, seen, wallets } = setup({ canPay: true });
    await live.mountWallet(target);
    const completed: string[] = [];
    const event: WalletPaymentMethodEvent = {
      paymentMethod: { id: 'pm_wallet_1' },
      shippingOption: { id: 'free-express-shipping' },
      shippingAddress: { country: 'AU', addressLine: ['9 Fern St'], city: 'Sydney', region: 'NSW', postalCode: '2000', recipient: 'Ada Lovelace' },
      payerName: 'Ada Lovelace',
      payerEmail: 'ada@example.com',
      complete: (status) => completed.push(status),
    };
    seen.handlers.paymentmethod?.(event as never);
    await new Promise((r) => setTimeout(r, 0));
    expect(wallets[0]).toMatchObject({
      token: 'pm_wallet_1',
      shippingType: 'free-express-shipping',
      details: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', address: '9 Fern St', city: 'Sydney', country: 'Australia', phoneNumber: '0400123456' },
    });
    expect(completed).toEqual(['success']);
  });
});

describe('LivePayments: PayPal', () => {
  it('loads the SDK with the client id and AUD, and wires PayPal’s callbacks to the checkout', async () => {
    const { live, loaded, calls, buttons } = setup();
    await live.mountPaypal(target);
    expect(loaded).toEqual(['https://paypal.example/sdk/js?client-id=client-1&currency=AUD']);
    expect(live.paypalStatus).toBe('ready');
    expect(await buttons()?.createOrder()).toBe('PAYPAL-1');
    await buttons()?.onApprove({ orderID: 'PAYPAL-1' });
    buttons()?.onCancel?.();
    expect(calls).toEqual(['create', 'capture PAYPAL-1', 'ended']);
  });

  it('only logs a PayPal failure', async () => {
    const { live, logged, calls, buttons } = setup();
    await live.mountPaypal(target);
    buttons()?.onError?.(new Error('popup closed'));
    expect(logged).toHaveLength(1);
    expect(calls).toEqual(['ended']);
    const offline = setup({ failLoad: true });
    await offline.live.mountPaypal(target);
    expect(offline.live.paypalStatus).toBe('unavailable');
    expect(offline.logged).toHaveLength(1);
  });

  it('is not offered without a client id', () => {
    expect(setup({ config: { ...LIVE, paypalClientId: null, paypalSdkUrl: null } }).live.paypalEnabled).toBe(false);
  });
});
