import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { PIPELINE_MSG, REGISTRATION_STAGES, type RegistrationStage } from '@pageant/common/content/pipeline';
import { adminTestContext, dbRows, PUBLIC_URL, type AdminAgent, type TestContext } from './helpers/app';
import { submitDetails } from './helpers/contestant';
import { gatewayResponse, postCallback, registrationForm } from './helpers/payments';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const photo = (background: string) =>
  sharp({ create: { width: 80, height: 100, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A registration (paid through the signed sandbox callback unless `paid` is false): her id, token and e-mail. */
async function registration(over: Record<string, unknown> = {}, paid = true) {
  const form = registrationForm(over);
  const res = await request(ctx.app).post('/api/payment/registration').send(form);
  expect(res.status).toBe(200);
  const data = res.body.payuData as Record<string, string>;
  if (paid) expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
  const [row] = await dbRows(ctx, 'SELECT id, token FROM registrations WHERE id::text = $1', [data.udf2]);
  return { id: row.id as string, token: row.token as string, email: form.email as string };
}

async function withDetails(over: Record<string, unknown> = {}) {
  const reg = await registration(over);
  await submitDetails(ctx, reg.token, await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map(photo)));
  return reg;
}

const move = (id: string, body: Record<string, unknown>) =>
  admin.patch(`/api/admin/registrations/${id}/stage`).set('Origin', PUBLIC_URL).send(body);

const reviewOf = async (id: string) =>
  (await dbRows(ctx, 'SELECT review_stage, review_reason, review_changed_at FROM registrations WHERE id = $1', [id]))[0];
const auditFor = (target: string) => dbRows(ctx, 'SELECT action, summary FROM audit_log WHERE target = $1 ORDER BY at, id', [target]);

/** The outbox's mails to one address, decoded enough to search. */
function mailsTo(email: string): string[] {
  return (existsSync(ctx.config.outboxDir) ? readdirSync(ctx.config.outboxDir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(ctx.config.outboxDir, f), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`));
}

/** Mail goes out after commit: wait until a mail to her matches (or give up after 5 s). */
async function waitForMail(email: string, match: (eml: string) => boolean): Promise<string | undefined> {
  const end = Date.now() + 5000;
  for (;;) {
    const found = mailsTo(email).find(match);
    if (found || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('PATCH /api/admin/registrations/:id/stage', () => {
  test('when she is declined with a reason, then the reason is stored, mailed to her politely, and the audit entry says a reason was given without quoting it', async () => {
    const reg = await withDetails();
    const reason = 'Your photos were too dark to judge; please register again next season.';
    const res = await move(reg.id, { stage: 'declined', reason: `  ${reason} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: PIPELINE_MSG.moved('declined'),
      registration: { id: reg.id, stage: 'declined', reviewReason: reason },
    });
    expect(await reviewOf(reg.id)).toMatchObject({ review_stage: 'declined', review_reason: reason, review_changed_at: expect.any(Date) });

    const mail = await waitForMail(reg.email, (m) => m.includes(reason));
    expect(mail).toBeDefined();
    const entries = await auditFor(reg.id);
    expect(entries).toEqual([{ action: 'registration.stage', summary: 'stage: details_submitted -> declined, reason given' }]);
    expect(entries[0].summary).not.toContain(reg.email);

    // Reconsidered: shortlisting her clears the reason, and she gets the shortlist mail.
    expect((await move(reg.id, { stage: 'shortlisted' })).body.registration).toEqual({
      id: reg.id,
      stage: 'shortlisted',
      reviewReason: null,
    });
    expect(await waitForMail(reg.email, (m) => /^Subject: .*shortlisted/im.test(m))).toBeDefined();
    expect((await auditFor(reg.id)).map((e) => e.summary)).toEqual([
      'stage: details_submitted -> declined, reason given',
      'stage: declined -> shortlisted',
    ]);
  });

  test('when a decline has no reason (or only spaces), then 400 and nothing changes: no stage, no audit entry, no mail', async () => {
    const reg = await withDetails();
    for (const body of [{ stage: 'declined' }, { stage: 'declined', reason: '   ' }, { stage: 'declined', reason: null }]) {
      const res = await move(reg.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: PIPELINE_MSG.reasonRequired });
    }
    expect((await move(reg.id, { stage: 'on_voting_page' })).body.message).toBe(PIPELINE_MSG.stageInvalid);
    expect((await move(reg.id, { stage: 'declined', reason: 'x'.repeat(501) })).body.message).toBe(PIPELINE_MSG.reasonTooLong);
    expect(await reviewOf(reg.id)).toMatchObject({ review_stage: null, review_reason: null, review_changed_at: null });
    expect(await auditFor(reg.id)).toEqual([]);
    // Mail leaves after commit; once a later, legal move's mail is in, a refused move's would be too.
    await move(reg.id, { stage: 'shortlisted' });
    expect(await waitForMail(reg.email, (m) => /^Subject: .*shortlisted/im.test(m))).toBeDefined();
    expect(mailsTo(reg.email).filter((m) => /^Subject: About your registration/im.test(m))).toEqual([]);
  });

  test.each<[string, 'shortlisted' | 'declined', RegistrationStage]>([
    ['paid', 'shortlisted', 'paid'],
    ['paid', 'declined', 'paid'],
    ['declined', 'declined', 'declined'],
    ['shortlisted', 'shortlisted', 'shortlisted'],
    ['on the voting page', 'declined', 'on_voting_page'],
    ['on the voting page', 'shortlisted', 'on_voting_page'],
  ])('when she is %s, then a move to %s is a 409 naming both stages and nothing changes', async (_label, to, from) => {
    const reg = from === 'paid' ? await registration() : await withDetails();
    if (from !== 'paid')
      expect((await move(reg.id, { stage: from === 'declined' ? 'declined' : 'shortlisted', reason: 'Not this season.' })).status).toBe(
        200,
      );
    if (from === 'on_voting_page') {
      const put = await admin.post(`/api/admin/registrations/${reg.id}/candidate`).set('Origin', PUBLIC_URL).send({ photoIndex: 0 });
      expect(put.status).toBe(201);
    }
    const before = await reviewOf(reg.id);
    const entries = (await auditFor(reg.id)).length;

    const res = await move(reg.id, { stage: to, reason: 'Not this season.' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'STAGE_CONFLICT', message: PIPELINE_MSG.moveNotAllowed(from, to) });
    expect(await reviewOf(reg.id)).toEqual(before);
    expect((await auditFor(reg.id)).length).toBe(entries);
  });

  test('when the registration was never paid, then a move is a 409 from "Not paid"; an unknown or malformed id is a 404', async () => {
    const unpaid = await registration({}, false);
    const res = await move(unpaid.id, { stage: 'shortlisted' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PIPELINE_MSG.moveNotAllowed(null, 'shortlisted'));
    for (const id of ['7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a', 'nope']) {
      const missing = await move(id, { stage: 'shortlisted' });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: PIPELINE_MSG.registrationNotFound });
    }
  });

  test('when two admins shortlist her at the same moment, then one move happens and the other is a 409', async () => {
    const reg = await withDetails();
    const answers = await Promise.all([move(reg.id, { stage: 'shortlisted' }), move(reg.id, { stage: 'shortlisted' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await auditFor(reg.id)).length).toBe(1);
  });

  test('when no admin session or a foreign Origin asks, then 401/403 and nothing changes', async () => {
    const reg = await withDetails();
    expect((await request(ctx.app).patch(`/api/admin/registrations/${reg.id}/stage`).send({ stage: 'shortlisted' })).status).toBe(401);
    const foreign = await admin
      .patch(`/api/admin/registrations/${reg.id}/stage`)
      .set('Origin', 'https://evil.example')
      .send({ stage: 'shortlisted' });
    expect(foreign.status).toBe(403);
    expect((await reviewOf(reg.id)).review_stage).toBeNull();
  });
});

describe('GET /api/details/all with the pipeline', () => {
  test('when the admin filters by stage, then only that stage is listed, each row carries its stage, and stageCounts count every stage of the search', async () => {
    const tag = 'Pipelinecount';
    await registration({ fullName: `${tag} Paid` });
    await registration({ fullName: `${tag} Unpaid` }, false);
    await withDetails({ fullName: `${tag} Details` });
    const short = await withDetails({ fullName: `${tag} Short` });
    const declined = await withDetails({ fullName: `${tag} Declined` });
    const live = await withDetails({ fullName: `${tag} Live` });
    await move(short.id, { stage: 'shortlisted' });
    await move(declined.id, { stage: 'declined', reason: 'Not this season.' });
    await move(live.id, { stage: 'shortlisted' });
    const put = await admin.post(`/api/admin/registrations/${live.id}/candidate`).set('Origin', PUBLIC_URL).send({ photoIndex: 2 });
    expect(put.status).toBe(201);

    const all = await admin.get('/api/details/all').query({ search: tag, limit: 50 });
    expect(all.status).toBe(200);
    expect(all.body.stageCounts).toEqual({ paid: 1, details_submitted: 1, shortlisted: 1, declined: 1, on_voting_page: 1 });
    const byName = Object.fromEntries(
      (all.body.registrations as { fullName: string; stage: string | null; reviewReason: string | null; candidateId: string | null }[]).map(
        (r) => [r.fullName.replace(`${tag} `, ''), [r.stage, r.reviewReason, r.candidateId]],
      ),
    );
    expect(byName).toEqual({
      Paid: ['paid', null, null],
      Unpaid: [null, null, null],
      Details: ['details_submitted', null, null],
      Short: ['shortlisted', null, null],
      Declined: ['declined', 'Not this season.', null],
      Live: ['on_voting_page', null, put.body.candidate._id],
    });

    for (const stage of REGISTRATION_STAGES) {
      const one = await admin.get('/api/details/all').query({ search: tag, stage });
      expect(one.status).toBe(200);
      expect(one.body.registrations.map((r: { stage: string }) => r.stage)).toEqual([stage]);
      expect(one.body.totalCount).toBe(1);
      // The counts ignore the stage filter, so the tabs keep their numbers whichever is open.
      expect(one.body.stageCounts).toEqual(all.body.stageCounts);
    }
    expect((await admin.get('/api/details/all').query({ search: tag, stage: 'all' })).body.totalCount).toBe(6);
  });

  test('when the stage is not one of the pipeline stages, then 400 "Unknown stage."', async () => {
    const res = await admin.get('/api/details/all').query({ stage: 'winner' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Unknown stage.' });
  });
});
