import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createContestantSession, CONTESTANT_COOKIE } from '../../src/modules/contestant-auth/session';
import { dbRows, PUBLIC_URL, type AdminAgent, type TestContext } from './app';
import sharp from 'sharp';
import { gatewayResponse, postCallback, registrationForm } from './payments';

/** A registration paid through the PayU sandbox's signed callback: her id, details token and address. */
export async function paidRegistration(ctx: TestContext, over: Record<string, unknown> = {}) {
  const form = registrationForm(over);
  const res = await request(ctx.app).post('/api/payment/registration').send(form);
  expect(res.status).toBe(200);
  const data = res.body.payuData as Record<string, string>;
  expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
  const [row] = await dbRows(ctx, 'SELECT id, token FROM registrations WHERE id::text = $1', [data.udf2]);
  return { id: row.id as string, token: row.token as string, email: form.email as string, fullName: form.fullName as string };
}

/** Her details step with three photos (three plain JPEGs unless the test brings its own). */
export async function submitDetails(ctx: TestContext, token: string, photos?: Buffer[]) {
  const pictures =
    photos ??
    (await Promise.all(
      ['#B03060', '#3060B0', '#30B060'].map((background) =>
        sharp({ create: { width: 600, height: 750, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    ));
  let req = request(ctx.app)
    .post('/api/payment/update-registration-details')
    .field('registrationId', token)
    .field('address', '12 MG Road, Pune')
    .field('height', '157cm')
    .field('weight', '55 kg')
    .field('hairColor', 'Black')
    .field('skinColor', 'Wheatish')
    .field('eyeColor', 'Brown');
  pictures.forEach((p, i) => (req = req.attach('pictures', p, `p${i}.jpg`)));
  expect((await req).status).toBe(200);
}

/** The whole journey through the real routes: paid, details in, shortlisted, and on the voting page. */
export async function contestantOnVotingPage(ctx: TestContext, admin: AdminAgent, over: Record<string, unknown> = {}) {
  const reg = await paidRegistration(ctx, over);
  await submitDetails(ctx, reg.token);
  const moved = await admin.patch(`/api/admin/registrations/${reg.id}/stage`).set('Origin', PUBLIC_URL).send({ stage: 'shortlisted' });
  expect(moved.status).toBe(200);
  const made = await admin
    .post(`/api/admin/registrations/${reg.id}/candidate`)
    .set('Origin', PUBLIC_URL)
    .send({ photoIndex: 0, city: 'Pune', bio: 'Runs a dance school.' });
  expect(made.status).toBe(201);
  const candidateId = made.body.candidate._id as string;
  const [cand] = await dbRows(ctx, 'SELECT ref_code FROM candidates WHERE id = $1', [candidateId]);
  return { ...reg, registrationId: reg.id, candidateId, refCode: cand.ref_code as string };
}

/** A Cookie header signed in as her (a real session row, as the sign-in link would make). */
export async function contestantCookie(ctx: TestContext, registrationId: string): Promise<string> {
  const { sid } = await createContestantSession(ctx.database.db, registrationId);
  return `${CONTESTANT_COOKIE}=${sid}`;
}

/** The outbox's mails to one address, with quoted-printable undone enough to search. */
export function mailsTo(ctx: TestContext, email: string): string[] {
  const dir = ctx.config.outboxDir;
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((eml) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r?$`, 'm').test(eml));
}

/** Mail goes out after commit: waits until the outbox holds `n` mails to her (or gives up after 5 s). */
export async function waitForMails(ctx: TestContext, email: string, n: number): Promise<string[]> {
  const end = Date.now() + 5000;
  while (mailsTo(ctx, email).length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return mailsTo(ctx, email);
}
