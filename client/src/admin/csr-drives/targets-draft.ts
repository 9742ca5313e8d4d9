import { csrTargetsSchema, type CsrStandingRow, type CsrTargets, type CsrTargetsInput } from '@pageant/common/content/csr-drive';
import { CURRENCIES, type Currency } from '@pageant/common/content/pricing';

type Amounts = Record<Currency, string>;

/** One contestant's line of the overrides: empty text keeps the season default for that currency. */
export interface OverrideDraft extends Amounts {
  candidateId: string;
  name: string;
}

/** The targets form as typed: text, so a half-typed amount is kept as it is and checked on save. */
export interface TargetsDraft {
  default: Amounts;
  overrides: OverrideDraft[];
}

/** Field keys of the form: `default.INR`, `<candidateId>.USD`, or `form` for the whole. */
export type TargetErrors = Partial<Record<string, string>>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Every contestant of the standings gets a line, with her override where she has one. */
export function draftFrom(targets: CsrTargets, rows: readonly Pick<CsrStandingRow, 'candidateId' | 'name'>[]): TargetsDraft {
  const byId = new Map(targets.overrides.map((o) => [o.candidateId, o]));
  const lines: OverrideDraft[] = rows.map((r) => {
    const o = byId.get(r.candidateId);
    return { candidateId: r.candidateId, name: r.name, INR: text(o?.INR), USD: text(o?.USD) };
  });
  // An override for someone not in the standings (should not happen) is kept, not silently dropped.
  for (const o of targets.overrides)
    if (!rows.some((r) => r.candidateId === o.candidateId))
      lines.push({ candidateId: o.candidateId, name: o.name, INR: text(o.INR), USD: text(o.USD) });
  return { default: { INR: text(targets.default.INR), USD: text(targets.default.USD) }, overrides: lines };
}

/** What PUT sends: only the lines with an amount typed; amounts stay as typed, the shared schema reads them. */
export function bodyOf(draft: TargetsDraft) {
  return {
    default: { INR: draft.default.INR.trim(), USD: draft.default.USD.trim() },
    overrides: draft.overrides
      .filter((o) => o.INR.trim() !== '' || o.USD.trim() !== '')
      .map((o) => ({ candidateId: o.candidateId, INR: o.INR.trim() || undefined, USD: o.USD.trim() || undefined })),
  };
}

export type CheckedTargets = { ok: true; input: CsrTargetsInput } | { ok: false; errors: TargetErrors };

/** The form's check with the schema the server uses (a rule lives once, in common), each message on its own field. */
export function checkTargets(draft: TargetsDraft): CheckedTargets {
  const body = bodyOf(draft);
  const parsed = csrTargetsSchema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: TargetErrors = {};
  for (const issue of parsed.error.issues) {
    const [head, index, currency] = issue.path;
    let key = 'form';
    if (head === 'default' && CURRENCIES.includes(index as Currency)) key = `default.${String(index)}`;
    else if (head === 'overrides' && typeof index === 'number' && CURRENCIES.includes(currency as Currency))
      key = `${body.overrides[index]!.candidateId}.${String(currency)}`;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
