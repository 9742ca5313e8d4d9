import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { DEFAULT_USD_PRICES } from '@pageant/common/content/pricing';
import { SANDBOX_KEY, SANDBOX_SALT } from '../src/payments/sandbox';
import { STRIPE_SANDBOX_SECRET_KEY, STRIPE_SANDBOX_WEBHOOK_SECRET } from '../src/payments/stripe-sandbox';
import { describeStripe } from '../src/payments/gateway';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-cfg-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What loadConfig refuses in this environment; none: it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('config', () => {
  test('when nothing is set, then the embedded defaults apply and a session secret is generated once', () => {
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.publicUrl).toBe('http://localhost:3000');
    expect(a.DATABASE_URL).toBeUndefined();
    expect(a.PAYMENT_GATEWAY).toBe('sandbox');
    expect(a.payuBaseUrl).toBe('http://localhost:3000/sandbox/payu');
    expect(a.PAYU_KEY).toBe(SANDBOX_KEY);
    expect(a.PAYU_SALT).toBe(SANDBOX_SALT);
    expect(a.REGISTRATION_FEE).toBe(2000);
    expect(a.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(a.secureCookies).toBe(false);
    expect(a.sessionSecret).toBe(readFileSync(path.join(dir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a.sessionSecret);
    expect(Object.isFrozen(a)).toBe(true);
  });

  test('when several values are invalid, then one error lists every bad key', () => {
    let err: unknown;
    try {
      loadConfig({ DATA_DIR: dir, PORT: 'eighty', PAYMENT_GATEWAY: 'stripe', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as ConfigError).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('PAYMENT_GATEWAY');
    expect(msg).toContain('DATABASE_URL');
  });

  test('when PayU is chosen without real keys, then the config is refused', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'payu' })).toThrow(/missing: PAYU_KEY, PAYU_SALT/);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'payu', PAYU_KEY: 'merchantkey' })).toThrow(/missing: PAYU_SALT/);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'payu', PAYU_KEY: SANDBOX_KEY, PAYU_SALT: 'merchantsalt' })).toThrow(
      /not merchant credentials/,
    );
  });

  test('when PUBLIC_URL is https, then cookies are Secure and the origin is derived', () => {
    const c = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://pageant.example/', SESSION_SECRET: 'x'.repeat(32) });
    expect(c.secureCookies).toBe(true);
    expect(c.publicOrigin).toBe('https://pageant.example');
    expect(c.publicUrl).toBe('https://pageant.example');
  });
  test('when STORAGE_DRIVER=s3, then a bucket is required and the S3 keys are parsed', () => {
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ DATA_DIR: dir }).S3_FORCE_PATH_STYLE).toBe(false);
    const c = loadConfig({
      DATA_DIR: dir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_URL: 'https://cdn.example',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_URL: 'https://cdn.example',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  describe('the payment gateway (a forgotten PAYMENT_GATEWAY must not hand real credentials to the sandbox)', () => {
    test('when PAYU_KEY and PAYU_SALT are set without PAYMENT_GATEWAY, then the start stops with a message naming both', () => {
      expect(problems({ PAYU_KEY: 'merchantkey', PAYU_SALT: 'merchantsalt' })).toEqual([
        'PAYU_KEY and PAYU_SALT are set but PAYMENT_GATEWAY is not: set PAYMENT_GATEWAY=payu (with both PAYU_KEY and PAYU_SALT) ' +
          'to take real payments, or unset PAYU_KEY and PAYU_SALT to use the sandbox',
      ]);
    });

    test.each([
      ['PAYU_KEY', 'merchantkey'],
      ['PAYU_SALT', 'merchantsalt'],
    ])('when only %s is set without PAYMENT_GATEWAY, then the config is refused', (name, value) => {
      const [problem, ...more] = problems({ [name]: value });
      expect(more).toEqual([]);
      expect(problem).toMatch(new RegExp(`^${name} is set but PAYMENT_GATEWAY is not:`));
      expect(problem).toContain('unset PAYU_KEY and PAYU_SALT');
    });

    test('when PAYMENT_GATEWAY=sandbox comes with PayU credentials, then the config is refused: the sandbox only ever uses its own', () => {
      const [problem] = problems({ PAYMENT_GATEWAY: 'sandbox', PAYU_KEY: 'merchantkey', PAYU_SALT: 'merchantsalt' });
      expect(problem).toMatch(/^PAYU_KEY and PAYU_SALT are set but PAYMENT_GATEWAY=sandbox/);
      expect(problems({ PAYMENT_GATEWAY: 'sandbox', PAYU_SALT: 'merchantsalt' })).toHaveLength(1);
    });

    test('when the credentials are empty, as in .env.example, then the sandbox is the default and signs with its own key and salt', () => {
      const c = loadConfig({ DATA_DIR: dir, PAYU_KEY: '', PAYU_SALT: '' });
      expect(c).toMatchObject({ PAYMENT_GATEWAY: 'sandbox', PAYU_KEY: SANDBOX_KEY, PAYU_SALT: SANDBOX_SALT });
      expect(loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'sandbox' })).toMatchObject({ PAYU_KEY: SANDBOX_KEY, PAYU_SALT: SANDBOX_SALT });
    });

    test('when PAYMENT_GATEWAY=payu comes with both credentials, then they are used and nothing points at the sandbox', () => {
      const c = loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'payu', PAYU_KEY: 'merchantkey', PAYU_SALT: 'merchantsalt' });
      expect(c).toMatchObject({
        PAYMENT_GATEWAY: 'payu',
        PAYU_KEY: 'merchantkey',
        PAYU_SALT: 'merchantsalt',
        payuBaseUrl: 'https://test.payu.in',
        payuVerifyUrl: 'https://test.payu.in/merchant/postservice?form=2',
      });
    });

    test('when the gateway problem comes with other bad values, then one error lists them all', () => {
      expect(problems({ PAYU_KEY: 'merchantkey', STORAGE_DRIVER: 's3' }).map((p) => p.split(/[: ]/)[0])).toEqual(['S3_BUCKET', 'PAYU_KEY']);
    });
  });

  describe('dollar payments (issue #17: a Stripe key alone never means "take real money")', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_account', STRIPE_WEBHOOK_SECRET: 'whsec_account' };

    test('when nothing is set, then the Stripe sandbox on our own listen address, with its built-in key, and the default dollar prices', () => {
      const c = loadConfig({ DATA_DIR: dir, PORT: '4123' });
      expect(c).toMatchObject({
        STRIPE_MODE: 'sandbox',
        stripeSecretKey: STRIPE_SANDBOX_SECRET_KEY,
        stripeWebhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
        stripeApiBase: 'http://127.0.0.1:4123/sandbox/stripe',
        usdPrices: DEFAULT_USD_PRICES,
      });
      expect(describeStripe(c)[0]).toMatch(/^Dollar payments: SANDBOX Stripe at http:\/\/localhost:4123\/sandbox\/stripe\. No real money/);
    });

    test('when a Stripe key or secret is set without STRIPE_MODE, then the start stops and says how to choose', () => {
      expect(problems(live)).toEqual([
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set but STRIPE_MODE is not: set STRIPE_MODE=stripe (with both STRIPE_SECRET_KEY ' +
          'and STRIPE_WEBHOOK_SECRET) to take real dollar payments, or unset them to use the sandbox',
      ]);
      expect(problems({ STRIPE_SECRET_KEY: 'sk_live_account' })[0]).toMatch(/^STRIPE_SECRET_KEY is set but STRIPE_MODE is not:/);
      expect(problems({ STRIPE_MODE: 'sandbox', ...live })[0]).toMatch(
        /^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set but STRIPE_MODE=sandbox/,
      );
      expect(problems({ STRIPE_MODE: 'off', STRIPE_WEBHOOK_SECRET: 'whsec_account' })).toHaveLength(1);
    });

    test('when STRIPE_MODE=stripe lacks a credential or uses the sandbox ones, then the config is refused', () => {
      expect(problems({ STRIPE_MODE: 'stripe' })).toEqual([
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both required when STRIPE_MODE=stripe (missing: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)',
      ]);
      expect(problems({ STRIPE_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_live_account' })[0]).toMatch(/missing: STRIPE_WEBHOOK_SECRET\)$/);
      expect(
        problems({ STRIPE_MODE: 'stripe', STRIPE_SECRET_KEY: STRIPE_SANDBOX_SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'whsec_account' })[0],
      ).toMatch(/sandbox's built-in test values/);
    });

    test("when STRIPE_MODE=stripe has both, then they are used against Stripe's own API; off means no dollar prices at all", () => {
      const c = loadConfig({ DATA_DIR: dir, STRIPE_MODE: 'stripe', ...live });
      expect(c).toMatchObject({ STRIPE_MODE: 'stripe', stripeSecretKey: 'sk_live_account', stripeWebhookSecret: 'whsec_account' });
      expect(c.stripeApiBase).toBeUndefined();
      expect(describeStripe(c)).toEqual([
        'Dollar payments: Stripe Checkout; webhook endpoint http://localhost:3000/api/payment/stripe/webhook.',
      ]);
      expect(loadConfig({ DATA_DIR: dir, STRIPE_MODE: 'off' }).usdPrices).toBeNull();
    });

    test('when USD_PRICING is set, then it replaces the dollar table; one that is not JSON or charges fractions of a cent is refused', () => {
      const table = { ...DEFAULT_USD_PRICES, votePrice: 1, registrationFee: 30 };
      expect(loadConfig({ DATA_DIR: dir, USD_PRICING: JSON.stringify(table) }).usdPrices).toEqual(table);
      expect(problems({ USD_PRICING: '{votePrice: 1' })[0]).toMatch(/^USD_PRICING: must be JSON/);
      const fractional = { ...table, packages: [{ votes: 3, pricePerVote: 0.333 }] };
      expect(problems({ USD_PRICING: JSON.stringify(fractional) })).toEqual([
        'USD_PRICING.packages.0: votes x pricePerVote must come to whole cents',
      ]);
      expect(problems({ USD_PRICING: JSON.stringify({ ...table, votePrice: 1.255, mealPrice: -1 }) })).toEqual([
        'USD_PRICING.votePrice: must be whole cents',
        'USD_PRICING.mealPrice: must be a positive number of dollars',
      ]);
    });
  });
});
