/**
 * PayU's documented lengths for the `_payment` fields we send (docs.payu.in, "Additional Info for
 * Payment APIs"). PayU refuses a longer value, so a rupee payment must fit before it is stored.
 * No zod here: the public payment forms use these for instant feedback without loading it.
 */
export const PAYU_FIELD_MAX = {
  txnid: 25,
  productinfo: 100,
  firstname: 60,
  email: 50,
  phone: 50,
  /** Each of udf1 to udf5. */
  udf: 255,
} as const;

export const PAYU_MSG = {
  emailTooLong: `Email must be at most ${PAYU_FIELD_MAX.email} characters for a payment in rupees (our payment gateway, PayU, takes no longer address).`,
} as const;

/**
 * Why PayU would refuse this address, or null. Only rupees go to PayU (absent means rupees); dollars
 * go to Stripe, which takes any valid address, so a longer one is fine there.
 */
export function payuEmailProblem(email: string | null | undefined, currency: string | null | undefined): string | null {
  if ((currency ?? 'INR') !== 'INR' || !email) return null;
  return email.trim().length > PAYU_FIELD_MAX.email ? PAYU_MSG.emailTooLong : null;
}
