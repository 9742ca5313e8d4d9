import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { COCKPIT_SUMMARY_PATH } from '@pageant/common/page-boot';
import { adminAgent, createTestContext, setEventActive, type TestContext } from './helpers/app';
import { paidCampaignVote } from './helpers/cockpit-votes';
import { contestantCookie, contestantOnVotingPage } from './helpers/contestant';

/**
 * Issue #30: /me is rendered on the server for the contestant her cookie names, so its first paint
 * carries her photo, name and count. The real app and database; the client's server entry is one
 * written here (the client's own rendering of /me is checked in the browser, tests/e2e/me-cockpit.spec.ts)
 * that prints what it was given, and counts its renders, so a page served from a cache would show.
 */

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>`;

const ENTRY = `
globalThis.cockpitRenders = [];
export function plan() {
  return { render: false, paths: [], requiresEvent: false, notFound: false, modules: [] };
}
export async function render(url, data) {
  const me = data['${COCKPIT_SUMMARY_PATH}'];
  globalThis.cockpitRenders.push(new URL(url).pathname);
  return { html: '<main><h1>' + me.candidate.name + '</h1><p class="count">' + me.candidate.voteCount + ' votes</p></main>' };
}
`;

const renders = () => (globalThis as unknown as { cockpitRenders: string[] }).cockpitRenders;

let dir: string;
let ctx: TestContext;
let her: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let other: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let herCookie: string;
let otherCookie: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cockpit-page-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
  // An ES module, as the client's build writes it (the repo's package.json says so for the real one).
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  ctx = await createTestContext({}, { clientDist: path.join(dir, 'dist') });
  const admin = await adminAgent(ctx);
  await setEventActive(ctx);
  her = await contestantOnVotingPage(ctx, admin);
  other = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer', category: 'Mrs' });
  await paidCampaignVote(ctx, her.candidateId, {}, 3);
  herCookie = await contestantCookie(ctx, her.registrationId);
  otherCookie = await contestantCookie(ctx, other.registrationId);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (cookie?: string) => {
  const req = request(ctx.app).get('/me').set('Accept', 'text/html');
  return cookie ? req.set('Cookie', cookie) : req;
};

/** The data block the browser hydrates from. */
const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('/me rendered for her', () => {
  test('when she is signed in, then /me holds her name and count and the summary it was rendered from, and no shared cache may keep it', async () => {
    const res = await page(herCookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.text).toContain('<div id="root"><main><h1>Asha Rao</h1><p class="count">3 votes</p></main></div>');
    const data = dataOf(res.text);
    expect(data[COCKPIT_SUMMARY_PATH].candidate).toMatchObject({ id: her.candidateId, name: 'Asha Rao', voteCount: 3 });
    // The summary is in the page: the browser is not told to read it a second time.
    expect(res.text).not.toContain('href="/api/me"');
    expect(res.text).not.toContain('Loading your campaign');
  });

  test('when two contestants open /me in turn, then each page holds only her own data, rendered afresh each time', async () => {
    const before = renders().length;
    const pages = [await page(herCookie), await page(otherCookie), await page(herCookie)];
    expect(renders().length - before).toBe(3);
    expect(pages[0]!.text).toContain('Asha Rao');
    expect(pages[0]!.text).not.toContain('Meera Iyer');
    expect(pages[1]!.text).toContain('<h1>Meera Iyer</h1><p class="count">0 votes</p>');
    expect(pages[1]!.text).not.toContain('Asha Rao');
    expect(pages[1]!.text).not.toContain(her.candidateId);
    expect(pages[2]!.text).toBe(pages[0]!.text);
  });

  test('when her count moves, then her next /me shows the new count at once (no rendered copy is reused)', async () => {
    await page(herCookie);
    await paidCampaignVote(ctx, her.candidateId, {}, 2);
    expect((await page(herCookie)).text).toContain('<p class="count">5 votes</p>');
  });

  test('when nobody, or a forged or ended session, asks for /me after she did, then the cockpit’s usual shell goes out, with nothing of hers', async () => {
    await page(herCookie);
    const before = renders().length;
    const shells = [await page(), await page('pageant_me=not-a-session-of-anyone-at-all')];
    await request(ctx.app).post('/api/me/logout').set('Origin', 'http://pageant.test').set('Cookie', otherCookie);
    shells.push(await page(otherCookie));
    for (const res of shells) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('aria-label="Loading your campaign"');
      expect(res.text).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin="use-credentials">');
      expect(res.text).not.toContain('id="ssr-data"');
      expect(res.text).not.toMatch(/Asha Rao|Meera Iyer/);
    }
    expect(shells[1]!.text).toBe(shells[0]!.text);
    expect(renders().length).toBe(before);
  });

  test('when her sign-in pages are asked for with her cookie, then they are not rendered with her data', async () => {
    const before = renders().length;
    for (const p of ['/me/signin', '/me/login?token=abc']) {
      const res = await request(ctx.app).get(p).set('Accept', 'text/html').set('Cookie', herCookie);
      expect(res.text).not.toContain('Asha Rao');
    }
    expect(renders().length).toBe(before);
  });
});
