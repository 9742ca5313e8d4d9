import { formatNumber, formatWithSymbol } from '@pageant/common/number-format';

/**
 * Indian digit grouping (1,48,250) for counts and rupees: the audience pays in INR. Written without
 * Intl, whose first use costs a phone's main thread its locale data (issue #14, number-format.ts).
 */
export const formatCount = (n: number): string => formatNumber(n, { grouping: 'IN' });
export const formatInr = (amount: number): string => formatWithSymbol(amount, '₹', { grouping: 'IN', maximumFractionDigits: 2 });

/** What a portrait without a photo shows: the first letters of the first two words of the name. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
