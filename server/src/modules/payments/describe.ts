import { SEASON } from '@pageant/common';
import { and, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { votes } from '../../db/schema';
import type { PaymentRow } from './repo';

/** The parts of a payment a description needs; a report's page of rows carries them all. */
export type DescribablePayment = Pick<PaymentRow, 'id' | 'purpose' | 'details'>;

/** What the ledger says the payment bought, when it was credited: the name as credited wins over the one at checkout. */
export interface Bought {
  candidateName?: string | null;
}

const count = (n: number) => n.toLocaleString('en-IN');
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * One line a payer recognises on a receipt or a report: "750 votes for Ananya Sharma",
 * "Registration fee, Season 10", "Donation, monthly". Never the payer's name or contacts.
 */
export function describePayment(p: DescribablePayment, bought?: Bought | null): string {
  const d = (p.details ?? {}) as Record<string, unknown>;
  switch (p.purpose) {
    case 'vote': {
      const n = Number(d.votes);
      const name = str(bought?.candidateName) ?? str(d.candidateName) ?? 'a contestant';
      if (!Number.isInteger(n) || n < 1) return `Votes for ${name}`;
      return `${count(n)} ${n === 1 ? 'vote' : 'votes'} for ${name}`;
    }
    case 'registration':
      return `Registration fee, Season ${SEASON}`;
    case 'donation': {
      const kind = d.mode === 'monthly' ? 'Donation, monthly' : 'Donation, one-time';
      // Issue #33: a gift for a contestant's charity drive says whose, as it was named at checkout.
      const drive = str(d.candidateName);
      return drive ? `${kind}, for ${drive}'s charity drive` : kind;
    }
  }
}

/**
 * Descriptions for a page of payments, keyed by payment id, in ONE query whatever the page size
 * (the ledger's credit rows name the candidate as credited).
 */
export async function describePayments(db: DbOrTx, rows: readonly DescribablePayment[]): Promise<Map<string, string>> {
  const voteIds = rows.filter((r) => r.purpose === 'vote').map((r) => r.id);
  const credited = new Map<string, string>();
  if (voteIds.length) {
    const ledger = await db
      .select({ paymentId: votes.paymentId, candidateName: votes.candidateName })
      .from(votes)
      .where(and(inArray(votes.paymentId, voteIds), gt(votes.votes, 0)));
    for (const l of ledger) credited.set(l.paymentId, l.candidateName);
  }
  return new Map(rows.map((r) => [r.id, describePayment(r, { candidateName: credited.get(r.id) })]));
}

/** One payment's description (receipts). */
export async function describeOne(db: DbOrTx, row: DescribablePayment): Promise<string> {
  return (await describePayments(db, [row])).get(row.id)!;
}
