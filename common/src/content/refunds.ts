/** Refunds (issue #16): POST /api/admin/payments/:txnid/refund {reason}. */
import { z } from 'zod';
import { storable } from '../schemas';

export const REFUND_REASON_MAX = 500;

export const REFUND_MSG = {
  reasonRequired: 'Please give a reason for the refund.',
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters.`,
  notFound: 'We found no payment with that transaction id.',
  alreadyRefunded: 'This payment has already been refunded.',
  notRefundable: 'Only a successful payment can be refunded.',
  noGatewayId: 'The gateway never gave this payment an id, so it cannot be refunded through the gateway.',
  gatewayRefused: 'The gateway refused the refund',
  gatewayUnreachable: 'The payment gateway could not be reached. Nothing was refunded; please try again.',
  refunded: 'Payment refunded.',
  /** Recorded as the reason when a vote for a deleted contestant is refunded without anyone asking. */
  contestantDeleted: 'Automatic refund: the contestant was removed before the payment was confirmed.',
} as const;

export const refundSchema = z.object({
  reason: storable(
    z
      .string({ error: REFUND_MSG.reasonRequired })
      .trim()
      .min(1, REFUND_MSG.reasonRequired)
      .max(REFUND_REASON_MAX, REFUND_MSG.reasonTooLong),
  ),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** The refund's answer: the payment's receipt after the refund. */
export interface RefundResult {
  success: true;
  message: string;
  txnid: string;
  status: 'refunded';
  refundedAt: string;
  /** PayU's check_action_status state of the refund request: queued, in_progress or requested (pending, asked again on the reconciliation schedule), success, failure or unknown. */
  gatewayStatus: string;
}
