import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { COMPETITION_MSG } from '@pageant/common/content/ngo-competition';
import { PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent } from './helpers/app';
import { testPng } from './helpers/files';

let ctx: TestContext, agent: AdminAgent, png: Buffer;
beforeAll(async () => ({ ctx, admin: agent } = await adminTestContext()));
beforeAll(async () => (png = await testPng()));
afterAll(() => ctx.close());

interface Section {
  _id?: string;
  type: string;
  order?: number;
  title?: string;
  text?: string;
  items?: { _id?: string; label?: string; text?: string }[];
  src?: string;
  public_id?: string;
}
interface Page {
  header?: unknown;
  aboutVenue?: string;
  sections?: Section[];
  removedImages?: string[];
}

const HEADER = { title: 'Season 10 Grand Finale', hostCountry: 'India', venue: 'Mumbai' };
const onDisk = (key: string) => existsSync(path.join(ctx.config.uploadsDir, key));
const storedFiles = () => (existsSync(ctx.config.uploadsDir) ? readdirSync(ctx.config.uploadsDir, { recursive: true }).length : 0);
const publicPage = () => request(ctx.app).get('/api/competition-page');

function send(method: 'post' | 'put', page: Page, files: Record<string, Buffer> = {}, client = agent) {
  const req = client[method]('/api/competition-page').set('Origin', PUBLIC_URL);
  if (page.header !== undefined) req.field('header', typeof page.header === 'string' ? page.header : JSON.stringify(page.header));
  if (page.aboutVenue !== undefined) req.field('aboutVenue', page.aboutVenue);
  if (page.sections) req.field('sections', JSON.stringify(page.sections));
  if (page.removedImages) req.field('removedImages', JSON.stringify(page.removedImages));
  for (const [field, buf] of Object.entries(files)) req.attach(field, buf, 'a.png');
  return req;
}

describe('competition page', () => {
  test('when there is no page yet, then GET, PUT and DELETE answer 404 JSON', async () => {
    const answers = [
      await publicPage(),
      await send('put', { header: HEADER }),
      await agent.delete('/api/competition-page').set('Origin', PUBLIC_URL),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: COMPETITION_MSG.notFound, error: COMPETITION_MSG.notFound });
    }
  });

  test('when the admin creates the page, then sections are sorted, renumbered, given ids and the image stored', async () => {
    const res = await send(
      'post',
      {
        header: { ...HEADER, title: '  Season 10 Grand Finale ' },
        aboutVenue: 'A ballroom by the sea.',
        sections: [
          { type: 'image', order: 7 },
          { type: 'content', order: 1, title: 'The Stage', text: 'Lights.' },
          { _id: 'list-1', type: 'content-list', order: 3, title: 'Rounds', items: [{ label: 'Talent', text: 'Two minutes.' }] },
        ],
      },
      { section_0: png },
    );

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: COMPETITION_MSG.created });
    const { data } = res.body;
    expect(data.header).toEqual(HEADER);
    expect(data.aboutVenue).toBe('A ballroom by the sea.');
    expect(data.sections).toEqual([
      { _id: expect.any(String), type: 'content', order: 0, title: 'The Stage', text: 'Lights.' },
      {
        _id: 'list-1',
        type: 'content-list',
        order: 1,
        title: 'Rounds',
        items: [{ _id: expect.any(String), label: 'Talent', text: 'Two minutes.' }],
      },
      {
        _id: expect.any(String),
        type: 'image',
        order: 2,
        src: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/),
        public_id: expect.any(String),
      },
    ]);
    expect(onDisk(data.sections[2].public_id)).toBe(true);
    const get = await publicPage();
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ success: true, data });
  });

  test('when the page exists, then POST answers 409 and stores nothing', async () => {
    const before = (await publicPage()).body;
    const files = storedFiles();

    const res = await send('post', { header: HEADER, sections: [{ type: 'image' }] }, { section_0: png });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(COMPETITION_MSG.exists);
    expect((await publicPage()).body).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when the admin uploads a new file for an image section, then the old file is removed', async () => {
    const { sections } = (await publicPage()).body.data as { sections: Section[] };
    const oldKey = sections[2]!.public_id!;

    const res = await send('put', { header: HEADER, aboutVenue: 'Updated.', sections, removedImages: [oldKey] }, { section_2: png });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: COMPETITION_MSG.saved, data: { aboutVenue: 'Updated.' } });
    const image = res.body.data.sections[2] as Section;
    expect(image._id).toBe(sections[2]!._id);
    expect(image.public_id).not.toBe(oldKey);
    expect(onDisk(image.public_id!)).toBe(true);
    expect(onDisk(oldKey)).toBe(false);
  });

  test('when an image section is kept without a file, then its image stays, and a reorder is stored', async () => {
    const { sections } = (await publicPage()).body.data as { sections: Section[] };
    const reordered = [
      { ...sections[2]!, order: 0 },
      { ...sections[0]!, order: 1 },
      { ...sections[1]!, order: 2 },
    ];

    const res = await send('put', { header: HEADER, sections: reordered });

    expect(res.status).toBe(200);
    const saved = (await publicPage()).body.data.sections as Section[];
    expect(saved.map((s) => [s._id, s.order])).toEqual([
      [sections[2]!._id, 0],
      [sections[0]!._id, 1],
      [sections[1]!._id, 2],
    ]);
    expect(saved[0]!.public_id).toBe(sections[2]!.public_id);
    expect(onDisk(saved[0]!.public_id!)).toBe(true);
  });

  test('when the client names a key the page does not use, then it is neither kept nor deleted', async () => {
    const foreign = await ctx.storage.put(Buffer.from('not ours'), 'webp', 'image/webp');
    const before = (await publicPage()).body;
    const kept = before.data.sections as Section[];

    const steal = await send('put', { header: HEADER, sections: [{ type: 'image', public_id: foreign.key, src: foreign.url }] });
    const remove = await send('put', { header: HEADER, sections: kept, removedImages: [foreign.key, '../../etc/passwd'] });

    expect(steal.status).toBe(400);
    expect(steal.body.error).toBe(COMPETITION_MSG.imageRequired);
    expect(remove.status).toBe(200);
    expect(onDisk(foreign.key)).toBe(true);
    expect(onDisk(kept[0]!.public_id!)).toBe(true);
  });

  test('when the admin removes the image section, then its file is deleted after the save', async () => {
    const { sections } = (await publicPage()).body.data as { sections: Section[] };
    const image = sections.find((s) => s.type === 'image')!;

    const res = await send('put', {
      header: HEADER,
      sections: sections.filter((s) => s !== image).map((s, i) => ({ ...s, order: i })),
      removedImages: [image.public_id!],
    });

    expect(res.status).toBe(200);
    expect(res.body.data.sections.map((s: Section) => s.type)).toEqual(['content', 'content-list']);
    expect(onDisk(image.public_id!)).toBe(false);
  });

  test('when a rule is broken, then 400 with its message and nothing changes', async () => {
    const before = (await publicPage()).body;
    const files = storedFiles();
    const cases: [Page, Record<string, Buffer>, string][] = [
      [{ header: { ...HEADER, title: ' ' } }, {}, COMPETITION_MSG.headerTitleRequired],
      [{ header: '{"title":' }, {}, COMPETITION_MSG.headerInvalid],
      [{}, {}, COMPETITION_MSG.headerInvalid],
      [{ header: HEADER, sections: [{ type: 'content', text: 'x' }] }, {}, COMPETITION_MSG.contentTitleRequired],
      [{ header: HEADER, sections: [{ type: 'content', title: 'x' }] }, {}, COMPETITION_MSG.contentTextRequired],
      [
        { header: HEADER, sections: [{ type: 'content-list', text: 'x', items: [{ label: 'a', text: 'b' }] }] },
        {},
        COMPETITION_MSG.listTitleRequired,
      ],
      [{ header: HEADER, sections: [{ type: 'content-list', title: 'x', items: [] }] }, {}, COMPETITION_MSG.listItemsRequired],
      [{ header: HEADER, sections: [{ type: 'content-list', title: 'x', items: [{ text: 'b' }] }] }, {}, COMPETITION_MSG.itemLabelRequired],
      [{ header: HEADER, sections: [{ type: 'content-list', title: 'x', items: [{ label: 'a' }] }] }, {}, COMPETITION_MSG.itemTextRequired],
      [{ header: HEADER, sections: [{ type: 'video' }] }, {}, COMPETITION_MSG.sectionTypeInvalid],
      [{ header: HEADER, sections: [{ type: 'content', title: 't', text: 'x', order: -1 }] }, {}, COMPETITION_MSG.orderInvalid],
      [{ header: HEADER, sections: [{ type: 'image' }] }, {}, COMPETITION_MSG.imageRequired],
      [{ header: HEADER, sections: [{ type: 'content', title: 't', text: 'x' }] }, { section_0: png }, COMPETITION_MSG.unexpectedFile],
      [{ header: HEADER, sections: [{ type: 'image' }] }, { section_0: png, section_1: png }, COMPETITION_MSG.unexpectedFile],
      [{ header: HEADER, sections: [{ type: 'image' }] }, { avatar: png }, COMPETITION_MSG.unexpectedFile],
    ];
    for (const [page, attached, message] of cases) {
      const res = await send('put', page, attached);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { success: false, message, error: message, code: 'VALIDATION_FAILED' },
      });
    }
    const sectionsNotJson = await agent
      .put('/api/competition-page')
      .set('Origin', PUBLIC_URL)
      .field('header', JSON.stringify(HEADER))
      .field('sections', '{oops');
    expect(sectionsNotJson.status).toBe(400);
    expect(sectionsNotJson.body.error).toBe(COMPETITION_MSG.sectionsInvalid);
    expect((await publicPage()).body).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when an uploaded file is not an image, then 415 and nothing is stored', async () => {
    const before = (await publicPage()).body;
    const files = storedFiles();

    const res = await send(
      'put',
      { header: HEADER, sections: [{ type: 'image' }, { type: 'image' }] },
      { section_0: png, section_1: Buffer.from('%PDF-1.7 not an image') },
    );

    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
    expect((await publicPage()).body).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  test('when there is no admin session, then every write answers 401 and nothing changes', async () => {
    const before = (await publicPage()).body;
    const anon = request(ctx.app);
    const answers = [
      await send('post', { header: HEADER }, {}, anon as unknown as typeof agent),
      await send('put', { header: HEADER }, {}, anon as unknown as typeof agent),
      await anon.delete('/api/competition-page'),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect((await publicPage()).body).toEqual(before);
  });

  test('when the admin deletes the page, then it is gone with all its images', async () => {
    const put = await send('put', { header: HEADER, sections: [{ type: 'image' }, { type: 'image' }] }, { section_0: png, section_1: png });
    const keys = (put.body.data.sections as Section[]).map((s) => s.public_id!);
    expect(keys.every(onDisk)).toBe(true);

    const res = await agent.delete('/api/competition-page').set('Origin', PUBLIC_URL);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: COMPETITION_MSG.deleted });
    expect(keys.some(onDisk)).toBe(false);
    expect((await publicPage()).status).toBe(404);
  });
});
