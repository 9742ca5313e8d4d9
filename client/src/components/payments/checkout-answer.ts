/**
 * What an initiate call (vote, donation, registration) answers for a USD payment: a Stripe Checkout
 * page to visit. PayU's rupee answers keep their `{url, paymentData}` form post and are not this.
 */
export interface CheckoutVisit {
  url: string;
  method: 'GET';
  txnid?: string;
}

export const isCheckoutVisit = (answer: unknown): answer is CheckoutVisit => {
  const a = answer as Partial<CheckoutVisit> | null | undefined;
  return typeof a?.url === 'string' && a.url !== '' && a.method === 'GET';
};
