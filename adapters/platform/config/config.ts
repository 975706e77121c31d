import { z } from 'zod';

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(s)) return true;
      if (['false', '0', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });

const int = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!/^\s*-?\d+\s*$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const optionalInt = (name: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!/^\s*\d+\s*$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      try {
        const u = new URL(v.trim());
        if (!protocols.includes(u.protocol)) throw new Error('protocol');
        return v.trim();
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` });
        return z.NEVER;
      }
    });

const urlOr = (name: string, fallback: string) => url(name, ['http:', 'https:']).transform((v): string => v ?? fallback);

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v): string => (v === undefined || v.trim() === '' ? fallback : v.trim()));

const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v): string | undefined => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Which real payment providers the keys configure: Stripe with its secret key, PayPal with its client
 * id and secret. With neither the shop is in test mode (the built-in test gateway takes every payment).
 */
export function livePaymentProviders(c: { STRIPE_SECRET_KEY?: string | undefined; PAYPAL_CLIENT_ID?: string | undefined; PAYPAL_CLIENT_SECRET?: string | undefined }): {
  stripe: boolean;
  paypal: boolean;
  any: boolean;
} {
  const stripe = Boolean(c.STRIPE_SECRET_KEY);
  const paypal = Boolean(c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET);
  return { stripe, paypal, any: stripe || paypal };
}

/** Every environment variable the shop reads, validated once at start. `.env.example` lists them all. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test'], { message: 'NODE_ENV must be production, development or test' }).default('production'),
    PORT: int('PORT', 1, 65535, 3000),
    HOST: text('0.0.0.0'),
    PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
    DATA_DIR: text('.data'),
    DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    DATABASE_POOL_SIZE: int('DATABASE_POOL_SIZE', 1, 500, 20),
    /** The role requests are served as; DATABASE_URL's role then only migrates. */
    DATABASE_APP_URL: url('DATABASE_APP_URL', ['postgres:', 'postgresql:']),
    DATABASE_STATEMENT_TIMEOUT_MS: int('DATABASE_STATEMENT_TIMEOUT_MS', 100, 3_600_000, 5_000),
    /** Unset: a free port is chosen and remembered in the data folder. */
    EMBEDDED_PG_PORT: optionalInt('EMBEDDED_PG_PORT', 1, 65535),
    REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']),
    REDIS_PREFIX: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? 'shop' : v.trim()))
      .refine((v) => /^[A-Za-z0-9_{}-]{1,40}$/.test(v), { message: 'REDIS_PREFIX must be 1 to 40 letters, digits, dashes, underscores or braces' }),
    SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
    MAIL_FROM: text('Soul Searching Outdoor Co. <hello@soulsearching.example>'),
    SUPPORT_EMAIL: text('support@soulsearching.example'),
    SHOP_NAME: text('Soul Searching Outdoor Co.'),
    SHOP_LEGAL_NAME: text('Soul Searching Outdoor Co. Pty Ltd'),
    SHOP_ABN: text('51 824 753 556'),
    JWT_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || v.length >= 32, { message: 'JWT_SECRET must be at least 32 characters long' })
      .transform((v) => (v ? v : undefined)),
    TOKEN_TTL_HOURS: int('TOKEN_TTL_HOURS', 1, 24 * 90, 24 * 7),
    SEED_DEMO: bool('SEED_DEMO', true),
    ADMIN_EMAIL: optionalText(),
    ADMIN_PASSWORD: optionalText(),
    TRUST_PROXY: int('TRUST_PROXY', 0, 10, 0),
    BODY_LIMIT_KB: int('BODY_LIMIT_KB', 1, 10_240, 100),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
    RUN_WORKERS: bool('RUN_WORKERS', true),
    /** First retry delay of a failed background job or outbox delivery; doubles per attempt up to JOB_RETRY_MAX_MS. */
    JOB_RETRY_BASE_MS: int('JOB_RETRY_BASE_MS', 10, 3_600_000, 1_000),
    JOB_RETRY_MAX_MS: int('JOB_RETRY_MAX_MS', 10, 86_400_000, 900_000),
    STRIPE_SECRET_KEY: optionalText(),
    STRIPE_PUBLISHABLE_KEY: optionalText(),
    STRIPE_WEBHOOK_SECRET: optionalText(),
    PAYPAL_CLIENT_ID: optionalText(),
    PAYPAL_CLIENT_SECRET: optionalText(),
    PAYPAL_WEBHOOK_ID: optionalText(),
    REQUIRE_LIVE_PAYMENTS: bool('REQUIRE_LIVE_PAYMENTS', false),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production'], { message: 'PAYPAL_ENVIRONMENT must be sandbox or production' }).default('sandbox'),
    STRIPE_JS_URL: urlOr('STRIPE_JS_URL', 'https://js.stripe.com/v3/'),
    PAYPAL_SDK_URL: urlOr('PAYPAL_SDK_URL', 'https://www.paypal.com/sdk/js'),
    /** How long one call to a payment provider may take before it counts as not answering (the SDK retries it twice with the same idempotency key). */
    PAYMENT_TIMEOUT_MS: int('PAYMENT_TIMEOUT_MS', 200, 120_000, 20_000),
    STRIPE_API_BASE: url('STRIPE_API_BASE', ['http:', 'https:']),
    PAYPAL_API_BASE: url('PAYPAL_API_BASE', ['http:', 'https:']),
    GOOGLE_MAPS_API_KEY: optionalText(),
    GOOGLE_MAPS_JS_URL: urlOr('GOOGLE_MAPS_JS_URL', 'https://maps.googleapis.com/maps/api/js'),
    GA_MEASUREMENT_ID: optionalText().refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), 'GA_MEASUREMENT_ID must be a GA4 measurement id like G-ABC123XYZ'),
    GA_SCRIPT_URL: urlOr('GA_SCRIPT_URL', 'https://www.googletagmanager.com/gtag/js'),
    META_PIXEL_ID: optionalText().refine((v) => v === undefined || /^\d{5,20}$/.test(v), 'META_PIXEL_ID must be the digits of a Meta pixel id'),
    META_SCRIPT_URL: urlOr('META_SCRIPT_URL', 'https://connect.facebook.net/en_US/fbevents.js'),
    /** Media in an S3-compatible bucket instead of DATA_DIR/media (needed when web processes run on several hosts). */
    MEDIA_S3_BUCKET: optionalText(),
    MEDIA_S3_REGION: text('us-east-1'),
    MEDIA_S3_ENDPOINT: url('MEDIA_S3_ENDPOINT', ['http:', 'https:']),
    MEDIA_S3_FORCE_PATH_STYLE: bool('MEDIA_S3_FORCE_PATH_STYLE', false),
    MEDIA_S3_PREFIX: optionalText().refine(
      (v) => v === undefined || /^[A-Za-z0-9][A-Za-z0-9._/-]{0,100}\/$/.test(v),
      'MEDIA_S3_PREFIX must be letters, digits, dots, dashes, underscores and slashes, ending with a slash',
    ),
    AWS_ACCESS_KEY_ID: optionalText(),
    AWS_SECRET_ACCESS_KEY: optionalText(),
  })
  .superRefine((c, ctx) => {
    if (c.DATABASE_APP_URL && !c.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_APP_URL'], message: 'DATABASE_APP_URL needs DATABASE_URL (the embedded Postgres sets up its own serving role)' });
    }
    if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    }
    if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together' });
    }
    const s3Settings = (['MEDIA_S3_ENDPOINT', 'MEDIA_S3_PREFIX', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const).filter((k) => c[k] !== undefined);
    if (!c.MEDIA_S3_BUCKET && (s3Settings.length > 0 || c.MEDIA_S3_FORCE_PATH_STYLE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_S3_BUCKET'],
        message: `MEDIA_S3_BUCKET is not set but ${[...s3Settings, ...(c.MEDIA_S3_FORCE_PATH_STYLE ? ['MEDIA_S3_FORCE_PATH_STYLE'] : [])].join(', ')} is: set the bucket, or unset them to keep media on disk`,
      });
    }
    if (Boolean(c.AWS_ACCESS_KEY_ID) !== Boolean(c.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['AWS_SECRET_ACCESS_KEY'], message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together' });
    }
    if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together' });
    } else if (c.REQUIRE_LIVE_PAYMENTS && !livePaymentProviders(c).any) {
      ctx.addIssue({
        code: 'custom',
        path: ['REQUIRE_LIVE_PAYMENTS'],
        message: 'REQUIRE_LIVE_PAYMENTS is true but no payment provider is configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      });
    }
  })
  .transform((c) => ({ ...c, PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '') }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the error message is one line per problem, written for a person. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const known = Object.fromEntries(Object.keys(configSchema.def.in.shape).map((k) => [k, env[k]]));
  const parsed = configSchema.safeParse(known);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return issue.message.startsWith(key) || !key ? issue.message : `${key}: ${issue.message}`;
  });
  throw new ConfigError(lines.join('\n'));
}
