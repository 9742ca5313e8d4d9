import request from 'supertest';
import { createApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { adminAgent, adminTestContext, dbRows, PUBLIC_URL, setEventActive, type AdminAgent, type TestContext } from './helpers/app';
import { contestantOnVotingPage, mailsTo } from './helpers/contestant';
import { until } from './helpers/finale';
import { gatewayResponse } from './helpers/payments';

/**
 * Her milestone mails (issue #30). Two apps on one database stand for two instances: each checks the
 * credits it commits, so only the claim in contestant_mail_log keeps a mail from going out twice.
 */
let ctx: TestContext;
let admin: AdminAgent;
let her: { candidateId: string; email: string };
type App = ReturnType<typeof createApp>;
let x: App;
let y: App;

const FIRST = 'Subject: Your first vote is in';
const HUNDRED = 'Subject: You have reached 100 votes';
const THOUSAND = 'Subject: You have reached 1,000 votes';
const TOP3 = 'Subject: You are in the top 3';
const mails = (subject: string) => mailsTo(ctx, her.email).filter((m) => m.includes(subject));
const claims = async () =>
  (await dbRows(ctx, 'SELECT kind FROM contestant_mail_log WHERE candidate_id = $1 ORDER BY kind', [her.candidateId])).map(
    (r) => r.kind as string,
  );
const setVotes = (id: string, n: number) => dbRows(ctx, 'UPDATE candidates SET vote_count = $2 WHERE id = $1', [id, n]);
const handMadeCandidate = async (name: string, votes: number) =>
  (await dbRows(ctx, `INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/c.webp', $2) RETURNING id`, [name, votes]))[0]
    .id as string;

const instance = () =>
  createApp({
    config: ctx.config,
    database: ctx.database,
    storage: ctx.storage,
    bus: new DomainBus(),
    logger: createLogger('silent'),
    serveSpa: false,
  });

async function initiateVote(app: App, candidateId: string, votes: number) {
  const res = await request(app.app)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * 100 });
  expect(res.status).toBe(200);
  return res.body.paymentData as Record<string, string>;
}
const confirmVote = (app: App, data: Record<string, string>) =>
  request(app.app)
    .post('/api/payment/callback')
    .type('form')
    .send(gatewayResponse(ctx, data, 'success'));
async function paidVote(app: App, candidateId: string, votes: number) {
  expect((await confirmVote(app, await initiateVote(app, candidateId, votes))).status).toBe(303);
}

/** Both instances stop (each finishes the checks it started) and two fresh ones take their place. */
async function settle() {
  await x.close();
  await y.close();
  x = instance();
  y = instance();
}

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  her = await contestantOnVotingPage(ctx, admin);
  // Three contestants far ahead, so her first votes earn no top-3 mail.
  for (const name of ['Ahead one', 'Ahead two', 'Ahead three']) await handMadeCandidate(name, 500);
  await setEventActive(ctx);
  x = instance();
  y = instance();
});
afterAll(async () => {
  await x.close();
  await y.close();
  await ctx.close();
});

describe('milestone mails', () => {
  test('when her first two votes are credited at once on two instances, then exactly one first-vote mail goes out', async () => {
    const [one, two] = await Promise.all([initiateVote(x, her.candidateId, 1), initiateVote(y, her.candidateId, 1)]);
    const answers = await Promise.all([confirmVote(x, one), confirmVote(y, two)]);
    expect(answers.map((r) => r.status)).toEqual([303, 303]);
    await until(() => mails(FIRST).length >= 1);
    await settle();

    expect(mails(FIRST)).toHaveLength(1);
    expect(mails(FIRST)[0]).toContain(`${PUBLIC_URL}/contestants/vote/${her.candidateId}`);
    expect(mails(FIRST)[0]).toContain(`${PUBLIC_URL}/me`);
    expect(await claims()).toEqual(['votes:1']);
  });

  test('when she crosses 100, then one mail says so, and a vote after it sends none', async () => {
    await setVotes(her.candidateId, 98);
    await paidVote(y, her.candidateId, 2);
    await until(() => mails(HUNDRED).length >= 1);
    await paidVote(x, her.candidateId, 1);
    await settle();

    expect(mails(HUNDRED)).toHaveLength(1);
    expect(mails(FIRST)).toHaveLength(1);
    expect(mails(TOP3)).toHaveLength(0);
    expect(await claims()).toEqual(['votes:1', 'votes:100']);
  });

  test('while counts are hidden, then neither the top 3 nor a count milestone is mailed; the reveal sends both', async () => {
    await dbRows(ctx, `UPDATE event_status SET hide_counts_from = now() - interval '1 second' WHERE id = 1`);
    await setVotes(her.candidateId, 999);
    // 1,000 votes and first place, while nobody may know it.
    await paidVote(x, her.candidateId, 1);
    await settle();
    expect(mails(THOUSAND)).toHaveLength(0);
    expect(mails(TOP3)).toHaveLength(0);
    expect(await claims()).toEqual(['votes:1', 'votes:100']);

    // Revealed through instance x, whose state change owes her what she earned meanwhile.
    const xAdmin = await adminAgent({ ...ctx, app: x.app });
    expect((await xAdmin.post('/api/event/reveal').set('Origin', PUBLIC_URL)).status).toBe(200);
    await until(() => mails(THOUSAND).length >= 1 && mails(TOP3).length >= 1);
    await settle();
    expect(mails(THOUSAND)).toHaveLength(1);
    expect(mails(TOP3)).toHaveLength(1);
    expect(await claims()).toEqual(['top3', 'votes:1', 'votes:100', 'votes:1000']);
  });

  test('when a contestant made by hand (no registration) gets votes, then nothing is claimed for her', async () => {
    const handMade = await handMadeCandidate('Hand made', 0);
    await paidVote(x, handMade, 1);
    await settle();
    expect(await dbRows(ctx, 'SELECT kind FROM contestant_mail_log WHERE candidate_id = $1', [handMade])).toEqual([]);
  });
});
