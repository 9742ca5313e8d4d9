import request from 'supertest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { KIT_FILES, KIT_KINDS, KIT_MSG } from '@pageant/common/content/share-kit';
import { adminTestContext, dbRows, PUBLIC_URL, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage, paidRegistration } from './helpers/contestant';

let ctx: TestContext;
let admin: AdminAgent;
/** Asha Rao, on the voting page, signed in: the kit most tests look at. */
let asha: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let ashaCookie: string;
beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  asha = await contestantOnVotingPage(ctx, admin);
  ashaCookie = await contestantCookie(ctx, asha.registrationId);
});
afterAll(() => ctx.close());

const qrLink = (c: { candidateId: string; refCode: string }) => `${PUBLIC_URL}/contestants/vote/${c.candidateId}?ref=${c.refCode}&src=qr`;

/** Downloads a file as bytes whatever its type (supertest buffers only the types it knows). */
const download = (path: string, cookie: string) =>
  request(ctx.app)
    .get(path)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** What the QR code in an image says, read from its pixels as a phone camera would. */
async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: 'dontInvert' })
      ?.data ?? null
  );
}

describe('GET /api/me/kit', () => {
  test('when no session is sent, then the list and every file answer 401 with the sign-in message', async () => {
    const list = await request(ctx.app).get('/api/me/kit');
    expect(list.status).toBe(401);
    expect(list.body).toMatchObject({ success: false, message: COCKPIT_MSG.signInRequired, code: 'UNAUTHORIZED' });
    for (const kind of KIT_KINDS) expect((await request(ctx.app).get(`/api/me/kit/${kind}`)).status).toBe(401);
  });

  test('when she is not on the voting page yet, then the kit is empty with a message and a file is a 404', async () => {
    const reg = await paidRegistration(ctx, { fullName: 'Kavya Menon' });
    const cookie = await contestantCookie(ctx, reg.id);
    const list = await request(ctx.app).get('/api/me/kit').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], messages: [], message: KIT_MSG.notReady });
    const file = await request(ctx.app).get('/api/me/kit/story').set('Cookie', cookie);
    expect(file.status).toBe(404);
    expect(file.body).toMatchObject({ success: false, message: KIT_MSG.notReady, code: 'KIT_NOT_READY' });
  });

  test('when she is on the voting page, then the five files are listed with their sizes, types and her own URLs', async () => {
    const res = await request(ctx.app).get('/api/me/kit').set('Cookie', ashaCookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body.items).toEqual([
      { kind: 'card', label: expect.any(String), width: 1200, height: 630, contentType: 'image/jpeg', url: '/api/me/kit/card' },
      { kind: 'story', label: expect.any(String), width: 1080, height: 1920, contentType: 'image/jpeg', url: '/api/me/kit/story' },
      { kind: 'square', label: expect.any(String), width: 1080, height: 1080, contentType: 'image/jpeg', url: '/api/me/kit/square' },
      { kind: 'poster-png', label: expect.any(String), width: 1240, height: 1754, contentType: 'image/png', url: '/api/me/kit/poster-png' },
      {
        kind: 'poster-pdf',
        label: expect.any(String),
        width: 1240,
        height: 1754,
        contentType: 'application/pdf',
        url: '/api/me/kit/poster-pdf',
      },
    ]);
  });

  test('when she asks for a kind that does not exist, then 404 JSON and no file', async () => {
    const res = await request(ctx.app).get('/api/me/kit/banner').set('Cookie', ashaCookie);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: KIT_MSG.kindUnknown, code: 'KIT_KIND_NOT_FOUND' });
  });

  test('when she copies the messages, then English and Hindi for WhatsApp and Instagram each carry her link for that channel', async () => {
    const { body } = await request(ctx.app).get('/api/me/kit').set('Cookie', ashaCookie);
    const messages = body.messages as { channel: string; lang: string; text: string }[];
    expect(messages.map((m) => `${m.channel}/${m.lang}`).sort()).toEqual(['instagram/en', 'instagram/hi', 'whatsapp/en', 'whatsapp/hi']);
    for (const m of messages) {
      expect(m.text).toContain(`${PUBLIC_URL}/contestants/vote/${asha.candidateId}?ref=${asha.refCode}&src=${m.channel}`);
      expect(m.text).toContain('Asha Rao');
      if (m.lang === 'hi') expect(m.text).toMatch(/[\u0900-\u097F]{3}/);
      else expect(m.text).toMatch(/vote for me/i);
    }
  });
});

describe('GET /api/me/kit/:kind', () => {
  test('when she downloads each image, then it has the stated size and type, as an attachment named after her, kept private', async () => {
    for (const kind of ['card', 'story', 'square', 'poster-png'] as const) {
      const res = await download(`/api/me/kit/${kind}`, ashaCookie);
      expect(res.status).toBe(200);
      const file = KIT_FILES[kind];
      expect(res.headers['content-type']).toBe(file.contentType);
      const stem = kind === 'poster-png' ? 'poster' : kind;
      expect(res.headers['content-disposition']).toBe(`attachment; filename=asha-rao-${stem}.${file.ext}`);
      expect(res.headers['cache-control']).toMatch(/^private/);
      const meta = await sharp(res.body as Buffer).metadata();
      expect({ kind, width: meta.width, height: meta.height, format: meta.format }).toEqual({
        kind,
        width: file.width,
        height: file.height,
        format: file.contentType === 'image/png' ? 'png' : 'jpeg',
      });
    }
  });

  test('when she downloads the PDF poster, then it is one A4 page', async () => {
    const res = await download('/api/me/kit/poster-pdf', ashaCookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=asha-rao-poster.pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
  });

  test("when a phone scans the poster's, the story's or the square's QR code, then it opens her vote page with her ref and src=qr", async () => {
    for (const kind of ['poster-png', 'story', 'square']) {
      const res = await download(`/api/me/kit/${kind}`, ashaCookie);
      expect({ kind, qr: await decodeQr(res.body as Buffer) }).toEqual({ kind, qr: qrLink(asha) });
    }
  });

  test('when another contestant asks, even naming the first one in the query, then she gets her own kit and never the first one’s', async () => {
    const meera = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer' });
    const cookie = await contestantCookie(ctx, meera.registrationId);
    const list = await request(ctx.app).get(`/api/me/kit?candidateId=${asha.candidateId}`).set('Cookie', cookie);
    expect(JSON.stringify(list.body)).not.toContain(asha.candidateId);
    expect(JSON.stringify(list.body)).toContain(meera.candidateId);
    const story = await download(`/api/me/kit/story?candidateId=${asha.candidateId}`, cookie);
    expect(story.status).toBe(200);
    expect(story.headers['content-disposition']).toBe('attachment; filename=meera-iyer-story.jpg');
    expect(await decodeQr(story.body as Buffer)).toBe(qrLink(meera));
    const poster = await download(`/api/me/kit/poster-png?candidateId=${asha.candidateId}`, cookie);
    expect(await decodeQr(poster.body as Buffer)).toBe(qrLink(meera));
  });

  test('when what a file shows changes, then the next download shows the change; until then a repeat download is the same file', async () => {
    const first = await download('/api/me/kit/square', ashaCookie);
    const again = await download('/api/me/kit/square', ashaCookie);
    expect(Buffer.compare(first.body as Buffer, again.body as Buffer)).toBe(0);
    await dbRows(ctx, 'UPDATE candidates SET city = $1 WHERE id = $2', ['Mumbai', asha.candidateId]);
    const moved = await download('/api/me/kit/square', ashaCookie);
    expect(moved.status).toBe(200);
    expect(Buffer.compare(first.body as Buffer, moved.body as Buffer)).not.toBe(0);
  });
});
