import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { CANDIDATE_PHOTO, PIPELINE_MSG } from '@pageant/common/content/pipeline';
import { adminTestContext, dbRows, PUBLIC_URL, type AdminAgent, type TestContext } from './helpers/app';
import { isStored, storedPath } from './helpers/files';
import { paidRegistration as paidRegistrationIn, submitDetails as submitDetailsIn } from './helpers/contestant';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

const RED = '#E01010';
const GREEN = '#10C010';
const BLUE = '#1010E0';

/** A camera-like JPEG: it carries EXIF (a copyright line), which her card must not. */
const exifJpeg = (background: string, width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Asha Rao', ImageDescription: 'taken at home' } })
    .toBuffer();

/** Left half red, right half blue: which half the card shows tells where the crop was taken. */
const halves = async () =>
  sharp({ create: { width: 1000, height: 400, channels: 3, background: RED } })
    .composite([
      {
        input: await sharp({ create: { width: 500, height: 400, channels: 3, background: BLUE } })
          .png()
          .toBuffer(),
        left: 500,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();

const paidRegistration = (over: Record<string, unknown> = {}) => paidRegistrationIn(ctx, over);
const submitDetails = (token: string, photos: Buffer[]) => submitDetailsIn(ctx, token, photos);

/** Paid, details in with three photos, and shortlisted by the admin. */
async function shortlisted(photos?: Buffer[], over: Record<string, unknown> = {}) {
  const reg = await paidRegistration(over);
  await submitDetails(reg.token, photos ?? (await Promise.all([RED, GREEN, BLUE].map((c) => exifJpeg(c)))));
  expect(
    (await admin.patch(`/api/admin/registrations/${reg.id}/stage`).set('Origin', PUBLIC_URL).send({ stage: 'shortlisted' })).status,
  ).toBe(200);
  return reg;
}

const toVotingPage = (id: string, body: Record<string, unknown>) =>
  admin.post(`/api/admin/registrations/${id}/candidate`).set('Origin', PUBLIC_URL).send(body);

/** The outbox's mails to one address, decoded enough to search. */
function mailsTo(email: string): string[] {
  const dir = ctx.config.outboxDir;
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((eml) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r?$`, 'm').test(eml));
}

/** Mail is sent after commit, so the test waits until the outbox holds `n` mails to her (or gives up). */
async function waitForMails(email: string, n: number): Promise<string[]> {
  const end = Date.now() + 5000;
  while (mailsTo(email).length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return mailsTo(email);
}

const stageOf = async (id: string) => (await dbRows(ctx, 'SELECT review_stage FROM registrations WHERE id = $1', [id]))[0].review_stage;
const auditFor = (target: string) => dbRows(ctx, 'SELECT action, summary FROM audit_log WHERE target = $1 ORDER BY at, id', [target]);

/** The mean of each channel of a stored card: which photo (or which half of it) it shows. */
async function meanColour(file: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(file).stats();
  const [r, g, b] = channels.map((c) => Math.round(c.mean));
  return [r!, g!, b!];
}

describe('the contestant pipeline, from a paid registration to her card on the voting page', () => {
  test('when the admin shortlists her and puts her on the voting page with photo 2, then her card is that photo as an 800x1000 JPEG without EXIF, linked to her registration', async () => {
    const photos = await Promise.all([RED, GREEN, BLUE].map((c) => exifJpeg(c)));
    expect((await sharp(photos[1]!).metadata()).exif).toBeDefined();
    const reg = await paidRegistration({ fullName: 'Meera Iyer', category: 'Mrs' });
    const row = async () => (await admin.get('/api/details/all').query({ search: reg.email })).body.registrations[0];
    expect(await row()).toMatchObject({ stage: 'paid', reviewReason: null, candidateId: null });
    await submitDetails(reg.token, photos);
    expect((await row()).stage).toBe('details_submitted');
    await waitForMails(reg.email, 2); // the payment's confirmation and the details receipt

    const moved = await admin.patch(`/api/admin/registrations/${reg.id}/stage`).set('Origin', PUBLIC_URL).send({ stage: 'shortlisted' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      success: true,
      message: PIPELINE_MSG.moved('shortlisted'),
      registration: { id: reg.id, stage: 'shortlisted', reviewReason: null },
    });
    const shortlistMail = (await waitForMails(reg.email, 3)).find((m) => /^Subject: .*shortlisted/im.test(m));
    expect(shortlistMail).toBeDefined();

    const res = await toVotingPage(reg.id, { photoIndex: 1, city: '  Chennai ', bio: 'Classical dancer.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: PIPELINE_MSG.candidateCreated,
      candidate: { name: 'Meera Iyer', category: 'Mrs', city: 'Chennai', bio: 'Classical dancer.', voteCount: 0 },
    });
    const candidateId = res.body.candidate._id as string;
    const [cand] = await dbRows(ctx, 'SELECT registration_id, image_key, image_url FROM candidates WHERE id = $1', [candidateId]);
    expect(cand.registration_id).toBe(reg.id);
    expect(res.body.candidate.imageUrl).toBe(cand.image_url);
    expect(await stageOf(reg.id)).toBe('on_voting_page');
    expect(await row()).toMatchObject({ stage: 'on_voting_page', candidateId });

    const card = readFileSync(storedPath(ctx, cand.image_url));
    expect([...card.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: CANDIDATE_PHOTO.width, height: CANDIDATE_PHOTO.height });
    expect(meta.exif).toBeUndefined();
    expect(card.includes('Asha Rao')).toBe(false);
    const [r, g, b] = await meanColour(card);
    expect(g).toBeGreaterThan(150);
    expect(r + b).toBeLessThan(100);

    // She is on the public list and her own page.
    expect((await request(ctx.app).get(`/api/candidates/fetchbyid/${candidateId}`)).body).toMatchObject({
      name: 'Meera Iyer',
      category: 'Mrs',
    });
    const liveMail = (await waitForMails(reg.email, 4)).find((m) => m.includes(`${PUBLIC_URL}/contestants/vote/${candidateId}`));
    expect(liveMail).toContain(`${PUBLIC_URL}/api/candidates/share-card/${candidateId}/`);
    // The mailed card is her current one (its address carries what it shows), not a redirect to it.
    const cardPath = new RegExp(`${PUBLIC_URL}(/api/candidates/share-card/${candidateId}/[0-9a-f]+\\.\\w+)`).exec(liveMail!)?.[1];
    expect((await request(ctx.app).get(cardPath!)).status).toBe(200);
    const actions = (await auditFor(reg.id)).map((a) => a.action);
    expect(actions).toEqual(['registration.stage', 'registration.on_voting_page']);
  });

  test('when she is already on the voting page, then a second call is a 409 naming her candidate and nothing new is stored', async () => {
    const reg = await shortlisted(undefined, { fullName: 'Kavya Nair' });
    expect((await toVotingPage(reg.id, { photoIndex: 0 })).status).toBe(201);
    const count = async () => (await dbRows(ctx, 'SELECT count(*)::int AS n FROM candidates WHERE registration_id = $1', [reg.id]))[0].n;
    const files = readdirSync(path.join(ctx.config.uploadsDir, 'images')).length;

    const again = await toVotingPage(reg.id, { photoIndex: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CANDIDATE_EXISTS', message: PIPELINE_MSG.candidateExists('Kavya Nair') });
    expect(await count()).toBe(1);
    expect(readdirSync(path.join(ctx.config.uploadsDir, 'images')).length).toBe(files);
  });

  test('when two admins put her on the voting page at the same moment, then exactly one candidate is created and the other gets 409', async () => {
    const reg = await shortlisted();
    const answers = await Promise.all([toVotingPage(reg.id, { photoIndex: 0 }), toVotingPage(reg.id, { photoIndex: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('CANDIDATE_EXISTS');
    expect((await dbRows(ctx, 'SELECT count(*)::int AS n FROM candidates WHERE registration_id = $1', [reg.id]))[0].n).toBe(1);
  });

  test('when a focus point is given, then the 4:5 crop is taken around it and clamped inside the photo', async () => {
    const wide = await halves();
    const reg = await shortlisted([wide, wide, wide]);
    const left = await toVotingPage(reg.id, { photoIndex: 0, focus: { x: 0, y: 0.5 } });
    expect(left.status).toBe(201);
    const leftCard = readFileSync(storedPath(ctx, left.body.candidate.imageUrl));
    const [r, , b] = await meanColour(leftCard);
    expect(r).toBeGreaterThan(180);
    expect(b).toBeLessThan(60);

    const del = await admin.delete(`/api/candidates/delete/${left.body.candidate._id}`).set('Origin', PUBLIC_URL);
    expect(del.status).toBe(200);
    const right = await toVotingPage(reg.id, { photoIndex: 0, focus: { x: 1, y: 0 } });
    expect(right.status).toBe(201);
    const [r2, , b2] = await meanColour(readFileSync(storedPath(ctx, right.body.candidate.imageUrl)));
    expect(b2).toBeGreaterThan(180);
    expect(r2).toBeLessThan(60);
  });

  test('when her candidate is deleted, then she is shortlisted again, her registration and photos stay, and she can be put back', async () => {
    const reg = await shortlisted();
    const created = await toVotingPage(reg.id, { photoIndex: 1 });
    const candidateId = created.body.candidate._id as string;

    const del = await admin.delete(`/api/candidates/delete/${candidateId}`).set('Origin', PUBLIC_URL);
    expect(del.status).toBe(200);
    expect(await stageOf(reg.id)).toBe('shortlisted');
    const [row] = await dbRows(ctx, 'SELECT pictures, payment_status FROM registrations WHERE id = $1', [reg.id]);
    expect(row.payment_status).toBe('success');
    expect(row.pictures).toHaveLength(3);
    for (const p of row.pictures as { key: string }[]) expect(isStored(ctx, p.key)).toBe(true);
    expect((await admin.get('/api/details/all').query({ search: reg.email })).body.registrations[0]).toMatchObject({
      stage: 'shortlisted',
      candidateId: null,
    });

    expect((await toVotingPage(reg.id, { photoIndex: 2 })).status).toBe(201);
  });

  test('when she is not shortlisted, then putting her on the voting page is a 409 naming her stage; a bad photo index or focus is a 400; an unknown id is a 404', async () => {
    const reg = await paidRegistration();
    await submitDetails(reg.token, await Promise.all([RED, GREEN, BLUE].map((c) => exifJpeg(c))));
    const early = await toVotingPage(reg.id, { photoIndex: 0 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'STAGE_CONFLICT', message: PIPELINE_MSG.notShortlisted('details_submitted') });

    await admin.patch(`/api/admin/registrations/${reg.id}/stage`).set('Origin', PUBLIC_URL).send({ stage: 'shortlisted' });
    for (const [body, message] of [
      [{ photoIndex: 3 }, PIPELINE_MSG.photoIndexInvalid],
      [{ photoIndex: '1' }, PIPELINE_MSG.photoIndexInvalid],
      [{ photoIndex: 0, focus: { x: 1.5, y: 0 } }, PIPELINE_MSG.focusInvalid],
    ] as const) {
      const res = await toVotingPage(reg.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await stageOf(reg.id)).toBe('shortlisted');
    for (const id of ['7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a', 'not-a-uuid']) {
      const res = await toVotingPage(id, { photoIndex: 0 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PIPELINE_MSG.registrationNotFound);
    }
  });

  test('when no admin session (or a foreign Origin) asks, then 401/403 and she stays where she was', async () => {
    const reg = await shortlisted();
    expect((await request(ctx.app).post(`/api/admin/registrations/${reg.id}/candidate`).send({ photoIndex: 0 })).status).toBe(401);
    const foreign = await admin
      .post(`/api/admin/registrations/${reg.id}/candidate`)
      .set('Origin', 'https://evil.example')
      .send({ photoIndex: 0 });
    expect(foreign.status).toBe(403);
    expect(await stageOf(reg.id)).toBe('shortlisted');
  });
});
