import type { PaymentReceipt } from '@pageant/common/content/receipts';
import { apiFetch } from '@/api/http';

/** Asks the gateway about an open payment now and settles it like a callback would; answers its receipt. */
export function checkPayment(txnid: string, signal?: AbortSignal): Promise<PaymentReceipt> {
  return apiFetch<PaymentReceipt>(`/payments/${encodeURIComponent(txnid)}/check`, { method: 'POST', signal });
}
