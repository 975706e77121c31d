import { createRequire } from 'node:module';
import type { OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
type PaypalSdk = typeof import('@paypal/paypal-server-sdk');
const require = createRequire(import.meta.url);
/** The SDK, loaded on first use: a shop without PayPal keys never loads it (some 25 MB of the process's memory). */
const paypalSdk = (): PaypalSdk => require('@paypal/paypal-server-sdk') as PaypalSdk;
import type { ChargeOutcome, ChargeRequest, PaymentGateway, PaypalOrders } from '../../../application/platform/payment-gateway.js';

export interface PaypalGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** Tests: base URL of a local fake of the PayPal REST API (replaces api-m.paypal.com). */
  apiBase?: string;
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export const PAYPAL_UNAVAILABLE = 'PayPal did not answer. Please try again in a moment.';
export const PAYPAL_DECLINED = 'PayPal could not complete the payment. Please try another payment method.';

const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const PAYPAL_HOST = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

interface AxiosLikeConfig {
  url?: string;
  baseURL?: string;
  method?: string;
  headers?: Record<string, unknown> | { toJSON?: () => Record<string, unknown> };
  data?: unknown;
}

/**
 * An HTTP transport for the SDK that sends its requests to `apiBase` instead of PayPal (tests only):
 * the SDK builds, signs and parses everything as it would against PayPal.
 */
function redirectingAdapter(apiBase: string, timeoutMs: number) {
  return async (config: AxiosLikeConfig) => {
    const url = String(config.url ?? '').replace(PAYPAL_HOST, apiBase.replace(/\/$/, ''));
    const raw =
      config.headers && typeof (config.headers as { toJSON?: unknown }).toJSON === 'function'
        ? (config.headers as { toJSON: () => Record<string, unknown> }).toJSON()
        : (config.headers as Record<string, unknown>);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw ?? {})) if (v !== undefined && v !== null) headers[k] = String(v);
    const res = await fetch(url, { method: (config.method ?? 'get').toUpperCase(), headers, body: config.data as string | undefined, signal: AbortSignal.timeout(timeoutMs) });
    return { data: await res.text(), status: res.status, statusText: res.statusText, headers: Object.fromEntries(res.headers), config, request: {} };
  };
}

/**
 * PayPal Checkout through PayPal's server SDK (Orders v2): the server creates the PayPal order with its
 * own amount; after the buyer approves, `charge` captures it with a PayPal-Request-Id (a retried
 * capture returns the first result) and accepts it only when the capture is COMPLETED for that amount.
 */
export class PaypalPaymentGateway implements PaymentGateway, PaypalOrders {
  readonly provider = 'paypal' as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(private readonly options: PaypalGatewayOptions) {
    const timeout = options.timeoutMs ?? 20_000;
    const { Client, Environment, OrdersController, PaymentsController } = paypalSdk();
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout,
      ...(options.apiBase ? { unstable_httpClientOptions: { adapter: redirectingAdapter(options.apiBase, timeout) } } : {}),
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async createOrder(request: { amountCents: number; currency: 'aud'; idempotencyKey: string; description: string }): Promise<{ id: string } | { unavailable: string }> {
    try {
      const { result } = await this.orders.createOrder({
        body: {
          intent: paypalSdk().CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ amount: { currencyCode: 'AUD', value: dollars(request.amountCents) }, description: request.description.slice(0, 127) }],
        },
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=minimal',
      });
      if (!result.id) return { unavailable: PAYPAL_UNAVAILABLE };
      return { id: result.id };
    } catch (e) {
      this.options.log?.warn({ err: describe(e) }, 'PayPal create order failed');
      return { unavailable: PAYPAL_UNAVAILABLE };
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    try {
      const { result } = await this.orders.captureOrder({ id: request.paymentMethodId, paypalRequestId: request.idempotencyKey, prefer: 'return=representation' });
      const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (result.status !== 'COMPLETED' || !capture?.id || capture.status !== 'COMPLETED') {
        this.options.log?.warn({ orderStatus: result.status, captureStatus: capture?.status }, 'PayPal capture not completed');
        return { status: 'declined', message: PAYPAL_DECLINED };
      }
      if (capture.amount?.currencyCode !== 'AUD' || capture.amount.value !== dollars(request.amountCents)) {
        // The buyer approved another amount than the server's price: give it back rather than ship.
        await this.refund(capture.id, `${request.idempotencyKey}:amount`);
        this.options.log?.warn({ captured: capture.amount, expectedCents: request.amountCents }, 'PayPal captured amount differs; refunded');
        return { status: 'declined', message: PAYPAL_DECLINED };
      }
      return { status: 'succeeded', paymentId: capture.id };
    } catch (e) {
      this.options.log?.warn({ err: describe(e) }, 'PayPal capture failed');
      if (e instanceof paypalSdk().ApiError && e.statusCode >= 400 && e.statusCode < 500) return { status: 'declined', message: PAYPAL_DECLINED };
      return { status: 'unavailable', message: PAYPAL_UNAVAILABLE };
    }
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.payments.refundCapturedPayment({ captureId: paymentId, paypalRequestId: idempotencyKey });
  }
}

function describe(e: unknown): object {
  if (e instanceof paypalSdk().ApiError) return { statusCode: e.statusCode, body: typeof e.body === 'string' ? e.body.slice(0, 500) : undefined };
  return { message: e instanceof Error ? e.message : String(e) };
}
