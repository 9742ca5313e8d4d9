import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { MSG } from '@pageant/common';
import { COCKPIT_MSG, LOGIN_LINKS_PER_ADDRESS_PER_HOUR } from '@pageant/common/content/cockpit';
import { createLogger } from '../src/logger';
import { contestantOf, requireContestant } from '../src/modules/contestant-auth/session';
import { adminAgent, createTestContext, dbRows, PUBLIC_URL, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage, paidRegistration, waitForMails } from './helpers/contestant';
import { registrationForm } from './helpers/payments';

/**
 * Issue #30, sign-in without a password: a single-use link mailed to a paid registration's address,
 * the same answer for any address, per-address limits, a session cookie of her own, sign-out.
 */
let ctx: TestContext;
let admin: AdminAgent;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  ctx = await createTestContext({}, { logger: createLogger('info', sink) });
  admin = await adminAgent(ctx);
});
afterAll(() => ctx.close());

let seq = 0;
const freshAddress = () => `nobody.${Date.now()}.${++seq}@example.org`;
const askLink = (email: string) => request(ctx.app).post('/api/contestant/login-link').set('Origin', PUBLIC_URL).send({ email });
const signIn = (token: string) => request(ctx.app).post('/api/contestant/session').set('Origin', PUBLIC_URL).send({ token });
const LOGIN_LINK = /https?:\/\/[^\s"<>]+\/me\/login\?token=([A-Za-z0-9_-]+)/;
const SIGN_IN_SUBJECT = /^Subject: Your sign-in link/m;

/** The sign-in link mails to her (not the confirmation or pipeline mails), waiting for the n-th. */
async function signInMails(email: string, n: number): Promise<string[]> {
  const end = Date.now() + 5000;
  let found: string[] = [];
  while (Date.now() < end) {
    found = (await waitForMails(ctx, email, 0)).filter((m) => SIGN_IN_SUBJECT.test(m));
    if (found.length >= n) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return found;
}

const tokenIn = (mail: string) => {
  const m = LOGIN_LINK.exec(mail);
  if (!m) throw new Error('no sign-in link in the mail');
  return m[1]!;
};

/** A bare app behind the gate, so a cookie's state is seen exactly as /api/me's routes see it. */
const gated = () =>
  express()
    .get('/who', requireContestant(ctx.database.db), (_req, res) => {
      res.json(contestantOf(res));
    })
    .use(((err, _req, res, _next) => res.status(err.status ?? 500).json({ message: err.message })) as express.ErrorRequestHandler);

/** A fresh paid registration with one mailed sign-in link, and that link's token. */
async function herToken() {
  const reg = await paidRegistration(ctx, { email: freshAddress() });
  expect((await askLink(reg.email)).status).toBe(202);
  const [mail] = await signInMails(reg.email, 1);
  return { reg, token: tokenIn(mail!) };
}

describe('POST /api/contestant/login-link', () => {
  test('when a known and an unknown address ask, then both get the same 202 answer with the same headers', async () => {
    const reg = await paidRegistration(ctx, { email: freshAddress() });
    const known = await askLink(reg.email);
    const unknown = await askLink(freshAddress());
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ success: true, message: COCKPIT_MSG.linkSent });
    expect(unknown.body).toEqual(known.body);
    const varying = new Set(['date', 'x-request-id', 'ratelimit', 'ratelimit-policy']);
    const headers = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !varying.has(k)));
    expect(headers(unknown.headers)).toEqual(headers(known.headers));
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  test('when the address has a paid registration, in any case, then a single-use /me/login link is mailed; else nothing is', async () => {
    const reg = await paidRegistration(ctx, { email: freshAddress() });
    const unpaid = registrationForm({ email: freshAddress() });
    expect((await request(ctx.app).post('/api/payment/registration').send(unpaid)).status).toBe(200);
    const unknown = freshAddress();

    expect((await askLink(unpaid.email as string)).status).toBe(202);
    expect((await askLink(unknown)).status).toBe(202);
    expect((await askLink(reg.email.toUpperCase())).status).toBe(202);

    const [mail] = await signInMails(reg.email, 1);
    expect(mail).toMatch(`${PUBLIC_URL}/me/login?token=`);
    expect(mail).toMatch(`${PUBLIC_URL}/me/signin`);
    const token = tokenIn(mail!);
    const [row] = await dbRows(
      ctx,
      "SELECT registration_id, used_at, expires_at - created_at AS ttl FROM contestant_login_tokens WHERE token_hash = encode(sha256($1::bytea), 'hex')",
      [token],
    );
    expect(row).toMatchObject({ registration_id: reg.id, used_at: null });
    expect(row!.ttl).toMatchObject({ minutes: 30 });
    expect(await dbRows(ctx, 'SELECT 1 FROM contestant_login_tokens WHERE token_hash = $1', [token])).toHaveLength(0);
    expect(await waitForMails(ctx, unpaid.email as string, 0)).toHaveLength(0);
    expect(await waitForMails(ctx, unknown, 0)).toHaveLength(0);
  });

  test('when the address is missing or not an address, then 400 with the shared message and nothing is stored', async () => {
    const before = await dbRows(ctx, 'SELECT count(*)::int AS n FROM contestant_login_tokens');
    const missing = await request(ctx.app).post('/api/contestant/login-link').send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: COCKPIT_MSG.emailRequired });
    const invalid = await askLink('not-an-address');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, message: COCKPIT_MSG.emailInvalid });
    expect(await dbRows(ctx, 'SELECT count(*)::int AS n FROM contestant_login_tokens')).toEqual(before);
  });

  test('when an address asks a 6th time within the hour, known or not, then 429 with the limit message', async () => {
    const reg = await paidRegistration(ctx, { email: freshAddress() });
    const unknown = freshAddress();
    for (let i = 0; i < LOGIN_LINKS_PER_ADDRESS_PER_HOUR; i++) {
      // The case of the address does not make it another address.
      expect((await askLink(i % 2 ? reg.email.toUpperCase() : reg.email)).status).toBe(202);
      expect((await askLink(unknown)).status).toBe(202);
    }
    const known6 = await askLink(reg.email);
    const unknown6 = await askLink(unknown);
    expect(known6.status).toBe(429);
    expect(known6.body).toEqual({
      success: false,
      message: COCKPIT_MSG.tooManyLinks,
      error: COCKPIT_MSG.tooManyLinks,
      code: 'RATE_LIMITED',
    });
    expect(known6.headers['retry-after']).toBeDefined();
    expect(unknown6.status).toBe(429);
    expect(unknown6.body).toEqual(known6.body);
    // Another address is not held back by hers.
    expect((await askLink(freshAddress())).status).toBe(202);
    expect(await signInMails(reg.email, LOGIN_LINKS_PER_ADDRESS_PER_HOUR)).toHaveLength(LOGIN_LINKS_PER_ADDRESS_PER_HOUR);
  });

  test('when links are asked for, then the log says whether the address was known, and never the address or the token', async () => {
    const { reg, token } = await herToken();
    const unknown = freshAddress();
    expect((await askLink(unknown)).status).toBe(202);
    // The mailed link itself: the page request is logged by its path, not its token.
    await request(ctx.app).get(`/me/login?token=${token}`).set('Accept', 'text/html');
    const attempts = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === 'contestant.login_link');
    expect(attempts).toEqual(expect.arrayContaining([expect.objectContaining({ known: true }), expect.objectContaining({ known: false })]));
    const all = logLines.join('\n').toLowerCase();
    expect(all).not.toContain(reg.email.toLowerCase());
    expect(all).not.toContain(unknown.toLowerCase());
    expect(all).not.toContain(token.toLowerCase());
  });
});

describe('POST /api/contestant/session', () => {
  test('when her token is posted, then 200 with her own HttpOnly Lax cookie, and the second post is TOKEN_USED', async () => {
    const { reg, token } = await herToken();
    const first = await signIn(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, redirect: '/me' });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^pageant_me=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const who = await request(gated()).get('/who').set('Cookie', cookie.split(';')[0]!);
    expect(who.body).toEqual({ registrationId: reg.id, candidateId: null });

    const again = await signIn(token);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ success: false, message: COCKPIT_MSG.tokenUsed, error: COCKPIT_MSG.tokenUsed, code: 'TOKEN_USED' });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  test('when the token has expired, then 410 TOKEN_EXPIRED and no session', async () => {
    const { token } = await herToken();
    await dbRows(
      ctx,
      "UPDATE contestant_login_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = encode(sha256($1::bytea), 'hex')",
      [token],
    );
    const res = await signIn(token);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ success: false, message: COCKPIT_MSG.tokenExpired, code: 'TOKEN_EXPIRED' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('when the token is unknown, malformed or missing, then 400 TOKEN_INVALID', async () => {
    for (const body of [{ token: 'A'.repeat(43) }, { token: 'short' }, { token: '<script>' }, {}]) {
      const res = await request(ctx.app).post('/api/contestant/session').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: COCKPIT_MSG.tokenInvalid, code: 'TOKEN_INVALID' });
    }
  });

  test('when two clicks post the same token at once, then exactly one gets a session', async () => {
    const { token } = await herToken();
    const answers = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    const [row] = await dbRows(
      ctx,
      "SELECT count(*)::int AS n FROM contestant_sessions s JOIN contestant_login_tokens t USING (registration_id) WHERE t.token_hash = encode(sha256($1::bytea), 'hex')",
      [token],
    );
    expect(row!.n).toBe(1);
  });
});

describe('POST /api/me/logout', () => {
  test('when she signs out, then her session ends, the cookie is cleared and it no longer opens /api/me routes', async () => {
    const reg = await paidRegistration(ctx, { email: freshAddress() });
    const cookie = await contestantCookie(ctx, reg.id);
    expect((await request(gated()).get('/who').set('Cookie', cookie)).status).toBe(200);
    const res = await request(ctx.app).post('/api/me/logout').set('Origin', PUBLIC_URL).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: COCKPIT_MSG.signedOut });
    expect(String(res.headers['set-cookie'])).toMatch(/^pageant_me=;.*Expires=Thu, 01 Jan 1970/);
    expect((await request(gated()).get('/who').set('Cookie', cookie)).status).toBe(401);
    expect(await dbRows(ctx, 'SELECT 1 FROM contestant_sessions WHERE registration_id = $1', [reg.id])).toHaveLength(0);
  });

  test('when there is no session, then it still answers 200', async () => {
    const res = await request(ctx.app).post('/api/me/logout').set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: COCKPIT_MSG.signedOut });
  });

  test('when a write carrying her cookie comes from another site, then 403 and her session stays', async () => {
    const reg = await paidRegistration(ctx, { email: freshAddress() });
    const cookie = await contestantCookie(ctx, reg.id);
    for (const origin of ['http://evil.test', null]) {
      let req = request(ctx.app).post('/api/me/logout').set('Cookie', cookie);
      if (origin) req = req.set('Origin', origin);
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: MSG.forbiddenOrigin, code: 'FOREIGN_ORIGIN' });
    }
    const link = await request(ctx.app)
      .post('/api/contestant/login-link')
      .set('Origin', 'http://evil.test')
      .set('Cookie', cookie)
      .send({ email: reg.email });
    expect(link.status).toBe(403);
    expect((await request(gated()).get('/who').set('Cookie', cookie)).status).toBe(200);
  });
});

describe('sign-in links in her mails', () => {
  test('when she has paid and when she is put on the voting page, then each mail carries a working /me/login link and /me/signin', async () => {
    const her = await contestantOnVotingPage(ctx, admin, { email: freshAddress() });
    // Confirmation, details received, shortlisted, on the voting page.
    const mails = await waitForMails(ctx, her.email, 4);
    const confirmation = mails.find((m) => /^Subject: Your registration is confirmed/m.test(m));
    const live = mails.find((m) => /^Subject: You are on the voting page/m.test(m));
    for (const mail of [confirmation, live]) {
      expect(mail).toBeDefined();
      expect(mail).toMatch(`${PUBLIC_URL}/me/signin`);
      const res = await signIn(tokenIn(mail!));
      expect(res.status).toBe(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      const who = await request(gated()).get('/who').set('Cookie', cookie);
      expect(who.body.registrationId).toBe(her.registrationId);
    }
    expect((await signIn(tokenIn(live!))).status).toBe(410);
  });
});
