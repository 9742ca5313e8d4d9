import type { PaymentPurpose } from '@pageant/common';
import type { PaymentReceipt } from '@pageant/common/content/receipts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { paymentReceiptUrl } from '../../mail/templates';
import type { PaymentGateway } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe';
import { initiator } from './initiate';
import { lander } from './landing';
import { reconciler } from './reconcile';
import { storedReceipt } from './receipts';
import { refunder, SYSTEM_ACTOR, type PaymentReversal } from './refunds';
import type { PaymentRow, SettledPayment } from './repo';
import { settler, type PaymentEffect, type SettleResult } from './settle';
import { stripeWebhookHandler, type StripeWebhookResult } from './stripe-webhook';

// The service is put together from one file per job: initiate.ts (store, then send to the gateway),
// settle.ts (the one exactly-once path), reconcile.ts (check my payment and the periodic run),
// landing.ts (where the browser goes back), receipts.ts, refunds.ts and stripe-webhook.ts.
export type { Checkout, InitiateInput, RedirectAnswer } from './initiate';
export { STRIPE_UNAVAILABLE } from './initiate';
export type { Returner } from './landing';
export { startReconciler } from './reconcile';
export type { SettleInput, SettleOutcome } from './settle';
export { toPaise } from './settle';
export type { PaymentEffect, PaymentRow, PaymentReversal, SettledPayment, SettleResult, StripeWebhookResult };
export { SYSTEM_ACTOR };

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Stripe Checkout for dollars; null while STRIPE_MODE=off. */
  stripe?: StripeGateway | null;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
  /** Runs after a payment settled, whichever path settled it (rendered pages show counts and totals). */
  onSettled?: () => void;
}

export function paymentService({ db, gateway, stripe = null, logger, config, onSettled }: PaymentDeps) {
  const log = logger.child({ module: 'payments' });
  const effects = new Map<PaymentPurpose, PaymentEffect>();
  const reversals = new Map<PaymentPurpose, PaymentReversal>();
  const { settlePayment, settleSession } = settler({ db, log, effects, onSettled });
  const { landingUrl, stripeReturnLocation } = lander({ db, stripe, log, settleSession });

  return {
    ...initiator({ db, gateway, stripe, log, config }),
    ...reconciler({ db, gateway, stripe, log, settlePayment }),

    registerEffect(purpose: PaymentPurpose, effect: PaymentEffect) {
      effects.set(purpose, effect);
    },

    /** What a refund undoes for this purpose, run inside the refund's transaction. */
    registerReversal(purpose: PaymentPurpose, reversal: PaymentReversal) {
      reversals.set(purpose, reversal);
    },

    refundPayment: refunder({ db, gateway, stripe, log, reversals }),

    /** The public receipt page's address, for mails. */
    receiptUrl: (txnid: string) => paymentReceiptUrl(config.publicUrl, txnid),

    async receipt(txnid: string): Promise<PaymentReceipt> {
      return (await storedReceipt(db, txnid)).receipt;
    },

    settlePayment,

    /** A browser return or a server-to-server notice: trusted only after the hash checks out. */
    async handleGatewayResponse(fields: Record<string, string>, source: 'callback' | 'webhook'): Promise<SettleResult<SettledPayment>> {
      if (!gateway.verifyResponse(fields)) {
        log.warn({ txnid: fields.txnid, source, status: fields.status }, 'gateway response with a bad hash refused');
        return { outcome: 'forged', payment: null };
      }
      return settlePayment({
        txnid: fields.txnid!,
        status: fields.status!,
        amount: fields.amount!,
        mihpayid: fields.mihpayid,
        gateway: 'payu',
        purposeHint: fields.udf1,
        raw: { ...fields },
        source,
      });
    },

    /** POST /api/payment/stripe/webhook (stripe-webhook.ts): signed, well-formed session events settle their Stripe payment. */
    handleStripeWebhook: stripeWebhookHandler({ stripe, log, settleSession }),

    stripeReturnLocation,
    landingUrl,
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
