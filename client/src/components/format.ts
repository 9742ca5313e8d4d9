import { formatNumber, formatWithSymbol } from '@pageant/common/number-format';
import { formatIst } from '@pageant/common/content/zoned-format';

/**
 * Indian digit grouping (1,48,250) for counts and rupees: the audience pays in INR. Written without
 * Intl, whose first use costs a phone's main thread its locale data (issue #14, number-format.ts).
 */
export const formatCount = (n: number): string => formatNumber(n, { grouping: 'IN' });
export const formatInr = (amount: number): string => formatWithSymbol(amount, '₹', { grouping: 'IN', maximumFractionDigits: 2 });
/**
 * A time with its zone, in IST whatever the reader's laptop says (issue #32: a time without its zone
 * was read as the wrong day). Admin screens use admin/shared/admin-time, which says the same.
 */
export const formatDateTime = (iso: string): string => formatIst(iso);

/** What a portrait without a photo shows: the first letters of the first two words of the name. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
