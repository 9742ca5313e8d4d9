import { useId, useState } from 'react';
import type { PaymentReportRow } from '@pageant/common/content/payment-report';
import { REFUND_MSG, REFUND_REASON_MAX } from '@pageant/common/content/refunds';
import { formatMoney } from '@pageant/common/content/pricing';
import { ConfirmDialog } from '@/admin/shared/confirm-dialog';

interface RefundDialogProps {
  payment: PaymentReportRow;
  busy: boolean;
  /** The server's sentence when the last attempt failed (the gateway refused, already refunded…). */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A full refund through the gateway cannot be undone: say what goes back to whom, and ask why (it goes in the audit log). */
export function RefundDialog({ payment, busy, error, onConfirm, onCancel }: RefundDialogProps) {
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  };

  const message = missing ? REFUND_MSG.reasonRequired : error;
  return (
    <ConfirmDialog
      open
      title="Refund this payment?"
      confirmLabel={busy ? 'Refunding…' : 'Refund in full'}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <div className="space-y-3">
        <p>
          <span className="figures font-semibold text-neutral-900">{formatMoney(payment.amount, payment.currency)}</span> for “
          {payment.description}” goes back to the payer through the gateway
          {payment.purpose === 'vote' ? ', and these votes are taken off the contestant’s count' : ''}. This cannot be undone.
        </p>
        <p className="figures font-mono text-xs break-all text-neutral-500">{payment.txnid}</p>
        <div className="space-y-1">
          <label htmlFor={reasonId} className="block text-sm font-medium text-neutral-800">
            Reason
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            rows={3}
            disabled={busy}
            aria-invalid={missing || undefined}
            aria-describedby={message ? hintId : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (missing) setMissing(false);
            }}
            className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none"
          />
          {message && (
            <p id={hintId} role="alert" className="text-sm text-red-700">
              {message}
            </p>
          )}
        </div>
      </div>
    </ConfirmDialog>
  );
}
