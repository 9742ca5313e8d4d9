import { PAYMENT_PURPOSES } from '@pageant/common';
import { CHECK_PAYMENT_PATH, isTxnid } from '@pageant/common/content/receipts';
import { STRIPE_SESSION_ID } from '@pageant/common/content/stripe-webhook';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { SessionCheck, StripeGateway } from '../../payments/stripe';
import * as repo from './repo';
import type { SettledPayment } from './repo';
import type { SettleResult, Settler } from './settle';

/**
 * Who is coming back from the gateway. A txnid is public (it is the receipt key); the registration
 * token is a secret, handed only to a return the payer alone can make: PayU's response with a valid
 * hash, or Stripe's success return naming the Checkout Session stored with the payment.
 */
export type Returner = 'payer' | 'anyone';

export interface LandingDeps {
  db: Db;
  stripe: StripeGateway | null;
  log: Logger;
  settleSession: Settler['settleSession'];
}

const checkPaymentUrl = (txnid: string) => `${CHECK_PAYMENT_PATH}?${new URLSearchParams({ txnid }).toString()}`;

/** Where the browser goes once a gateway sends it back. */
export function lander({ db, stripe, log, settleSession }: LandingDeps) {
  /**
   * Where the browser lands after the gateway (DESIGN §5). Never throws for a strange form. The
   * registration token goes only to the payer's own return; anyone else who names a paid
   * registration's txnid is sent to its check page, whose receipt names nobody.
   */
  async function landingUrl(result: SettleResult<SettledPayment>, claimedPurpose: string | undefined, returner: Returner): Promise<string> {
    const p = result.payment;
    const purpose = p?.purpose ?? (PAYMENT_PURPOSES as readonly string[]).find((x) => x === claimedPurpose);
    const ok = p?.status === 'success' && result.outcome !== 'forged' && result.outcome !== 'rejected';
    const rupees = p ? String(Number(p.amount)) : '';
    // The landing pages read amounts as rupees unless told the payment was in dollars.
    const qs = (o: Record<string, string>) => new URLSearchParams(p?.currency === 'USD' ? { ...o, currency: 'USD' } : o).toString();
    switch (purpose) {
      case 'registration': {
        const token = ok && p && returner === 'payer' ? await repo.findRegistrationToken(db, p.referenceId) : null;
        if (token) return `/success?${qs({ id: token })}`;
        if (ok && p) return checkPaymentUrl(p.txnid);
        return p?.currency === 'USD' ? `/failure?${qs({})}` : '/failure';
      }
      case 'vote': {
        const d = (p?.details ?? {}) as Record<string, unknown>;
        return `/contestants?${qs({
          status: ok ? 'SUCCESS' : 'FAILURE',
          candidateName: typeof d.candidateName === 'string' ? d.candidateName : '',
          votes: d.votes === undefined ? '' : String(d.votes),
          amount: rupees,
          txnid: p?.txnid ?? '',
        })}`;
      }
      case 'donation':
        // The txnid lets the banner link to the receipt (or to check-my-payment after a failure).
        return `/charitablealliance?${qs({ donation: ok ? 'success' : 'failure', amount: rupees, ...(p ? { txnid: p.txnid } : {}) })}`;
      default:
        return '/';
    }
  }

  /**
   * GET /api/payment/stripe/return: where Stripe sends the browser back. It never credits on its own
   * word: the session is looked up with Stripe and settled through settlePayment like a webhook.
   * Only the success return (it names the stored session) is the payer's own; the cancel return names
   * the txnid, which is public, so it never leads to the registration token.
   */
  async function stripeReturnLocation(back: { sessionId?: string; txnid?: string; cancelled: boolean }): Promise<string> {
    const { sessionId, txnid, cancelled } = back;
    let row = sessionId && STRIPE_SESSION_ID.test(sessionId) ? await repo.findByGatewaySession(db, sessionId) : null;
    if (!row && cancelled && txnid && isTxnid(txnid)) row = await repo.findByTxnid(db, txnid);
    if (!row || row.gateway !== 'stripe') {
      log.warn({ session: sessionId?.slice(0, 80), txnid: txnid?.slice(0, 40) }, 'Stripe return for an unknown checkout session');
      return '/failure';
    }
    const checking = checkPaymentUrl(row.txnid);
    // Cancelled: the payment stays open (Stripe expires the session, and its webhook closes it).
    if (cancelled) return landingUrl({ outcome: 'already_settled', payment: row }, row.purpose, 'anyone');
    if ((row.status !== 'initiated' && row.status !== 'pending') || !stripe) {
      return landingUrl({ outcome: 'already_settled', payment: row }, row.purpose, 'payer');
    }
    let check: SessionCheck | null;
    try {
      check = await stripe.retrieveSession(row.gatewaySessionId!);
    } catch (err) {
      log.error({ err, txnid: row.txnid }, 'Stripe return: session lookup failed; the payment page keeps checking');
      return checking;
    }
    if (!check || (check.status !== 'success' && check.status !== 'failure')) return checking;
    return landingUrl(await settleSession(check, check.status, 'return'), row.purpose, 'payer');
  }

  return { landingUrl, stripeReturnLocation };
}
