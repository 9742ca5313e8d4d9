import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../src/mail/mailer';
import { donationReceipt, registrationConfirmation, registrationDetailsUrl } from '../src/mail/templates';
import { createTestContext, type TestContext } from './helpers/app';
import { gatewayResponse, initiateDonation, postCallback } from './helpers/payments';

/** A logger whose lines the test can read. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    {
      write: (s: string) => {
        lines.push(JSON.parse(s) as Record<string, unknown>);
      },
    },
  );
  return { logger, lines };
}

/** Undoes quoted-printable soft breaks and escapes so the bodies can be searched. */
function decodeEml(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const emlFiles = (dir: string) => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};

async function waitFor<T>(read: () => T, done: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('createMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pageant-mail-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('when no SMTP_URL is set, then send writes an RFC 822 .eml into the outbox with the HTML values escaped', async () => {
    const { logger, lines } = captureLogger();
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Season 10 Pageant <no-reply@pageant.test>', outboxDir }, logger);
    const content = registrationConfirmation({
      name: 'Eve <script>alert(1)</script>',
      detailsUrl: registrationDetailsUrl('http://pageant.test/', 'tok123'),
    });

    await mailer.send({ to: 'eve@example.com', ...content });

    const files = emlFiles(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]+\.eml$/);
    const eml = decodeEml(readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(eml).toMatch(/^To: eve@example\.com\r?$/m);
    expect(eml).toMatch(/^From: Season 10 Pageant <no-reply@pageant\.test>\r?$/m);
    expect(eml).toMatch(/^Subject: Your registration is confirmed - Season 10 Pageant\r?$/m);
    expect(eml).toContain('http://pageant.test/confirmdetail?id=tok123');
    expect(eml).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    const html = eml.slice(eml.indexOf('<!doctype html>'));
    expect(html).not.toContain('<script>');
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, file: files[0], subject: content.subject }));
  });

  test('when the SMTP server cannot be reached, then send logs a warning and resolves', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const { logger, lines } = captureLogger();
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'x@pageant.test', outboxDir: path.join(dir, 'outbox') },
      logger,
    );

    await expect(mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'hi', html: '<p>hi</p>' })).resolves.toBeUndefined();

    expect(lines).toContainEqual(expect.objectContaining({ level: 40, subject: 'Hello', msg: 'mail could not be sent' }));
    expect(emlFiles(path.join(dir, 'outbox'))).toEqual([]);
  });

  test('donation receipt copy states the amount in INR, the meals and the transaction', () => {
    const m = donationReceipt({ name: 'Asha', amount: '2500.00', mode: 'monthly', meals: 50, txnid: 'T1' });
    expect(m.subject).toContain('INR 2,500');
    expect(m.text).toContain('50 meals');
    expect(m.text).toContain('Monthly');
    expect(m.html).toContain('T1');
  });

  test('a monthly receipt says the total was paid once, today, for twelve months, never "every month"', () => {
    const m = donationReceipt({ name: 'Asha', amount: '30000.00', mode: 'monthly', meals: 600, txnid: 'T2' });
    expect(m.text).toContain('INR 30,000, paid today for 12 months (INR 2,500 a month)');
    expect(m.text).toContain('Frequency: Monthly: INR 2,500 a month for 12 months, paid in one payment today');
    expect(m.html).toContain('paid today for 12 months (INR 2,500 a month)');
    expect(`${m.text} ${m.html}`).not.toMatch(/every month/);
    const once = donationReceipt({ amount: '500.00', mode: 'once', meals: 10, txnid: 'T3' });
    expect(once.text).toContain('Frequency: One-time');
    expect(once.text).not.toContain('paid today for');
  });
});

describe('donation receipt mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('when a donation with an email is paid, then exactly one receipt is mailed; a replayed callback and a donation without email mail nothing', async () => {
    const outbox = ctx.config.outboxDir;
    const { paymentData } = await initiateDonation(ctx, {
      amount: 2500,
      mode: 'once',
      donorName: 'Asha <b>Rao</b>',
      donorEmail: 'asha@example.com',
    });
    const success = gatewayResponse(ctx, paymentData, 'success');

    expect((await postCallback(ctx, success)).status).toBe(303);
    const files = await waitFor(
      () => emlFiles(outbox),
      (f) => f.length > 0,
    );
    expect(files).toHaveLength(1);
    const eml = decodeEml(readFileSync(path.join(outbox, files[0]!), 'utf8'));
    expect(eml).toMatch(/^To: asha@example\.com\r?$/m);
    expect(eml).toContain('INR 2,500');
    expect(eml).toContain('50 meals');
    expect(eml).toContain(paymentData.txnid);
    expect(eml).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');

    // Replay: settles nothing, so mails nothing.
    await postCallback(ctx, success);
    // Paid without an email: nothing to send.
    const anon = await initiateDonation(ctx, { amount: 100, mode: 'once' });
    await postCallback(ctx, gatewayResponse(ctx, anon.paymentData, 'success'));
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM donations');
    expect(rows[0].n).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(emlFiles(outbox)).toHaveLength(1);
  });
});
