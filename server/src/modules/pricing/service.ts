import {
  DEFAULT_USD_PRICES,
  INR_PRICES,
  USD_PAYMENT_MSG,
  type Currency,
  type PriceTable,
  type PricingResponse,
} from '@pageant/common/content/pricing';
import type { Config } from '../../config';
import { ValidationError } from '../../errors';

export const USD_OFF_MESSAGE = USD_PAYMENT_MSG.usdOff;

export interface Pricing {
  /** GET /api/pricing: what the client shows. */
  response: PricingResponse;
  /** The table a payment in `currency` is checked against; 400 when that currency is not offered. */
  tableFor(currency: Currency): PriceTable;
}

/** The prices the server enforces: SPEC §9's rupees (the registration fee from config), dollars from config. */
export function pricingFor(config: Pick<Config, 'REGISTRATION_FEE' | 'usdPrices'>): Pricing {
  const inr: PriceTable = { ...INR_PRICES, registrationFee: config.REGISTRATION_FEE };
  const usd = config.usdPrices;
  const response: PricingResponse = usd ? { INR: inr, USD: usd } : { INR: inr };
  return {
    response,
    tableFor(currency) {
      if (currency === 'INR') return inr;
      if (!usd) throw new ValidationError(USD_OFF_MESSAGE, 'CURRENCY_UNAVAILABLE');
      return usd;
    },
  };
}

/** SPEC §9's rupees and the default dollars: for callers built without a config (tests, scripts). */
export const defaultPricing = (): Pricing => pricingFor({ REGISTRATION_FEE: INR_PRICES.registrationFee, usdPrices: DEFAULT_USD_PRICES });
