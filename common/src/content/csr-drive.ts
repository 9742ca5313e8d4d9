/**
 * Issue #33: each contestant's CSR (charity) drive. The terms make the drive mandatory and worth 30
 * finale marks; donations may name the contestant they support, and her progress is measured per
 * currency against a season target (rupees and dollars are never added together).
 */
import { z } from 'zod';
import type { Currency } from './pricing';

// Without zod, for the pages that only link to the drive (her cockpit).
export { CSR_DRIVE_PATH } from './csr-drive-path';

export const CSR_DEFAULT_TARGETS: Readonly<Record<Currency, number>> = { INR: 25_000, USD: 300 };
export const CSR_MARKS_MAX = 30;
export const CSR_TARGET_MAX = 10_000_000;
/** The cockpit shows at most this many donors' first names. */
export const CSR_DONOR_NAMES_MAX = 50;

export const CSR_MSG = {
  unknownCandidate: 'That contestant is not taking part in the charity drive.',
  showNameInvalid: 'showName must be true or false.',
  targetRequired: 'Please enter a target for each currency.',
  targetNumber: 'A target must be a number.',
  targetWhole: 'A target must be a whole amount.',
  targetPositive: 'A target must be at least 1.',
  targetMax: 'A target cannot exceed 1,00,00,000.',
  overridesInvalid: 'Overrides must be a list of contestants with their targets.',
  overrideDuplicate: 'Each contestant may have only one override.',
  targetsSaved: 'CSR targets saved.',
  supportingDrive: (name: string): string => `Supporting ${name}'s charity drive`,
  /** Receipts and the thank-you mail. */
  giftSupports: (name: string): string => `Your gift supports ${name}'s charity drive`,
} as const;

/** The finale's marks for a drive at `percent` of its target: 30 x min(1, percent/100), one decimal. */
export const csrMarks = (percent: number): number => Math.round(CSR_MARKS_MAX * Math.min(1, Math.max(0, percent) / 100) * 10) / 10;

/**
 * The better of the per-currency percents. A zero (or missing) target means the drive has no goal in
 * that currency, so it cannot count; with no goal at all the percent is 0.
 */
export const drivePercent = (raised: Record<Currency, number>, target: Record<Currency, number>): number => {
  let best = 0;
  for (const c of ['INR', 'USD'] as const) {
    if (target[c] > 0) best = Math.max(best, (raised[c] / target[c]) * 100);
  }
  return best;
};

export type CurrencyAmounts = Record<Currency, number>;

/** GET /api/candidates/:id/fundraising */
export interface DriveProgress {
  raised: CurrencyAmounts;
  target: CurrencyAmounts;
  /** Distinct donors (by e-mail) with a credited, unrefunded gift. */
  donors: number;
  /** The better currency's percent of target, unrounded (may pass 100). */
  percent: number;
}

/** The cockpit's view (issue #30 mounts it): the same plus the first names of donors who chose to be shown. */
export interface DriveProgressWithDonors extends DriveProgress {
  /** Newest first, at most CSR_DONOR_NAMES_MAX. */
  donorNames: string[];
}

/** GET /api/fundraising/total: every drive this season (donations naming a contestant). */
export interface FundraisingTotal {
  raised: CurrencyAmounts;
  donors: number;
  /** Contestants with at least one credited gift. */
  drives: number;
}

export interface CsrTargetOverride {
  candidateId: string;
  name: string;
  INR: number | null;
  USD: number | null;
}

/** GET /api/admin/csr/targets */
export interface CsrTargets {
  default: CurrencyAmounts;
  overrides: CsrTargetOverride[];
}

export interface CsrStandingRow {
  candidateId: string;
  name: string;
  category: string;
  raised: CurrencyAmounts;
  target: CurrencyAmounts;
  donors: number;
  percent: number;
  marks: number;
}

/** GET /api/admin/csr/standings: every contestant, by percent (highest first) then name. */
export interface CsrStandings {
  rows: CsrStandingRow[];
}

/** A target typed as JSON or form text; positive whole amount, at most CSR_TARGET_MAX. */
const targetAmount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? CSR_MSG.targetRequired : CSR_MSG.targetNumber),
    })
    .int(CSR_MSG.targetWhole)
    .min(1, CSR_MSG.targetPositive)
    .max(CSR_TARGET_MAX, CSR_MSG.targetMax),
);
/** In an override, a currency left out (or null, or '') keeps the season default. */
const optionalTarget = z.preprocess((v) => (v === null || v === '' ? undefined : v), targetAmount.optional());

/** A contestant's id; anything that is not one is answered as an unknown contestant. */
export const csrCandidateId = z.guid({ error: CSR_MSG.unknownCandidate });

/** PUT /api/admin/csr/targets. An override with neither currency removes it. */
export const csrTargetsSchema = z.object(
  {
    default: z.object({ INR: targetAmount, USD: targetAmount }, { error: CSR_MSG.targetRequired }),
    overrides: z
      .array(z.object({ candidateId: csrCandidateId, INR: optionalTarget, USD: optionalTarget }, { error: CSR_MSG.overridesInvalid }), {
        error: CSR_MSG.overridesInvalid,
      })
      .max(1000, CSR_MSG.overridesInvalid)
      .refine((list) => new Set(list.map((o) => o.candidateId.toLowerCase())).size === list.length, CSR_MSG.overrideDuplicate)
      .default([]),
  },
  { error: CSR_MSG.targetRequired },
);
export type CsrTargetsInput = z.infer<typeof csrTargetsSchema>;

/** The drive fields POST /api/donation/initiate accepts beside the donation itself. */
export const donationDriveFields = {
  candidateId: z.preprocess((v) => (v === null || v === '' ? undefined : v), csrCandidateId.optional()),
  showName: z.boolean({ error: CSR_MSG.showNameInvalid }).default(false),
};
