import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

let dir: string;
beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-cfg-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('config', () => {
  test('when nothing is set, then the embedded defaults apply and a session secret is generated once', () => {
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.publicUrl).toBe('http://localhost:3000');
    expect(a.DATABASE_URL).toBeUndefined();
    expect(a.PAYMENT_GATEWAY).toBe('sandbox');
    expect(a.payuBaseUrl).toBe('http://localhost:3000/sandbox/payu');
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
    } catch (e) { err = e; }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as ConfigError).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('PAYMENT_GATEWAY');
    expect(msg).toContain('DATABASE_URL');
  });

  test('when PayU is chosen without real keys, then the config is refused', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'payu' })).toThrow(/PAYU_KEY/);
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
      DATA_DIR: dir, STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.example', S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_REGION: 'ap-south-1', S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.example', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
