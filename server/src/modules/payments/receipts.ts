import type { PaymentReceipt } from '@pageant/common/content/receipts';
import type { DbOrTx } from '../../db/client';
import { describeOne } from './describe';
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
  };
}
