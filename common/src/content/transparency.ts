/** The public transparency figures (issue #16): GET /api/transparency. */

import type { Currency } from './pricing';

export { TRANSPARENCY_PATH } from './payment-paths';

export interface TransparencyCandidate {
  candidateId: string;
  name: string;
  /** null while the finale hides the counts (issue #15). */
  votes: number | null;
}

/** One UTC day of the vote ledger: how many rows it holds and the chained SHA-256 over them (README "Transparency"). */
export interface LedgerFingerprint {
  /** YYYY-MM-DD, UTC. */
  date: string;
  count: number;
  /** 64 lowercase hex digits. */
  sha256: string;
}

export interface Transparency {
  votes: {
    /** Credited minus refunded, summed over the ledger. */
    total: number;
    /** Paid vote payments behind that total (refunded ones excluded). */
    payments: number;
    byCandidate: TransparencyCandidate[];
    /** True while the finale hides per-contestant counts: byCandidate then carries null votes, in name order. */
    countsHidden: boolean;
    /**
     * Issue #26: while counts are hidden, the ISO instant they were hidden at; `total`, `payments` and
     * `ledgerFingerprints` are then the ledger's as of that instant, so no payment since shows. null: live.
     */
    asOf: string | null;
  };
  donations: {
    /** Rupees, two decimals, from successful donations that were not refunded (the INR figure; see byCurrency). */
    total: string;
    /** The rupee donations behind `total`. */
    count: number;
    /** Meals funded by every donation, each currency at its own meal price. */
    meals: number;
    /**
     * Issue #17: sum and count per currency, never added together ('0.00' and 0 when none), with the
     * meal price the meals were counted at (null while that currency is not offered).
     */
    byCurrency: Record<Currency, { total: string; count: number; mealPrice: number | null }>;
  };
  ledgerFingerprints: LedgerFingerprint[];
  /** Issue #33: credited, unrefunded donations per contestant's charity drive (drives with at least one such gift, by name). */
  drives: TransparencyDrive[];
  /** Issue #33: credited, unrefunded donations that name no contestant. */
  generalFund: Record<Currency, number>;
}

export interface TransparencyDrive {
  candidateId: string;
  name: string;
  raised: Record<Currency, number>;
  donors: number;
}

/** The chain starts from 64 zeros: the "previous day's hash" of the first day. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);
