import { randomUUID } from 'node:crypto';
import { DONATION_MODES, type DonationMode } from '@pageant/common';
import type { DonationInitiateInput } from '@pageant/common/content/donations';
import { toMinorUnits } from '@pageant/common/content/pricing';
import { CSR_MSG } from '@pageant/common/content/csr-drive';
import type { Db } from '../../db/client';
import { ValidationError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { donationReceipt } from '../../mail/templates';
import type { PaymentEffect, PaymentReversal, PaymentService } from '../payments/service';
import { defaultPricing, type Pricing } from '../pricing/service';
import { driveCandidate } from '../csr-drive/service';
import * as repo from './repo';

export const DONATION_PRODUCT = 'Season 10 charity donation';
/** PayU requires an email and a phone; anonymous donors get these placeholders. */
const NO_EMAIL = 'donor@example.org';
const NO_PHONE = '9999999999';

interface DonationDetails {
  mode?: unknown;
  donorName?: unknown;
  donorEmail?: unknown;
  donorPhone?: unknown;
  candidateId?: unknown;
  candidateName?: unknown;
  showName?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Records the donation inside the transaction that marks its payment successful; the receipt is mailed after commit. */
export const creditDonation =
  (mailer?: Mailer, receiptUrl?: (txnid: string) => string, pricing: Pricing = defaultPricing()): PaymentEffect =>
  async (tx, payment) => {
    const d = payment.details as DonationDetails;
    // In minor units, so $0.60 meals out of $25 come to 41 without floating-point surprises.
    const mealMinor = toMinorUnits(pricing.response[payment.currency]?.mealPrice ?? pricing.response.INR.mealPrice);
    const mode: DonationMode = DONATION_MODES.find((m) => m === d.mode) ?? 'once';
    // Issue #33: she may have been deleted since the checkout began; the gift then goes to the general fund.
    const drive = typeof d.candidateId === 'string' ? await driveCandidate(tx, d.candidateId, { lock: true }) : undefined;
    const row = await repo.insertDonation(tx, {
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      mode,
      donorName: str(d.donorName),
      donorEmail: str(d.donorEmail),
      donorPhone: str(d.donorPhone),
      mealsPledged: Math.floor(toMinorUnits(Number(payment.amount)) / mealMinor),
      candidateId: drive?.id ?? null,
      showName: drive !== undefined && d.showName === true,
    });
    const to = row.donorEmail;
    if (!mailer || !to) return;
    const content = donationReceipt({
      name: row.donorName,
      amount: row.amount,
      currency: payment.currency,
      mode: row.mode,
      meals: row.mealsPledged,
      txnid: payment.txnid,
      receiptUrl: receiptUrl?.(payment.txnid),
      drive: drive?.name ?? null,
    });
    return () => void mailer.send({ to, ...content });
  };

export const refundDonation: PaymentReversal = async (tx, payment) => {
  await repo.markRefunded(tx, payment.id);
};

/** `db`: to check that a named contestant exists (issue #33). */
export function donationService(payments: PaymentService, db: Db, mailer?: Mailer, pricing: Pricing = defaultPricing()) {
  payments.registerEffect('donation', creditDonation(mailer, payments.receiptUrl, pricing));
  payments.registerReversal('donation', refundDonation);
  return {
    /** Whole rupees or whole dollars (the schema's bounds); dollars only while USD is offered. */
    async initiate(input: DonationInitiateInput) {
      pricing.tableFor(input.currency);
      const drive = input.candidateId ? await driveCandidate(db, input.candidateId) : undefined;
      if (input.candidateId && !drive) throw new ValidationError(CSR_MSG.unknownCandidate);
      const checkout = await payments.beginPayment({
        purpose: 'donation',
        referenceId: randomUUID(),
        amount: `${input.amount}.00`,
        currency: input.currency,
        receiptEmail: input.donorEmail ?? null,
        productInfo: DONATION_PRODUCT,
        firstName: input.donorName ?? 'Donor',
        email: input.donorEmail ?? NO_EMAIL,
        phone: input.donorPhone ?? NO_PHONE,
        details: {
          mode: input.mode,
          donorName: input.donorName ?? null,
          donorEmail: input.donorEmail ?? null,
          donorPhone: input.donorPhone ?? null,
          // Only for a drive, so a general-fund gift's details are as they always were.
          ...(drive ? { candidateId: drive.id, candidateName: drive.name, showName: input.showName } : {}),
        },
      });
      return checkout.method === 'POST' ? { url: checkout.url, paymentData: checkout.fields } : payments.redirectAnswer(checkout);
    },
  };
}

export type DonationService = ReturnType<typeof donationService>;
