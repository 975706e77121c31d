import type { ServiceIdentifier } from 'inversify';
import type Stripe from 'stripe';
import { makeApplyDiscount } from '../../../application/checkout/apply-discount.js';
import type { PricingDeps } from '../../../application/checkout/checkout-request.js';
import type { PaymentGateways } from '../../../application/checkout/payment-gateways.js';
import { makeConfirmAuthenticatedPayment } from '../../../application/checkout/confirm-authenticated-payment.js';
import { makeCreatePaypalOrder } from '../../../application/checkout/create-paypal-order.js';
import { makeCreateTestPaymentMethod } from '../../../application/checkout/create-test-payment-method.js';
import { makeExpireCoupons } from '../../../application/checkout/expire-coupons.js';
import { makeFulfilPaidCheckout } from '../../../application/checkout/fulfil-paid-checkout.js';
import type { InvoiceIssuer } from '../../../application/checkout/order-confirmation-mail.js';
import { makePayForOrder } from '../../../application/checkout/pay-for-order.js';
import { makePlaceOrder } from '../../../application/checkout/place-order.js';
import type { CheckoutStores } from '../../../application/checkout/ports.js';
import { makeSaveGuestUser } from '../../../application/checkout/save-guest-user.js';
import { makeVerifyUser } from '../../../application/checkout/verify-user.js';
import type { PaymentConfirmations, PaymentGateway, PaypalOrders, RefundGateways } from '../../../application/platform/payment-gateway.js';
import { livePaymentProviders, type Config } from '../../platform/config/config.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { UnitOfWork } from '../../../application/platform/unit-of-work.js';
import type { Db } from '../../platform/database/database.js';
import type { ShopModule } from '../../platform/module.js';
import { PaypalPaymentGateway } from '../../platform/payments/paypal-gateway.js';
import { createStripeClient, StripePaymentGateway } from '../../platform/payments/stripe-gateway.js';
import { TestPaymentGateway } from '../../platform/payments/test-gateway.js';
import { ACCOUNTS, CART, CATALOG, CHECKOUT, ORDERS, T } from '../../platform/tokens.js';
import { postgresCheckoutAttemptRepository } from './checkout-attempt-repository.js';
import { checkoutDetailsRouter } from './checkout-details-routes.js';
import { postgresCouponRepository } from './coupon-repository.js';
import { checkoutRateLimits } from './checkout-rate-limits.js';
import { discountsRouter } from './discount-routes.js';
import { orderPlacementRouter } from './order-placement-routes.js';
import { paymentsRouter } from './payment-routes.js';
import { webhooksRouter } from './webhook-routes.js';

const token = <V>(name: string) => Symbol.for(`shop.checkout.${name}`) as ServiceIdentifier<V>;
const CHECKOUT_UOW = token<UnitOfWork<CheckoutStores>>('uow');
const STRIPE = token<Stripe | null>('stripe');
const PAYPAL = token<PaypalPaymentGateway | null>('paypal');

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

/** From the shopper's details to a paid order: coupons, shipping, payments (test gateway, Stripe, PayPal) and their webhooks. */
export const checkoutModule: ShopModule = {
  name: 'checkout',
  schedules: { 'expire-coupons': '5 0 * * *' },
  bind(c) {
    c.bind(CHECKOUT.couponsIn).toConstantValue(postgresCouponRepository);
    c.bind(CHECKOUT_UOW).toResolvedValue(() => unitOfWorkIn(c, (tx) => ({ orders: c.get(ORDERS.ordersIn)(tx), coupons: postgresCouponRepository(tx), carts: c.get(CART.cartsIn)(tx) })));
    c.bind(CHECKOUT.testGateway).toConstantValue(new TestPaymentGateway());
    c.bind(STRIPE).toResolvedValue(
      (config: Config) => (config.STRIPE_SECRET_KEY ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, timeoutMs: config.PAYMENT_TIMEOUT_MS, ...stripeApiOf(config) }) : null),
      [T.config],
    );
    c.bind(PAYPAL).toResolvedValue(
      (config: Config, log) =>
        config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
          ? new PaypalPaymentGateway({ clientId: config.PAYPAL_CLIENT_ID, clientSecret: config.PAYPAL_CLIENT_SECRET, environment: config.PAYPAL_ENVIRONMENT, log, ...paypalApiOf(config) })
          : null,
      [T.config, T.log],
    );
    c.bind(CHECKOUT.refunds).toResolvedValue(
      (test: TestPaymentGateway, stripe: Stripe | null, paypal: PaypalPaymentGateway | null): RefundGateways =>
        (p) =>
          p.testMode ? test : p.paymentType === 'stripe' ? (stripe ? new StripePaymentGateway(stripe) : null) : paypal,
      [CHECKOUT.testGateway, STRIPE, PAYPAL],
    );
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
    const stripe = c.get(STRIPE);
    const paypal = c.get(PAYPAL);
    // The test gateway takes payments only while no provider is configured; it never stands in for a missing one.
    const testMode = !livePaymentProviders(config).any;
    if (testMode) c.get(T.log).warn(TEST_MODE_WARNING);
    const cardGateway: (PaymentGateway & PaymentConfirmations) | null = stripe ? new StripePaymentGateway(stripe) : testMode ? test : null;
    const paypalGateway: (PaymentGateway & PaypalOrders) | null = paypal ?? (testMode ? test : null);
    const gateways: PaymentGateways = { stripe: cardGateway, paypal: paypalGateway };
    const pricing: PricingDeps = { catalog: c.get(CATALOG.checkoutCatalog), coupons: postgresCouponRepository(db) };
    const orders = c.get(ORDERS.ordersIn)(db);
    const attempts = postgresCheckoutAttemptRepository(db);
    const placeOrder = makePlaceOrder({ uow: c.get(CHECKOUT_UOW), orders, ids, clock, issuer: issuerOf(config) });
    const paying = { ...pricing, gateways, attempts, orders, placeOrder, analytics, clock, owners: c.get(CART.owners) };
    const limits = checkoutRateLimits(c.get(T.rateLimiter));
    return [
      checkoutDetailsRouter({
        registry,
        limitGuests: limits.guest,
        saveGuestUser: makeSaveGuestUser({ uow: unitOfWorkIn(c, (tx) => ({ users: c.get(ACCOUNTS.usersIn)(tx), carts: c.get(CART.cartsIn)(tx) })), ids, clock, analytics }),
        verifyUser: makeVerifyUser({ addAddress: c.get(ACCOUNTS.addAddress), analytics }),
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
      orderPlacementRouter({
        registry,
        limitPayments: limits.payment,
        payForOrder: makePayForOrder(paying),
        confirmAuthenticatedPayment: makeConfirmAuthenticatedPayment(paying),
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
