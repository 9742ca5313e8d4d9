import { randomUUID } from 'node:crypto';
import { DONATION_MODES, type DonationMode } from '@pageant/common';
import type { DonationInitiateInput } from '@pageant/common/content/donations';
import { toMinorUnits } from '@pageant/common/content/pricing';
import type { Mailer } from '../../mail/mailer';
import { donationReceipt } from '../../mail/templates';
import type { PaymentEffect, PaymentReversal, PaymentService } from '../payments/service';
import { defaultPricing, type Pricing } from '../pricing/service';
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
    const row = await repo.insertDonation(tx, {
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      mode,
      donorName: str(d.donorName),
      donorEmail: str(d.donorEmail),
      donorPhone: str(d.donorPhone),
      mealsPledged: Math.floor(toMinorUnits(Number(payment.amount)) / mealMinor),
    });
    const to = row.donorEmail;
    if (!mailer || !to) return;
    const content = donationReceipt({
      name: row.donorName,
      amount: row.amount,
      mode: row.mode,
      meals: row.mealsPledged,
      txnid: payment.txnid,
      receiptUrl: receiptUrl?.(payment.txnid),
    });
    return () => void mailer.send({ to, ...content });
  };

export const refundDonation: PaymentReversal = async (tx, payment) => {
  await repo.markRefunded(tx, payment.id);
};

export function donationService(payments: PaymentService, mailer?: Mailer, pricing: Pricing = defaultPricing()) {
  payments.registerEffect('donation', creditDonation(mailer, payments.receiptUrl, pricing));
  payments.registerReversal('donation', refundDonation);
  return {
    /** Whole rupees or whole dollars (the schema's bounds); dollars only while USD is offered. */
    async initiate(input: DonationInitiateInput) {
      pricing.tableFor(input.currency);
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
        },
      });
      return checkout.method === 'POST' ? { url: checkout.url, paymentData: checkout.fields } : payments.redirectAnswer(checkout);
    },
  };
}

export type DonationService = ReturnType<typeof donationService>;
