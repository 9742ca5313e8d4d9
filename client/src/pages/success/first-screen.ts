import type { FirstScreen } from '@/ssr/first-screen';

/** The token as the page reads it from `?id=` (the shape is checked by the API, which answers a bad one with 400). */
export const tokenInAddress = (param: string | null): string => param?.trim().toLowerCase() ?? '';

/** As getRegistrationReceipt asks for it. */
export const receiptPath = (token: string): string => `/payment/registration-receipt?id=${encodeURIComponent(token)}`;

/** The gateway returns the contestant with her token in the address: the receipt is the first screen. */
export const firstScreen: FirstScreen = ({ search }) => {
  const token = tokenInAddress(search.get('id'));
  return token ? [receiptPath(token)] : [];
};
