import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_TYPES } from '@pageant/common';
import { eq, sql } from 'drizzle-orm';
import {
  adminUsers,
  candidates,
  competitionPage,
  csrImages,
  eventStatus,
  homeBrands,
  homeImages,
  mediaItems,
  ngoCards,
  payments,
  sponsorLogos,
  teamMembers,
  testimonials,
  votes,
} from '../src/db/schema';
import { SEED_TABLES, seedDemo, type SeedSummary } from '../src/seed/index';
import { createLocalStorage } from '../src/storage/local';
import { variantsOf } from '../src/storage/variants';
import { createTestDatabase, type TestDatabase } from './helpers/db';

const EXPECTED: SeedSummary = {
  homeImages: 2,
  teamMembers: 13,
  mediaItems: 40,
  sponsorLogos: 6,
  homeBrands: 6,
  testimonials: 6,
  ngoCards: 4,
  csrImages: 6,
  competitionPage: 1,
  candidates: 30,
};
const NOTHING = Object.fromEntries(SEED_TABLES.map((t) => [t, 0])) as SeedSummary;

let tdb: TestDatabase;
let root: string;
let firstRunMs = 0;
const logs: string[] = [];

function deps() {
  return { db: tdb.db, storage: createLocalStorage(root), log: (m: string) => logs.push(m) };
}

function fileOf(url: string): string {
  expect(url.startsWith('/uploads/images/')).toBe(true);
  return path.join(root, url.slice('/uploads/'.length));
}

/** Every image URL the seeded tables reference. */
async function storedUrls(): Promise<string[]> {
  const { db } = tdb;
  const urls: (string | null | undefined)[] = [
    ...(await db.select({ u: homeImages.url }).from(homeImages)).map((r) => r.u),
    ...(await db.select({ a: teamMembers.mainUrl, b: teamMembers.knowMoreUrl }).from(teamMembers)).flatMap((r) => [r.a, r.b]),
    ...(await db.select({ u: mediaItems.imageUrl }).from(mediaItems)).map((r) => r.u),
    ...(await db.select({ u: sponsorLogos.url }).from(sponsorLogos)).map((r) => r.u),
    ...(await db.select({ u: homeBrands.imageUrl }).from(homeBrands)).map((r) => r.u),
    ...(await db.select({ u: testimonials.imageUrl }).from(testimonials)).map((r) => r.u),
    ...(await db.select({ u: ngoCards.imageUrl }).from(ngoCards)).map((r) => r.u),
    ...(await db.select({ u: csrImages.url }).from(csrImages)).map((r) => r.u),
    ...(await db.select({ s: competitionPage.sections }).from(competitionPage)).flatMap((r) => r.s.map((s) => s.src)),
    ...(await db.select({ u: candidates.imageUrl }).from(candidates)).map((r) => r.u),
  ];
  return urls.filter((u): u is string => typeof u === 'string' && u.length > 0);
}

async function tableCounts(): Promise<SeedSummary> {
  const tables = {
    homeImages,
    teamMembers,
    mediaItems,
    sponsorLogos,
    homeBrands,
    testimonials,
    ngoCards,
    csrImages,
    competitionPage,
    candidates,
  };
  const out = { ...NOTHING };
  for (const name of SEED_TABLES) {
    const [row] = await tdb.db.select({ n: sql<number>`count(*)::int` }).from(tables[name]);
    out[name] = row?.n ?? 0;
  }
  return out;
}

function filesOnDisk(): string[] {
  const dir = path.join(root, 'images');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The files the images behind `urls` should occupy: each image and its responsive variants. */
function filesOf(urls: string[]): string[] {
  const keys = urls.map((url) => url.slice('/uploads/'.length));
  return keys.flatMap((key) => [key, ...variantsOf(key).map((v) => v.key)]).map((key) => key.slice('images/'.length));
}

function isWebp(file: string): boolean {
  const head = readFileSync(file).subarray(0, 12);
  return head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
}

// A cold seed-image cache encodes every picture (WebP and AVIF): minutes on a busy 2-core machine.
beforeAll(async () => {
  tdb = await createTestDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), 'pageant-seed-'));
  const started = Date.now();
  const summary = await seedDemo(deps());
  firstRunMs = Date.now() - started;
  expect(summary).toEqual(EXPECTED);
}, 300_000);

afterAll(async () => {
  await tdb?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  // Useful when tuning the artwork: how long a full seed of an empty database takes.
  process.stdout.write(`seed of an empty database took ${firstRunMs} ms\n`);
});

describe('seedDemo', () => {
  test('when the database is empty, then every content group is filled with the expected rows', async () => {
    expect(await tableCounts()).toEqual(EXPECTED);

    const team = await tdb.db.select().from(teamMembers);
    const leaders = team.filter((m) => m.type === 'leaders');
    expect(leaders).toHaveLength(3);
    for (const l of leaders) expect(l.knowMoreUrl).toMatch(/^\/uploads\/images\/.+\.webp$/);
    expect(team.filter((m) => m.type === 'directors')).toHaveLength(4);
    expect(team.filter((m) => m.type === 'coreteam')).toHaveLength(6);

    const media = await tdb.db.select().from(mediaItems);
    expect(new Set(media.map((m) => m.type))).toEqual(new Set(MEDIA_TYPES));
    expect(media.filter((m) => m.type === 'imageGallery').length).toBeGreaterThan(12);
    for (const type of MEDIA_TYPES) {
      const orders = media
        .filter((m) => m.type === type)
        .map((m) => m.sortOrder)
        .sort((a, b) => a - b);
      expect(orders).toEqual(orders.map((_, i) => i));
    }
    for (const m of media) {
      if (m.type === 'video') {
        expect(m.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
        expect(m.imageUrl).toBeNull();
      } else {
        expect(m.imageUrl).toBeTruthy();
        expect(m.alt.length).toBeGreaterThan(0);
      }
    }

    const cards = await tdb.db.select().from(ngoCards);
    expect(cards.filter((c) => c.section === 'csr')).toHaveLength(1);
    for (const c of cards) expect(c.highlights.length).toBeGreaterThanOrEqual(2);

    const [page] = await tdb.db.select().from(competitionPage);
    expect(page?.id).toBe(1);
    const sections = page?.sections ?? [];
    expect(new Set(sections.map((s) => s.type))).toEqual(new Set(['content', 'content-list', 'image']));
    expect(sections.map((s) => s.order)).toEqual(sections.map((_, i) => i));
    for (const s of sections.filter((x) => x.type === 'image')) expect(s.src).toBe(`/uploads/${s.public_id}`);

    const ranked = await tdb.db
      .select()
      .from(candidates)
      .orderBy(sql`${candidates.voteCount} desc`);
    expect(ranked[0]!.voteCount).toBeGreaterThan(ranked[1]!.voteCount);
    expect(ranked[1]!.voteCount).toBeGreaterThan(ranked[2]!.voteCount);
    expect(ranked[2]!.voteCount).toBeGreaterThan(ranked[3]!.voteCount);
    expect(ranked.filter((c) => c.voteCount === 0).length).toBeGreaterThanOrEqual(2);
  });

  test('when the database is seeded, then every stored image URL is a WebP file on disk with its variants and no file is orphaned', async () => {
    const urls = await storedUrls();
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const file = fileOf(url);
      expect(existsSync(file)).toBe(true);
      expect(isWebp(file)).toBe(true);
    }
    // Only the sponsor and brand logos (400 px wide) are too small for variants.
    expect(urls.filter((url) => variantsOf(url.slice('/uploads/'.length)).length === 0)).toHaveLength(12);
    expect(filesOnDisk().sort()).toEqual(filesOf(urls).sort());
  });

  test('when seeding again without reset, then nothing new is inserted and no file is added', async () => {
    const before = filesOnDisk().length;
    expect(await seedDemo(deps())).toEqual(NOTHING);
    expect(await tableCounts()).toEqual(EXPECTED);
    expect(filesOnDisk()).toHaveLength(before);
  });

  test('when only one group is empty, then only that group is filled', async () => {
    const old = await tdb.db.delete(testimonials).returning({ key: testimonials.imageKey });
    const storage = createLocalStorage(root);
    for (const r of old) if (r.key) await storage.delete(r.key);
    expect(await seedDemo(deps())).toEqual({ ...NOTHING, testimonials: 6 });
    expect(await tableCounts()).toEqual(EXPECTED);
  });

  test('when seeding with reset, then counts stay the same, old image files are gone and other data is untouched', async () => {
    await tdb.db
      .insert(eventStatus)
      .values({ id: 1, isActive: true })
      .onConflictDoUpdate({ target: eventStatus.id, set: { isActive: true } });
    await tdb.db.insert(adminUsers).values({ username: 'office', passwordHash: 'x' });
    const [top] = await tdb.db
      .select()
      .from(candidates)
      .orderBy(sql`${candidates.voteCount} desc`)
      .limit(1);
    const [payment] = await tdb.db
      .insert(payments)
      .values({
        txnid: 'TXN-SEED-1',
        purpose: 'vote',
        referenceId: top!.id,
        amount: '100.00',
        status: 'success',
        productInfo: 'Votes',
        firstName: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
      })
      .returning();
    await tdb.db
      .insert(votes)
      .values({ paymentId: payment!.id, candidateId: top!.id, candidateName: top!.name, votes: 1, amount: '100.00' });

    const oldUrls = await storedUrls();
    const summary = await seedDemo(deps(), { reset: true });

    expect(summary).toEqual(EXPECTED);
    expect(await tableCounts()).toEqual(EXPECTED);
    for (const url of oldUrls) expect(existsSync(fileOf(url))).toBe(false);
    const newUrls = await storedUrls();
    for (const url of newUrls) expect(isWebp(fileOf(url))).toBe(true);
    expect(filesOnDisk().sort()).toEqual(filesOf(newUrls).sort());

    const [event] = await tdb.db.select().from(eventStatus);
    expect(event?.isActive).toBe(true);
    expect(await tdb.db.select().from(adminUsers)).toHaveLength(1);
    expect(await tdb.db.select().from(payments).where(eq(payments.id, payment!.id))).toHaveLength(1);
    // The real vote survives; only the demo ledger rows are replaced with the demo contestants.
    const [vote] = await tdb.db.select().from(votes).where(eq(votes.paymentId, payment!.id));
    expect(vote?.candidateName).toBe(top!.name);
  }, 120_000);
});
