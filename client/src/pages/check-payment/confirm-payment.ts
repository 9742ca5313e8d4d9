import type { PaymentReceipt } from '@pageant/common/content/receipts';
import { checkPayment } from './check-api';

/** A payment the gateway has not settled yet: Stripe's webhook or the session lookup may still be on its way. */
export const isOpen = (receipt: Pick<PaymentReceipt, 'status'>): boolean => receipt.status === 'initiated' || receipt.status === 'pending';

/** How long a visitor is kept waiting on this page before being told plainly and offered to try again. */
export const GIVE_UP_AFTER_MS = 120_000;

/** Quick at first (most payments settle within seconds of the return), then easing off to spare the gateway. */
const DELAYS_MS = [2_000, 3_000, 4_000, 5_000, 8_000, 10_000];
const SLOWEST_MS = 15_000;
export const delayBefore = (attempt: number): number => DELAYS_MS[attempt] ?? SLOWEST_MS;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Asks the server to check the payment (which asks the gateway and settles it exactly once, as a late
 * callback would) until it is settled: the settled receipt, or null once GIVE_UP_AFTER_MS have passed
 * with the payment still open. `onOpen` is told each time it is found still open. Errors reject.
 */
export async function confirmPayment(txnid: string, signal: AbortSignal, onOpen: (checks: number) => void): Promise<PaymentReceipt | null> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const receipt = await checkPayment(txnid, signal);
    if (!isOpen(receipt)) return receipt;
    onOpen(attempt + 1);
    const wait = delayBefore(attempt);
    if (Date.now() - started + wait > GIVE_UP_AFTER_MS) return null;
    await sleep(wait, signal);
  }
}
