import type { PaymentReceipt } from '@pageant/common/content/receipts';
import { apiFetch } from '@/api/http';
import { receiptApiPath } from './first-screen';

export function getPaymentReceipt(txnid: string, signal?: AbortSignal): Promise<PaymentReceipt> {
  return apiFetch<PaymentReceipt>(receiptApiPath(txnid), { signal });
}
