import type { Currency, GatewayName } from '@pageant/common/content/pricing';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, registrations } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
/**
 * What a gateway's callback reads of the payment it settled (the landing address, the log line, the
 * vote's broadcast, receipt and refund): the one-statement settlement answers only these.
 */
export type SettledPayment = Pick<PaymentRow, 'txnid' | 'purpose' | 'referenceId' | 'amount' | 'currency' | 'status' | 'details'>;

export const OPEN = ['initiated', 'pending'] as const;

export async function insertPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findByTxnid(db: DbOrTx, txnid: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.txnid, txnid));
  return row ?? null;
}

export interface Settlement {
  txnid: string;
  /** The amount the gateway reports, two decimals: a payment only settles when it matches. */
  amount: string;
  /** And in the stored currency: 12.50 dollars never settles a payment of 12.50 rupees. */
  currency: Currency;
  /** Stripe: the Checkout Session the confirmation is about must be the one this payment opened. */
  gatewaySessionId?: string;
  /** The gateway that spoke: a Stripe event never settles a PayU payment, nor PayU's word a Stripe one. */
  gateway?: GatewayName;
  status: 'success' | 'failure' | 'pending';
  mihpayid: string | null;
  gatewayResponse: Record<string, unknown>;
}

/**
 * The exactly-once gate: only one caller can move a payment out of an open state, and only with
 * the stored amount. Concurrent duplicates block on the row lock, then see the new status and match
 * nothing. A miss (unknown, mismatched or settled) is told apart afterwards by the caller.
 */
export async function settleOpenPayment(tx: DbOrTx, s: Settlement): Promise<PaymentRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(payments)
    .set({
      status: s.status,
      mihpayid: s.mihpayid,
      gatewayResponse: s.gatewayResponse,
      settledAt: s.status === 'pending' ? null : now,
      updatedAt: now,
    })
    .where(
      and(
        eq(payments.txnid, s.txnid),
        inArray(payments.status, [...OPEN]),
        eq(payments.amount, s.amount),
        eq(payments.currency, s.currency),
        s.gateway === undefined ? undefined : eq(payments.gateway, s.gateway),
        s.gatewaySessionId === undefined ? undefined : eq(payments.gatewaySessionId, s.gatewaySessionId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setGatewaySession(db: DbOrTx, txnid: string, sessionId: string): Promise<void> {
  await db.update(payments).set({ gatewaySessionId: sessionId, updatedAt: new Date() }).where(eq(payments.txnid, txnid));
}

export async function findByGatewaySession(db: DbOrTx, sessionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewaySessionId, sessionId));
  return row ?? null;
}

export async function findStale(db: DbOrTx, olderThanMs: number, limit: number): Promise<PaymentRow[]> {
  const cutoff = new Date(Date.now() - olderThanMs);
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, [...OPEN]), lt(payments.createdAt, cutoff)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

export async function findRegistrationToken(db: DbOrTx, registrationId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: registrations.token })
    .from(registrations)
    .where(sql`${registrations.id}::text = ${registrationId}`);
  return row?.token ?? null;
}
