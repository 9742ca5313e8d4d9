import request from 'supertest';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import type { AdminCheersPage } from '@pageant/common/content/cheers-admin';
import { adminTestContext, dbRows, PUBLIC_URL, setEventActive, UNKNOWN_ID, type AdminAgent, type TestContext } from './helpers/app';
import { contestantOnVotingPage } from './helpers/contestant';
import { initiateCampaignVote, paidCampaignVote } from './helpers/cockpit-votes';

let ctx: TestContext;
let admin: AdminAgent;
let asha: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let meera: Awaited<ReturnType<typeof contestantOnVotingPage>>;
beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  await setEventActive(ctx);
  asha = await contestantOnVotingPage(ctx, admin);
  meera = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer' });
  await paidCampaignVote(
    ctx,
    asha.candidateId,
    { cheer: 'Go Asha!', cheerName: 'Ravi', voterEmail: 'ravi.fan@example.net', voterPhone: '9876501234' },
    3,
  );
  await paidCampaignVote(ctx, meera.candidateId, { cheer: 'Meera all the way' }, 1);
  await paidCampaignVote(ctx, asha.candidateId, {}, 1);
  expect((await initiateCampaignVote(ctx, asha.candidateId, { cheer: 'Never paid' })).status).toBe(200);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/cheers${query}`);
  expect(res.status).toBe(200);
  return res.body as AdminCheersPage;
};
const patch = (id: string, body: unknown) =>
  admin
    .patch(`/api/admin/cheers/${id}`)
    .set('Origin', PUBLIC_URL)
    .send(body as object);

describe('GET /api/admin/cheers', () => {
  test('when the admin lists cheers, then every credited cheer, newest first, with contestant and votes, and no voter contact', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(page.cheers).toEqual([
      expect.objectContaining({
        candidateId: meera.candidateId,
        candidateName: 'Meera Iyer',
        name: 'A supporter',
        message: 'Meera all the way',
        votes: 1,
        hidden: false,
      }),
      expect.objectContaining({
        candidateId: asha.candidateId,
        candidateName: 'Asha Rao',
        name: 'Ravi',
        message: 'Go Asha!',
        votes: 3,
        hidden: false,
      }),
    ]);
    const text = JSON.stringify(page);
    expect(text).not.toContain('ravi.fan@example.net');
    expect(text).not.toContain('9876501234');
  });

  test('when filtered by contestant, then only hers; a malformed id lists everyone', async () => {
    expect((await list(`?candidateId=${asha.candidateId}`)).cheers.map((c) => c.message)).toEqual(['Go Asha!']);
    expect((await list('?candidateId=nonsense&page=abc')).total).toBe(2);
  });

  test('when nobody is signed in as admin, or only a contestant is, then 401', async () => {
    expect((await request(ctx.app).get('/api/admin/cheers')).status).toBe(401);
    expect((await request(ctx.app).patch(`/api/admin/cheers/${UNKNOWN_ID}`).send({ hidden: true })).status).toBe(401);
  });
});

describe('PATCH /api/admin/cheers/:id', () => {
  test('when the admin hides a cheer, then it is marked hidden, the audit log says who and which contestant without the voter’s contact, and showing it again is audited too', async () => {
    const cheer = (await list(`?candidateId=${asha.candidateId}`)).cheers[0]!;
    const res = await patch(cheer.id, { hidden: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: COCKPIT_MSG.cheerHidden, cheer: { id: cheer.id, hidden: true } });
    expect((await list(`?candidateId=${asha.candidateId}`)).cheers[0]!.hidden).toBe(true);
    const [hiddenAt] = await dbRows(ctx, 'SELECT cheer_hidden_at FROM payments WHERE id = $1', [cheer.id]);
    expect(hiddenAt.cheer_hidden_at).toBeInstanceOf(Date);

    const shown = await patch(cheer.id, { hidden: false });
    expect(shown.body).toMatchObject({ success: true, message: COCKPIT_MSG.cheerShown, cheer: { hidden: false } });
    const audit = await dbRows(ctx, 'SELECT actor, action, target, summary FROM audit_log WHERE target = $1 ORDER BY seq', [cheer.id]);
    expect(audit).toEqual([
      { actor: 'admin', action: 'cheer.hide', target: cheer.id, summary: expect.stringContaining('Asha Rao') },
      { actor: 'admin', action: 'cheer.show', target: cheer.id, summary: expect.stringContaining('Asha Rao') },
    ]);
    const summaries = audit.map((a) => a.summary).join(' ');
    expect(summaries).not.toMatch(/ravi\.fan|9876501234|Go Asha/);
  });

  test('when the id is unknown, malformed, or a payment without a credited cheer, then 404 with the message and nothing changes', async () => {
    const [unpaid] = await dbRows(ctx, "SELECT id FROM payments WHERE cheer = 'Never paid'");
    const [noCheer] = await dbRows(
      ctx,
      "SELECT p.id FROM payments p JOIN votes v ON v.payment_id = p.id WHERE p.cheer IS NULL AND p.purpose = 'vote' LIMIT 1",
    );
    for (const id of [UNKNOWN_ID, 'not-a-uuid', unpaid.id, noCheer.id]) {
      const res = await patch(id, { hidden: true });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: COCKPIT_MSG.cheerNotFound, code: 'CHEER_NOT_FOUND' });
    }
    expect(await dbRows(ctx, 'SELECT 1 FROM payments WHERE cheer_hidden_at IS NOT NULL')).toHaveLength(0);
    // Only the hide and show of the test before: a refused change records nothing.
    expect(await dbRows(ctx, "SELECT 1 FROM audit_log WHERE action LIKE 'cheer.%'")).toHaveLength(2);
  });

  test.each([[{}], [{ hidden: 'yes' }], [{ hidden: true, extra: 1 }]])(
    'when the body is %j, then 400 and nothing changes',
    async (body) => {
      const cheer = (await list()).cheers[0]!;
      const res = await patch(cheer.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false });
      expect((await list()).cheers[0]!.hidden).toBe(false);
    },
  );

  test('when the write comes without our Origin, then 403', async () => {
    const cheer = (await list()).cheers[0]!;
    expect((await admin.patch(`/api/admin/cheers/${cheer.id}`).set('Origin', 'https://evil.example').send({ hidden: true })).status).toBe(
      403,
    );
  });
});
