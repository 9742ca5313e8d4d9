import { isTxnid } from '@pageant/common/content/payment-paths';
import type { FirstScreen } from '@/ssr/first-screen';

/** As getPaymentReceipt asks for it (apiFetch path, without `/api`). */
export const receiptApiPath = (txnid: string): string => `/payments/${encodeURIComponent(txnid)}/receipt`;

/** The receipt is the whole first screen: the server renders it with the payment's answer. */
export const firstScreen: FirstScreen = ({ params }) => {
  const txnid = params.txnid ?? '';
  return isTxnid(txnid) ? [receiptApiPath(txnid)] : [];
};
