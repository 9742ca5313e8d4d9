/**
 * The paid votes behind the demo counts (issue #29): for each seeded contestant, vote payments a fan
 * could have made (packages and single votes at the price rule's amounts), settled as paid, and the
 * ledger rows they credited. /api/transparency counts the ledger, the leaderboard the counts; writing
 * both from one plan is what makes them agree on a fresh install.
 */
import { SEASON, VOTE_PACKAGES } from '@pageant/common';
import { allowedVoteAmounts } from '@pageant/common/content/voting-rules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments, votes } from '../db/schema';

/** Real txnids are 'T' and hex (payments/initiate.ts): this prefix can never be one of them. */
export const DEMO_TXNID_PREFIX = 'DEMO-';

export interface DemoPurchase {
  votes: number;
  /** Rupees, two decimals: the first amount the price rule allows for this many votes. */
  amount: string;
}

const LARGEST_FIRST = [...VOTE_PACKAGES].sort((a, b) => b.votes - a.votes);

/** The purchases that add up to `total` votes: whole packages from the largest down, the rest as single votes. */
export function demoPurchases(total: number): DemoPurchase[] {
  const out: DemoPurchase[] = [];
  let left = total;
  const buy = (n: number) => {
    const amount = allowedVoteAmounts(n)[0];
    if (amount === undefined) throw new Error(`no price for ${n} votes`);
    out.push({ votes: n, amount: amount.toFixed(2) });
    left -= n;
  };
  for (const pkg of LARGEST_FIRST) while (left >= pkg.votes) buy(pkg.votes);
  if (left > 0) buy(left);
  return out;
}

/** Demo payments are spread over the fortnight before seeding, a few hours apart, so the ledger reads like a campaign. */
const HOUR = 3_600_000;
const SPREAD_HOURS = 14 * 24;

export interface DemoContestant {
  id: string;
  name: string;
  purchases: readonly DemoPurchase[];
}

/**
 * Removes the demo payments and their ledger rows left by an earlier seed: the demo is replaced as a
 * whole whenever its contestants are, so the ledger never holds votes for demo contestants who are gone.
 */
export async function removeDemoVotes(tx: Tx): Promise<void> {
  await tx.execute(sql`DELETE FROM votes WHERE payment_id IN (SELECT id FROM payments WHERE demo)`);
  await tx.execute(sql`DELETE FROM payments WHERE demo`);
}

/** Inserts every contestant's paid demo payments and their ledger rows: two statements in all. */
export async function insertDemoVotes(tx: Tx, contestants: readonly DemoContestant[], now = Date.now()): Promise<number> {
  const plan = contestants.flatMap((c, ci) =>
    c.purchases.map((p, pi) => {
      // Deterministic spread: leaders' purchases interleave with everyone else's over the fortnight.
      const hoursAgo = 1 + ((ci * 37 + pi * 53) % SPREAD_HOURS);
      const at = new Date(now - hoursAgo * HOUR - ((ci * 7 + pi * 11) % 60) * 60_000);
      return { c, p, at, txnid: `${DEMO_TXNID_PREFIX}S${SEASON}-${String(ci + 1).padStart(2, '0')}-${String(pi + 1).padStart(2, '0')}` };
    }),
  );
  if (plan.length === 0) return 0;
  const inserted = await tx
    .insert(payments)
    .values(
      plan.map(({ c, p, at, txnid }) => ({
        txnid,
        purpose: 'vote' as const,
        referenceId: c.id,
        amount: p.amount,
        currency: 'INR' as const,
        gateway: 'payu' as const,
        status: 'success' as const,
        details: { candidateId: c.id, candidateName: c.name, votes: p.votes, voterName: null, voterEmail: null, voterPhone: null },
        productInfo: `Season ${SEASON} votes: ${p.votes} for ${c.name} (demo)`,
        firstName: 'Demo voter',
        email: 'demo-voter@example.org',
        phone: '9999999999',
        gatewayResponse: { demo: true },
        settledAt: at,
        demo: true,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: payments.id, txnid: payments.txnid });
  const idOf = new Map(inserted.map((r) => [r.txnid, r.id]));
  await tx.insert(votes).values(
    plan.map(({ c, p, at, txnid }) => ({
      paymentId: idOf.get(txnid)!,
      candidateId: c.id,
      candidateName: c.name,
      votes: p.votes,
      amount: p.amount,
      currency: 'INR' as const,
      createdAt: at,
    })),
  );
  return plan.length;
}
