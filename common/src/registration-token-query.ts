import { z } from 'zod';
import { MSG } from './messages';
import { RECEIPT_MSG, REGISTRATION_TOKEN_PATTERN } from './registration-token';

/** `?id=TOKEN` of the receipt: missing gives SPEC's missing-id sentence, any other shape the invalid-link one. */
export const registrationTokenQuery: z.ZodType<{ id: string }> = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v === undefined ? '' : v),
    z
      .string({ error: RECEIPT_MSG.invalidLink })
      .min(1, MSG.missingRegistrationId)
      .regex(REGISTRATION_TOKEN_PATTERN, RECEIPT_MSG.invalidLink),
  ),
});
