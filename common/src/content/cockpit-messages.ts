/**
 * The cockpit's limits on a cheer and its sentences (issue #30), without zod: her page (/me) shows
 * some of them, and zod is the largest script it would otherwise load. cockpit.ts builds the schemas
 * from these and re-exports them.
 */

export const CHEER_MAX = 140;
export const CHEER_NAME_MAX = 40;

export const COCKPIT_MSG = {
  linkSent: 'If that address has a paid registration, a sign-in link is on its way. It works once, for 30 minutes.',
  emailRequired: 'Please enter the e-mail address you registered with.',
  emailInvalid: 'Please enter a valid e-mail address.',
  tooManyLinks: 'Too many sign-in links were asked for this address. Please try again in an hour.',
  tokenInvalid: 'This sign-in link is not valid. Please ask for a new one.',
  tokenUsed: 'This sign-in link has already been used. Please ask for a new one.',
  tokenExpired: 'This sign-in link has expired. Please ask for a new one.',
  signInRequired: 'Please sign in to see your campaign.',
  signedOut: 'You are signed out.',
  cheerTooLong: `A cheer can be at most ${CHEER_MAX} characters.`,
  cheerNameTooLong: `A name on a cheer can be at most ${CHEER_NAME_MAX} characters.`,
  cheerPlainText: 'A cheer must be plain text, without control characters.',
  bucketInvalid: 'Choose hour or day.',
  daysInvalid: (max: number) => `Choose between 1 and ${max} days.`,
  preferencesInvalid: 'Send {"digest": true} or {"digest": false}.',
  preferencesSaved: 'Your preferences are saved.',
  cheerHidden: 'The cheer is hidden.',
  cheerShown: 'The cheer is shown again.',
  cheerNotFound: 'No such cheer.',
} as const;
