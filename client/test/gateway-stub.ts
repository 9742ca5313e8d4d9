import { afterEach, beforeEach, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { DEFAULT_USD_PRICES, INR_PRICES, type PricingResponse } from '@pageant/common/content/pricing';

// jsdom cannot leave the page for a gateway: these record where the browser would have gone. A test file
// imports this module before it imports the pages, so the stand-in is in place when they load.
export const postPaymentForm = jest.fn();
export const goToCheckout = jest.fn();
jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm, goToCheckout }));

const { forgetPricing } = await import('@/api/pricing');

/** The price tables with dollars offered. */
export const BOTH_CURRENCIES: PricingResponse = { INR: INR_PRICES, USD: DEFAULT_USD_PRICES };

/** The INR or USD choice of a currency picker. */
export const currencyRadio = (name: 'INR' | 'USD') => screen.getByRole('radio', { name: new RegExp(`\\b${name}\\b`) });

/**
 * Each test starts with no remembered prices, currency or payment attempt and no recorded gateway visit,
 * and leaves no toast behind for the next one.
 */
export function startEachPaymentTestClean() {
  beforeEach(() => {
    forgetPricing();
    sessionStorage.clear();
    postPaymentForm.mockReset();
    goToCheckout.mockReset();
  });
  afterEach(() => {
    act(() => toast.remove());
  });
}
