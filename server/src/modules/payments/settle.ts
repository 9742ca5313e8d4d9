import type { PaymentPurpose } from '@pageant/common';
import type { Currency, GatewayName } from '@pageant/common/content/pricing';
import type { Db, Tx } from '../../db/client';
import type { Logger } from '../../logger';
import type { SessionCheck } from '../../payments/stripe';
import * as repo from './repo';
import type { PaymentRow, SettledPayment, Settlement } from './repo';

/**
 * What a successful payment buys, run inside the settling transaction (votes, registration paid,
 * donation row). It may return a callback that runs after commit (broadcast, mail).
 */
export type PaymentEffect = ((tx: Tx, payment: PaymentRow) => Promise<void | (() => void)>) & {
  /**
   * The same settlement and effect as ONE statement, for the hottest purpose (votes on finale night,
   * issue #28): one round trip instead of BEGIN, the gate, the effect and COMMIT. It must settle only
   * an open payment of its own purpose, under the same gate as settleOpenPayment, and answer null when
   * that gate matched nothing; the transactional path then decides what the miss was.
   */
  oneStatement?: (db: Db, s: Settlement) => Promise<{ payment: SettledPayment; after?: () => void } | null>;
};

export interface SettleInput {
  txnid: string;
  status: string;
  amount: string;
  mihpayid?: string;
  raw: Record<string, unknown>;
  source: 'callback' | 'webhook' | 'reconcile' | 'check' | 'return';
  /** The currency the gateway reports; PayU only ever takes rupees. */
  currency?: Currency;
  /** Stripe's Checkout Session id, which must be the one stored with the payment. */
  gatewaySessionId?: string;
  /** The gateway whose word this is: it settles only a payment that gateway took. */
  gateway?: GatewayName;
  /**
   * What the gateway's signed fields say was bought (PayU's udf1): only picks the one-statement path;
   * that statement still requires the stored purpose, so a wrong hint costs a round trip, nothing else.
   */
  purposeHint?: string;
}

export type SettleOutcome = 'credited' | 'failed' | 'pending' | 'already_settled' | 'rejected' | 'forged';

/** A settlement's answer; one that may take the one-statement path (a purpose hint) has only a SettledPayment's columns. */
export interface SettleResult<P extends SettledPayment = PaymentRow> {
  outcome: SettleOutcome;
  /** The payment as stored after settling (null when the txnid is unknown). */
  payment: P | null;
}

export interface SettleDeps {
  db: Db;
  log: Logger;
  /** The purposes' effects, filled in by registerEffect after the service is built. */
  effects: ReadonlyMap<PaymentPurpose, PaymentEffect>;
  /** Runs after a payment settled, whichever path settled it (rendered pages show counts and totals). */
  onSettled?: () => void;
}

export const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const SETTLED_STATUS = { success: 'success', failure: 'failure', pending: 'pending' } as const;

/** Amounts compared in paise, so '2500', '2500.0' and '2500.00' agree. */
export function toPaise(amount: string): number | null {
  return AMOUNT.test(amount) ? Math.round(Number(amount) * 100) : null;
}

class MissingEffectError extends Error {
  constructor(readonly purpose: string) {
    super(`no payment effect registered for purpose ${purpose}`);
  }
}

export function settler({ db, log, effects, onSettled }: SettleDeps) {
  /** Runs the purpose's effect in the settling transaction; a purpose nobody handles rolls back. */
  async function applyEffect(tx: Tx, payment: PaymentRow): Promise<void | (() => void)> {
    const effect = effects.get(payment.purpose);
    if (!effect) throw new MissingEffectError(payment.purpose);
    return effect(tx, payment);
  }

  function unknownTxnid(input: SettleInput): SettleResult {
    log.warn({ txnid: input.txnid, source: input.source }, 'gateway response for an unknown txnid ignored');
    return { outcome: 'rejected', payment: null };
  }

  function amountMismatch(input: SettleInput, stored: PaymentRow): SettleResult {
    log.warn(
      { txnid: input.txnid, source: input.source, amount: input.amount, expected: stored.amount },
      'gateway amount does not match the payment: nothing changed',
    );
    return { outcome: 'rejected', payment: stored };
  }

  function currencyMismatch(input: SettleInput, stored: PaymentRow): SettleResult {
    log.warn(
      { txnid: input.txnid, source: input.source, currency: input.currency, expected: stored.currency },
      'gateway currency does not match the payment: nothing changed',
    );
    return { outcome: 'rejected', payment: stored };
  }

  /**
   * The one exactly-once path for callbacks, webhooks and reconciliation (DESIGN §5): move the
   * payment out of its open state in one conditional UPDATE that also requires the stored amount,
   * and only if that UPDATE won, credit what was bought, in the same transaction.
   */
  function settlePayment(input: SettleInput & { purposeHint?: undefined }): Promise<SettleResult>;
  function settlePayment(input: SettleInput): Promise<SettleResult<SettledPayment>>;
  async function settlePayment(input: SettleInput): Promise<SettleResult<SettledPayment>> {
    const paid = toPaise(input.amount);
    const status = SETTLED_STATUS[input.status.toLowerCase() as keyof typeof SETTLED_STATUS];
    if (paid === null || !status) {
      const stored = await repo.findByTxnid(db, input.txnid);
      if (!stored) return unknownTxnid(input);
      if (paid === null) return amountMismatch(input, stored);
      log.warn({ txnid: input.txnid, source: input.source, status: input.status }, 'unknown gateway status ignored');
      return { outcome: 'rejected', payment: stored };
    }

    const settlement: Settlement = {
      txnid: input.txnid,
      amount: (paid / 100).toFixed(2),
      currency: input.currency ?? 'INR',
      gatewaySessionId: input.gatewaySessionId,
      gateway: input.gateway,
      status,
      mihpayid: input.mihpayid ?? null,
      gatewayResponse: input.raw,
    };
    let afterCommit: (() => void) | undefined;
    let settled: SettledPayment | null = null;
    const oneStatement = input.purposeHint ? effects.get(input.purposeHint as PaymentPurpose)?.oneStatement : undefined;
    // The row as found after a one-statement miss: unless the hint named the wrong purpose, the
    // transaction's gate (the same gate) would miss too, so the miss is diagnosed from this row.
    let missed: PaymentRow | null | undefined;
    if (oneStatement) {
      const done = await oneStatement(db, settlement);
      if (done) ({ payment: settled, after: afterCommit } = done);
      else missed = await repo.findByTxnid(db, input.txnid);
    }
    if (!settled && (missed === undefined || (missed !== null && missed.purpose !== input.purposeHint))) {
      missed = undefined;
      try {
        settled = await db.transaction(async (tx) => {
          const row = await repo.settleOpenPayment(tx, settlement);
          if (row?.status === 'success') afterCommit = (await applyEffect(tx, row)) ?? undefined;
          return row;
        });
      } catch (err) {
        // Rolled back: the payment stays open, so reconciliation credits it once the purpose is wired.
        if (!(err instanceof MissingEffectError)) throw err;
        log.error({ txnid: input.txnid, purpose: err.purpose }, 'successful payment left open: nothing handles its purpose');
        return { outcome: 'rejected', payment: await repo.findByTxnid(db, input.txnid) };
      }
    }

    if (!settled) {
      // The gate matched nothing: an unknown txnid, a different amount or currency, another session, or a payment already settled.
      const stored = missed === undefined ? await repo.findByTxnid(db, input.txnid) : missed;
      if (!stored) return unknownTxnid(input);
      if (toPaise(stored.amount) !== paid) return amountMismatch(input, stored);
      if (stored.currency !== (input.currency ?? 'INR')) return currencyMismatch(input, stored);
      if (input.gateway !== undefined && stored.gateway !== input.gateway) {
        log.warn(
          { txnid: input.txnid, source: input.source, gateway: input.gateway, expected: stored.gateway },
          'another gateway answered for this payment: nothing changed',
        );
        return { outcome: 'rejected', payment: stored };
      }
      if (input.gatewaySessionId !== undefined && stored.gatewaySessionId !== input.gatewaySessionId) {
        log.warn(
          { txnid: input.txnid, source: input.source, session: input.gatewaySessionId, expected: stored.gatewaySessionId },
          'checkout session does not match the payment: nothing changed',
        );
        return { outcome: 'rejected', payment: stored };
      }
      log.info({ txnid: input.txnid, source: input.source }, 'payment already settled: duplicate ignored');
      return { outcome: 'already_settled', payment: stored };
    }
    log.info(
      { txnid: settled.txnid, purpose: settled.purpose, status: settled.status, amount: settled.amount, source: input.source },
      'payment settled',
    );
    for (const step of [afterCommit, onSettled]) {
      if (!step) continue;
      try {
        step();
      } catch (err) {
        log.error({ err, txnid: settled.txnid }, 'after-commit step of a settled payment failed');
      }
    }
    const outcome = settled.status === 'success' ? 'credited' : settled.status === 'failure' ? 'failed' : 'pending';
    return { outcome, payment: settled };
  }

  /** A Checkout Session's state settled through the one path; the session must name one of our payments. */
  function settleSession(check: SessionCheck, status: 'success' | 'failure', source: SettleInput['source']): Promise<SettleResult> {
    return settlePayment({
      txnid: check.txnid ?? '',
      status,
      amount: check.amount,
      currency: check.currency as Currency,
      gatewaySessionId: check.id,
      gateway: 'stripe',
      mihpayid: check.paymentIntent ?? undefined,
      raw: { stripe: check.raw } as Record<string, unknown>,
      source,
    });
  }

  return { settlePayment, settleSession };
}

export type Settler = ReturnType<typeof settler>;
