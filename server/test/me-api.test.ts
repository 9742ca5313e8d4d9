import request from 'supertest';
import { COCKPIT_MSG, VOTE_BUCKET_MAX_DAYS, type MeSummary, type VoteBucket } from '@pageant/common/content/cockpit';
import { adminTestContext, dbRows, PUBLIC_URL, setEventActive, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage, paidRegistration } from './helpers/contestant';
import { paidCampaignVote, refundVote } from './helpers/cockpit-votes';

let ctx: TestContext;
let admin: AdminAgent;
let her: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let other: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let herCookie: string;
let otherCookie: string;
beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  await setEventActive(ctx);
  her = await contestantOnVotingPage(ctx, admin);
  other = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer', category: 'Mrs' });
  herCookie = await contestantCookie(ctx, her.registrationId);
  otherCookie = await contestantCookie(ctx, other.registrationId);
});
afterAll(() => ctx.close());

const get = (path: string, cookie = herCookie) => request(ctx.app).get(path).set('Cookie', cookie);
const summary = async (cookie = herCookie, path = '/api/me') => {
  const res = await get(path, cookie);
  expect(res.status).toBe(200);
  return res.body as MeSummary;
};
const schedule = (hideCountsFrom: string | null) =>
  admin.put('/api/event/schedule').set('Origin', PUBLIC_URL).send({ opensAt: null, closesAt: null, hideCountsFrom });

const HOUR = 3600_000;
const IST_OFFSET = 5.5 * HOUR;
/** The start of the IST hour or day an instant falls in, as the API names buckets. */
const istBucketStart = (t: Date, size: number) => new Date(Math.floor((t.getTime() + IST_OFFSET) / size) * size - IST_OFFSET).toISOString();
const ledgerTime = async (txnid: string) =>
  (
    await dbRows(ctx, 'SELECT v.created_at FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 AND v.votes > 0', [txnid])
  )[0].created_at as Date;

describe('/api/me without her session', () => {
  test.each([
    ['get', '/api/me'],
    ['get', '/api/me/votes'],
    ['get', '/api/me/sources'],
    ['get', '/api/me/cheers'],
    ['patch', '/api/me/preferences'],
  ] as const)('when %s %s has no or a forged cookie, then 401 with the sign-in message', async (method, path) => {
    for (const cookie of [undefined, 'pageant_me=not-a-session-of-anyone-at-all']) {
      let req = request(ctx.app)[method](path).set('Origin', PUBLIC_URL);
      if (cookie) req = req.set('Cookie', cookie);
      const res = await (method === 'patch' ? req.send({ digest: false }) : req);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: COCKPIT_MSG.signInRequired, code: 'UNAUTHORIZED' });
    }
  });

  test('when the admin is signed in but she is not, then /api/me is still 401 (an admin session is not hers)', async () => {
    expect((await admin.get('/api/me')).status).toBe(401);
  });
});

describe('GET /api/me', () => {
  test('when she is on the voting page, then her registration, her candidate with count and rank, her share links and preferences', async () => {
    const me = await summary();
    expect(me.registration).toMatchObject({ stage: 'on_voting_page', category: 'Miss', fullName: 'Asha Rao', reviewReason: null });
    expect(Date.parse(me.registration.paidAt!)).not.toBeNaN();
    expect(me.candidate).toMatchObject({ id: her.candidateId, name: 'Asha Rao', city: 'Pune', voteCount: 0, countsHidden: false });
    expect(me.candidate!.rank).toBeGreaterThanOrEqual(1);
    const link = (src: string) => `${PUBLIC_URL}/contestants/vote/${her.candidateId}?ref=${her.refCode}&src=${src}`;
    expect(me.links!.vote).toBe(link('copy'));
    expect(me.links!.share).toEqual({
      whatsapp: `https://wa.me/?text=${encodeURIComponent(`Vote for Asha Rao in the Indo-US Pageant Alliance Season 10! ${link('whatsapp')}`)}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link('facebook'))}&quote=${encodeURIComponent(
        `Vote for Asha Rao in the Indo-US Pageant Alliance Season 10! ${link('facebook')}`,
      )}`,
      x: `https://x.com/intent/post?text=${encodeURIComponent('Vote for Asha Rao in the Indo-US Pageant Alliance Season 10!')}&url=${encodeURIComponent(link('x'))}`,
      instagram: link('instagram'),
      qr: link('qr'),
      copy: link('copy'),
    });
    expect(me.preferences).toEqual({ digest: true });
    expect(JSON.stringify(me)).not.toContain(her.email);
  });

  test('when a vote is paid for her, then her count moves and she ranks above a contestant with none', async () => {
    await paidCampaignVote(ctx, her.candidateId, {}, 5);
    const me = await summary();
    const them = await summary(otherCookie);
    expect(me.candidate!.voteCount).toBe(5);
    expect(me.candidate!.rank).toBeLessThan(them.candidate!.rank!);
    const ahead = Number((await dbRows(ctx, 'SELECT count(*) FROM candidates WHERE vote_count > 5'))[0].count);
    expect(me.candidate!.rank).toBe(1 + ahead);
  });

  test('when two contestants are signed in, then each sees only her own, and ?candidateId= of the other is ignored', async () => {
    const mine = await summary(herCookie, `/api/me?candidateId=${other.candidateId}&registrationId=${other.registrationId}`);
    expect(mine.candidate!.id).toBe(her.candidateId);
    expect(mine.registration.fullName).toBe('Asha Rao');
    const theirs = await summary(otherCookie, `/api/me?candidateId=${her.candidateId}`);
    expect(theirs.candidate!.id).toBe(other.candidateId);
    expect(theirs.registration).toMatchObject({ fullName: 'Meera Iyer', category: 'Mrs' });
    expect(theirs.links!.vote).toContain(other.refCode);
    for (const path of ['/api/me/votes', '/api/me/sources', '/api/me/cheers']) {
      const a = await get(`${path}?candidateId=${her.candidateId}`, otherCookie);
      const b = await get(path, otherCookie);
      expect(a.status).toBe(200);
      expect(a.body).toEqual(b.body);
    }
    expect(
      (await get(`/api/me/sources?candidateId=${her.candidateId}`, otherCookie)).body.sources.every(
        (s: { votes: number }) => s.votes === 0,
      ),
    ).toBe(true);
  });

  test('when counts are hidden by the schedule, then her voteCount and rank are null and countsHidden true; shown again, they are back', async () => {
    expect((await schedule(new Date(Date.now() - 1000).toISOString())).status).toBe(200);
    try {
      const me = await summary();
      expect(me.candidate).toMatchObject({ voteCount: null, rank: null, countsHidden: true });
    } finally {
      expect((await schedule(null)).status).toBe(200);
    }
    expect((await summary()).candidate).toMatchObject({ voteCount: 5, countsHidden: false });
  });

  test('when she has paid but is not on the voting page yet, then candidate and links are null and her lists are empty', async () => {
    const early = await paidRegistration(ctx, { fullName: 'Priya Nair' });
    const cookie = await contestantCookie(ctx, early.id);
    const me = await summary(cookie);
    expect(me).toMatchObject({ registration: { stage: 'paid', fullName: 'Priya Nair' }, candidate: null, links: null });
    expect((await get('/api/me/votes', cookie)).body).toEqual({ buckets: [] });
    expect((await get('/api/me/sources', cookie)).body).toEqual({ sources: [] });
    expect((await get('/api/me/cheers', cookie)).body).toEqual({ cheers: [] });
  });
});

describe('GET /api/me/votes', () => {
  test('when a vote is credited, then it lands in its IST hour and IST day, every other bucket of the range is there with zeros', async () => {
    const fresh = await contestantOnVotingPage(ctx, admin, { fullName: 'Kavya Menon' });
    const cookie = await contestantCookie(ctx, fresh.registrationId);
    const txnid = await paidCampaignVote(ctx, fresh.candidateId, { voterEmail: 'Ravi@Example.net' }, 3);
    await paidCampaignVote(ctx, fresh.candidateId, { voterEmail: 'ravi@example.net' }, 2);
    const at = await ledgerTime(txnid);

    const hours = (await get('/api/me/votes?bucket=hour&days=1', cookie)).body.buckets as VoteBucket[];
    expect(hours).toHaveLength(24);
    hours.forEach((b, i) => i > 0 && expect(Date.parse(b.at) - Date.parse(hours[i - 1]!.at)).toBe(HOUR));
    const hour = hours.find((b) => b.at === istBucketStart(at, HOUR));
    expect(hour).toEqual({ at: istBucketStart(at, HOUR), votes: 5, supporters: 1 });
    expect(hours.filter((b) => b !== hour).every((b) => b.votes === 0 && b.supporters === 0)).toBe(true);

    const days = (await get('/api/me/votes?bucket=day&days=7', cookie)).body.buckets as VoteBucket[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ at: istBucketStart(at, 24 * HOUR), votes: 5, supporters: 1 });
    expect(days.slice(0, -1).every((b) => b.votes === 0)).toBe(true);
    // IST midnight is 18:30 UTC.
    expect(days[0]!.at).toMatch(/T18:30:00\.000Z$/);

    const byDefault = (await get('/api/me/votes', cookie)).body.buckets as VoteBucket[];
    expect(byDefault).toHaveLength(30);
  });

  test('when one of her votes is refunded, then its bucket goes down by its votes', async () => {
    const fresh = await contestantOnVotingPage(ctx, admin, { fullName: 'Ritu Das' });
    const cookie = await contestantCookie(ctx, fresh.registrationId);
    await paidCampaignVote(ctx, fresh.candidateId, { voterEmail: 'a@example.net' }, 4);
    const refunded = await paidCampaignVote(ctx, fresh.candidateId, { voterEmail: 'b@example.net' }, 6);
    await refundVote(admin, refunded);
    const days = (await get('/api/me/votes?bucket=day&days=1', cookie)).body.buckets as VoteBucket[];
    expect(days).toEqual([{ at: expect.any(String), votes: 4, supporters: 2 }]);
  });

  test('when counts are hidden, then her chart holds only the ledger as it stood when hiding began', async () => {
    const fresh = await contestantOnVotingPage(ctx, admin, { fullName: 'Sana Sheikh' });
    const cookie = await contestantCookie(ctx, fresh.registrationId);
    await paidCampaignVote(ctx, fresh.candidateId, {}, 2);
    expect((await schedule(new Date().toISOString())).status).toBe(200);
    try {
      await paidCampaignVote(ctx, fresh.candidateId, {}, 7);
      const days = (await get('/api/me/votes?bucket=day&days=1', cookie)).body.buckets as VoteBucket[];
      expect(days[0]!.votes).toBe(2);
    } finally {
      expect((await schedule(null)).status).toBe(200);
    }
    expect(((await get('/api/me/votes?bucket=day&days=1', cookie)).body.buckets as VoteBucket[])[0]!.votes).toBe(9);
  });

  test.each([
    ['bucket=week', COCKPIT_MSG.bucketInvalid],
    ['bucket=hour&days=0', COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.hour)],
    [`bucket=hour&days=${VOTE_BUCKET_MAX_DAYS.hour + 1}`, COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.hour)],
    [`bucket=day&days=${VOTE_BUCKET_MAX_DAYS.day + 1}`, COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.day)],
    ['bucket=day&days=2.5', COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.day)],
    ['days=lots', COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.day)],
  ])('when the query is %s, then 400 with the schema’s message', async (query, message) => {
    const res = await get(`/api/me/votes?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe('PATCH /api/me/preferences', () => {
  test('when she turns the digest off and on, then it is saved on her registration only and GET /api/me carries it', async () => {
    const off = await request(ctx.app)
      .patch('/api/me/preferences')
      .set('Cookie', herCookie)
      .set('Origin', PUBLIC_URL)
      .send({ digest: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true, message: COCKPIT_MSG.preferencesSaved, preferences: { digest: false } });
    expect((await summary()).preferences).toEqual({ digest: false });
    expect((await summary(otherCookie)).preferences).toEqual({ digest: true });
    const rows = await dbRows(ctx, 'SELECT digest_enabled FROM registrations WHERE id = $1', [her.registrationId]);
    expect(rows[0].digest_enabled).toBe(false);
    await request(ctx.app).patch('/api/me/preferences').set('Cookie', herCookie).set('Origin', PUBLIC_URL).send({ digest: true });
    expect((await summary()).preferences).toEqual({ digest: true });
  });

  test.each([[{}], [{ digest: 'no' }], [{ digest: null }]])(
    'when the body is %j, then 400 with the message and nothing changes',
    async (body) => {
      const res = await request(ctx.app).patch('/api/me/preferences').set('Cookie', herCookie).set('Origin', PUBLIC_URL).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: COCKPIT_MSG.preferencesInvalid });
      expect((await summary()).preferences).toEqual({ digest: true });
    },
  );

  test('when the write comes from a foreign page, then 403 and nothing changes', async () => {
    const res = await request(ctx.app)
      .patch('/api/me/preferences')
      .set('Cookie', herCookie)
      .set('Origin', 'https://evil.example')
      .send({ digest: false });
    expect(res.status).toBe(403);
    expect((await summary()).preferences).toEqual({ digest: true });
  });
});
