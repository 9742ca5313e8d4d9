import { useCallback, useEffect, useState } from 'react';
import {
  INR_PRICES,
  isCurrency,
  preferredCurrency,
  type Currency,
  type PriceTable,
  type PricingResponse,
} from '@pageant/common/content/pricing';
import { getPricing, PRICING_PATH } from '@/api/pricing';
import { useSsrData } from '@/ssr/ssr-data';

/** The visitor's own pick, for the rest of the visit (this tab): it outranks what her time zone suggests. */
const CHOICE_KEY = 'pageant.currency';

function rememberedChoice(): Currency | null {
  try {
    const c = sessionStorage.getItem(CHOICE_KEY);
    return isCurrency(c) ? c : null;
  } catch {
    return null;
  }
}

function remember(currency: Currency): void {
  try {
    sessionStorage.setItem(CHOICE_KEY, currency);
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
}

function zoneName(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** What the visitor's clock suggests (`preferredCurrency`); the arguments are the browser's, replaceable in tests. */
export function guessedCurrency(offsetMinutes = new Date().getTimezoneOffset(), zone = zoneName, language = navigator.language): Currency {
  // At or east of Greenwich (India, where most visitors are; the UK) no zone suggests dollars but
  // Greenland's Danmarkshavn, and asking Intl for the zone's name costs a phone 100+ ms of main thread
  // for its locale data (issue #14): the offset, which needs no Intl, answers first.
  if (offsetMinutes <= 0) return 'INR';
  return preferredCurrency(zone(), language);
}

export interface CurrencyChoice {
  currency: Currency;
  /** The chosen currency's prices (rupees until the tables are read). */
  table: PriceTable;
  /** ['INR'] while USD is off or not yet known; ['INR', 'USD'] when the server offers dollars. */
  offered: readonly Currency[];
  /** False until the tables are read and the currency preselected. */
  ready: boolean;
  choose: (currency: Currency) => void;
  /** Either currency's prices (rupees for one not offered): for a screen whose own state lags the choice by a render. */
  tableOf: (currency: Currency) => PriceTable;
}

/**
 * Which currency a payment screen shows and sends. The first render is rupees everywhere (the server
 * cannot know the visitor's time zone, and the hydrating render must match its HTML); after hydration
 * the visitor's earlier pick, else her time zone and language, preselect dollars where USD is offered.
 */
export function useCurrency(): CurrencyChoice {
  const ssr = useSsrData<PricingResponse>(PRICING_PATH);
  const [pricing, setPricing] = useState<PricingResponse | null>(ssr ?? null);
  const [currency, setCurrency] = useState<Currency>('INR');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    (ssr ? Promise.resolve(ssr) : getPricing()).then(
      (p) => {
        if (!live) return;
        setPricing(p);
        setCurrency(p.USD ? (rememberedChoice() ?? guessedCurrency()) : 'INR');
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ssr]);

  const choose = useCallback((next: Currency) => {
    setCurrency(next);
    remember(next);
  }, []);

  const usd = pricing?.USD;
  const inr = pricing?.INR ?? INR_PRICES;
  const shown: Currency = currency === 'USD' && usd ? 'USD' : 'INR';
  const tableOf = useCallback((c: Currency) => (c === 'USD' && usd ? usd : inr), [usd, inr]);
  return {
    currency: shown,
    table: tableOf(shown),
    offered: usd ? ['INR', 'USD'] : ['INR'],
    ready,
    choose,
    tableOf,
  };
}
