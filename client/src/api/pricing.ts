import { INR_PRICES, type PricingResponse } from '@pageant/common/content/pricing';
import { apiFetch } from './http';

/** GET /api/pricing, as apiFetch is given it: also the key of its server-rendered answer (useSsrData). */
export const PRICING_PATH = '/pricing';

/** What the site charged before issue #17, and what it shows when the table cannot be read: rupees only. */
export const RUPEES_ONLY: PricingResponse = { INR: INR_PRICES };

let cached: Promise<PricingResponse> | null = null;

/**
 * The price tables, read once for the page's life: the vote modal, the donation box and the
 * registration form all ask, and prices change only with a server restart. A failed read answers
 * rupees only (the INR table is SPEC §9's, the server's too) and is asked again next time.
 */
export function getPricing(): Promise<PricingResponse> {
  cached ??= apiFetch<PricingResponse>(PRICING_PATH).then(
    (p) => (p && typeof p === 'object' && p.INR ? p : RUPEES_ONLY),
    () => {
      cached = null;
      return RUPEES_ONLY;
    },
  );
  return cached;
}

/** Tests start each case with nothing read. */
export function forgetPricing(): void {
  cached = null;
}
