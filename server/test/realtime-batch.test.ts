import request from 'supertest';
import type { LiveVoteUpdate } from '@pageant/common';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, fromNow, record, until, wait, type FinaleCluster, type Instance } from './helpers/finale';
import { clusterCandidate, paidVote, NO_SCHEDULE, putSchedule } from './helpers/cluster-votes';

/**
 * Sockets that ask for batches (the site's pages and /live) get one `vote:updates` frame per window
 * instead of a `vote:update` per contestant; other sockets keep DESIGN §6's `vote:update`. Two
 * instances on one database: the window credited on one reaches the other's sockets too.
 */
let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let cookie: string;
let meera: string;
let tara: string;

const BATCH = { batch: true };
const NONE = NO_SCHEDULE;
const put = (body: unknown) => putSchedule(a, cookie, body);

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start();
  b = await cluster.start();
  cookie = await cluster.adminCookie(a);
  meera = await clusterCandidate(cluster, 'Meera Iyer', 700);
  tara = await clusterCandidate(cluster, 'Tara Singh', 300);
  const on = await request(a.url).patch('/api/event/status').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ isActive: true });
  expect(on.status).toBe(200);
});
afterAll(async () => {
  await cluster.close();
});

test('when votes are credited on one instance, then batch sockets on both get vote:updates lists and single sockets get vote:update', async () => {
  const batchHere = await cluster.client(a, undefined, BATCH);
  const batchThere = await cluster.client(b, undefined, BATCH);
  const single = await cluster.client(b);
  const lists = [record<LiveVoteUpdate[]>(batchHere, 'vote:updates'), record<LiveVoteUpdate[]>(batchThere, 'vote:updates')];
  const strays = [record<LiveVoteUpdate>(batchHere, 'vote:update'), record<LiveVoteUpdate>(batchThere, 'vote:update')];
  const singles = record<LiveVoteUpdate>(single, 'vote:update');
  const singleLists = record<LiveVoteUpdate[]>(single, 'vote:updates');
  await wait(300);

  await Promise.all([paidVote(a, meera, 2), paidVote(a, tara, 3)]);
  const [row] = await cluster.q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [meera]);
  const newest = (frames: { payload: LiveVoteUpdate[] }[], id: string) =>
    frames
      .flatMap((f) => f.payload)
      .filter((u) => u.candidateId === id)
      .at(-1);
  await until(() => lists.every((l) => newest(l, meera)?.seq === Number(row.vote_seq) && newest(l, tara) !== undefined));
  await until(() => singles.some((s) => s.payload.candidateId === meera) && singles.some((s) => s.payload.candidateId === tara));

  for (const l of lists) {
    expect(l.every((f) => Array.isArray(f.payload))).toBe(true);
    expect(newest(l, meera)).toMatchObject({ voteCount: Number(row.vote_count), name: 'Meera Iyer' });
  }
  await wait(200);
  expect(strays.map((s) => s.length)).toEqual([0, 0]);
  expect(singleLists).toHaveLength(0);
});

test('while counts are hidden, then public batch sockets hear nothing and the admin batch socket still sees the count', async () => {
  expect((await put({ ...NONE, hideCountsFrom: fromNow(-1000) })).status).toBe(200);
  const publicPage = await cluster.client(b, undefined, BATCH);
  const adminPage = await cluster.client(b, cookie, BATCH);
  const pub = record<LiveVoteUpdate[]>(publicPage, 'vote:updates');
  const adm = record<LiveVoteUpdate[]>(adminPage, 'vote:updates');
  // The admin check runs over loopback after the handshake.
  await wait(500);

  await paidVote(a, tara, 4);
  const [row] = await cluster.q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [tara]);
  const mine = (frames: { payload: LiveVoteUpdate[] }[]) => frames.flatMap((f) => f.payload).filter((u) => u.candidateId === tara);
  await until(() => mine(adm).some((u) => u.seq === Number(row.vote_seq)));
  expect(mine(adm).at(-1)).toMatchObject({ voteCount: Number(row.vote_count), seq: Number(row.vote_seq) });
  // Issue #26: the public batch socket hears nothing while hidden. A status sent after the admin's
  // frame reaches it after anything written to it before.
  const status = record<unknown>(publicPage, 'event:status');
  expect((await put({ ...NONE, hideCountsFrom: fromNow(-1000) })).status).toBe(200);
  await until(() => status.length > 0);
  expect(mine(pub)).toEqual([]);
  expect((await put(NONE)).status).toBe(200);
});
