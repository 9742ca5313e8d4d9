const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' -> '24 Nov 2026', the same on the server and in every browser (no time zone involved). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d || !MONTHS[m - 1]) return date;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
