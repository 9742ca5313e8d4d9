// Over 350 lines: every read, export and mail that shows money, each in both currencies; one file so no surface is missed.
/**
 * Issue #17, "Money in two currencies everywhere": every read that shows or exports an amount says
 * its currency, and every total is per currency, never a sum across. The USD rows are written
 * straight into the tables (the Stripe path is another branch's); the reads and mails are the real ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { Currency } from '@pageant/common/content/pricing';
import { payments as paymentsTable } from '../src/db/schema';
import { createLogger } from '../src/logger';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { donationReceipt, registrationConfirmation, voteReceipt } from '../src/mail/templates';
import { creditDonation } from '../src/modules/donations/service';
import { markRegistrationPaid } from '../src/modules/registration/service';
import { creditVotes } from '../src/modules/votes/service';
import { adminAgent, createTestContext, PUBLIC_URL, type TestContext, dbRows } from './helpers/app';

let ctx: TestContext;
let ananya: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ananya = (await q(`INSERT INTO candidates (name) VALUES ('Ananya Sharma') RETURNING id`))[0].id as string;
});
afterAll(async () => {
  await ctx.close();
});

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const newTxnid = () => `T${randomBytes(10).toString('hex')}`;

interface PaymentSeed {
  purpose: 'vote' | 'donation' | 'registration';
  referenceId: string;
  amount: string;
  currency: Currency;
  status?: string;
  details?: Record<string, unknown>;
}

async function insertPayment(p: PaymentSeed) {
  const txnid = newTxnid();
  const [row] = await q(
    `INSERT INTO payments (txnid, purpose, reference_id, amount, currency, gateway, status, details, product_info, first_name, email, phone, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::payment_status, $8, 'Season 10', 'Payer', 'payer@example.org', '9999999999',
             CASE WHEN $7::payment_status = 'initiated' THEN NULL ELSE now() END)
     RETURNING id`,
    [
      txnid,
      p.purpose,
      p.referenceId,
      p.amount,
      p.currency,
      p.currency === 'USD' ? 'stripe' : 'payu',
      p.status ?? 'success',
      JSON.stringify(p.details ?? {}),
    ],
  );
  return { id: row.id as string, txnid };
}

/** A settled vote payment and its ledger credit row, as the settling transaction leaves them. */
async function paidVote(votes: number, amount: string, currency: Currency) {
  const p = await insertPayment({
    purpose: 'vote',
    referenceId: ananya,
    amount,
    currency,
    details: { votes, candidateName: 'Ananya Sharma' },
  });
  await q(
    `INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount, currency) VALUES ($1, $2, 'Ananya Sharma', $3, $4, $5)`,
    [p.id, ananya, votes, amount, currency],
  );
  return p;
}

async function paidDonation(amount: string, currency: Currency) {
  const p = await insertPayment({ purpose: 'donation', referenceId: newTxnid(), amount, currency, details: { mode: 'once' } });
  await q(`INSERT INTO donations (payment_id, amount, currency, mode, meals_pledged) VALUES ($1, $2, $3, 'once', 0)`, [
    p.id,
    amount,
    currency,
  ]);
  return p;
}

async function paidRegistration(fullName: string, amount: string, currency: Currency) {
  const [r] = await q(
    `INSERT INTO registrations (token, full_name, age, email, education, category, contact_number, whatsapp_number, agree_to_terms, amount, currency, payment_status, paid_at)
     VALUES ($1, $2, 30, $3, 'MBA', 'Mrs', '9876543210', '9876543210', true, $4, $5, 'success', now()) RETURNING id`,
    [randomBytes(16).toString('hex'), fullName, `${fullName.split(' ')[0]!.toLowerCase()}@example.org`, amount, currency],
  );
  return insertPayment({ purpose: 'registration', referenceId: r.id as string, amount, currency });
}

/** Parses our RFC 4180 export (quoted cells may hold commas). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    if (line === '') {
      rows.push([]);
      continue;
    }
    const cells: string[] = [];
    const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line)) && m[0] !== '') {
      cells.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]!);
      if (m[3] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(msg) {
      sent.push(msg);
    },
    async idle() {},
  };
}

const paymentRow = async (txnid: string) => (await ctx.database.db.select().from(paymentsTable).where(eq(paymentsTable.txnid, txnid)))[0]!;

describe('rupees and dollars side by side', () => {
  let inrVote: { id: string; txnid: string };
  let usdVote: { id: string; txnid: string };
  let usdRefunded: { id: string; txnid: string };
  let usdDonation: { txnid: string };

  beforeAll(async () => {
    inrVote = await paidVote(750, '37500.00', 'INR');
    usdVote = await paidVote(750, '450.00', 'USD');
    usdRefunded = await paidVote(1, '1.25', 'USD');
    // A refund's reversal row is written without a currency (the column's default): the ledger reads the payment's.
    await q(`UPDATE payments SET status = 'refunded', refunded_at = now() WHERE id = $1`, [usdRefunded.id]);
    await q(`INSERT INTO votes (payment_id, candidate_id, candidate_name, votes, amount) VALUES ($1, $2, 'Ananya Sharma', -1, -1.25)`, [
      usdRefunded.id,
      ananya,
    ]);
    await paidDonation('5000.00', 'INR');
    usdDonation = await paidDonation('60.00', 'USD');
    await paidRegistration('Asha Rao', '2000.00', 'INR');
    await paidRegistration('Grace Miller', '25.00', 'USD');
    // Still open: in the report, never in a paid total.
    await insertPayment({ purpose: 'donation', referenceId: newTxnid(), amount: '30.00', currency: 'USD', status: 'initiated' });
  });

  describe('GET /api/votes/ledger', () => {
    test('when both currencies were paid, then each entry carries its currency, totalRevenue stays the rupees, and revenueByCurrency has both', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/votes/ledger').query({ page: 1, limit: 20 });

      expect(res.status).toBe(200);
      const byTxn = new Map(res.body.entries.map((e: { txnid: string; votes: number }) => [`${e.txnid}:${e.votes}`, e]));
      expect(byTxn.get(`${inrVote.txnid}:750`)).toMatchObject({ amount: '37500.00', currency: 'INR' });
      expect(byTxn.get(`${usdVote.txnid}:750`)).toMatchObject({ amount: '450.00', currency: 'USD' });
      expect(byTxn.get(`${usdRefunded.txnid}:-1`)).toMatchObject({ amount: '-1.25', currency: 'USD' });
      expect(res.body.totalRevenue).toBe('37500.00');
      expect(res.body.revenueByCurrency).toEqual({ INR: '37500.00', USD: '450.00' });
      expect(res.body.totalVotes).toBe(1500);
      expect(res.body.totalPayments).toBe(2);
      expect(res.body.totalPages).toBe(1);
    });
  });

  describe('GET /api/votes/ledger.csv', () => {
    test('when nobody is logged in, then 401 for an API client and the login page for a browser following the link', async () => {
      const api = await request(ctx.app).get('/api/votes/ledger.csv');
      const browser = await request(ctx.app).get('/api/votes/ledger.csv').set('Sec-Fetch-Mode', 'navigate');

      expect(api.status).toBe(401);
      expect(browser.status).toBe(303);
      expect(browser.headers.location).toBe('/admin/login');
    });

    test('when the admin exports, then every row with a plain amount and its currency, then one totals line per currency', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/votes/ledger.csv');

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?vote-ledger-\d{4}-\d{2}-\d{2}\.csv"?$/);
      const rows = parseCsv(res.text);
      expect(rows[0]).toEqual(['Time', 'Candidate', 'Votes', 'Amount', 'Currency', 'Transaction id', 'Voter name']);
      const blank = rows.findIndex((r) => r.length === 0);
      const lines = rows.slice(1, blank);
      expect(lines).toHaveLength(4);
      expect(lines.find((r) => r[5] === usdVote.txnid)!.slice(1, 5)).toEqual(['Ananya Sharma', '750', '450.00', 'USD']);
      expect(lines.find((r) => r[5] === inrVote.txnid)!.slice(1, 5)).toEqual(['Ananya Sharma', '750', '37500.00', 'INR']);
      expect(lines.find((r) => r[5] === usdRefunded.txnid && r[2] === '-1')!.slice(3, 5)).toEqual(['-1.25', 'USD']);
      expect(rows[blank + 1]).toEqual(['Totals by currency', 'Votes', 'Payments', 'Amount', 'Currency']);
      expect(rows.slice(blank + 2).filter((r) => r.length > 0)).toEqual([
        ['INR', '750', '1', '37500.00', 'INR'],
        ['USD', '750', '1', '450.00', 'USD'],
      ]);
      expect(res.text).not.toMatch(/[₹$]/);
    });
  });

  describe('receipts', () => {
    test('when a dollar payment is looked up, then the receipt says USD and its amount; a rupee one still says INR', async () => {
      const usd = await request(ctx.app).get(`/api/payments/${usdDonation.txnid}/receipt`);
      const inr = await request(ctx.app).get(`/api/payments/${inrVote.txnid}/receipt`);

      expect(usd.status).toBe(200);
      expect(usd.body).toMatchObject({ amount: '60.00', currency: 'USD', purpose: 'donation', status: 'success' });
      expect(inr.body).toMatchObject({ amount: '37500.00', currency: 'INR', description: '750 votes for Ananya Sharma' });
    });
  });

  describe('GET /api/admin/payments', () => {
    test('when unfiltered, then each row has its currency and each status total is split by currency; amount stays the rupees', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/admin/payments').query({ limit: 100 });

      expect(res.status).toBe(200);
      const byTxn = new Map(res.body.payments.map((p: { txnid: string }) => [p.txnid, p]));
      expect(byTxn.get(usdVote.txnid)).toMatchObject({ amount: '450.00', currency: 'USD' });
      expect(byTxn.get(inrVote.txnid)).toMatchObject({ amount: '37500.00', currency: 'INR' });
      expect(res.body.totals.success).toEqual({
        count: 6,
        amount: '44500.00',
        byCurrency: { INR: { count: 3, amount: '44500.00' }, USD: { count: 3, amount: '535.00' } },
      });
      expect(res.body.totals.refunded).toEqual({ count: 1, amount: '0.00', byCurrency: { USD: { count: 1, amount: '1.25' } } });
      expect(res.body.totals.initiated).toEqual({ count: 1, amount: '0.00', byCurrency: { USD: { count: 1, amount: '30.00' } } });
    });

    test('when filtered to USD, then only dollar payments and dollar totals', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/admin/payments').query({ currency: 'USD', status: 'success' });

      expect(res.status).toBe(200);
      expect(res.body.payments).toHaveLength(3);
      expect(res.body.payments.every((p: { currency: string }) => p.currency === 'USD')).toBe(true);
      expect(res.body.totals).toEqual({ success: { count: 3, amount: '0.00', byCurrency: { USD: { count: 3, amount: '535.00' } } } });
    });

    test('when the currency is not one we take, then 400 with the list of currencies', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/admin/payments').query({ currency: 'EUR' });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown currency. Use one of: INR, USD.');
    });

    test('when exported, then every line has its currency beside a plain amount, and the totals are one line per status and currency', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/admin/payments/export.csv');

      expect(res.status).toBe(200);
      const rows = parseCsv(res.text);
      const header = rows[0]!;
      const amount = header.indexOf('Amount');
      expect(header[amount + 1]).toBe('Currency');
      const usdLine = rows.find((r) => r[0] === usdVote.txnid)!;
      expect([usdLine[amount], usdLine[amount + 1]]).toEqual(['450.00', 'USD']);
      const blank = rows.findIndex((r) => r.length === 0);
      expect(rows[blank + 1]).toEqual(['Totals by status', 'Payments', 'Amount', 'Currency']);
      const totals = rows.slice(blank + 2).filter((r) => r.length > 0);
      expect(totals).toEqual([
        ['initiated', '1', '30.00', 'USD'],
        ['success', '3', '44500.00', 'INR'],
        ['success', '3', '535.00', 'USD'],
        ['refunded', '1', '1.25', 'USD'],
      ]);
      expect(res.text).not.toMatch(/[₹$]/);
    });
  });

  describe('registrations', () => {
    test('when the admin lists registrations, then each fee comes with its currency', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/details/all').query({ page: 1, limit: 10 });

      expect(res.status).toBe(200);
      const byName = new Map(res.body.registrations.map((r: { fullName: string }) => [r.fullName, r]));
      expect(byName.get('Grace Miller')).toMatchObject({ amount: '25.00', currency: 'USD', paymentStatus: 'success' });
      expect(byName.get('Asha Rao')).toMatchObject({ amount: '2000.00', currency: 'INR' });
    });

    test('when exported, then an Amount column (plain numbers) with a Currency column beside it', async () => {
      const agent = await adminAgent(ctx);

      const res = await agent.get('/api/details/export.csv');

      expect(res.status).toBe(200);
      const [header, ...rows] = parseCsv(res.text).filter((r) => r.length > 0);
      const amount = header!.indexOf('Amount');
      expect(header![amount + 1]).toBe('Currency');
      const grace = rows.find((r) => r[1] === 'Grace Miller')!;
      expect([grace[amount], grace[amount + 1]]).toEqual(['25.00', 'USD']);
      const asha = rows.find((r) => r[1] === 'Asha Rao')!;
      expect([asha[amount], asha[amount + 1]]).toEqual(['2000.00', 'INR']);
    });
  });

  describe('GET /api/transparency', () => {
    test('when both currencies were donated, then total and count are the rupees, byCurrency has each, and meals count both at their own price', async () => {
      const res = await request(ctx.app).get('/api/transparency');

      expect(res.status).toBe(200);
      expect(res.body.votes).toMatchObject({ total: 1500, payments: 2 });
      expect(res.body.donations).toEqual({
        total: '5000.00',
        count: 1,
        // ₹5000 at ₹50 a meal, $60 at $0.60 a meal.
        meals: 100 + 100,
        byCurrency: { INR: { total: '5000.00', count: 1, mealPrice: 50 }, USD: { total: '60.00', count: 1, mealPrice: 0.6 } },
      });
    });

    test('when a day holds a dollar vote, then its fingerprint line marks the amount USD and rupee lines are unchanged', async () => {
      const rows = await q(`
        SELECT p.txnid, v.candidate_name, v.votes, v.amount::text AS amount, p.currency,
               to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
        FROM votes v JOIN payments p ON p.id = v.payment_id`);
      rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.txnid < b.txnid ? -1 : a.txnid > b.txnid ? 1 : a.votes - b.votes));
      const line = (r: (typeof rows)[number]) =>
        `${r.txnid}|${r.candidate_name}|${r.votes}|${r.amount}${r.currency === 'INR' ? '' : ` ${r.currency}`}|${r.at}\n`;
      const days = [...new Set(rows.map((r) => (r.at as string).slice(0, 10)))].sort();
      let previous = '0'.repeat(64);
      const expected = days.map((date) => {
        const lines = rows.filter((r) => (r.at as string).startsWith(date)).map(line);
        previous = createHash('sha256')
          .update(`${previous}\n${lines.join('')}`)
          .digest('hex');
        return { date, count: lines.length, sha256: previous };
      });

      const res = await request(ctx.app).get('/api/transparency');

      expect(res.body.ledgerFingerprints).toEqual(expected);
      expect(rows.map(line).join('')).toContain(`${usdVote.txnid}|Ananya Sharma|750|450.00 USD|`);
      expect(rows.map(line).join('')).toContain(`${inrVote.txnid}|Ananya Sharma|750|37500.00|`);
    });
  });
});

describe('mails state the payment currency', () => {
  test('vote, donation and registration copy: dollars with $ and US grouping, rupees as before', () => {
    const vote = voteReceipt({ candidateName: 'Ananya', votes: 5000, amount: '900.00', currency: 'USD', txnid: 'T1' });
    expect(vote.text).toContain('Amount: $900');
    expect(vote.html).toContain('Amount: $900');
    expect(voteReceipt({ candidateName: 'Ananya', votes: 750, amount: '37500.00', txnid: 'T2' }).text).toContain('Amount: INR 37,500');

    const monthly = donationReceipt({ amount: '1250.50', currency: 'USD', mode: 'monthly', meals: 2084, txnid: 'T3' });
    expect(monthly.subject).toContain('$1,250.50');
    expect(monthly.text).toContain('paid today for 12 months ($104.21 a month)');
    expect(monthly.text).not.toContain('INR');

    const reg = registrationConfirmation({
      name: 'Grace',
      detailsUrl: 'http://x/confirmdetail?id=a',
      fee: { amount: '25.00', currency: 'USD' },
    });
    expect(reg.text).toContain('Registration fee paid: $25');
    expect(reg.html).toContain('Registration fee paid: <strong>$25</strong>');
    const inrReg = registrationConfirmation({ name: 'Asha', detailsUrl: 'http://x', fee: { amount: '2000.00', currency: 'INR' } });
    expect(inrReg.text).toContain('Registration fee paid: INR 2,000');
  });

  test('when a dollar payment settles, then the vote, donation and registration effects mail it in dollars', async () => {
    const mailer = captureMailer();
    const vote = await insertPayment({
      purpose: 'vote',
      referenceId: ananya,
      amount: '450.00',
      currency: 'USD',
      status: 'initiated',
      details: { votes: 750, candidateName: 'Ananya Sharma', voterEmail: 'fan@example.org', voterName: 'Fan' },
    });
    const donation = await insertPayment({
      purpose: 'donation',
      referenceId: newTxnid(),
      amount: '60.00',
      currency: 'USD',
      status: 'initiated',
      details: { mode: 'once', donorEmail: 'donor@example.org' },
    });
    const [reg] = await q(
      `INSERT INTO registrations (token, full_name, age, email, education, category, contact_number, whatsapp_number, agree_to_terms, amount, currency)
       VALUES ($1, 'Jane Doe', 28, 'jane@example.org', 'BA', 'Miss', '2025550143', '2025550143', true, '25.00', 'USD') RETURNING id`,
      [randomBytes(16).toString('hex')],
    );
    const registration = await insertPayment({
      purpose: 'registration',
      referenceId: reg.id,
      amount: '25.00',
      currency: 'USD',
      status: 'initiated',
    });

    const after: (() => void)[] = [];
    await ctx.database.db.transaction(async (tx) => {
      const effects = [
        [creditVotes({ bus: ctx.bus, logger: createLogger('silent'), mailer }), vote.txnid],
        [creditDonation(mailer), donation.txnid],
        [markRegistrationPaid(mailer, PUBLIC_URL), registration.txnid],
      ] as const;
      for (const [effect, txnid] of effects) {
        const run = await effect(tx, await paymentRow(txnid));
        if (run) after.push(run);
      }
    });
    after.forEach((run) => run());
    await mailer.idle();

    const to = (address: string) => mailer.sent.find((m) => m.to === address)!;
    expect(to('fan@example.org').text).toContain('Amount: $450');
    expect(to('donor@example.org').subject).toContain('$60');
    expect(to('jane@example.org').text).toContain('Registration fee paid: $25');
    expect(mailer.sent.map((m) => m.text).join('\n')).not.toContain('INR');
  });
});
