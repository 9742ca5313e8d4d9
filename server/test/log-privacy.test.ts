import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createLogger, serializeError } from '../src/logger';
import { createTestContext, PUBLIC_URL, type TestContext } from './helpers/app';

/** Failed queries and request lines must not carry the personal data of whoever sent them (issue #12 item 7). */
const EMAIL = 'priya.known@example.com';
const PHONE = '9876501234';
const NAME = 'Priya Knownname';

let ctx: TestContext;
let lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestContext({}, { logger: createLogger('info', sink) });
});
afterAll(async () => ctx.close());
beforeEach(() => {
  lines = [];
});

describe('logs without personal data', () => {
  test('a query that fails while registering logs its text and error, never the e-mail, phone or name', async () => {
    // The table disappears under the route, so its first query fails the way a real outage would.
    await ctx.database.pool.query('ALTER TABLE registrations RENAME TO registrations_away');
    try {
      const res = await request(ctx.app).post('/api/payment/registration').set('Origin', PUBLIC_URL).send({
        fullName: NAME,
        age: 27,
        email: EMAIL,
        education: 'MBA',
        category: 'Miss',
        contactNumber: PHONE,
        whatsappNumber: PHONE,
        agreeToTerms: true,
      });
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('registrations');
    } finally {
      await ctx.database.pool.query('ALTER TABLE registrations_away RENAME TO registrations');
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).toContain('does not exist');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain(NAME);
  });

  test('a query error serialised for the log keeps the SQL and the cause, drops the bound values', async () => {
    const err = await ctx.database.db.execute(sql`SELECT ${EMAIL}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain(EMAIL);
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('Failed query');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(EMAIL);
  });

  test('registration tokens and admin searches are redacted from request lines', async () => {
    await request(ctx.app).get('/api/payment/get-registration?id=secret-token-123');
    await request(ctx.app).get(`/api/details/all?search=${encodeURIComponent(EMAIL)}&page=1`);
    const log = lines.join('');
    expect(log).toContain('/api/payment/get-registration?id=[redacted]');
    expect(log).toContain('search=[redacted]');
    expect(log).not.toContain('secret-token-123');
    expect(log).not.toContain('priya.known');
  });

  test('personal fields in any logged object are censored', () => {
    lines = [];
    const logger = createLogger('info', sink);
    logger.info({ email: EMAIL, payer: { phone: PHONE, donorName: NAME }, txnid: 'T123' }, 'payment noted');
    const log = lines.join('');
    expect(log).toContain('T123');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain(NAME);
  });
});
