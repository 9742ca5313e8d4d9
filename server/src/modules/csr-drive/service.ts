import {
  CSR_MSG,
  csrMarks,
  drivePercent,
  type CsrStandingRow,
  type CsrStandings,
  type CsrTargets,
  type CsrTargetsInput,
  type CurrencyAmounts,
  type DriveProgress,
  type DriveProgressWithDonors,
  type FundraisingTotal,
} from '@pageant/common/content/csr-drive';
import type { TransparencyDrive } from '@pageant/common/content/transparency';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import { recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import * as repo from './repo';

/** A well-formed id, so nothing else reaches a uuid cast (and a typo is simply an unknown contestant). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CSR_TARGETS_AUDIT = 'csr_targets.update';

const ZERO: CurrencyAmounts = { INR: 0, USD: 0 };

/** Her own target in a currency where the admin set one, the season's elsewhere. */
const targetFor = (season: CurrencyAmounts, override?: { INR: number | null; USD: number | null }): CurrencyAmounts => ({
  INR: override?.INR ?? season.INR,
  USD: override?.USD ?? season.USD,
});

function progress(sums: repo.DriveSums | undefined, target: CurrencyAmounts): DriveProgress {
  const raised = sums?.raised ?? { ...ZERO };
  return { raised, target, donors: sums?.donors ?? 0, percent: drivePercent(raised, target) };
}

/**
 * Her drive's progress, or null when no contestant has that id. With `withDonorNames` (her cockpit,
 * issue #30) it adds the first names of the donors who chose to be shown.
 */
export async function fundraisingFor(
  db: DbOrTx,
  candidateId: string,
  opts: { withDonorNames: true },
): Promise<DriveProgressWithDonors | null>;
export async function fundraisingFor(db: DbOrTx, candidateId: string, opts?: { withDonorNames: boolean }): Promise<DriveProgress | null>;
export async function fundraisingFor(
  db: DbOrTx,
  candidateId: string,
  opts: { withDonorNames: boolean } = { withDonorNames: false },
): Promise<DriveProgress | DriveProgressWithDonors | null> {
  if (!GUID.test(candidateId)) return null;
  const id = candidateId.toLowerCase();
  if (!(await repo.candidateById(db, id))) return null;
  const [sums] = await repo.driveSums(db, id);
  const [override] = await repo.targetOverrides(db, id);
  const answer = progress(sums, targetFor(await repo.seasonTargets(db), override));
  return opts.withDonorNames ? { ...answer, donorNames: await repo.donorFirstNames(db, id) } : answer;
}

/**
 * The contestant a donation names, when she exists. `lock`: inside the crediting transaction, held
 * until it commits, so she cannot be deleted between this read and the donation row naming her.
 */
export async function driveCandidate(
  db: DbOrTx,
  candidateId: string,
  opts: { lock?: boolean } = {},
): Promise<repo.CandidateRow | undefined> {
  return GUID.test(candidateId) ? repo.candidateById(db, candidateId.toLowerCase(), opts.lock) : undefined;
}

/** /api/transparency: every drive with a credited gift (by name), and the gifts that name nobody. */
export async function publicDriveFigures(db: DbOrTx): Promise<{ drives: TransparencyDrive[]; generalFund: CurrencyAmounts }> {
  const names = new Map((await repo.allCandidates(db)).map((c) => [c.id, c.name]));
  const drives = (await repo.driveSums(db))
    .filter((d) => names.has(d.candidateId))
    .map((d) => ({ candidateId: d.candidateId, name: names.get(d.candidateId)!, raised: d.raised, donors: d.donors }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.candidateId.localeCompare(b.candidateId));
  return { drives, generalFund: await repo.generalFund(db) };
}

const describeOverrides = (list: { name: string; INR: number | null; USD: number | null }[]) =>
  list
    .map((o) => `${o.name} ${[o.INR === null ? '' : `INR ${o.INR}`, o.USD === null ? '' : `USD ${o.USD}`].filter(Boolean).join(' ')}`)
    .join('; ');

/** Every contestant's drive, by percent (highest first) then name, with the finale's marks. */
async function standingRows(db: DbOrTx): Promise<CsrStandingRow[]> {
  const season = await repo.seasonTargets(db);
  const overrides = new Map((await repo.targetOverrides(db)).map((o) => [o.candidateId, o]));
  const sums = new Map((await repo.driveSums(db)).map((s) => [s.candidateId, s]));
  const rows = (await repo.allCandidates(db)).map((c): CsrStandingRow => {
    const p = progress(sums.get(c.id), targetFor(season, overrides.get(c.id)));
    return { candidateId: c.id, name: c.name, category: c.category ?? '', ...p, marks: csrMarks(p.percent) };
  });
  return rows.sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, 'en') || a.candidateId.localeCompare(b.candidateId));
}

export function csrDriveService(db: Db) {
  /** One snapshot, so the sums, targets and contestants agree with each other. */
  const readOnly = <T>(read: (tx: DbOrTx) => Promise<T>) =>
    db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  return {
    async progress(candidateId: string): Promise<DriveProgress> {
      const answer = await readOnly((tx) => fundraisingFor(tx, candidateId));
      if (!answer) throw new NotFoundError(CSR_MSG.unknownCandidate);
      return answer;
    },

    total: (): Promise<FundraisingTotal> => readOnly((tx) => repo.allDrivesTotal(tx)),

    async targets(): Promise<CsrTargets> {
      return readOnly(async (tx) => ({
        default: await repo.seasonTargets(tx),
        overrides: await repo.targetOverrides(tx),
      }));
    },

    /** Replaces the season's targets and the overrides; recorded in the audit log with the change. */
    async saveTargets(input: CsrTargetsInput, who: AuditActor): Promise<CsrTargets> {
      const wanted = input.overrides
        .map((o) => ({ candidateId: o.candidateId.toLowerCase(), INR: o.INR ?? null, USD: o.USD ?? null }))
        // An override with neither currency is how the admin removes one.
        .filter((o) => o.INR !== null || o.USD !== null);
      return db.transaction(async (tx) => {
        const known = await repo.existingCandidates(
          tx,
          wanted.map((o) => o.candidateId),
        );
        if (wanted.some((o) => !known.has(o.candidateId))) throw new ValidationError(CSR_MSG.unknownCandidate);
        const before = { default: await repo.seasonTargets(tx), overrides: await repo.targetOverrides(tx) };
        await repo.saveTargets(tx, input.default, wanted);
        const after = { default: await repo.seasonTargets(tx), overrides: await repo.targetOverrides(tx) };
        const flat = (t: CsrTargets) => ({
          defaultInr: t.default.INR,
          defaultUsd: t.default.USD,
          overrides: describeOverrides(t.overrides),
        });
        const summary = summarizeChanges(flat(before), flat(after), ['defaultInr', 'defaultUsd', 'overrides']) || 'no target changed';
        await recordAudit(tx, { ...who, action: CSR_TARGETS_AUDIT, target: 'CSR targets', summary });
        return after;
      });
    },

    standings: async (): Promise<CsrStandings> => ({ rows: await readOnly(standingRows) }),
  };
}

export type CsrDriveService = ReturnType<typeof csrDriveService>;
