// Issue #28: POST /api/payment/callback answered ahead of Express must answer what the Express route
// answers, byte for byte, and settle through the same exactly-once path.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { VOTE_PRICE_INR } from '@pageant/common';
import { createApp, type BuiltApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { createLocalStorage } from '../src/storage/local';
import { testConfig, type TestContext } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { gatewayResponse } from './helpers/payments';

const FORM = 'application/x-www-form-urlencoded';

let database: TestDatabase;
let dataDir: string;
let built: BuiltApp;
let config: TestContext['config'];
/** Served by BuiltApp.listener, as index.ts serves: the fast path first. */
let fast: http.Server;
/** Served by Express alone: the route as it always answered. */
let express: http.Server;
let expressCalls = 0;
const logLines: Record<string, unknown>[] = [];

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-callback-'));
  config = testConfig(database, dataDir);
  const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  built = createApp({ config, database, storage: createLocalStorage(config.uploadsDir), bus: new DomainBus(), logger, serveSpa: false });
  // Counts what reaches Express (a third-party dispatch, not our code): the fast path must not.
  const app = built.app as unknown as { handle: (...args: unknown[]) => unknown };
  const handle = app.handle;
  app.handle = function counted(this: unknown, ...args: unknown[]) {
    expressCalls += 1;
    return handle.apply(this, args);
  };
  fast = await listen(built.listener);
  express = await listen(built.app);
  await database.pool.query('INSERT INTO event_status (id, is_active) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET is_active = true');
});
afterAll(async () => {
  await new Promise((resolve) => fast.close(resolve));
  await new Promise((resolve) => express.close(resolve));
  await built.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ctxLike = () => ({ config }) as TestContext;
const q = async (sql: string, params: unknown[] = []) => (await database.pool.query(sql, params)).rows;

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url) VALUES ($1, '/uploads/images/c.webp') RETURNING id`, [name]);
  return row.id as string;
}

async function votePayment(candidateId: string, votes = 2): Promise<Record<string, string>> {
  const res = await request(base(fast))
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * VOTE_PRICE_INR });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as Record<string, string>;
}

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface Sent {
  body: string;
  type?: string;
  headers?: Record<string, string>;
}

/** One raw POST; supertest sends a string body as given, with its Content-Length. */
function post(server: http.Server, { body, type = FORM, headers = {} }: Sent) {
  return request(base(server)).post('/api/payment/callback').set('Content-Type', type).set(headers).send(body);
}

/** Everything of an answer but the clock. */
function answerOf(res: request.Response) {
  const { date: _date, ...headers } = res.headers as Record<string, string>;
  return { status: res.status, headers, body: res.text };
}

/** The request log line of the latest callback answer, without what varies between two requests. */
async function lastCallbackLine(seen: number) {
  const lines = () => logLines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/api/payment/callback');
  // The line is written on 'finish', which may come a moment after the client has the answer.
  while (lines().length <= seen) await new Promise((resolve) => setImmediate(resolve));
  const { time: _t, pid: _p, hostname: _h, responseTime, ...rest } = lines().at(-1)!;
  expect(typeof responseTime).toBe('number');
  return rest;
}
const callbackLineCount = () => logLines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/api/payment/callback').length;

/**
 * The same request to the fast path, then to Express: the same status, headers, body and log line.
 * `viaFastPath` says whether the fast path should answer it itself or hand it to Express.
 */
async function sameAnswer(sent: Sent, viaFastPath: boolean) {
  const headers = { 'X-Request-Id': 'callback-fast-path-test', ...sent.headers };
  const calls = expressCalls;
  const lines = callbackLineCount();
  const a = await post(fast, { ...sent, headers });
  const aLine = await lastCallbackLine(lines);
  expect(expressCalls - calls).toBe(viaFastPath ? 0 : 1);
  const b = await post(express, { ...sent, headers });
  const bLine = await lastCallbackLine(lines + 1);
  expect(expressCalls - calls).toBe(viaFastPath ? 1 : 2);
  expect(answerOf(a)).toEqual(answerOf(b));
  expect(aLine).toEqual(bLine);
  return a;
}

/** The answer's bytes as they left the server, but for the Date line (the clock). */
function rawAnswer(server: http.Server, body: string, headers: Record<string, string> = {}): Promise<string> {
  const head = Object.entries({ Host: 'pageant.test', 'Content-Type': FORM, 'Content-Length': String(Buffer.byteLength(body)), ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    let got = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      const end = got.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(got.toString('latin1'))?.[1];
      if (end === -1 || length === undefined || got.length < end + 4 + Number(length)) return;
      socket.destroy();
      resolve(got.toString('latin1').replace(/\r\nDate: [^\r]*/, ''));
    });
    socket.on('error', reject);
    socket.write(`POST /api/payment/callback HTTP/1.1\r\n${head}\r\n${body}`);
  });
}

const votesOf = async (candidateId: string) =>
  (await q('SELECT vote_count FROM candidates WHERE id = $1', [candidateId]))[0].vote_count as number;
const ledgerRows = async (txnid: string) =>
  (await q('SELECT v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [txnid])).map((r) => r.votes as number);

describe('POST /api/payment/callback ahead of Express', () => {
  it('answers a success the route would, credits it once, and a replay through either path credits nothing', async () => {
    const candidateId = await newCandidate('Fast Path Success');
    const first = await votePayment(candidateId, 2);
    const fields = gatewayResponse(ctxLike(), first, 'success');
    const res = await sameAnswer({ body: encode(fields) }, true);
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('status=SUCCESS');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(await votesOf(candidateId)).toBe(2);
    expect(await ledgerRows(first.txnid!)).toEqual([2]);

    // The other order: Express settles, the fast path sees the replay.
    const second = await votePayment(candidateId, 3);
    const secondFields = gatewayResponse(ctxLike(), second, 'success');
    const viaExpress = await post(express, { body: encode(secondFields), headers: { 'X-Request-Id': 'callback-fast-path-test' } });
    const replayed = await post(fast, { body: encode(secondFields), headers: { 'X-Request-Id': 'callback-fast-path-test' } });
    expect(answerOf(replayed)).toEqual(answerOf(viaExpress));
    expect(await votesOf(candidateId)).toBe(5);
    expect(await ledgerRows(second.txnid!)).toEqual([3]);
  });

  it('answers a failure, a forged hash and an unknown txnid as the route does, crediting nothing', async () => {
    const candidateId = await newCandidate('Fast Path Failure');
    const failed = await votePayment(candidateId);
    const failure = await sameAnswer({ body: encode(gatewayResponse(ctxLike(), failed, 'failure')) }, true);
    expect(failure.headers.location).toContain('status=FAILURE');

    const open = await votePayment(candidateId);
    const forgedFields = { ...gatewayResponse(ctxLike(), open, 'success'), hash: 'f'.repeat(128) };
    const forged = await sameAnswer({ body: encode(forgedFields) }, true);
    expect(forged.headers.location).toContain('status=FAILURE');
    expect((await q('SELECT status FROM payments WHERE txnid = $1', [open.txnid]))[0].status).toBe('initiated');

    const unknown = gatewayResponse(ctxLike(), { ...open, txnid: 'TXNUNKNOWN0000000001' }, 'success');
    const rejected = await sameAnswer({ body: encode(unknown) }, true);
    expect(rejected.headers.location).toContain('status=FAILURE');
    expect(await votesOf(candidateId)).toBe(0);
  });

  it('reads signed values with plus signs, escapes and a malformed escape as the app form parser does', async () => {
    const candidateId = await newCandidate('Fast Path Decoding');
    const payment = await votePayment(candidateId, 1);
    // qs (the app's parser) reads '+' as a space and keeps a whole value with a malformed escape as sent.
    const firstname = 'A B%2Bc%zz %E2%82%AC';
    const productinfo = `${payment.productinfo} € +`;
    const fields = gatewayResponse(ctxLike(), { ...payment, firstname, productinfo }, 'success');
    const body = encode(fields)
      .replace(/firstname=[^&]*/, 'firstname=A+B%2Bc%zz+%E2%82%AC')
      .replace(/productinfo=[^&]*/, `productinfo=${encodeURIComponent(payment.productinfo!)}+%E2%82%AC+%2B`);
    const res = await sameAnswer({ body }, true);
    expect(res.headers.location).toContain('status=SUCCESS');
    const [row] = await q('SELECT gateway_response FROM payments WHERE txnid = $1', [payment.txnid]);
    expect(row.gateway_response).toMatchObject({ firstname, productinfo });
    expect(await votesOf(candidateId)).toBe(1);
  });

  it('negotiates the redirect body as the route does (a browser asks for HTML)', async () => {
    const candidateId = await newCandidate('Fast Path Accept');
    const fields = gatewayResponse(ctxLike(), await votePayment(candidateId), 'failure');
    const html = await sameAnswer({ body: encode(fields), headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }, true);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const none = await sameAnswer({ body: encode(fields), headers: { Accept: 'image/png' } }, true);
    expect(none.text).toBe('');
  });

  it('answers an empty body, an unusual form and unstorable text exactly as the route does', async () => {
    const empty = await sameAnswer({ body: '' }, true);
    expect(empty.status).toBe(303);
    expect(empty.headers.location).toBe('/');

    // Duplicate keys, brackets, a key without a value: read by the app's own form parser.
    const odd = await sameAnswer({ body: 'txnid=a&txnid=b&udf1=vote&x[y]=1&flag&hash=%zz' }, true);
    expect(odd.headers.location).toContain('/contestants?');

    const nul = await sameAnswer({ body: 'txnid=%00&udf1=vote' }, true);
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('INVALID_CHARACTERS');

    const tooMany = await sameAnswer({ body: Array.from({ length: 1001 }, (_, i) => `k${i}=v`).join('&') }, true);
    expect(tooMany.status).toBe(413);
  });

  it('leaves an oversize body, another content type or charset and any cookie to Express', async () => {
    const oversize = await sameAnswer({ body: `udf1=${'a'.repeat(100 * 1024)}` }, false);
    expect(oversize.status).toBe(413);
    expect(oversize.body.code).toBe('PAYLOAD_TOO_LARGE');

    const json = await sameAnswer({ body: JSON.stringify({ udf1: 'vote' }), type: 'application/json' }, false);
    expect(json.status).toBe(303);
    const text = await sameAnswer({ body: 'udf1=vote', type: 'text/plain' }, false);
    expect(text.status).toBe(303);
    const charset = await sameAnswer({ body: 'udf1=vote', type: `${FORM}; charset=latin2` }, false);
    expect(charset.status).toBe(415);

    const withCookie = await sameAnswer({ body: 'udf1=vote', headers: { Cookie: 'theme=dark' } }, false);
    expect(withCookie.status).toBe(303);
  });

  it('gives a request without an id a fresh one, as the route does', async () => {
    const calls = expressCalls;
    const res = await request(base(fast)).post('/api/payment/callback').type('form').send({ udf1: 'vote' });
    expect(expressCalls).toBe(calls);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the same bytes as the route, header order included, for every Accept a payer or PayU sends', async () => {
    const candidateId = await newCandidate('Fast Path Bytes <&>');
    const accepts = [undefined, '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8', 'application/json', 'image/png'];
    for (const accept of accepts) {
      const fields = gatewayResponse(ctxLike(), await votePayment(candidateId), 'failure');
      const headers: Record<string, string> = { 'X-Request-Id': 'callback-fast-path-bytes', ...(accept ? { Accept: accept } : {}) };
      const a = await rawAnswer(fast, encode(fields), headers);
      const b = await rawAnswer(express, encode(fields), headers);
      expect(a).toMatch(/^HTTP\/1\.1 303 See Other\r\n/);
      expect(a).toEqual(b);
    }
  });

  it("writes its 303 itself, without Express's res.redirect or compression's wrappers", async () => {
    const candidateId = await newCandidate('Fast Path Direct');
    const fields = gatewayResponse(ctxLike(), await votePayment(candidateId), 'success');
    const proto = built.app.response as { redirect: (...args: unknown[]) => unknown };
    const redirect = proto.redirect;
    let redirects = 0;
    proto.redirect = function counted(this: unknown, ...args: unknown[]) {
      redirects += 1;
      return redirect.apply(this, args);
    };
    try {
      const res = await post(fast, { body: encode(fields) });
      expect(res.status).toBe(303);
      expect(res.headers.location).toContain('status=SUCCESS');
      expect(redirects).toBe(0);
      expect(await votesOf(candidateId)).toBe(2);
    } finally {
      proto.redirect = redirect;
    }
  });

  it('credits 50 concurrent identical callbacks exactly once', async () => {
    const candidateId = await newCandidate('Fast Path Race');
    const payment = await votePayment(candidateId, 4);
    const body = encode(gatewayResponse(ctxLike(), payment, 'success'));
    const calls = expressCalls;
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(fast, { body })));
    expect(expressCalls).toBe(calls);
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toContain('status=SUCCESS');
    }
    expect(await votesOf(candidateId)).toBe(4);
    expect(await ledgerRows(payment.txnid!)).toEqual([4]);
    expect((await q('SELECT status FROM payments WHERE txnid = $1', [payment.txnid]))[0].status).toBe('success');
  });
});
