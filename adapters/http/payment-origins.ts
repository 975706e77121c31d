/**
 * Origins the strict Content-Security-Policy must allow for the live payment step: where the
 * providers' scripts come from (configured), and the frames and APIs those scripts use, as the
 * providers document them. Nothing is added for a provider that is not configured.
 */
export interface PaymentOriginSettings {
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_JS_URL: string;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_SDK_URL: string;
}

const STRIPE_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://api.stripe.com', 'https://m.stripe.network'];
const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

export function paymentOriginsOf(settings: PaymentOriginSettings): string[] {
  const origins: string[] = [];
  if (settings.STRIPE_PUBLISHABLE_KEY) origins.push(new URL(settings.STRIPE_JS_URL).origin, ...STRIPE_ORIGINS);
  if (settings.PAYPAL_CLIENT_ID) origins.push(new URL(settings.PAYPAL_SDK_URL).origin, ...PAYPAL_ORIGINS);
  return [...new Set(origins)];
}
