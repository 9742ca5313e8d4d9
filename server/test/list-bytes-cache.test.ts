import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { PublicCandidate } from '@pageant/common';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, fromNow, record, until, type FinaleCluster, type Instance } from './helpers/finale';
import { gatewayResponse } from './helpers/payments';

// Long enough that only the notifications can explain a fresh answer on the other instance.
const NO_EXPIRY_MS = 10 * 60_000;
const LIST = '/api/candidates/fetch?page=1&limit=50';

let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let cookie: string;
let priya: string;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** The answer as it went over the wire: no client-side decoding, so the encodings can be compared. */
function raw(inst: Instance, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${inst.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decoded = (r: Raw) =>
  JSON.parse(
    (r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.bytes)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.bytes)
        : r.bytes
    ).toString('utf8'),
  ) as { candidates: PublicCandidate[] };

const listOf = async (inst: Instance) => {
  const res = await raw(inst, LIST);
  expect(res.status).toBe(200);
  return { etag: res.headers.etag, candidates: decoded(res).candidates };
};
const priyaIn = async (inst: Instance) => (await listOf(inst)).candidates.find((c) => c._id === priya);

async function paidVote(inst: Instance, candidateId: string, votes: number) {
  const init = await request(inst.url)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * 100 });
  expect(init.status).toBe(200);
  const res = await request(inst.url)
    .post('/api/payment/callback')
    .type('form')
    .send(gatewayResponse(inst, init.body.paymentData as Record<string, string>, 'success'));
  expect(res.headers.location).toContain('status=SUCCESS');
}

const asAdmin = (req: request.Test) => req.set('Origin', PUBLIC_URL).set('Cookie', cookie);

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start({ listCacheTtlMs: NO_EXPIRY_MS });
  b = await cluster.start({ listCacheTtlMs: NO_EXPIRY_MS });
  cookie = await cluster.adminCookie(a);
  // Enough contestants (with long names) for a page well over the compression threshold.
  await cluster.q(
    `INSERT INTO candidates (name, image_url, vote_count)
     SELECT 'Contestant with a rather long name ' || i, '/uploads/images/c' || i || '.webp', i FROM generate_series(1, 40) AS i`,
  );
  const [row] = await cluster.q(
    `INSERT INTO candidates (name, image_url, vote_count) VALUES ('Priya Kapoor', '/uploads/images/p.webp', 500) RETURNING id`,
  );
  priya = row.id as string;
  expect((await asAdmin(request(a.url).patch('/api/event/status')).send({ isActive: true })).status).toBe(200);
});
afterAll(async () => {
  await cluster.close();
});

describe('the public list as prepared bytes', () => {
  test('when asked twice, then both answers carry the same strong ETag and the headers of a JSON answer', async () => {
    const first = await raw(a, LIST);
    const second = await raw(a, LIST);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    for (const r of [first, second]) {
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
      // The same security headers as every other answer.
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    }
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  test('when the client accepts brotli or gzip, then the compressed bodies decode to the identity JSON', async () => {
    const identity = await raw(a, LIST, { 'Accept-Encoding': 'identity' });
    const br = await raw(a, LIST, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await raw(a, LIST, { 'Accept-Encoding': 'gzip' });
    const refusesBr = await raw(a, LIST, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    for (const r of [br, gzip, refusesBr]) {
      expect(r.bytes.length).toBeLessThan(identity.bytes.length);
      expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
      expect(decoded(r)).toEqual(JSON.parse(identity.bytes.toString('utf8')));
    }
    // Each representation has its own validator (RFC 9110 §8.8.3), all from the same body.
    expect(new Set([identity, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
  });

  test('when the client accepts only deflate, then the first answer (full route) and the next (prepared) are both identity', async () => {
    const path = '/api/candidates/fetch?page=1&limit=49';
    const first = await raw(a, path, { 'Accept-Encoding': 'deflate' });
    const second = await raw(a, path, { 'Accept-Encoding': 'deflate' });
    for (const r of [first, second]) {
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.bytes.equals(first.bytes)).toBe(true);
      expect(r.headers.etag).toBe(first.headers.etag);
    }
  });

  test('when If-None-Match names the current ETag, then 304 without a body; after a change, 200 with the new body', async () => {
    const before = await raw(a, LIST, { 'Accept-Encoding': 'br' });
    const same = await raw(a, LIST, { 'Accept-Encoding': 'br', 'If-None-Match': String(before.headers.etag) });
    expect(same.status).toBe(304);
    expect(same.bytes.length).toBe(0);
    expect(same.headers.etag).toBe(before.headers.etag);
    expect(same.headers['cache-control']).toBe('no-store');
    const other = await raw(a, LIST, { 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);

    await paidVote(a, priya, 3);
    const after = await raw(a, LIST, { 'Accept-Encoding': 'br', 'If-None-Match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decoded(after).candidates.find((c) => c._id === priya)?.voteCount).toBe(503);
  });

  test('when the query is written differently, then the answer is the validated one, and bad queries are still refused', async () => {
    const canonical = await raw(a, LIST);
    const reordered = await raw(a, '/api/candidates/fetch?limit=50&page=1');
    expect(reordered.headers.etag).toBe(canonical.headers.etag);
    // The schema clamps a limit too large: the clamped page, under its own key.
    const clamped = await raw(a, '/api/candidates/fetch?page=1&limit=5000');
    expect(clamped.status).toBe(200);
    expect(decoded(clamped).candidates).toEqual(decoded(canonical).candidates);
    expect((await request(a.url).get('/api/candidates/fetch?search=%00')).status).toBe(400);
    // Asked again, the same bad query is checked again, never served from what a good one left.
    expect((await request(a.url).get('/api/candidates/fetch?search=%00')).status).toBe(400);
  });
});

describe('exact on every instance', () => {
  test('when a vote is credited on one instance, then the next answer on both has the new count and a new ETag', async () => {
    const [onA, onB] = [await listOf(a), await listOf(b)];
    const count = onB.candidates.find((c) => c._id === priya)!.voteCount as number;
    const page = await cluster.client(b, undefined, { batch: true });
    const frames = record<{ candidateId: string; voteCount: number }[]>(page, 'vote:updates');

    await paidVote(a, priya, 2);
    // Instance a: at once, its own bus.
    expect((await priyaIn(a))?.voteCount).toBe(count + 2);
    // Instance b: by the time its pages hear the credit, its list says the same.
    await until(() => frames.some((f) => f.payload.some((u) => u.candidateId === priya && u.voteCount === count + 2)));
    const fresh = await listOf(b);
    expect(fresh.candidates.find((c) => c._id === priya)?.voteCount).toBe(count + 2);
    expect(fresh.etag).not.toBe(onB.etag);
    expect((await listOf(a)).etag).not.toBe(onA.etag);
    page.disconnect();
  });

  test('when a candidate is edited on one instance, then both answer the new name with a new ETag', async () => {
    const [onA, onB] = [await listOf(a), await listOf(b)];
    const res = await asAdmin(request(a.url).put(`/api/candidates/update/${priya}`)).field('name', 'Priya K. Kapoor');
    expect(res.status).toBe(200);
    expect((await priyaIn(a))?.name).toBe('Priya K. Kapoor');
    await until(async () => (await priyaIn(b))?.name === 'Priya K. Kapoor');
    expect((await listOf(b)).etag).not.toBe(onB.etag);
    expect((await listOf(a)).etag).not.toBe(onA.etag);
  });

  test('when counts are hidden and then revealed, then both instances follow, each time with a new ETag', async () => {
    const shown = await listOf(b);
    const hide = await asAdmin(request(a.url).put('/api/event/schedule')).send({
      opensAt: null,
      closesAt: null,
      hideCountsFrom: fromNow(-1000),
    });
    expect(hide.status).toBe(200);
    await until(async () => (await listOf(b)).candidates.every((c) => c.voteCount === null));
    for (const inst of [a, b]) {
      const hidden = await listOf(inst);
      expect(hidden.candidates.every((c) => c.voteCount === null && !('seq' in c))).toBe(true);
      expect(hidden.etag).not.toBe(shown.etag);
    }
    // Admins read live, with counts, whatever the public's page holds.
    const admin = await asAdmin(request(b.url).get(LIST));
    expect((admin.body.candidates as PublicCandidate[]).every((c) => typeof c.voteCount === 'number')).toBe(true);
    const hiddenTag = (await listOf(b)).etag;

    expect((await asAdmin(request(a.url).post('/api/event/reveal'))).status).toBe(200);
    await until(async () => (await listOf(b)).candidates.every((c) => typeof c.voteCount === 'number'));
    for (const inst of [a, b]) expect((await listOf(inst)).etag).not.toBe(hiddenTag);
  });

  test('when a write lands while the page is cached, then no later answer carries the old count', async () => {
    await listOf(a);
    const before = (await priyaIn(a))!.voteCount as number;
    await paidVote(b, priya, 1);
    for (const inst of [b, a]) await until(async () => (await priyaIn(inst))?.voteCount === before + 1);
    // Once fresh, never stale again (a refill racing the write must not put the old page back).
    for (let i = 0; i < 20; i++) for (const inst of [a, b]) expect((await priyaIn(inst))?.voteCount).toBe(before + 1);
  });
});
