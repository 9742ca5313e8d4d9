import sharp from 'sharp';
import request from 'supertest';
import { contestantSeoResolver } from '../src/modules/candidates/share-seo';
import { IDENTITY_ROW, shareCardSvg } from '../src/modules/candidates/share-card';
import { PUBLIC_URL, adminTestContext, type AdminAgent, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext;
let admin: AdminAgent;

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
});
afterAll(async () => {
  await ctx.close();
});

async function createCandidate(fields: Record<string, string>): Promise<string> {
  let req = admin.post('/api/candidates/create').set('Origin', PUBLIC_URL);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req.attach('image', await testPng('#00c853'), 'photo.png');
  expect(res.status).toBe(201);
  return res.body.candidate._id as string;
}

const cardPath = async (id: string) => (await contestantSeoResolver(ctx.database.db)(`/contestants/vote/${id}`))!.imageUrl!;

async function card(id: string): Promise<Buffer> {
  const res = await request(ctx.app)
    .get(await cardPath(id))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

/** Mean colour just inside the chip's left end (its padding, clear of the letters). */
async function chipColour(jpeg: Buffer): Promise<[number, number, number]> {
  const patch = { left: IDENTITY_ROW.x + 8, top: IDENTITY_ROW.top + 15, width: 6, height: 10 };
  const { data } = await sharp(jpeg).extract(patch).raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  const n = data.length / 3;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

describe('share card identity', () => {
  test('when she is a Mrs from a city, then her card carries the rose Mrs chip; one without a category has none', async () => {
    const mrs = await createCandidate({ name: 'Meera Joshi', category: 'Mrs', city: 'Jaipur' });
    const [r, g] = await chipColour(await card(mrs));
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(70);

    const plain = await createCandidate({ name: 'Nisha Verma' });
    const [r2] = await chipColour(await card(plain));
    expect(r2).toBeLessThan(120);
  });

  test('when the card is drawn, then the chip says Miss or Mrs and her city follows; nothing when they are empty', () => {
    const miss = shareCardSvg({ name: 'Tara Sen', category: 'Miss', city: 'Kolkata & Howrah' });
    expect(miss).toContain('data-chip="Miss"');
    expect(miss).toContain('>MISS</text>');
    // Her city as text, escaped (she typed it; it must not break the SVG).
    expect(miss).toContain('>Kolkata &amp; Howrah</text>');
    const none = shareCardSvg({ name: 'Tara Sen', category: null, city: '' });
    expect(none).not.toContain('data-chip');
    expect(none).not.toContain('Kolkata');
  });

  test('when her category or city changes, then her card gets a new URL and the old one leads to it', async () => {
    const id = await createCandidate({ name: 'Pooja Das', category: 'Miss', city: '' });
    const before = await cardPath(id);
    const updated = await admin
      .put(`/api/candidates/update/${id}`)
      .set('Origin', PUBLIC_URL)
      .field('name', 'Pooja Das')
      .field('category', 'Mrs')
      .field('city', 'Guwahati');
    expect(updated.status).toBe(200);
    const after = await cardPath(id);
    expect(after).not.toBe(before);
    const stale = await request(ctx.app).get(before);
    expect(stale.status).toBe(302);
    expect(stale.headers.location).toBe(after);
    const [r] = await chipColour(await card(id));
    expect(r).toBeGreaterThan(150);
  });
});
