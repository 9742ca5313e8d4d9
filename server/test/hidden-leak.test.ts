import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { MAX_PAGE_SIZE, type EventStatus, type LiveVoteUpdate, type PublicCandidate } from '@pageant/common';
import type { Transparency } from '@pageant/common/content/transparency';
import { headTags } from '../src/http/seo';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, record, until, type FinaleCluster, type Instance } from './helpers/finale';
import { clusterCandidate, NO_SCHEDULE, paidVote } from './helpers/cluster-votes';

/**
 * Issue #26 item 2, "hidden means hidden": while counts are hidden, a paid vote changes nothing the
 * public can read or hear, so no figure (a seq, a total, a fingerprint) can be matched to a payment
 * and attributed to a contestant. Admins still see every count live.
 */

let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let cookie: string;
let meera: string;
let kavya: string;

const NONE = NO_SCHEDULE;
const asAdmin = (inst: Instance) => ({
  put: (path: string, body: object) => request(inst.url).put(path).set('Origin', PUBLIC_URL).set('Cookie', cookie).send(body),
  post: (path: string) => request(inst.url).post(path).set('Origin', PUBLIC_URL).set('Cookie', cookie),
  patch: (path: string, body: object) => request(inst.url).patch(path).set('Origin', PUBLIC_URL).set('Cookie', cookie).send(body),
});

const shareHead = async (id: string) =>
  headTags(`/contestants/vote/${id}`, {
    publicUrl: PUBLIC_URL,
    page: await contestantSeoResolver(cluster.database.db)(`/contestants/vote/${id}`),
  });

/** Everything the public can read about the race, as the bytes it is served (GET answers, the share page head and card). */
async function publicSurfaces(inst: Instance): Promise<Record<string, string>> {
  const text = async (path: string) => {
    const res = await request(inst.url).get(path);
    expect(res.status).toBe(200);
    return res.text;
  };
  const head = await shareHead(meera);
  const card = /\/api\/candidates\/share-card\/[^"]+\.jpg/.exec(head)?.[0];
  expect(card).toBeDefined();
  const image = await request(inst.url).get(card!).buffer(true);
  expect(image.status).toBe(200);
  return {
    transparency: await text('/api/transparency'),
    list: await text('/api/candidates/fetch?limit=50'),
    grid: await text('/api/candidates/fetch?page=1&limit=10'),
    search: await text('/api/candidates/fetch?search=meera'),
    // What /live reads, page by page at the largest size.
    live: await text(`/api/candidates/fetch?page=1&limit=${MAX_PAGE_SIZE}`),
    fetchbyid: await text(`/api/candidates/fetchbyid/${meera}`),
    other: await text(`/api/candidates/fetchbyid/${kavya}`),
    shareHead: head,
    shareCard: createHash('sha256')
      .update(image.body as Buffer)
      .digest('hex'),
  };
}

/** Every vote frame a socket hears, single or batched. */
function voteFrames(s: Socket) {
  const singles = record<LiveVoteUpdate>(s, 'vote:update');
  const batches = record<LiveVoteUpdate[]>(s, 'vote:updates');
  return () => [...singles.map((h) => h.payload), ...batches.flatMap((h) => h.payload)];
}

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start();
  b = await cluster.start();
  cookie = await cluster.adminCookie(a);
  meera = await clusterCandidate(cluster, 'Meera Iyer');
  kavya = await clusterCandidate(cluster, 'Kavya Rao');
  expect((await asAdmin(a).patch('/api/event/status', { isActive: true })).status).toBe(200);
});
afterAll(async () => {
  await cluster.close();
});

describe('hidden means hidden', () => {
  let hiddenFrom: string;
  let before: { votes: number; payments: number };

  test('when counts are hidden, then a 750-vote payment leaves every public surface byte-identical, while admin sockets get the new count', async () => {
    await paidVote(a, meera, 40);
    await paidVote(b, kavya, 25);
    before = { votes: 65, payments: 2 };
    hiddenFrom = new Date().toISOString();
    expect((await asAdmin(a).put('/api/event/schedule', { ...NONE, hideCountsFrom: hiddenFrom })).status).toBe(200);
    // b hears of the new schedule through PostgreSQL's notification, a moment after a answered.
    await until(async () => (await request(b.url).get('/api/event/status')).body.countsHidden === true, 3000);
    await until(
      async () => (await request(b.url).get('/api/candidates/fetch')).body.candidates.every((c: PublicCandidate) => c.voteCount === null),
      3000,
    );

    const publicSockets = [
      await cluster.client(a),
      await cluster.client(b),
      await cluster.client(a, undefined, { batch: true }),
      await cluster.client(b, undefined, { batch: true }),
      // The stage display on the admin's own laptop asks for the public view.
      await cluster.client(b, cookie, { public: true }),
    ];
    const heard = publicSockets.map(voteFrames);
    const statuses = publicSockets.map((s) => record<EventStatus>(s, 'event:status'));
    const adminA = await cluster.client(a, cookie);
    const adminB = await cluster.client(b, cookie, { batch: true });
    const adminHeard = [adminA, adminB].map(voteFrames);
    // The admin's sockets join their room once the session is checked: a vote for Kavya, repeated until
    // both have heard one, shows they are in (and shows the public nothing, checked below).
    await until(async () => {
      await paidVote(a, kavya, 1);
      const inRoom = () => adminHeard.every((frames) => frames().some((u) => u.candidateId === kavya));
      await until(inRoom, 1000).catch(() => undefined);
      return inRoom();
    }, 8000);

    const beforeA = await publicSurfaces(a);
    const beforeB = await publicSurfaces(b);
    expect(beforeB).toEqual(beforeA);

    await paidVote(a, meera, 750);

    // Admins: the new count, live, on both instances.
    for (const frames of adminHeard) await until(() => frames().some((u) => u.candidateId === meera && u.voteCount === 790));
    const forAdmin = (await request(b.url).get(`/api/candidates/fetchbyid/${meera}`).set('Cookie', cookie)).body as PublicCandidate;
    expect(forAdmin.voteCount).toBe(790);

    // Frames on one socket arrive in order: once every public socket has heard a status sent after
    // the payment was delivered, any vote frame for it would have arrived before.
    expect((await asAdmin(a).patch('/api/event/status', { isActive: true })).status).toBe(200);
    for (const s of statuses) await until(() => s.length > 0, 3000);
    heard.forEach((frames) => expect(frames()).toEqual([]));

    expect(await publicSurfaces(a)).toEqual(beforeA);
    expect(await publicSurfaces(b)).toEqual(beforeA);
    publicSockets.forEach((s) => s.disconnect());
    adminA.disconnect();
    adminB.disconnect();
  });

  test('while counts are hidden, then the transparency figures are those of the moment they were hidden, and say so', async () => {
    const t = (await request(a.url).get('/api/transparency')).body as Transparency;
    expect(t.votes).toMatchObject({ countsHidden: true, total: before.votes, payments: before.payments, asOf: hiddenFrom });
    expect(t.ledgerFingerprints.reduce((n, d) => n + d.count, 0)).toBe(before.payments);
    expect(t.votes.byCandidate.every((c) => c.votes === null)).toBe(true);
  });

  test('while counts are hidden, then the public list and fetchbyid carry no seq, and the admin list does', async () => {
    const list = (await request(a.url).get('/api/candidates/fetch')).body.candidates as PublicCandidate[];
    expect(list.length).toBe(2);
    list.forEach((c) => expect(c).not.toHaveProperty('seq'));
    expect((await request(a.url).get(`/api/candidates/fetchbyid/${meera}`)).body).not.toHaveProperty('seq');
    const forAdmin = (await request(a.url).get('/api/candidates/fetch').set('Cookie', cookie)).body.candidates as PublicCandidate[];
    expect(forAdmin.find((c) => c._id === meera)).toMatchObject({ voteCount: 790, seq: 2 });
    expect(forAdmin.find((c) => c._id === kavya)?.seq).toBeGreaterThan(1);
  });

  test('when the admin reveals, then every figure is live again: counts, seq and the transparency totals', async () => {
    expect((await asAdmin(a).post('/api/event/reveal')).status).toBe(200);
    await until(async () => (await request(b.url).get('/api/event/status')).body.countsHidden === false, 3000);
    const one = (await request(b.url).get(`/api/candidates/fetchbyid/${meera}`)).body as PublicCandidate;
    expect(one).toMatchObject({ voteCount: 790, seq: 2 });
    const t = (await request(b.url).get('/api/transparency')).body as Transparency;
    const [ledger] = await cluster.q('SELECT sum(votes)::int AS total, count(*)::int AS rows FROM votes');
    expect(ledger.total).toBeGreaterThan(815);
    expect(t.votes).toMatchObject({ countsHidden: false, total: ledger.total, payments: ledger.rows, asOf: null });
    expect(t.ledgerFingerprints.reduce((n, d) => n + d.count, 0)).toBe(ledger.rows);
  });
});
