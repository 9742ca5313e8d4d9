import { CheckCircle2, Clock3, RotateCcw, XCircle } from 'lucide-react';
import { RECEIPT_PURPOSE_LABELS, RECEIPT_STATUS_LABELS, type PaymentReceipt } from '@pageant/common/content/receipts';
import { formatMoney } from '@pageant/common/content/pricing';
import { PaymentSummary, SummaryRow, TxnidRow } from '@/components/payments/payment-summary';
import { PaymentTime } from '@/components/payments/payment-time';
import { SITE } from '@/lib/site-info';

const HEADINGS: Record<PaymentReceipt['status'], string> = {
  success: 'Payment receipt',
  refunded: 'Payment refunded',
  failure: 'Payment failed',
  pending: 'Payment awaiting the bank',
  initiated: 'Payment not completed',
};

/** Dollars with their cents ('$450.00'), rupees as every receipt has shown them ('₹2,000'). */
export const formatReceiptAmount = (r: Pick<PaymentReceipt, 'amount' | 'currency'>): string =>
  formatMoney(r.amount, r.currency ?? 'INR', { cents: r.currency === 'USD' });

/** What the amount line says the money did, by state. */
const AMOUNT_LABELS: Record<PaymentReceipt['status'], string> = {
  success: 'Amount paid',
  refunded: 'Amount refunded',
  failure: 'Amount not charged',
  pending: 'Amount',
  initiated: 'Amount',
};

const STATUS_TONE: Record<PaymentReceipt['status'], string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  refunded: 'bg-lilac/40 text-plum ring-plum/25',
  failure: 'bg-rose/10 text-rose-deep ring-rose/30',
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  initiated: 'bg-amber-50 text-amber-900 ring-amber-700/25',
};

function StatusIcon({ status }: { status: PaymentReceipt['status'] }) {
  const cls = 'size-12 print:size-8';
  if (status === 'success') return <CheckCircle2 aria-hidden="true" className={`${cls} text-gold`} />;
  if (status === 'refunded') return <RotateCcw aria-hidden="true" className={`${cls} text-gold`} />;
  if (status === 'failure') return <XCircle aria-hidden="true" className={`${cls} text-rose`} />;
  return <Clock3 aria-hidden="true" className={`${cls} text-gold`} />;
}

/** The paper: what was paid, for what, when, and in which state; never who paid. */
export function ReceiptView({ receipt }: { receipt: PaymentReceipt }) {
  const { status } = receipt;
  return (
    <PaymentSummary
      headingId="receipt-heading"
      testId="payment-receipt"
      eyebrow={SITE.name}
      icon={<StatusIcon status={status} />}
      heading={HEADINGS[status]}
      amountLabel={AMOUNT_LABELS[status]}
      amount={formatReceiptAmount(receipt)}
      caption={receipt.description}
      captionTestId="receipt-description"
      captionStrong
      note={
        status === 'refunded'
          ? 'The full amount went back to the account it came from; banks take 5 to 7 working days to show it.'
          : 'This receipt is read live from our payment records. Keep the transaction ID: it is all our team needs to help you.'
      }
    >
      <SummaryRow label="Status">
        <span
          data-testid="receipt-status"
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}
        >
          {RECEIPT_STATUS_LABELS[status]}
        </span>
      </SummaryRow>
      <SummaryRow label="For">{RECEIPT_PURPOSE_LABELS[receipt.purpose]}</SummaryRow>
      {receipt.drive && (
        <SummaryRow label="Supports">
          <span data-testid="receipt-drive">{receipt.drive.name}’s charity drive</span>
        </SummaryRow>
      )}
      <TxnidRow txnid={receipt.txnid} />
      <SummaryRow label="Started">
        <PaymentTime iso={receipt.createdAt} />
      </SummaryRow>
      {receipt.settledAt && (
        <SummaryRow label={status === 'failure' ? 'Declined' : 'Paid'}>
          <PaymentTime iso={receipt.settledAt} />
        </SummaryRow>
      )}
      {receipt.refundedAt && (
        <SummaryRow label="Refunded">
          <PaymentTime iso={receipt.refundedAt} />
        </SummaryRow>
      )}
      <SummaryRow label="Currency">{receipt.currency === 'USD' ? 'USD (US dollars)' : 'INR (Indian rupees)'}</SummaryRow>
    </PaymentSummary>
  );
}
