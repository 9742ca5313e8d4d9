/**
 * The public routes of SPEC §2 that do not need the event switch. /success is measured as the gateway
 * reaches it (?id=TOKEN; an unknown one shows the receipt's not-found state): without an id it only
 * redirects to /registration.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/registration',
  `/success?id=${'0'.repeat(32)}`,
  '/failure',
  '/confirmdetail',
  '/behindthescene',
  '/awards',
  '/aboutus',
  '/competitions',
  '/faq',
  '/privacypolicy',
  '/pressandmediacredentials',
  '/charitablealliance',
  '/termsandconditions',
  '/transparency',
  // An unknown txnid: the receipt's not-found state.
  `/receipt/T${'0'.repeat(20)}`,
  '/check-payment',
];
