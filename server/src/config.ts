import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SANDBOX_KEY, SANDBOX_SALT } from './payments/sandbox';
import { STRIPE_SANDBOX_SECRET_KEY, STRIPE_SANDBOX_WEBHOOK_SECRET } from './payments/stripe-sandbox';
import { usdPricingSchema } from './modules/pricing/usd-pricing';
import { DEFAULT_USD_PRICES, type PriceTable } from '@pageant/common/content/pricing';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** Every environment variable the server reads (DESIGN §3). Nothing else touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('development enables verbose errors in logs only'),
  PORT: port.default(3000).describe('HTTP port'),
  PUBLIC_URL: z.url().optional().describe('external base URL: payment return URLs, links in mail, Origin check'),
  DATA_DIR: z.string().min(1).default('./data').describe('embedded database, uploads, outbox, generated secrets'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .describe('PostgreSQL connection string; unset = embedded'),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin').describe('admin created at start when no admin exists'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(256)
    .optional()
    .describe('its password; generated and printed once when unset'),
  SESSION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe('cookie signing; generated and stored in DATA_DIR when unset'),
  SESSION_MAX_AGE_HOURS: positiveInt.default(12).describe('admin session lifetime'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'payu']).optional().describe('sandbox or payu; sandbox only when no PayU credential is set'),
  PAYU_KEY: z.string().min(1).optional().describe('merchant key (PAYMENT_GATEWAY=payu only)'),
  PAYU_SALT: z.string().min(1).optional().describe('merchant salt (PAYMENT_GATEWAY=payu only)'),
  PAYU_BASE_URL: z.url().optional().describe('where the browser posts _payment'),
  PAYU_VERIFY_URL: z.url().optional().describe('verify_payment API'),
  RECONCILE_INTERVAL_MS: positiveInt.default(5 * 60_000).describe('how often stale payments are checked with verify_payment'),
  REGISTRATION_FEE: positiveInt.default(2000).describe('registration fee in INR'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local').describe('local or s3'),
  S3_BUCKET: z.string().optional().describe('S3 bucket (STORAGE_DRIVER=s3)'),
  S3_REGION: z.string().optional().describe('S3 region'),
  S3_ENDPOINT: z.url().optional().describe('S3-compatible endpoint'),
  S3_PUBLIC_URL: z.url().optional().describe('public base URL of stored objects (CDN or bucket host); default S3_ENDPOINT/S3_BUCKET'),
  S3_FORCE_PATH_STYLE: bool
    .default(false)
    .describe('address the bucket as S3_ENDPOINT/S3_BUCKET (MinIO and most self-hosted services) instead of as a host name'),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .optional()
    .describe(
      'hours between scheduled backups into DATA_DIR/backups (fractions allowed); 0 turns them off; default 24 on the embedded database, 0 with DATABASE_URL',
    ),
  BACKUP_KEEP: positiveInt.max(10_000).default(14).describe('backup files kept in DATA_DIR/backups; the oldest beyond this are removed'),
  BACKUP_S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'also copy each backup to this S3 bucket, through S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the standard AWS credentials',
    ),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10).describe('per uploaded file'),
  DIGEST_HOUR_IST: z.coerce
    .number()
    .int()
    .min(-1)
    .max(23)
    .default(9)
    .describe(
      "hour of the day (India time, 0-23) from which contestants' daily vote digests for the day before are sent; -1 turns them off",
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .describe('mail transport; unset = outbox files'),
  MAIL_FROM: z.string().default('Season 10 Pageant <no-reply@localhost>').describe('sender of outgoing mail'),
  SEED_DEMO: bool.optional().describe('seed demo Season 10 content; default true on an empty embedded database'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino level'),
  TRUST_PROXY: z.string().default('false').describe('Express trust proxy setting (e.g. 1 behind nginx)'),
  RATE_LIMIT_LOGIN: positiveInt
    .default(10)
    .describe('failed logins per 15 minutes per IP, and per IP and username together (a username alone is slowed down, never locked)'),
  RATE_LIMIT_PAYMENT: positiveInt.default(300).describe('payment initiations per minute per IP'),
  RATE_LIMIT_UPLOAD: positiveInt.default(300).describe('uploads per minute per admin session'),
  RATE_LIMIT_API: positiveInt.default(3000).describe('API requests per minute per IP (all routes)'),
  STRIPE_MODE: z
    .enum(['sandbox', 'stripe', 'off'])
    .optional()
    .describe('dollar payments: sandbox (default when no Stripe key is set), stripe (real Stripe Checkout) or off (rupees only)'),
  STRIPE_SECRET_KEY: z.string().min(1).optional().describe('Stripe secret key, sk_live_... or sk_test_... (STRIPE_MODE=stripe only)'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('signing secret of the webhook endpoint, whsec_... (STRIPE_MODE=stripe only)'),
  STRIPE_API_BASE: z
    .url()
    .optional()
    .describe("where the Stripe API is; default Stripe's own, or this server's sandbox (http://127.0.0.1:PORT/sandbox/stripe)"),
  USD_PRICING: z
    .string()
    .optional()
    .describe('JSON price table in dollars (votePrice, packages, registrationFee, donationPresets, mealPrice)'),
});

export type Env = z.infer<typeof envSchema>;

export type Gateway = 'sandbox' | 'payu';
export type StripeMode = 'sandbox' | 'stripe' | 'off';

export type Config = Readonly<
  Omit<Env, 'PAYMENT_GATEWAY' | 'PAYU_KEY' | 'PAYU_SALT' | 'STRIPE_MODE' | 'USD_PRICING' | 'BACKUP_INTERVAL_HOURS'> & {
    /** 0 = no scheduled backups. */
    BACKUP_INTERVAL_HOURS: number;
    backupsDir: string;
    PAYMENT_GATEWAY: Gateway;
    STRIPE_MODE: StripeMode;
    /** What the SDK authenticates and verifies webhooks with: the account's with stripe, built-in test values with sandbox. */
    stripeSecretKey: string;
    stripeWebhookSecret: string;
    /** Undefined means Stripe's own API. */
    stripeApiBase: string | undefined;
    /** Dollar prices (USD_PRICING or the defaults); null while STRIPE_MODE=off. */
    usdPrices: PriceTable | null;
    /** What the gateway signs with: the merchant's with payu, the sandbox's built-in ones with sandbox. */
    PAYU_KEY: string;
    PAYU_SALT: string;
    publicUrl: string;
    publicOrigin: string;
    dataDir: string;
    uploadsDir: string;
    outboxDir: string;
    sessionSecret: string;
    secureCookies: boolean;
    payuBaseUrl: string;
    payuVerifyUrl: string;
    uploadMaxBytes: number;
    trustProxy: boolean | number | string;
  }
>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** The session secret survives restarts without being configured: stored once in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Which of a gateway's credential variables are set, as its messages name them ("A is set", "A and B are set"; null for none), and which are missing. */
function credentials(e: Env, names: readonly (keyof Env)[]): { isSet: string | null; missing: (keyof Env)[] } {
  const set = names.filter((name) => e[name] !== undefined);
  return {
    isSet: set.length ? `${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set` : null,
    missing: names.filter((name) => e[name] === undefined),
  };
}

/**
 * The sandbox marks any payment paid at the press of a button, so it must never run where real
 * credentials are configured: a forgotten PAYMENT_GATEWAY would otherwise give votes, registrations
 * and donations away. It is the default only when no PayU credential is set, and it always signs
 * with its own built-in key and salt, never with PAYU_KEY/PAYU_SALT.
 */
function checkGateway(e: Env): string | null {
  const { isSet, missing } = credentials(e, ['PAYU_KEY', 'PAYU_SALT']);
  const choose =
    'set PAYMENT_GATEWAY=payu (with both PAYU_KEY and PAYU_SALT) to take real payments, or unset PAYU_KEY and PAYU_SALT to use the sandbox';
  if (e.PAYMENT_GATEWAY === undefined) return isSet && `${isSet} but PAYMENT_GATEWAY is not: ${choose}`;
  if (e.PAYMENT_GATEWAY === 'sandbox') {
    return isSet && `${isSet} but PAYMENT_GATEWAY=sandbox, which only ever uses its own built-in test key and salt: ${choose}`;
  }
  if (missing.length) return `PAYU_KEY and PAYU_SALT are both required when PAYMENT_GATEWAY=payu (missing: ${missing.join(', ')})`;
  if (e.PAYU_KEY === SANDBOX_KEY || e.PAYU_SALT === SANDBOX_SALT) {
    return "PAYU_KEY/PAYU_SALT: the sandbox's built-in test values are not merchant credentials; PAYMENT_GATEWAY=payu needs your PayU merchant key and salt";
  }
  return null;
}

/** Mirrors checkGateway: real Stripe keys never reach the sandbox, and a key alone never means "take real money". */
function checkStripe(e: Env): string | null {
  const { isSet, missing } = credentials(e, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const choose =
    'set STRIPE_MODE=stripe (with both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real dollar payments, or unset them to use the sandbox';
  if (e.STRIPE_MODE === undefined) return isSet && `${isSet} but STRIPE_MODE is not: ${choose}`;
  if (e.STRIPE_MODE !== 'stripe') return isSet && `${isSet} but STRIPE_MODE=${e.STRIPE_MODE}, which never uses them: ${choose}`;
  if (missing.length) {
    return `STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both required when STRIPE_MODE=stripe (missing: ${missing.join(', ')})`;
  }
  if (e.STRIPE_SECRET_KEY === STRIPE_SANDBOX_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET === STRIPE_SANDBOX_WEBHOOK_SECRET) {
    return "STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET: the sandbox's built-in test values are not an account's; STRIPE_MODE=stripe needs your Stripe keys";
  }
  return null;
}

function parseUsdPricing(json: string | undefined, problems: string[]): PriceTable | undefined {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    problems.push('USD_PRICING: must be JSON (a price table: votePrice, packages, registrationFee, donationPresets, mealPrice)');
    return undefined;
  }
  const parsed = usdPricingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const i of parsed.error.issues) problems.push(`USD_PRICING${i.path.map((p) => `.${String(p)}`).join('')}: ${i.message}`);
  return undefined;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const env = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  const gatewayProblem = checkGateway(e);
  if (gatewayProblem) problems.push(gatewayProblem);
  const stripeProblem = checkStripe(e);
  if (stripeProblem) problems.push(stripeProblem);
  const usdPrices = parseUsdPricing(e.USD_PRICING, problems);
  if (problems.length) throw new ConfigError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  const gateway: Gateway = e.PAYMENT_GATEWAY ?? 'sandbox';
  const sandbox = gateway === 'sandbox';
  const stripeMode: StripeMode = e.STRIPE_MODE ?? 'sandbox';
  const { USD_PRICING: _usdPricing, ...rest } = e;
  return Object.freeze({
    ...rest,
    PAYMENT_GATEWAY: gateway,
    STRIPE_MODE: stripeMode,
    stripeSecretKey: stripeMode === 'stripe' ? e.STRIPE_SECRET_KEY! : STRIPE_SANDBOX_SECRET_KEY,
    stripeWebhookSecret: stripeMode === 'stripe' ? e.STRIPE_WEBHOOK_SECRET! : STRIPE_SANDBOX_WEBHOOK_SECRET,
    // The sandbox is this server: its own listen address works where PUBLIC_URL (a proxy, a domain) may not.
    stripeApiBase: e.STRIPE_API_BASE ?? (stripeMode === 'sandbox' ? `http://127.0.0.1:${e.PORT}/sandbox/stripe` : undefined),
    usdPrices: stripeMode === 'off' ? null : (usdPrices ?? DEFAULT_USD_PRICES),
    PAYU_KEY: sandbox ? SANDBOX_KEY : e.PAYU_KEY!,
    PAYU_SALT: sandbox ? SANDBOX_SALT : e.PAYU_SALT!,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    // A managed PostgreSQL (DATABASE_URL) has its provider's backups; the embedded one has only these.
    BACKUP_INTERVAL_HOURS: e.BACKUP_INTERVAL_HOURS ?? (e.DATABASE_URL ? 0 : 24),
    backupsDir: path.join(dataDir, 'backups'),
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    secureCookies: publicUrl.startsWith('https://'),
    payuBaseUrl: e.PAYU_BASE_URL ?? (sandbox ? `${publicUrl}/sandbox/payu` : 'https://test.payu.in'),
    payuVerifyUrl:
      e.PAYU_VERIFY_URL ??
      (sandbox ? `${publicUrl}/sandbox/payu/merchant/postservice?form=2` : 'https://test.payu.in/merchant/postservice?form=2'),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  });
}

/** Markdown table of every variable, for the README. */
export function describeEnv(): { name: string; description: string }[] {
  return Object.entries(envSchema.shape).map(([name, s]) => ({ name, description: (s as z.ZodType).description ?? '' }));
}
