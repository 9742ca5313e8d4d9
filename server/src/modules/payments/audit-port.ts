import type { Request } from 'express';
import type { DbOrTx } from '../../db/client';

/** Who acted, as the audit log records it. */
export interface Actor {
  actor: string;
  ip: string | null;
}

/**
 * The audit log as payments use it. app.ts hands in the audit module's recordAudit and auditFrom:
 * a module reaches another only through its service or repo, and the audit module has neither.
 */
export interface AuditPort {
  record(tx: DbOrTx, entry: Actor & { action: string; target: string; summary: string }): Promise<void>;
  from(req: Request): Actor;
}

/** Automatic refunds have no admin behind them; the audit log says so. */
export const SYSTEM_ACTOR: Actor = { actor: 'system', ip: null };
