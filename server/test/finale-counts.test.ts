import request from 'supertest';
import type { EventStatus, LiveVoteUpdate, PublicCandidate } from '@pageant/common';
import { headTags } from '../src/http/seo';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, fromNow, record, until, wait, type FinaleCluster, type Instance } from './helpers/finale';
import { clusterCandidate, confirmVote, initiateVote, paidVote, NO_SCHEDULE, putSchedule } from './helpers/cluster-votes';

let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let cookie: string;
let priya: string;
let anjali: string;
let zara: string;

const NONE = NO_SCHEDULE;
const put = (body: unknown) => putSchedule(a, cookie, body);
const setSwitch = (isActive: boolean) =>
  request(a.url).patch('/api/event/status').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ isActive });

const publicList = async (inst: Instance = a) =>
  (await request(inst.url).get('/api/candidates/fetch?limit=50')).body.candidates as PublicCandidate[];
const adminList = async (inst: Instance = a) =>
  (await request(inst.url).get('/api/candidates/fetch?limit=50').set('Cookie', cookie)).body.candidates as PublicCandidate[];
const dbRow = async (id: string) => (await cluster.q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [id]))[0];

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start();
  b = await cluster.start();
  cookie = await cluster.adminCookie(a);
  priya = await clusterCandidate(cluster, 'Priya Kapoor', 500);
  anjali = await clusterCandidate(cluster, 'Anjali Mehta', 48_213);
  zara = await clusterCandidate(cluster, 'Zara Khan', 9000);
  expect((await setSwitch(true)).status).toBe(200);
});
afterAll(async () => {
  await cluster.close();
});

describe('seq: counts that never jump back', () => {
  test('when votes are credited, then seq strictly increases and list, fetchbyid and vote:update carry the same one', async () => {
    const page = await cluster.client(b);
    const updates = record<LiveVoteUpdate>(page, 'vote:update');
    await wait(300);
    expect((await publicList()).find((c) => c._id === priya)).toMatchObject({ voteCount: 500, seq: 0 });

    await paidVote(a, priya, 2);
    await paidVote(b, priya, 5);
    await until(() => updates.filter((u) => u.payload.candidateId === priya).length === 2 || updates.some((u) => u.payload.seq === 2));
    const mine = updates.filter((u) => u.payload.candidateId === priya).map((u) => u.payload);
    expect(mine.at(-1)).toEqual({ candidateId: priya, name: 'Priya Kapoor', voteCount: 507, seq: 2 });
    // Coalescing may merge the two, never reorder them.
    expect(mine.map((u) => u.seq)).toEqual([...new Set(mine.map((u) => u.seq))].sort((x, y) => x - y));

    expect(await dbRow(priya)).toEqual({ vote_count: 507, vote_seq: '2' });
    expect((await request(b.url).get(`/api/candidates/fetchbyid/${priya}`)).body).toMatchObject({ voteCount: 507, seq: 2 });
    await until(async () => (await publicList(b)).find((c) => c._id === priya)?.seq === 2);
  });

  test('when many payments for one contestant settle at once, then every seq is used once and the last count is the total', async () => {
    const page = await cluster.client(a);
    const updates = record<LiveVoteUpdate>(page, 'vote:update');
    await wait(300);
    const before = await dbRow(zara);
    const forms = await Promise.all(Array.from({ length: 12 }, (_, i) => initiateVote(i % 2 ? a : b, zara, 1)));
    const answers = await Promise.all(forms.map((f, i) => confirmVote(i % 2 ? b : a, f)));
    expect(answers.map((r) => r.status)).toEqual(forms.map(() => 303));
    const after = await dbRow(zara);
    expect(after).toEqual({ vote_count: before.vote_count + 12, vote_seq: String(Number(before.vote_seq) + 12) });
    await until(() => updates.some((u) => u.payload.candidateId === zara && u.payload.seq === Number(after.vote_seq)));
    const seen = updates.filter((u) => u.payload.candidateId === zara).map((u) => u.payload);
    // Whatever was merged, a client applying "newer seq only" ends on the database's count.
    const applied = seen.reduce((shown, u) => (u.seq > shown.seq ? u : shown), { seq: -1, voteCount: -1 } as {
      seq: number;
      voteCount: number | null;
    });
    expect(applied).toMatchObject({ seq: Number(after.vote_seq), voteCount: after.vote_count });
    // Each seq carries the count that was current when it was set: the higher seq, the higher count.
    for (const u of seen) expect(u.voteCount).toBe(before.vote_count + (u.seq - Number(before.vote_seq)));
  });
});

describe('hidden counts', () => {
  test('while counts are hidden, then the public never learns a count, on HTTP or sockets, and the admin sees them all live', async () => {
    const publicPage = await cluster.client(b);
    const adminPage = await cluster.client(b, cookie);
    // The stage display on the admin's own laptop asks for the public view.
    const stagePage = await cluster.client(a, cookie, { public: true });
    const publicUpdates = record<LiveVoteUpdate>(publicPage, 'vote:update');
    const adminUpdates = record<LiveVoteUpdate>(adminPage, 'vote:update');
    const stageUpdates = record<LiveVoteUpdate>(stagePage, 'vote:update');
    await wait(300);
    // Warm the public list cache with counts shown, so the hiding must drop it.
    expect((await publicList(a)).every((c) => typeof c.voteCount === 'number')).toBe(true);

    expect((await put({ ...NONE, hideCountsFrom: fromNow(-1000) })).status).toBe(200);
    // b hears of the new schedule through PostgreSQL's notification, a moment after a answered.
    await until(async () => (await publicList(b)).every((c) => c.voteCount === null), 3000);

    for (const inst of [a, b]) {
      const list = await publicList(inst);
      expect(list.map((c) => c.name)).toEqual(['Anjali Mehta', 'Priya Kapoor', 'Zara Khan']);
      // Issue #26: no seq either, or its moving would say who was just paid for.
      expect(list.every((c) => c.voteCount === null && !('seq' in c))).toBe(true);
      const one = (await request(inst.url).get(`/api/candidates/fetchbyid/${anjali}`)).body;
      expect(one).toEqual({
        _id: anjali,
        name: 'Anjali Mehta',
        imageUrl: '/uploads/images/c.webp',
        category: null,
        city: '',
        bio: '',
        voteCount: null,
      });
    }
    // A search is another cached page: hidden too.
    const searched = (await request(a.url).get('/api/candidates/fetch?search=priya')).body.candidates as PublicCandidate[];
    expect(searched).toEqual([expect.objectContaining({ _id: priya, voteCount: null })]);

    // The admin (cookie) still sees every count, most voted first.
    const forAdmin = await adminList(b);
    expect(forAdmin.map((c) => c.name)).toEqual(['Anjali Mehta', 'Zara Khan', 'Priya Kapoor']);
    expect(forAdmin[0]!.voteCount).toBe(48_213);
    expect((await request(a.url).get(`/api/candidates/fetchbyid/${anjali}`).set('Cookie', cookie)).body.voteCount).toBe(48_213);

    await paidVote(a, anjali, 3);
    // Hers only: on a busy machine a broadcast of the test before can still be on its way.
    const hers = (updates: { payload: LiveVoteUpdate }[]) => updates.map((u) => u.payload).filter((p) => p.candidateId === anjali);
    await until(() => hers(adminUpdates).length > 0);
    expect(hers(adminUpdates)).toEqual([{ candidateId: anjali, name: 'Anjali Mehta', voteCount: 48_216, seq: 1 }]);
    // Issue #26: the public hears no frame at all while hidden. A status sent after the admin's frame
    // reaches each socket after any vote frame written to it before.
    const publicStatus = record<EventStatus>(publicPage, 'event:status');
    const stageStatus = record<EventStatus>(stagePage, 'event:status');
    expect((await setSwitch(true)).status).toBe(200);
    await until(() => publicStatus.length > 0 && stageStatus.length > 0);
    expect(hers(publicUpdates)).toEqual([]);
    expect(hers(stageUpdates)).toEqual([]);

    // The votes ledger and its totals stay admin-only.
    expect((await request(a.url).get('/api/votes/ledger')).status).toBe(401);
    expect((await request(a.url).get('/api/votes/ledger').set('Cookie', cookie)).status).toBe(200);
    publicPage.disconnect();
    adminPage.disconnect();
    stagePage.disconnect();
  });

  test('while counts are hidden, then her share page head and share card carry no count', async () => {
    const seo = await contestantSeoResolver(cluster.database.db)(`/contestants/vote/${anjali}`);
    expect(seo).not.toBeNull();
    const head = headTags(`/contestants/vote/${anjali}`, { publicUrl: PUBLIC_URL, page: seo });
    expect(head).toContain('Anjali Mehta');
    for (const count of ['48216', '48,216', '48 216']) expect(head).not.toContain(count);
    expect(head).not.toMatch(/\bvotes?:?\s*\d/i);

    // The card's address (a hash of what is drawn) does not move when her count does: the count is not drawn.
    const cardPath = (h: string) => /\/api\/candidates\/share-card\/[^"]+\.jpg/.exec(h)?.[0];
    const card = cardPath(head)!;
    expect(card).toBeDefined();
    await paidVote(b, anjali, 1);
    const after = headTags(`/contestants/vote/${anjali}`, {
      publicUrl: PUBLIC_URL,
      page: await contestantSeoResolver(cluster.database.db)(`/contestants/vote/${anjali}`),
    });
    expect(cardPath(after)).toBe(card);
    const image = await request(a.url).get(card);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  test('when the hiding time passes while pages are open, then the public list turns hidden at once and the pages hear it', async () => {
    await put(NONE);
    const page = await cluster.client(a);
    const heard = record<EventStatus>(page, 'event:status');
    await wait(300);
    const hideCountsFrom = fromNow(1500);
    await put({ ...NONE, hideCountsFrom });
    expect((await publicList(b)).every((c) => typeof c.voteCount === 'number')).toBe(true);
    await until(() => heard.some((h) => h.payload.countsHidden), 4000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(hideCountsFrom));
    // Within the list cache's life, but the boundary dropped it on every instance.
    expect((await publicList(b)).every((c) => c.voteCount === null)).toBe(true);
    expect((await publicList(a)).every((c) => c.voteCount === null)).toBe(true);
    page.disconnect();
  });

  test('when the admin reveals, then counts are public again, most voted first', async () => {
    const res = await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie);
    expect(res.status).toBe(200);
    // Instance a answered the reveal; b hears of it through PostgreSQL's notification a moment later
    // (seen once in CI: b's first read after the 200 still had the hidden list).
    await until(async () => (await publicList(b))[0]?.voteCount !== null, 3000);
    for (const inst of [b, a]) {
      const list = await publicList(inst);
      expect(list.map((c) => c.name)).toEqual(['Anjali Mehta', 'Zara Khan', 'Priya Kapoor']);
      expect(list[0]).toMatchObject({ voteCount: 48_217, seq: 2 });
    }
    expect((await request(b.url).get(`/api/candidates/fetchbyid/${anjali}`)).body.voteCount).toBe(48_217);
    await put(NONE);
  });
});

describe('a payment started inside the window', () => {
  test('when it is confirmed after voting closed, then it is still credited, while a new one is refused', async () => {
    await setSwitch(false);
    await put({ opensAt: fromNow(-60_000), closesAt: fromNow(1200), hideCountsFrom: null });
    await cluster.q("UPDATE event_status SET switch_set_at = now() - interval '2 minutes'");
    const before = await dbRow(priya);
    const form = await initiateVote(a, priya, 4);
    await until(async () => !(await request(b.url).get('/api/event/status')).body.isActive, 4000);

    const late = await request(b.url).post('/api/vote/initiate').send({ candidateId: priya, votes: 1, amount: 100 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('VOTING_CLOSED');

    const res = await confirmVote(b, form);
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('status=SUCCESS');
    expect(await dbRow(priya)).toEqual({ vote_count: before.vote_count + 4, vote_seq: String(Number(before.vote_seq) + 1) });
    const ledger = await cluster.q('SELECT v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [form.txnid]);
    expect(ledger).toEqual([{ votes: 4 }]);
    await put(NONE);
  });
});
