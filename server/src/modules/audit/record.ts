import type { Request } from 'express';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AUDIT } from './actions';

/** Who did it and from where; built once per request by auditFrom. */
export interface AuditActor {
  actor: string;
  ip: string | null;
}

export interface AuditEntry extends AuditActor {
  /** `<area>.<verb>`, e.g. `sponsor.update`, `auth.login_failed` (the Audit screen filters on it). */
  action: string;
  /** What was acted on: an id, a txnid, or a short name. */
  target: string;
  /** What changed, from summarizeChanges: never passwords or contestants' personal data. */
  summary: string;
}

// Column widths in migration 0006; clipping here means a long name can never make the change fail.
const ACTOR_MAX = 64;
const ACTION_MAX = 64;
const TARGET_MAX = 200;
const IP_MAX = 64;
const SUMMARY_MAX = 2000;
const VALUE_MAX = 120;

// Control characters would let a crafted username fake extra lines in the Audit screen or an export.
const clip = (value: string, max: number): string => {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = value.replace(/[\u0000-\u001f\u007f]+/gu, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/**
 * Writes one entry with the caller's handle: pass the transaction that makes the change, so the
 * entry and the change commit or roll back together.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: clip(entry.actor, ACTOR_MAX),
    action: clip(entry.action, ACTION_MAX),
    target: clip(entry.target, TARGET_MAX),
    ip: entry.ip === null ? null : clip(entry.ip, IP_MAX),
    summary: clip(entry.summary, SUMMARY_MAX),
  });
}

/** A dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d; staff read the plain form. */
export function requestIp(req: Request): string | null {
  const ip = req.ip;
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.indexOf(':', 7) === -1 ? ip.slice(7) : ip;
}

/** The signed-in admin behind a request (its capability guard has run), and the address it came from. */
export function auditFrom(req: Request): AuditActor {
  return { actor: req.user?.username ?? 'unknown', ip: requestIp(req) };
}

/**
 * Never shown in a summary, even if a caller lists them: a typo in an allowlist must not leak a
 * password or a contestant's personal details into a log that is kept forever. Matched per word of
 * the field name (`contactNumber` is `contact` + `number`), so `company` is not mistaken for `pan`.
 */
const NEVER = new Set([
  'pass',
  'password',
  'passwd',
  'secret',
  'token',
  'hash',
  'salt',
  'key',
  'otp',
  'pin',
  'email',
  'mail',
  'phone',
  'mobile',
  'whatsapp',
  'contact',
  'address',
  'street',
  'city',
  'zip',
  'postal',
  'pincode',
  'dob',
  'birth',
  'birthday',
  'age',
  'aadhaar',
  'pan',
  'passport',
  'salary',
  'income',
  'height',
  'weight',
  'hair',
  'skin',
  'eye',
  'education',
  'pictures',
  'picture',
]);

const words = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);

export const isSafeAuditField = (field: string): boolean =>
  !words(field).some((w) => NEVER.has(w) || w.startsWith('pass') || w.endsWith('mail') || w.endsWith('phone'));

function show(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (typeof value === 'string') return `'${clip(value, VALUE_MAX)}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return clip(JSON.stringify(value) ?? '', VALUE_MAX);
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b));

type Fields = Record<string, unknown>;

/**
 * "name: 'A' -> 'B', order: 2 -> 3" over the allowlisted fields that differ. With no `before` (a
 * creation) or no `after` (a deletion) it lists the fields' values instead: "name: 'A'".
 */
export function summarizeChanges(before: Fields | null | undefined, after: Fields | null | undefined, fields: readonly string[]): string {
  const parts: string[] = [];
  for (const field of fields) {
    if (!isSafeAuditField(field)) continue;
    if (before && after) {
      if (!(field in after) || after[field] === undefined || same(before[field], after[field])) continue;
      parts.push(`${field}: ${show(before[field])} -> ${show(after[field])}`);
    } else {
      const only = before ?? after;
      if (!only || only[field] === undefined || only[field] === '' || only[field] === null) continue;
      parts.push(`${field}: ${show(only[field])}`);
    }
  }
  return parts.join(', ');
}

/**
 * Deletes one row and records what it held in the same transaction, so the log never names a
 * deletion that rolled back. Undefined when no row had that id (nothing is recorded then). The
 * summary lists the row's `fields`, or is the fixed `summary` of a row with nothing worth listing.
 */
export function deleteAudited<Row extends Fields>(
  db: Db,
  remove: (tx: Tx, id: string) => Promise<Row | null | undefined>,
  entry: { id: string; who: AuditActor; action: string } & ({ fields: readonly string[] } | { summary: string }),
): Promise<Row | undefined> {
  const { id, who, action } = entry;
  return db.transaction(async (tx) => {
    const row = await remove(tx, id);
    if (!row) return undefined;
    const summary = 'summary' in entry ? entry.summary : summarizeChanges(row, null, entry.fields);
    await recordAudit(tx, { ...who, action, target: id, summary });
    return row;
  });
}

/** Joins the non-empty parts of a summary; an update that changed nothing still says so. */
export function joinSummary(...parts: (string | false | null | undefined)[]): string {
  const text = parts.filter((p): p is string => typeof p === 'string' && p !== '').join(', ');
  return text || 'no field changed';
}

/**
 * A reconciliation run settles each payment in its own transaction (that path is exactly-once on
 * its own); the run is recorded once it is over, with what it found.
 */
export function reconcileEntry(who: AuditActor, counts: Record<string, number>): AuditEntry {
  const summary = Object.entries(counts)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return { ...who, action: AUDIT.reconcile, target: 'stale payments', summary };
}
