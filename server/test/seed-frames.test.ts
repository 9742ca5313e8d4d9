import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaType } from '@pageant/common';
import sharp from 'sharp';
import {
  candidates,
  competitionPage,
  csrImages,
  homeBrands,
  homeImages,
  mediaItems,
  ngoCards,
  sponsorLogos,
  teamMembers,
  testimonials,
} from '../src/db/schema';
import { FRAMES, type Frame } from '../src/seed/images';
import { seedDemo } from '../src/seed/index';
import { createLocalStorage } from '../src/storage/local';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let tdb: TestDatabase;
let root: string;

// A cold seed-image cache encodes every picture (WebP and AVIF): minutes on a busy 2-core machine.
beforeAll(async () => {
  tdb = await createTestDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), 'pageant-frames-'));
  await seedDemo({ db: tdb.db, storage: createLocalStorage(root) });
}, 300_000);

afterAll(async () => {
  await tdb?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const MEDIA_FRAMES: Record<Exclude<MediaType, 'video'>, Frame> = {
  mediaCoverage: FRAMES.landscape,
  imageGallery: FRAMES.gallery,
  fashionGallery: FRAMES.tall,
  brand: FRAMES.tall,
  shoot: FRAMES.tall,
};

/** Every seeded picture with the frame the pages show it in. */
async function seededPictures(): Promise<{ what: string; url: string; frame: Frame }[]> {
  const { db } = tdb;
  const out: { what: string; url: string; frame: Frame }[] = [];
  const add = (what: string, url: string | null | undefined, frame: Frame) => {
    if (url) out.push({ what, url, frame });
  };
  for (const r of await db.select().from(homeImages)) add(r.type, r.url, FRAMES.banner);
  for (const r of await db.select().from(teamMembers)) {
    add(`team ${r.name}`, r.mainUrl, FRAMES.portrait);
    add(`know more ${r.name}`, r.knowMoreUrl, FRAMES.bio);
  }
  for (const r of await db.select().from(mediaItems)) if (r.type !== 'video') add(`${r.type} ${r.title}`, r.imageUrl, MEDIA_FRAMES[r.type]);
  for (const r of await db.select().from(sponsorLogos)) add(`sponsor ${r.alt}`, r.url, FRAMES.logo);
  for (const r of await db.select().from(homeBrands)) add('brand strip', r.imageUrl, FRAMES.logo);
  for (const r of await db.select().from(testimonials)) add(`testimonial ${r.name}`, r.imageUrl, FRAMES.portrait);
  for (const r of await db.select().from(ngoCards)) add(`ngo ${r.title}`, r.imageUrl, FRAMES.card);
  for (const r of await db.select().from(csrImages)) add(`csr ${r.alt}`, r.url, FRAMES.landscape);
  for (const r of await db.select().from(competitionPage))
    for (const s of r.sections) if (s.type === 'image') add('competition image', s.src, FRAMES.stage);
  for (const r of await db.select().from(candidates)) add(`candidate ${r.name}`, r.imageUrl, FRAMES.candidate);
  return out;
}

describe('seeded pictures and their frames', () => {
  test('when the site is seeded, then every picture has the aspect ratio of the frame it is shown in, at full frame size', async () => {
    const pictures = await seededPictures();
    expect(pictures.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const p of pictures) {
      const meta = await sharp(path.join(root, p.url.replace(/^\/uploads\//, ''))).metadata();
      const ratio = (meta.width ?? 0) / (meta.height ?? 1);
      const ok = Math.abs(ratio - p.frame.w / p.frame.h) < 0.01 && meta.width === p.frame.w && meta.height === p.frame.h;
      if (!ok) wrong.push(`${p.what}: ${meta.width}x${meta.height}, frame ${p.frame.w}x${p.frame.h}`);
    }
    expect(wrong).toEqual([]);
  });
});
