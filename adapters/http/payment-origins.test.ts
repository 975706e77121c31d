import { describe, expect, it } from 'vitest';
import { paymentOriginsOf } from './payment-origins.js';

const DEFAULTS = { STRIPE_JS_URL: 'https://js.stripe.com/v3/', PAYPAL_SDK_URL: 'https://www.paypal.com/sdk/js' };

describe('paymentOriginsOf', () => {
  it('allows nothing extra in test mode', () => {
    expect(paymentOriginsOf(DEFAULTS)).toEqual([]);
  });

  it('allows the configured script origins and the providers’ frame and API origins when they are configured', () => {
    const stripe = paymentOriginsOf({ ...DEFAULTS, STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_JS_URL: 'http://127.0.0.1:4555/v3/' });
    expect(stripe).toContain('http://127.0.0.1:4555');
    expect(stripe).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://api.stripe.com']));
    expect(stripe.some((o) => o.includes('paypal'))).toBe(false);
    const paypal = paymentOriginsOf({ ...DEFAULTS, PAYPAL_CLIENT_ID: 'client' });
    expect(paypal).toEqual(['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']);
  });
});
