/**
 * The parts of Stripe.js and of the PayPal JS SDK the live payment step uses, typed by hand (the
 * scripts are loaded from the providers at run time, never bundled), and the loader for them.
 */

export interface StripeError {
  type?: string;
  message?: string;
}

export interface StripeElementChange {
  complete: boolean;
  empty?: boolean;
  error?: StripeError;
}

export interface StripeElement {
  mount(target: HTMLElement): void;
  unmount(): void;
  destroy?(): void;
  on(event: 'change', handler: (event: StripeElementChange) => void): void;
  on(event: 'click', handler: (event: unknown) => void): void;
}

export interface StripeElements {
  create(type: 'card', options?: Record<string, unknown>): StripeElement;
  create(type: 'paymentRequestButton', options: { paymentRequest: StripePaymentRequest } & Record<string, unknown>): StripeElement;
}

export interface WalletShippingOption {
  id: string;
  label: string;
  detail: string;
  /** Cents. */
  amount: number;
}

export interface WalletAddress {
  /** ISO 3166 alpha-2, e.g. 'AU'. */
  country?: string;
  addressLine?: string[];
  city?: string;
  region?: string;
  postalCode?: string;
  recipient?: string;
  phone?: string;
}

export interface WalletUpdate {
  status: 'success' | 'fail' | 'invalid_shipping_address';
  total?: { label: string; amount: number };
  shippingOptions?: WalletShippingOption[];
}

export interface WalletPaymentMethodEvent {
  paymentMethod: { id: string };
  shippingOption?: { id: string } | null;
  shippingAddress?: WalletAddress | null;
  payerName?: string | null;
  payerEmail?: string | null;
  payerPhone?: string | null;
  complete(status: 'success' | 'fail'): void;
}

export interface StripePaymentRequest {
  canMakePayment(): Promise<Record<string, boolean> | null>;
  update(options: { total?: { label: string; amount: number }; shippingOptions?: WalletShippingOption[] }): void;
  on(event: 'paymentmethod', handler: (event: WalletPaymentMethodEvent) => void): void;
  on(event: 'shippingaddresschange', handler: (event: { shippingAddress: WalletAddress; updateWith(update: WalletUpdate): void }) => void): void;
  on(event: 'shippingoptionchange', handler: (event: { shippingOption: { id: string }; updateWith(update: WalletUpdate): void }) => void): void;
  on(event: 'cancel', handler: () => void): void;
}

export interface BillingDetails {
  name: string;
  email: string;
  phone?: string;
  address: { line1: string; city: string; state?: string; postal_code?: string; country?: string };
}

export interface Stripe {
  elements(options?: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: { type: 'card'; card: StripeElement; billing_details?: BillingDetails }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  /** 3-D Secure for a PaymentIntent the server created; resolves once the shopper finished (or failed). */
  handleCardAction(clientSecret: string): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;
  paymentRequest(options: {
    country: string;
    currency: string;
    total: { label: string; amount: number };
    requestShipping: boolean;
    requestPayerName?: boolean;
    requestPayerEmail?: boolean;
    requestPayerPhone?: boolean;
    shippingOptions: WalletShippingOption[];
  }): StripePaymentRequest;
}

export interface PaypalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
  style?: Record<string, string>;
}

export interface PaypalSdk {
  Buttons(options: PaypalButtonsOptions): { render(target: HTMLElement): Promise<void> };
}

/** Where the provider scripts come from and what they leave behind. */
export interface ScriptHost {
  /** Loads a script once per URL; rejects when it cannot be loaded. */
  load(url: string): Promise<void>;
  stripe(): ((publishableKey: string) => Stripe) | undefined;
  paypal(): PaypalSdk | undefined;
}

const loading = new Map<string, Promise<void>>();

/** The page's own script host: a `<script>` element per URL. */
export const browserScripts: ScriptHost = {
  load(url) {
    let pending = loading.get(url);
    if (!pending) {
      pending = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loading.delete(url);
          script.remove();
          reject(new Error(`Could not load ${url}`));
        };
        document.head.appendChild(script);
      });
      loading.set(url, pending);
    }
    return pending;
  },
  stripe: () => (globalThis as { Stripe?: (key: string) => Stripe }).Stripe,
  paypal: () => (globalThis as { paypal?: PaypalSdk }).paypal,
};
