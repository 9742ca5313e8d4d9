import { CheckCircle2, Mail } from 'lucide-react';
import { SEASON, type RegistrationReceipt } from '@pageant/common';
import { formatMoney, isCurrency } from '@pageant/common/content/pricing';
import { PaymentSummary, SummaryRow, TxnidRow } from '@/components/payments/payment-summary';
import { PaymentTime } from '@/components/payments/payment-time';

/** The paper part of the success page: what was paid, for what, when, and where the mail went. */
export function ReceiptCard({ receipt }: { receipt: RegistrationReceipt }) {
  const paidAt = receipt.paidAt ?? receipt.createdAt;
  return (
    <PaymentSummary
      label="Payment receipt"
      icon={<CheckCircle2 aria-hidden="true" className="size-14 text-gold" />}
      heading="Payment Successful"
      amountLabel="Amount paid"
      // The fee in the currency it was paid in: rupees through PayU, dollars through Stripe (issue #17).
      amount={formatMoney(Number(receipt.amount), isCurrency(receipt.currency) ? receipt.currency : 'INR')}
      caption={`Season ${SEASON} contestant registration · ${receipt.category}`}
      note="Keep the transaction ID for your records. The e-mail also holds your personal link to step 2."
    >
      <SummaryRow label="Contestant">{receipt.fullName}</SummaryRow>
      <TxnidRow txnid={receipt.txnid} />
      <SummaryRow label="Paid on">
        <PaymentTime iso={paidAt} />
      </SummaryRow>
      <SummaryRow label="Confirmation sent to">
        <span className="inline-flex items-center gap-1.5" data-testid="receipt-email">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-deep" />
          {receipt.email}
        </span>
      </SummaryRow>
    </PaymentSummary>
  );
}
