import type { ServiceIdentifier } from 'inversify';
import type Stripe from 'stripe';
import { makeAddAddress } from '../../application/accounts/add-address.js';
import { makeApplyDiscount } from '../../application/checkout/apply-discount.js';
import type { PricingDeps } from '../../application/checkout/checkout-request.js';
import type { PaymentGateways } from '../../application/checkout/payment-gateways.js';
import { makeConfirmAuthenticatedPayment } from '../../application/checkout/confirm-authenticated-payment.js';
import { makeCreatePaypalOrder } from '../../application/checkout/create-paypal-order.js';
import { makeCreateTestPaymentMethod } from '../../application/checkout/create-test-payment-method.js';
import { makeExpireCoupons } from '../../application/checkout/expire-coupons.js';
import { makeFulfilPaidCheckout } from '../../application/checkout/fulfil-paid-checkout.js';
import { makePayForOrder } from '../../application/checkout/pay-for-order.js';
import { makeSaveGuestUser } from '../../application/checkout/save-guest-user.js';
import { makeVerifyUser } from '../../application/checkout/verify-user.js';
import { makeCancelOrder } from '../../application/orders/cancel-order.js';
import { makeGetOrder } from '../../application/orders/get-order.js';
import type { InvoiceIssuer } from '../../application/orders/order-confirmation-mail.js';
import { makePlaceOrder } from '../../application/orders/place-order.js';
import type { Analytics } from '../../application/ports/analytics.js';
import type { CheckoutTransaction } from '../../application/ports/checkout-transaction.js';
import type { PaymentConfirmations, PaymentGateway, PaypalOrders } from '../../application/ports/payment-gateway.js';
import { livePaymentProviders, type Config } from '../config/config.js';
import { T } from '../container.js';
import { checkoutRateLimits } from '../http/routes/checkout-rate-limits.js';
import { checkoutDetailsRouter } from '../http/routes/guest-users-checkout.js';
import { discountsRouter } from '../http/routes/discounts.js';
import { ordersRouter } from '../http/routes/orders.js';
import { paymentsRouter } from '../http/routes/payments.js';
import { webhooksRouter } from '../http/routes/webhooks.js';
import { PaypalPaymentGateway } from '../payments/paypal-gateway.js';
import { createStripeClient, StripePaymentGateway } from '../payments/stripe-gateway.js';
import { TestPaymentGateway } from '../payments/test-gateway.js';
import type { Db } from '../postgres/database.js';
import { postgresCheckoutAttemptRepository } from '../postgres/repositories/checkout-attempt-repository.js';
import { postgresCheckoutCatalog } from '../postgres/repositories/checkout-catalog.js';
import { postgresCheckoutTransaction } from '../postgres/repositories/checkout-transaction.js';
import { postgresCouponRepository } from '../postgres/repositories/coupon-repository.js';
import { postgresOrderRepository } from '../postgres/repositories/order-repository.js';
import { postgresUserRepository } from '../postgres/repositories/user-repository.js';
import { postgresCartRepository } from '../postgres/repositories/cart-repository.js';
import { postgresCartOwners } from '../postgres/repositories/cart-owners.js';
import { ACCOUNTS } from './accounts.js';
import type { Area } from './area.js';

const token = <V>(name: string) => Symbol.for(`shop.checkout.${name}`) as ServiceIdentifier<V>;
type UseCase<F extends (deps: never) => unknown> = ReturnType<F>;

/** Services of the checkout area; the back office uses `cancelOrder`. */
export const CHECKOUT = {
  transaction: token<CheckoutTransaction>('transaction'),
  testGateway: token<TestPaymentGateway>('testGateway'),
  stripe: token<Stripe | null>('stripe'),
  paypal: token<PaypalPaymentGateway | null>('paypal'),
  placeOrder: token<UseCase<typeof makePlaceOrder>>('placeOrder'),
  cancelOrder: token<UseCase<typeof makeCancelOrder>>('cancelOrder'),
  expireCoupons: token<UseCase<typeof makeExpireCoupons>>('expireCoupons'),
};

/** STRIPE_API_BASE / PAYPAL_API_BASE (testing only) point the providers' server SDKs at a local stand-in. */
const stripeApiOf = (config: Config): { api?: { host: string; port: number; protocol: 'http' | 'https' } } => {
  if (!config.STRIPE_API_BASE) return {};
  const u = new URL(config.STRIPE_API_BASE);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { api: { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol } };
};
const paypalApiOf = (config: Config): { apiBase?: string } => (config.PAYPAL_API_BASE ? { apiBase: config.PAYPAL_API_BASE } : {});

/** Said once at start while the shop takes no real payments. */
export const TEST_MODE_WARNING =
  'TEST MODE: no payment provider is configured, so the built-in test gateway accepts every payment and no real money is taken; orders are marked as test orders. Set the Stripe or PayPal keys to take real payments (REQUIRE_LIVE_PAYMENTS=true refuses to start without them).';

const issuerOf = (config: Config): InvoiceIssuer => ({ legalName: config.SHOP_LEGAL_NAME, abn: config.SHOP_ABN, supportEmail: config.SUPPORT_EMAIL, publicUrl: config.PUBLIC_URL });

export const checkoutArea: Area = {
  name: 'checkout',
  schedules: { 'expire-coupons': '5 0 * * *' },
  bind(c) {
    c.bind(CHECKOUT.transaction).toResolvedValue((db: Db) => postgresCheckoutTransaction(db, () => c.get(T.dispatcher).wake()), [T.db]);
    c.bind(CHECKOUT.testGateway).toConstantValue(new TestPaymentGateway());
    c.bind(CHECKOUT.stripe).toResolvedValue(
      (config: Config) => (config.STRIPE_SECRET_KEY ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, ...stripeApiOf(config) }) : null),
      [T.config],
    );
    c.bind(CHECKOUT.paypal).toResolvedValue(
      (config: Config, log) =>
        config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
          ? new PaypalPaymentGateway({ clientId: config.PAYPAL_CLIENT_ID, clientSecret: config.PAYPAL_CLIENT_SECRET, environment: config.PAYPAL_ENVIRONMENT, log, ...paypalApiOf(config) })
          : null,
      [T.config, T.log],
    );
    c.bind(CHECKOUT.placeOrder).toResolvedValue(
      (transaction: CheckoutTransaction, ids, clock, analytics: Analytics, config: Config) => makePlaceOrder({ transaction, ids, clock, analytics, issuer: issuerOf(config) }),
      [CHECKOUT.transaction, T.ids, T.clock, T.analytics, T.config],
    );
    c.bind(CHECKOUT.cancelOrder).toResolvedValue((transaction: CheckoutTransaction) => makeCancelOrder({ transaction }), [CHECKOUT.transaction]);
    c.bind(CHECKOUT.expireCoupons).toResolvedValue((db: Db, clock) => makeExpireCoupons({ coupons: postgresCouponRepository(db), clock }), [T.db, T.clock]);
  },
  routers(c) {
    const db = c.get(T.db);
    const config = c.get(T.config);
    const registry = c.get(T.registry);
    const clock = c.get(T.clock);
    const ids = c.get(T.ids);
    const analytics = c.get(T.analytics);
    const test = c.get(CHECKOUT.testGateway);
    const stripe = c.get(CHECKOUT.stripe);
    const paypal = c.get(CHECKOUT.paypal);
    // The test gateway takes payments only while no provider is configured; it never stands in for a missing one.
    const testMode = !livePaymentProviders(config).any;
    if (testMode) c.get(T.log).warn(TEST_MODE_WARNING);
    const cardGateway: (PaymentGateway & PaymentConfirmations) | null = stripe ? new StripePaymentGateway(stripe) : testMode ? test : null;
    const paypalGateway: (PaymentGateway & PaypalOrders) | null = paypal ?? (testMode ? test : null);
    const gateways: PaymentGateways = { stripe: cardGateway, paypal: paypalGateway };
    const pricing: PricingDeps = { catalog: postgresCheckoutCatalog(db), coupons: postgresCouponRepository(db) };
    const orders = postgresOrderRepository(db);
    const attempts = postgresCheckoutAttemptRepository(db);
    const placeOrder = c.get(CHECKOUT.placeOrder);
    const paying = { ...pricing, gateways, attempts, orders, placeOrder, analytics, clock, owners: postgresCartOwners(db) };
    const limits = checkoutRateLimits(c.get(T.rateLimiter));
    return [
      checkoutDetailsRouter({
        registry,
        limitGuests: limits.guest,
        saveGuestUser: makeSaveGuestUser({ users: postgresUserRepository(db), carts: postgresCartRepository(db), ids, clock, analytics }),
        verifyUser: makeVerifyUser({ addAddress: makeAddAddress(c.get(ACCOUNTS.deps)), analytics }),
      }),
      discountsRouter({ registry, limit: limits.coupon, applyDiscount: makeApplyDiscount({ ...pricing, clock }) }),
      paymentsRouter({
        registry,
        limitPayments: limits.payment,
        config: {
          mode: testMode ? 'test' : 'live',
          stripePublishableKey: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
          paypalClientId: paypal ? (config.PAYPAL_CLIENT_ID ?? null) : null,
          stripeJsUrl: stripe && config.STRIPE_PUBLISHABLE_KEY ? config.STRIPE_JS_URL : null,
          paypalSdkUrl: paypal ? config.PAYPAL_SDK_URL : null,
          currency: 'aud',
        },
        createTestPaymentMethod: makeCreateTestPaymentMethod({ methods: testMode ? test : null, clock }),
        createPaypalOrder: makeCreatePaypalOrder({ ...pricing, paypal: paypalGateway, attempts, ids, clock }),
      }),
      ordersRouter({
        registry,
        limitPayments: limits.payment,
        payForOrder: makePayForOrder(paying),
        confirmAuthenticatedPayment: makeConfirmAuthenticatedPayment(paying),
        getOrder: makeGetOrder({ orders }),
      }),
      webhooksRouter({
        registry,
        stripe: stripe && config.STRIPE_WEBHOOK_SECRET ? { client: stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET } : null,
        paypal:
          paypal && config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
            ? { clientId: config.PAYPAL_CLIENT_ID, clientSecret: config.PAYPAL_CLIENT_SECRET, webhookId: config.PAYPAL_WEBHOOK_ID, environment: config.PAYPAL_ENVIRONMENT, ...paypalApiOf(config) }
            : null,
        // The stored checkout attempt says which gateway a refund goes through, never the checkout key.
        fulfilPaidCheckout: makeFulfilPaidCheckout(paying),
      }),
    ];
  },
  jobs(c) {
    return {
      'expire-coupons': async () => {
        const r = await c.get(CHECKOUT.expireCoupons)();
        if (r.ok && r.value.deactivated > 0) c.get(T.log).info({ deactivated: r.value.deactivated }, 'expired coupons deactivated');
      },
    };
  },
};
