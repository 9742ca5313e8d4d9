/** Indian digit grouping (1,48,250) for counts, rupees and times: the audience pays in INR. */
const count = new Intl.NumberFormat('en-IN');
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

export const formatCount = (n: number): string => count.format(n);
export const formatInr = (amount: number): string => inr.format(amount);
export const formatDateTime = (iso: string): string => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
