import type { PaymentReceipt } from '@pageant/common/content/receipts';
import { isTxnid } from '@pageant/common/content/payment-paths';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/api/http';

// The receipt's API path (pages/receipt builds the same one); written out so this page imports no other page.
const receiptPath = (txnid: string) => `/payments/${encodeURIComponent(txnid)}/receipt`;

/**
 * The drive a returned gift supported, as the server recorded it on the payment (issue #33). Asked only
 * when the page knows no name already (?for= or this tab's attempt): a gift started in another tab or
 * device still comes back to a thank-you that names her drive.
 */
export function useGiftDrive(txnid: string, known: string | null, ok: boolean): string | null {
  const [fromReceipt, setFromReceipt] = useState<string | null>(null);
  const ask = ok && known === null && isTxnid(txnid);
  useEffect(() => {
    if (!ask) return;
    const ctrl = new AbortController();
    apiFetch<PaymentReceipt>(receiptPath(txnid), { signal: ctrl.signal })
      .then((r) => !ctrl.signal.aborted && setFromReceipt(r?.drive?.name ?? null))
      .catch(() => {
        // The thank-you stands without her name; the receipt link still shows the payment.
      });
    return () => ctrl.abort();
  }, [ask, txnid]);
  return known ?? fromReceipt;
}
