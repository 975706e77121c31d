import type {
  ApplyDiscountRequest,
  ConfirmStripePaymentRequest,
  CouponRecord,
  ExpressCheckoutRequest,
  GuestUserDataRequest,
  GuestUserDataResponse,
  PaymentConfigResponse,
  PaypalOrderRequest,
  PlacedOrder,
  ReceiveStripePaymentRequest,
  ReceiveStripePaymentResponse,
  TestPaymentMethodRequest,
  TestPaymentMethodResponse,
  VerifyUserRequest,
  VerifyUserResponse,
} from '../../../adapters/http/contract/checkout.js';
import type { ApiClient } from '../../../web-shared/api/client';

/** The checkout's calls (checkout-and-account.md §7), one method each. */
export class CheckoutApi {
  readonly #http: ApiClient;

  constructor(http: ApiClient) {
    this.#http = http;
  }

  guestUserData(body: GuestUserDataRequest): Promise<GuestUserDataResponse> {
    return this.#http.post('/api/guestUsers/guestUserData', body);
  }

  verifyUser(body: VerifyUserRequest): Promise<VerifyUserResponse> {
    return this.#http.post('/api/users/verifyUser', body);
  }

  applyDiscount(body: ApplyDiscountRequest): Promise<CouponRecord> {
    return this.#http.post('/api/discounts/applyDiscount', body);
  }

  paymentConfig(): Promise<PaymentConfigResponse> {
    return this.#http.get('/api/payments/config');
  }

  testPaymentMethod(body: TestPaymentMethodRequest): Promise<TestPaymentMethodResponse> {
    return this.#http.post('/api/payments/test/payment-methods', body);
  }

  /** The order, or `requiresAction` when the card needs 3-D Secure (then confirmStripePayment). */
  receiveStripePayment(body: ReceiveStripePaymentRequest): Promise<ReceiveStripePaymentResponse> {
    return this.#http.post('/api/orders/receiveStripePayment', body);
  }

  confirmStripePayment(body: ConfirmStripePaymentRequest): Promise<PlacedOrder> {
    return this.#http.post('/api/orders/confirmStripePayment', body);
  }

  /** POST /api/payments/paypal/orders: the PayPal order at the server's price, to approve and then capture. */
  createPaypalOrder(body: PaypalOrderRequest): Promise<{ id: string }> {
    return this.#http.post('/api/payments/paypal/orders', body);
  }

  receivePaypalPayment(body: ReceiveStripePaymentRequest): Promise<PlacedOrder> {
    return this.#http.post('/api/orders/receivePaypalPayment', body);
  }

  expressCheckout(body: ExpressCheckoutRequest): Promise<PlacedOrder> {
    return this.#http.post('/api/orders/expressCheckout', body);
  }
}
