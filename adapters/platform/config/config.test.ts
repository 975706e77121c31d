import { describe, expect, it } from 'vitest';
import { ConfigError, livePaymentProviders, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '3.5' }, 'PORT must be an integer between 1 and 65535'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [
      { REQUIRE_LIVE_PAYMENTS: 'true' },
      'REQUIRE_LIVE_PAYMENTS is true but no payment provider is configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    ],
    [{ REQUIRE_LIVE_PAYMENTS: 'sometimes' }, 'REQUIRE_LIVE_PAYMENTS must be true or false'],
    [{ EMBEDDED_PG_PORT: '0' }, 'EMBEDDED_PG_PORT must be an integer between 1 and 65535'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '10' }, 'DATABASE_STATEMENT_TIMEOUT_MS must be an integer between 100 and 3600000'],
    [{ DATABASE_APP_URL: 'postgres://app@db/shop' }, 'DATABASE_APP_URL needs DATABASE_URL (the embedded Postgres sets up its own serving role)'],
  ])('rejects %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('REQUIRE_LIVE_PAYMENTS accepts a start with either real provider; test mode is having neither', () => {
    expect(loadConfig({ REQUIRE_LIVE_PAYMENTS: 'true', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }).REQUIRE_LIVE_PAYMENTS).toBe(true);
    expect(loadConfig({ REQUIRE_LIVE_PAYMENTS: 'true', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).REQUIRE_LIVE_PAYMENTS).toBe(true);
    expect(loadConfig({}).REQUIRE_LIVE_PAYMENTS).toBe(false);
    expect(livePaymentProviders(loadConfig({}))).toEqual({ stripe: false, paypal: false, any: false });
    expect(livePaymentProviders(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }))).toEqual({ stripe: false, paypal: true, any: true });
    expect(livePaymentProviders(loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }))).toEqual({ stripe: true, paypal: false, any: true });
  });

  it('leaves the embedded Postgres port to the shop unless EMBEDDED_PG_PORT fixes it, and times served queries out after 5 s', () => {
    expect(loadConfig({}).EMBEDDED_PG_PORT).toBeUndefined();
    expect(loadConfig({ EMBEDDED_PG_PORT: '' }).EMBEDDED_PG_PORT).toBeUndefined();
    expect(loadConfig({ EMBEDDED_PG_PORT: '6543' }).EMBEDDED_PG_PORT).toBe(6543);
    expect(loadConfig({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    const both = loadConfig({ DATABASE_URL: 'postgres://owner@db/shop', DATABASE_APP_URL: 'postgres://app@db/shop' });
    expect([both.DATABASE_URL, both.DATABASE_APP_URL]).toEqual(['postgres://owner@db/shop', 'postgres://app@db/shop']);
  });

  it('takes an optional GA4 measurement id and Meta pixel id only in their formats, with the official script URLs by default', () => {
    const none = loadConfig({ GA_MEASUREMENT_ID: ' ', META_PIXEL_ID: '' });
    expect([none.GA_MEASUREMENT_ID, none.META_PIXEL_ID]).toEqual([undefined, undefined]);
    expect([none.GA_SCRIPT_URL, none.META_SCRIPT_URL]).toEqual(['https://www.googletagmanager.com/gtag/js', 'https://connect.facebook.net/en_US/fbevents.js']);
    const both = loadConfig({ GA_MEASUREMENT_ID: 'G-ABC123XYZ', META_PIXEL_ID: '1234567890' });
    expect([both.GA_MEASUREMENT_ID, both.META_PIXEL_ID]).toEqual(['G-ABC123XYZ', '1234567890']);
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => loadConfig({ META_PIXEL_ID: 'px-123' })).toThrow(/META_PIXEL_ID/);
    expect(() => loadConfig({ GA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/GA_SCRIPT_URL/);
  });

  it('reads booleans and trims values', () => {
    const c = loadConfig({ SEED_DEMO: 'false', PORT: ' 8080 ', PUBLIC_URL: 'https://shop.example.com/' });
    expect(c.SEED_DEMO).toBe(false);
    expect(c.PORT).toBe(8080);
    expect(c.PUBLIC_URL).toBe('https://shop.example.com');
  });

  it('keeps media on disk unless MEDIA_S3_BUCKET is set, and refuses a partial S3 configuration', () => {
    expect(loadConfig({}).MEDIA_S3_BUCKET).toBeUndefined();
    const c = loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_FORCE_PATH_STYLE: 'true', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' });
    expect(c).toMatchObject({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('MEDIA_S3_BUCKET is not set but MEDIA_S3_ENDPOINT is: set the bucket, or unset them to keep media on disk');
    expect(() => loadConfig({ AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's', MEDIA_S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      'MEDIA_S3_BUCKET is not set but AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, MEDIA_S3_FORCE_PATH_STYLE is',
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'k' })).toThrow('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://x' })).toThrow(/MEDIA_S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_PREFIX: '../x' })).toThrow(/MEDIA_S3_PREFIX/);
  });
});
