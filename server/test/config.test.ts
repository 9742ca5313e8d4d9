import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { SANDBOX_KEY, SANDBOX_SALT } from '../src/payments/sandbox';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-cfg-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
      } catch (e) {
        if (e instanceof ConfigError) return e.problems;
        throw e;
      }
      return [];
    };

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
});
