import { SEASON } from '@pageant/common';
import { VOTING_MSG, type VoteInitiateInput, type VoteLedger, type VoteLedgerQuery } from '@pageant/common/content/voting';
import { allowedVoteTotalsMinor, toAmountString, toMinorUnits } from '@pageant/common/content/pricing';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { votes as voteRows } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { DomainBus } from '../../events';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { voteReceipt } from '../../mail/templates';
import * as candidates from '../candidates/repo';
import type { EventService } from '../event/service';
import { REFUND_MSG } from '@pageant/common/content/refunds';
import { voteSource } from '@pageant/common/content/cockpit';
import {
  SYSTEM_ACTOR,
  type PaymentEffect,
  type PaymentReversal,
  type PaymentRow,
  type PaymentService,
  type SettledPayment,
} from '../payments/service';
import { defaultPricing, type Pricing } from '../pricing/service';
import { exportLedgerCsv } from './ledger-csv';
import * as repo from './repo';
import { voteSettleBatcher } from './settle-batcher';

/** PayU requires an email and a phone; voters who give none get these placeholders. */
const NO_EMAIL = 'voter@example.org';
const NO_PHONE = '9999999999';

/** What initiation stores in payments.details; the landing page reads candidateName and votes. */
export interface VoteDetails {
  candidateId: string;
  candidateName: string;
  votes: number;
  voterName: string | null;
  voterEmail: string | null;
  voterPhone: string | null;
}

export interface VoteDeps {
  db: Db;
  payments: PaymentService;
  events: EventService;
  bus: DomainBus;
  logger: Logger;
  mailer?: Mailer;
  /** The price tables the amount is checked against (default: SPEC §9 rupees and the default dollars). */
  pricing?: Pricing;
}

/** Ledger rows carry the currency their amount is in; the credit and its reversal both write rows for the payment. */
async function stampCurrency(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.currency !== 'INR') await tx.update(voteRows).set({ currency: payment.currency }).where(eq(voteRows.paymentId, payment.id));
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

type CreditDeps = Pick<VoteDeps, 'bus' | 'logger' | 'mailer'> & {
  events?: Pick<EventService, 'countsHidden'>;
  payments?: PaymentService;
};

/**
 * What runs once a vote payment's credit committed, whichever path credited it: the broadcast and
 * the receipt, or, when her contestant was deleted meanwhile, the automatic refund.
 */
function afterVoteCredit(
  { bus, logger, mailer, events, payments }: CreditDeps,
  payment: SettledPayment,
  { candidate: credited, candidateName }: repo.CreditedVotes,
): () => void {
  const d = payment.details as Partial<Record<keyof VoteDetails, unknown>>;
  const votes = Number(d.votes);
  const voterName = str(d.voterName);
  const voterEmail = str(d.voterEmail);
  // The money is taken either way, so the payment still settles; the ledger row records what happened.
  if (!credited)
    logger.warn(
      { txnid: payment.txnid, candidateId: payment.referenceId, votes },
      'vote payment for a deleted contestant: recorded in the ledger, no count to add',
    );

  // Each step on its own: a failing mail transport must not silence the broadcast, nor the reverse.
  const attempt = (step: string, run: () => unknown) => {
    try {
      const p = run();
      if (p instanceof Promise)
        p.catch((err: unknown) => logger.error({ err, txnid: payment.txnid }, `${step} failed after a vote was credited`));
    } catch (err) {
      logger.error({ err, txnid: payment.txnid }, `${step} failed after a vote was credited`);
    }
  };
  return () => {
    // Nobody can receive these votes: the voter gets her money back without having to ask.
    if (!credited && payments)
      attempt('automatic refund', () => payments.refundPayment(payment.txnid, REFUND_MSG.contestantDeleted, SYSTEM_ACTOR));
    if (credited)
      attempt('vote broadcast', async () => {
        // Asked after commit, so the settling transaction never waits on another connection. When unsure, hide.
        const countsHidden = events ? await events.countsHidden().catch(() => true) : false;
        bus.publish('votes.credited', {
          candidateId: credited.id,
          name: credited.name,
          voteCount: credited.voteCount,
          seq: credited.seq,
          countsHidden,
        });
      });
    // "Your votes have been counted" would be untrue for a deleted contestant: her refund speaks instead (the receipt page says refunded).
    if (mailer && voterEmail && credited) {
      attempt('vote receipt', () =>
        mailer.send({
          to: voterEmail,
          ...voteReceipt({
            name: voterName,
            candidateName,
            votes,
            amount: payment.amount,
            currency: payment.currency,
            txnid: payment.txnid,
            receiptUrl: payments?.receiptUrl(payment.txnid),
          }),
        }),
      );
    }
  };
}

/**
 * Credits a confirmed vote payment inside its settling transaction: the candidate's count and the
 * ledger row commit together with the payment's status, or not at all. The broadcast and the
 * receipt run after commit. `oneStatement` does the same, gate included, as a single statement.
 */
export function creditVotes(deps: CreditDeps): PaymentEffect {
  const effect: PaymentEffect = async (tx, payment) => {
    const d = payment.details as Partial<Record<keyof VoteDetails, unknown>>;
    const votes = Number(d.votes);
    // Initiation wrote these details; anything else is corruption, and rolling back keeps the payment open for a human.
    if (!Number.isInteger(votes) || votes < 1) throw new Error(`vote payment ${payment.txnid} has no valid vote count`);
    const credit = await repo.creditVotePayment(tx, {
      paymentId: payment.id,
      candidateId: payment.referenceId,
      votes,
      amount: payment.amount,
      fallbackName: (str(d.candidateName) ?? 'Deleted contestant').slice(0, 120),
      voterName: str(d.voterName),
      voterEmail: str(d.voterEmail),
      voterPhone: str(d.voterPhone),
    });
    await stampCurrency(tx, payment);
    return afterVoteCredit(deps, payment, credit);
  };
  let batcher: ReturnType<typeof voteSettleBatcher> | undefined;
  effect.oneStatement = async (db, settlement) => {
    // The app has one database: the batcher is made on the first callback, for its pool.
    batcher ??= voteSettleBatcher(db, undefined, (err, txnids) =>
      deps.logger.warn({ err, txnids }, 'A batch of vote settlements failed; settling them one at a time'),
    );
    const done = await batcher.settle(settlement);
    if (!done) return null;
    return { payment: done.payment, after: done.credit ? afterVoteCredit(deps, done.payment, done.credit) : undefined };
  };
  return effect;
}

/**
 * A vote refund, inside the refund's transaction: the candidate loses exactly the votes the payment
 * gave her and the ledger gets the negative row; the new count is broadcast after commit.
 */
export const reverseVotes =
  ({ bus, logger, events }: Pick<VoteDeps, 'bus' | 'logger'> & { events?: Pick<EventService, 'countsHidden'> }): PaymentReversal =>
  async (tx, payment) => {
    const { candidate, votes } = await repo.reverseVoteCredit(tx, payment.id);
    await stampCurrency(tx, payment);
    logger.info({ txnid: payment.txnid, candidateId: candidate?.id ?? null, votes }, 'vote payment reversed');
    if (!candidate) return;
    return async () => {
      // As for a credit: asked after commit, and hidden when unsure.
      const countsHidden = events ? await events.countsHidden().catch(() => true) : false;
      bus.publish('votes.credited', {
        candidateId: candidate.id,
        name: candidate.name,
        voteCount: candidate.voteCount,
        seq: candidate.seq,
        countsHidden,
      });
    };
  };

/**
 * Where the vote came from and the voter's cheer (issue #30). The ref is compared with her own code
 * only when one was sent, so a plain vote costs no extra query.
 */
async function campaignOf(db: Db, input: VoteInitiateInput, candidateId: string) {
  const refCode = input.ref ? await repo.candidateRefCode(db, candidateId) : null;
  return {
    src: refCode ? voteSource(input.ref, input.src, refCode) : 'direct',
    cheer: input.cheer || null,
    cheerName: input.cheerName || null,
  };
}

export function voteService(deps: VoteDeps) {
  const { db, payments, events } = deps;
  const pricing = deps.pricing ?? defaultPricing();
  payments.registerEffect('vote', creditVotes(deps));
  payments.registerReversal('vote', reverseVotes(deps));

  return {
    /**
     * The price rule holds in the payment's currency, voting is open, the contestant exists: store the
     * payment, then hand out PayU's form (rupees) or Stripe's checkout address (dollars).
     */
    async initiate(input: VoteInitiateInput) {
      const currency = input.currency ?? 'INR';
      const amountMinor = toMinorUnits(input.amount);
      // Rupees were already checked by the schema; the dollar table is the server's (USD_PRICING), so it is checked here.
      if (!allowedVoteTotalsMinor(pricing.tableFor(currency), input.votes).includes(amountMinor)) {
        throw new ValidationError(VOTING_MSG.amountMismatch);
      }
      if (!(await events.getStatus()).isActive) throw new ConflictError(VOTING_MSG.eventClosed, 'VOTING_CLOSED');
      const candidate = await candidates.findCandidate(db, input.candidateId.toLowerCase());
      if (!candidate) throw new NotFoundError(VOTING_MSG.candidateNotFound, 'CANDIDATE_NOT_FOUND');
      const details: VoteDetails = {
        candidateId: candidate.id,
        candidateName: candidate.name,
        votes: input.votes,
        voterName: input.voterName ?? null,
        voterEmail: input.voterEmail ?? null,
        voterPhone: input.voterPhone ?? null,
      };
      const checkout = await payments.beginPayment({
        purpose: 'vote',
        referenceId: candidate.id,
        amount: toAmountString(amountMinor),
        currency,
        receiptEmail: input.voterEmail ?? null,
        productInfo: `Season ${SEASON} votes: ${input.votes} for ${candidate.name}`,
        firstName: input.voterName ?? 'Voter',
        email: input.voterEmail ?? NO_EMAIL,
        phone: input.voterPhone ?? NO_PHONE,
        details: { ...details },
        campaign: await campaignOf(db, input, candidate.id),
      });
      return checkout.method === 'POST' ? { url: checkout.url, paymentData: checkout.fields } : payments.redirectAnswer(checkout);
    },

    async ledger(q: VoteLedgerQuery): Promise<VoteLedger> {
      const [rows, totals] = await Promise.all([
        repo.ledgerPage(db, { limit: q.limit, offset: (q.page - 1) * q.limit }),
        repo.ledgerTotals(db),
      ]);
      return {
        entries: rows.map((r) => ({
          _id: r.id,
          createdAt: r.createdAt.toISOString(),
          candidateId: r.candidateId,
          candidateName: r.candidateName,
          votes: r.votes,
          amount: r.amount,
          currency: r.currency,
          txnid: r.txnid,
          voterName: r.voterName,
        })),
        totalVotes: totals.totalVotes,
        totalRevenue: totals.revenueByCurrency.INR,
        revenueByCurrency: totals.revenueByCurrency,
        totalPayments: totals.totalPayments,
        page: q.page,
        totalPages: Math.ceil(totals.rows / q.limit),
      };
    },

    /** GET /api/votes/ledger.csv: every ledger row, then the totals per currency. */
    exportLedgerCsv: (write: (chunk: string) => Promise<boolean>) => exportLedgerCsv(db, write),
  };
}

export type VoteService = ReturnType<typeof voteService>;
