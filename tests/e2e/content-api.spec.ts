import { expect, test } from './fixtures';

/** The server started for this run seeded its empty embedded database; the public API serves it. */
test.describe('seeded Season 10 content through the public API', () => {
  test('team, press media, charity cards, competition page and sponsors are all there', async ({ request }) => {
    const team = await (await request.get('/api/team')).json();
    expect(team.leaders.length).toBeGreaterThanOrEqual(3);
    for (const leader of team.leaders) expect(leader.images.knowMore.url).toMatch(/^\/uploads\/images\/.+\.webp$/);

    const media = (await (await request.get('/api/media')).json()).media;
    for (const type of ['mediaCoverage', 'imageGallery', 'fashionGallery', 'brand', 'shoot', 'video'])
      expect(media[type].length).toBeGreaterThan(0);

    const cards = await (await request.get('/api/ngo-content')).json();
    expect(cards.filter((c: { section: string }) => c.section === 'csr')).toHaveLength(1);

    const page = (await (await request.get('/api/competition-page')).json()).data;
    expect(new Set(page.sections.map((s: { type: string }) => s.type))).toEqual(new Set(['content', 'content-list', 'image']));

    const logos = (await (await request.get('/api/sponsor/logos')).json()).data;
    expect(logos.length).toBeGreaterThan(0);
    const image = await request.get(logos[0].url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
