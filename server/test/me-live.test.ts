import request from 'supertest';
import type { LiveVoteUpdate } from '@pageant/common';
import type { MeLiveFrame } from '@pageant/common/content/cockpit';
import { adminAgent, PUBLIC_URL } from './helpers/app';
import { clusterCandidate, NO_SCHEDULE, paidVote, putSchedule } from './helpers/cluster-votes';
import { contestantCookie, contestantOnVotingPage } from './helpers/contestant';
import { finaleCluster, fromNow, record, until, type FinaleCluster, type Instance } from './helpers/finale';

/**
 * Her own live room (issue #30): two instances on one database, her socket on one, the votes paid
 * through the other, so the frame has to come from the window that crossed PostgreSQL.
 */
let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let adminCookie: string;
let asha: { candidateId: string; registrationId: string };
let meera: { candidateId: string; registrationId: string };
let ashaCookie: string;
let meeraCookie: string;

const frames = (heard: { payload: MeLiveFrame }[]) => heard.map((h) => h.payload);

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start();
  b = await cluster.start();
  adminCookie = await cluster.adminCookie(a);
  const admin = await adminAgent(a);
  asha = await contestantOnVotingPage(a, admin, { fullName: 'Asha Rao' });
  meera = await contestantOnVotingPage(a, admin, { fullName: 'Meera Iyer' });
  // Two contestants ahead of both of them: Asha starts third (tied with Meera at 0).
  await clusterCandidate(cluster, 'Ahead by five', 5);
  await clusterCandidate(cluster, 'Ahead by one', 1);
  const opened = await request(a.url)
    .patch('/api/event/status')
    .set('Origin', PUBLIC_URL)
    .set('Cookie', adminCookie)
    .send({ isActive: true });
  expect(opened.status).toBe(200);
  ashaCookie = await contestantCookie(a, asha.registrationId);
  meeraCookie = await contestantCookie(a, meera.registrationId);
});
afterAll(async () => {
  await cluster.close();
});

describe('her live room', () => {
  test('when her socket connects, then it gets her frame; when a vote for her is paid on the other instance, then a new frame with her new count and rank', async () => {
    const hers = await cluster.client(b, ashaCookie);
    const heard = record<MeLiveFrame>(hers, 'me:update');
    await until(() => heard.length >= 1);
    expect(frames(heard)).toEqual([{ candidateId: asha.candidateId, voteCount: 0, rank: 3, countsHidden: false }]);

    await paidVote(a, asha.candidateId, 2);
    await until(() => frames(heard).some((f) => f.voteCount === 2));
    expect(frames(heard).at(-1)).toEqual({ candidateId: asha.candidateId, voteCount: 2, rank: 2, countsHidden: false });
  });

  test("when another contestant's socket, a public socket or a foreign page carrying her cookie listen, then none of them gets her frame, and an unchanged frame is not sent again", async () => {
    const hers = record<MeLiveFrame>(await cluster.client(a, ashaCookie), 'me:update');
    const meeraHeard = record<MeLiveFrame>(await cluster.client(a, meeraCookie), 'me:update');
    const publicHeard = record<MeLiveFrame>(await cluster.client(b), 'me:update');
    const stageHeard = record<MeLiveFrame>(await cluster.client(b, ashaCookie, { public: true }), 'me:update');
    const foreign = await connectFrom(b, 'https://evil.example', ashaCookie);
    const foreignHeard = record<MeLiveFrame>(foreign, 'me:update');
    await until(() => hers.length >= 1 && meeraHeard.length >= 1);

    await paidVote(b, asha.candidateId, 2);
    await until(() => frames(hers).some((f) => f.voteCount === 4));
    // Her 4 votes keep her second; Meera's own rank did not move (still behind three), so Meera hears only her own join frame.
    expect(frames(hers).at(-1)).toEqual({ candidateId: asha.candidateId, voteCount: 4, rank: 2, countsHidden: false });
    expect(frames(meeraHeard)).toEqual([{ candidateId: meera.candidateId, voteCount: 0, rank: 4, countsHidden: false }]);
    expect(publicHeard).toEqual([]);
    expect(stageHeard).toEqual([]);
    expect(foreignHeard).toEqual([]);
    foreign.disconnect();
  });

  test('while counts are hidden, then her frame carries no count and no rank, a vote sends no number, and the reveal brings them back', async () => {
    const heard = record<MeLiveFrame>(await cluster.client(b, ashaCookie), 'me:update');
    // The admin still sees counts while they are hidden: her window reaching b shows there.
    const adminHeard = record<LiveVoteUpdate>(await cluster.client(b, adminCookie), 'vote:update');
    await until(() => heard.length >= 1);
    expect((await putSchedule(a, adminCookie, { ...NO_SCHEDULE, hideCountsFrom: fromNow(-1000) })).status).toBe(200);
    await until(() => frames(heard).some((f) => f.countsHidden));
    expect(frames(heard).at(-1)).toEqual({ candidateId: asha.candidateId, voteCount: null, rank: null, countsHidden: true });

    const joinedWhileHidden = record<MeLiveFrame>(await cluster.client(a, ashaCookie), 'me:update');
    await until(() => joinedWhileHidden.length >= 1);
    const hiddenAt = heard.length;
    await paidVote(a, asha.candidateId, 1);
    await until(() => adminHeard.some((u) => u.payload.candidateId === asha.candidateId && u.payload.voteCount === 5));
    // b has read her standing for that window; one more socket's first frame comes after it.
    const later = record<MeLiveFrame>(await cluster.client(b, ashaCookie), 'me:update');
    await until(() => later.length >= 1);
    expect(heard.length).toBe(hiddenAt);
    expect((await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', adminCookie)).status).toBe(200);
    await until(() => frames(heard).slice(hiddenAt).length > 0);

    // Each instance reads and sends in order, so anything the hidden vote had sent would sit between the
    // hidden frame and the reveal's: there is nothing there, and nothing before it carries a number.
    expect(frames(heard).slice(hiddenAt)).toEqual([{ candidateId: asha.candidateId, voteCount: 5, rank: 1, countsHidden: false }]);
    const hidFrom = frames(heard).findIndex((f) => f.countsHidden);
    const beforeReveal = [...frames(heard).slice(hidFrom, hiddenAt), ...frames(joinedWhileHidden).filter((f) => f.countsHidden)];
    expect(beforeReveal.every((f) => f.voteCount === null && f.rank === null)).toBe(true);
    expect(frames(joinedWhileHidden)[0]).toEqual({ candidateId: asha.candidateId, voteCount: null, rank: null, countsHidden: true });
  });
});

/** A socket opened by some other site's page: the browser sends that page's Origin and, with it, her cookie. */
async function connectFrom(inst: Instance, origin: string, cookie: string) {
  const { io } = await import('socket.io-client');
  const s = io(inst.url, { transports: ['websocket'], reconnection: false, extraHeaders: { origin, cookie } });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  return s;
}
