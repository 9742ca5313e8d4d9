/**
 * The honest demo (issue #29): seeded contestants carry an identity and a drawn portrait, and every
 * seeded count has paid demo payments and ledger rows behind it, so /api/transparency and the
 * leaderboard agree on a fresh install.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CANDIDATE_PHOTO } from '@pageant/common/content/pipeline';
import { isAllowedVoteAmount } from '@pageant/common/content/voting-rules';
import type { CandidateDto, CandidatePage } from '@pageant/common/content/voting-rules';
import type { Transparency } from '@pageant/common/content/transparency';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { candidates, payments, votes } from '../src/db/schema';
import { seedDemo } from '../src/seed/index';
import { variantsOf } from '../src/storage/variants';
import { createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;

const seed = (reset = false) => seedDemo({ db: ctx.database.db, storage: ctx.storage }, { reset });

// A cold seed-image cache encodes every picture (WebP and AVIF): minutes on a busy 2-core machine.
beforeAll(async () => {
  ctx = await createTestContext();
  await seed();
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

async function listedCandidates(): Promise<CandidateDto[]> {
  const res = await request(ctx.app).get('/api/candidates/fetch?limit=100');
  expect(res.status).toBe(200);
  const page = res.body as CandidatePage;
  expect(page.totalCount).toBe(page.candidates.length);
  return page.candidates;
}

async function transparency(): Promise<Transparency> {
  const res = await request(ctx.app).get('/api/transparency');
  expect(res.status).toBe(200);
  return res.body as Transparency;
}

/** Each candidate's count beside the sum of her ledger rows and how many payments credited her. */
async function countsAndLedger() {
  const { rows } = await ctx.database.db.execute<{ id: string; vote_count: number; vote_seq: string; ledger: string; credits: number }>(
    sql`SELECT c.id, c.vote_count, c.vote_seq, coalesce(sum(v.votes), 0)::text AS ledger, count(v.id)::int AS credits
        FROM candidates c LEFT JOIN votes v ON v.candidate_id = c.id GROUP BY c.id`,
  );
  return rows;
}

async function demoPaymentCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(payments);
  return row?.n ?? 0;
}

/** Counts as the list answers them, or (right after a reset, which the list's short cache may not have seen) as stored. */
async function agreeWithTransparency(counts: () => Promise<{ _id: string; voteCount: number }[]> = listedCandidates): Promise<void> {
  const listed = await counts();
  const sum = listed.reduce((a, c) => a + c.voteCount, 0);
  const figures = await transparency();
  expect(sum).toBeGreaterThan(0);
  expect(figures.votes.total).toBe(sum);
  for (const c of listed) expect(figures.votes.byCandidate.find((b) => b.candidateId === c._id)?.votes).toBe(c.voteCount);
}

describe('the seeded demo contestants', () => {
  test('when the site is freshly seeded, then the sum of all contestants’ counts equals the transparency vote total', async () => {
    await agreeWithTransparency();
    const figures = await transparency();
    const [paid] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    expect(figures.votes.payments).toBe(paid!.n);
  });

  test('when seeded, then each contestant’s count is the sum of her ledger rows and her seq the number of credits', async () => {
    const rows = await countsAndLedger();
    expect(rows).toHaveLength(30);
    for (const r of rows) {
      expect(Number(r.ledger)).toBe(r.vote_count);
      expect(Number(r.vote_seq)).toBe(r.credits);
    }
  });

  test('when seeded, then every contestant has a category (Miss and Mrs both), a city, a short bio and the demo flag', async () => {
    const rows = await ctx.database.db.select().from(candidates);
    for (const c of rows) {
      expect(['Miss', 'Mrs']).toContain(c.category);
      expect(c.city.length).toBeGreaterThan(2);
      expect(c.bio.length).toBeGreaterThan(20);
      expect(c.bio.length).toBeLessThan(280);
      expect(c.demo).toBe(true);
    }
    const categories = rows.map((c) => c.category);
    expect(categories.filter((c) => c === 'Miss').length).toBeGreaterThan(5);
    expect(categories.filter((c) => c === 'Mrs').length).toBeGreaterThan(5);
    const listed = await listedCandidates();
    expect(listed.every((c) => c.city && c.category)).toBe(true);
  });

  test('when seeded, then every payment behind the counts is a paid demo vote at an amount the price rule allows, with a DEMO txnid', async () => {
    const rows = await ctx.database.db.select().from(payments);
    const ledger = await ctx.database.db.select().from(votes);
    expect(rows.length).toBeGreaterThan(30);
    const votesOf = new Map(ledger.map((v) => [v.paymentId, v]));
    for (const p of rows) {
      expect(p).toMatchObject({ purpose: 'vote', status: 'success', demo: true, currency: 'INR' });
      expect(p.txnid).toMatch(/^DEMO/);
      const credit = votesOf.get(p.id);
      expect(credit).toBeDefined();
      expect(credit!.candidateId).toBe(p.referenceId);
      expect(credit!.amount).toBe(p.amount);
      expect(isAllowedVoteAmount(credit!.votes, Number(p.amount))).toBe(true);
    }
  });

  test('when seeded, then every portrait is its own 800x1000 picture without metadata, with the responsive variants the cards use', async () => {
    const rows = await ctx.database.db.select().from(candidates);
    const hashes = new Set<string>();
    for (const c of rows) {
      const data = readFileSync(path.join(ctx.config.uploadsDir, c.imageKey!));
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([CANDIDATE_PHOTO.width, CANDIDATE_PHOTO.height]);
      expect(meta.exif).toBeUndefined();
      const variants = variantsOf(c.imageKey!);
      expect(variants.map((v) => v.format)).toContain('avif');
      for (const v of variants) expect(existsSync(path.join(ctx.config.uploadsDir, v.key))).toBe(true);
      hashes.add(createHash('sha256').update(data).digest('hex'));
    }
    expect(hashes.size).toBe(rows.length);
  });

  test('when seeding again, then no contestant, payment or ledger row is added', async () => {
    const before = { payments: await demoPaymentCount(), ledger: await countsAndLedger() };
    const summary = await seed();
    expect(summary.candidates).toBe(0);
    expect(await demoPaymentCount()).toBe(before.payments);
    expect(await countsAndLedger()).toEqual(before.ledger);
  });

  test('when seeding with reset, then the demo payments are replaced, not doubled, and the totals still agree', async () => {
    const before = await demoPaymentCount();
    const total = (await transparency()).votes.total;
    await seed(true);
    expect(await demoPaymentCount()).toBe(before);
    expect((await transparency()).votes.total).toBe(total);
    await agreeWithTransparency(async () =>
      ctx.database.db.select({ _id: candidates.id, voteCount: candidates.voteCount }).from(candidates),
    );
  }, 180_000);
});
