import request from 'supertest';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { runDigest } from '../src/modules/me-mail/digest';
import { startDigestSchedule } from '../src/modules/me-mail/digest-schedule';
import { adminTestContext, dbRows, PUBLIC_URL, setEventActive, type AdminAgent, type TestContext } from './helpers/app';
import { contestantOnVotingPage, mailsTo } from './helpers/contestant';
import { until } from './helpers/finale';
import { gatewayResponse, postCallback } from './helpers/payments';

/** Her daily digest (issue #30): yesterday's votes, supporters and top source, once a day, only when there were votes. */
let ctx: TestContext;
let admin: AdminAgent;
type Her = Awaited<ReturnType<typeof contestantOnVotingPage>>;
let asha: Her;
let meera: Her;
let riya: Her;

const DAY_MS = 24 * 3600_000;
/** 09:00 India time on the day after the votes below were paid: "yesterday" is the day they were paid. */
const istDate = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);
const nextMorning = () => new Date(Date.parse(`${istDate(Date.now())}T09:00:00+05:30`) + DAY_MS);

const digests = (her: Her) => mailsTo(ctx, her.email).filter((m) => /^Subject: .* yesterday - /m.test(m));
const run = (now: Date) => runDigest(ctx.database.db, createMailer(ctx.config, createLogger('silent')), now, { publicUrl: PUBLIC_URL });

async function paidVote(her: Her, votes: number, voterEmail: string, src: string | null) {
  const res = await request(ctx.app)
    .post('/api/vote/initiate')
    .send({ candidateId: her.candidateId, votes, amount: votes * 100, voterEmail });
  expect(res.status).toBe(200);
  const data = res.body.paymentData as Record<string, string>;
  expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
  // Where the vote came from, as her share link would have told the vote modal.
  await dbRows(ctx, 'UPDATE payments SET src = $2 WHERE txnid = $1', [data.txnid, src]);
}

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  await setEventActive(ctx);
  asha = await contestantOnVotingPage(ctx, admin, { fullName: 'Asha Rao' });
  meera = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer' });
  riya = await contestantOnVotingPage(ctx, admin, { fullName: 'Riya Sen' });
  await paidVote(asha, 3, 'fan.one@example.com', 'whatsapp');
  await paidVote(asha, 2, 'fan.two@example.com', 'whatsapp');
  await paidVote(asha, 4, 'FAN.ONE@example.com', 'instagram');
  await paidVote(riya, 5, 'fan.three@example.com', null);
  await dbRows(ctx, 'UPDATE registrations SET digest_enabled = false WHERE id = $1', [riya.registrationId]);
});
afterAll(() => ctx.close());

describe('the daily digest', () => {
  test('while counts are hidden, then no digest is sent nor claimed', async () => {
    await dbRows(ctx, `UPDATE event_status SET hide_counts_from = now() - interval '1 second', revealed_at = NULL WHERE id = 1`);
    expect(await run(nextMorning())).toMatchObject({ sent: 0, countsHidden: true });
    expect(digests(asha)).toEqual([]);
    expect(await dbRows(ctx, `SELECT 1 FROM contestant_mail_log WHERE kind LIKE 'digest:%'`)).toEqual([]);
    await dbRows(ctx, 'UPDATE event_status SET hide_counts_from = NULL WHERE id = 1');
  });

  test('when she got votes yesterday, then one mail with the votes, the supporters and the top source, and how to turn it off', async () => {
    const result = await run(nextMorning());
    expect(result).toEqual({ day: istDate(Date.now()), sent: 1, countsHidden: false });
    const [mail, ...more] = digests(asha);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: 9 votes yesterday - Season 10 Pageant');
    expect(mail).toContain('9 votes yesterday from 2 supporters; most came from WhatsApp.');
    expect(mail).toContain(`${PUBLIC_URL}/me`);
    expect(mail).toContain(`${PUBLIC_URL}/contestants/vote/${asha.candidateId}`);
    expect(mail).toContain('switch off the daily summary on your campaign page');
  });

  test('when she got no votes, or turned the digest off, then no mail', () => {
    expect(digests(meera)).toEqual([]);
    expect(digests(riya)).toEqual([]);
  });

  test('when the digest runs again the same day (another instance, a restart), then no second mail', async () => {
    expect(await run(new Date(nextMorning().getTime() + 3600_000))).toMatchObject({ sent: 0 });
    expect(digests(asha)).toHaveLength(1);
  });

  test('when the schedule looks before 09:00 India time, then nothing; from 09:00, then the day before is sent, once', async () => {
    const dia = await contestantOnVotingPage(ctx, admin, { fullName: 'Dia Shah' });
    await paidVote(dia, 1, 'fan.four@example.com', 'qr');
    // Her vote was five days ago: the morning after it is five mornings back.
    await dbRows(ctx, `UPDATE votes SET created_at = created_at - interval '5 days' WHERE candidate_id = $1`, [dia.candidateId]);
    const morning = nextMorning().getTime() - 5 * DAY_MS;
    const looks: ({ day: string; sent: number } | null)[] = [];
    const start = (at: number) =>
      startDigestSchedule({
        db: ctx.database.db,
        mailer: createMailer(ctx.config, createLogger('silent')),
        logger: createLogger('silent'),
        publicUrl: PUBLIC_URL,
        hourIst: 9,
        checkEveryMs: 10,
        now: () => new Date(at),
        onLook: (outcome) => looks.push(outcome),
      });

    const early = start(morning - 60_000);
    await until(() => looks.length >= 2);
    await early.stop();
    expect(looks.every((l) => l === null)).toBe(true);
    expect(digests(dia)).toEqual([]);

    looks.length = 0;
    const onTime = start(morning);
    await until(() => looks.length >= 2);
    await onTime.stop();
    expect(looks[0]).toEqual({ day: istDate(morning - DAY_MS), sent: 1 });
    expect(looks.slice(1).every((l) => l?.sent === 0)).toBe(true);
    const [mail, ...more] = digests(dia);
    expect(more).toEqual([]);
    expect(mail).toContain('1 vote yesterday from 1 supporter; most came from the QR poster.');
  });

  test('when her votes are older than yesterday, then the next day brings no digest', async () => {
    expect(await run(new Date(nextMorning().getTime() + DAY_MS))).toMatchObject({ sent: 0 });
    expect(digests(asha)).toHaveLength(1);
  });
});
