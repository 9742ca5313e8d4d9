import { isTxnid, RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import { describeOne } from './describe';
import * as repo from './repo';
import type { PaymentRow } from './repo';

/** The public receipt: what was paid and for what, never who paid (no name, e-mail, phone or address). */
export async function toReceipt(db: DbOrTx, p: PaymentRow): Promise<PaymentReceipt> {
  return {
    txnid: p.txnid,
    purpose: p.purpose,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    settledAt: p.settledAt ? p.settledAt.toISOString() : null,
    description: await describeOne(db, p),
    refundedAt: p.refundedAt ? p.refundedAt.toISOString() : null,
    ...driveOf(p),
  };
}

/** Issue #33: the drive a donation supports, only on such a receipt (others keep their exact shape). */
function driveOf(p: PaymentRow): Pick<PaymentReceipt, 'drive'> {
  const d = (p.details ?? {}) as Record<string, unknown>;
  if (p.purpose !== 'donation' || typeof d.candidateId !== 'string' || typeof d.candidateName !== 'string') return {};
  return { drive: { candidateId: d.candidateId, name: d.candidateName } };
}

/** A stored payment and its receipt; a malformed or unknown txnid is the same 404. */
export async function storedReceipt(db: DbOrTx, txnid: string): Promise<{ row: PaymentRow; receipt: PaymentReceipt }> {
  const row = isTxnid(txnid) ? await repo.findByTxnid(db, txnid) : null;
  if (!row) throw new NotFoundError(RECEIPT_MSG_PUBLIC.notFound, 'PAYMENT_NOT_FOUND');
  return { row, receipt: await toReceipt(db, row) };
}
