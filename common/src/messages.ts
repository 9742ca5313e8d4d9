/** User-facing strings quoted from SPEC §5 and §8. Server and client import these, never retype them. */
export const MSG = {
  // Admin auth
  loginSuccess: 'Login successful!',
  loginFailed: 'Invalid username or password.',
  somethingWentWrong: 'Something went wrong.',
  logoutSuccess: 'Logged out successfully',
  logoutFailed: 'Failed to logout. Please try again.',
  // Event switch
  eventActive: 'Event is now Active ✅',
  eventClosed: 'Event is now Closed ❌',
  eventToggleError: 'Error toggling event ❌',
  // Generic server answers
  unauthorized: 'Please log in to continue.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tooManyLogins: 'Too many login attempts. Please try again in 15 minutes.',
  payloadTooLarge: 'The upload is too large.',
  unsupportedImage: 'Only JPG, JPEG, PNG and WebP images are allowed.',
  internal: 'Something went wrong on our side. Please try again.',
  // Registration (SPEC §5, §8)
  contactRequired: 'Contact number is required.',
  contactInvalid: 'Invalid contact number. Please enter a valid phone number.',
  emailAlreadyRegistered: 'This email is already registered. Please use a different email.',
  paymentInitiationFailed: 'Payment initiation failed. Try again.',
  paymentFailedToast: 'Payment Failed. Please try again.',
  // Details (SPEC §5, §8)
  fillAllFields: 'Please fill out all fields.',
  exactlyThreePictures: 'Please upload exactly 3 pictures.',
  pictureTypes: 'Only JPG, JPEG, and PNG files are allowed.',
  missingRegistrationId: 'Missing Registration ID. Please try again.',
  invalidHeight: `Invalid height format. Use formats like 5'2", 5ft 2in, 157cm, 5.2`,
  // Voting (SPEC §5, §8)
  noCandidate: 'No candidate selected.',
  voteInitFailed: 'Failed to initiate payment. Please try again.',
  contestantNotFound: 'Contestant not found',
  contestantLoadFailed: 'Failed to load contestant details.',
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy link. Please try again.',
} as const;

/** Finale night (issue #15): the voting schedule, hidden counts and the reveal. */
export const SCHEDULE_MSG = {
  bodyRequired: 'Send opensAt, closesAt and hideCountsFrom (each a date and time, or null).',
  instantInvalid: 'Each time must be a date and time with its time zone (for example 2026-12-05T19:00:00+05:30), or null.',
  closesBeforeOpens: 'Voting must close after it opens.',
  scheduleSaved: 'Voting schedule saved.',
  scheduleCleared: 'Voting schedule cleared: the On/Off switch decides.',
  countsRevealed: 'Counts revealed: everyone sees them now.',
  countsNotHidden: 'Counts are not hidden right now, so there is nothing to reveal.',
} as const;
