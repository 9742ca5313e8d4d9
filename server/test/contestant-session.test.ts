import request from 'supertest';
import express from 'express';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { adminTestContext, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage, paidRegistration } from './helpers/contestant';
import { contestantOf, requireContestant, endContestantSession } from '../src/modules/contestant-auth/session';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

/** A bare app with only the gate, so the test sees exactly what requireContestant lets through. */
const gated = () =>
  express()
    .get('/who', requireContestant(ctx.database.db), (_req, res) => {
      res.json(contestantOf(res));
    })
    .use(((err, _req, res, _next) => res.status(err.status ?? 500).json({ message: err.message })) as express.ErrorRequestHandler);

describe('the contestant session gate', () => {
  test('when no cookie, a forged one, or an ended session is sent, then 401 with the sign-in message', async () => {
    const reg = await paidRegistration(ctx);
    const cookie = await contestantCookie(ctx, reg.id);
    const app = gated();
    expect((await request(app).get('/who')).body).toEqual({ message: COCKPIT_MSG.signInRequired });
    expect((await request(app).get('/who').set('Cookie', 'pageant_me=forged-value-that-is-not-stored')).status).toBe(401);
    expect((await request(app).get('/who').set('Cookie', cookie)).status).toBe(200);
    await endContestantSession(ctx.database.db, cookie);
    expect((await request(app).get('/who').set('Cookie', cookie)).status).toBe(401);
  });

  test('when she is on the voting page, then her session names her registration and her candidate, and only a hash is stored', async () => {
    const her = await contestantOnVotingPage(ctx, admin);
    const cookie = await contestantCookie(ctx, her.registrationId);
    const res = await request(gated()).get('/who').set('Cookie', cookie);
    expect(res.body).toEqual({ registrationId: her.registrationId, candidateId: her.candidateId });
    const sid = cookie.split('=')[1]!;
    expect(await dbRows(ctx, 'SELECT 1 FROM contestant_sessions WHERE sid_hash = $1', [sid])).toHaveLength(0);
    expect(her.refCode).toMatch(/^[0-9a-f]{10}$/);
  });
});
