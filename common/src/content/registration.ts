/** Contestant registration (DESIGN §4 POST /payment/registration and the details step, SPEC §3, §5). */
import { z } from 'zod';
import { currencyInput, storable } from '../schemas';
import { CATEGORIES } from '../constants';
import { parseHeight } from '../height';
import { MSG } from '../messages';
import { checkContactNumber, phoneDigits } from '../phone';
import { PAYU_MSG, payuEmailProblem } from '../payu-fields';

export const REGISTRATION_MSG = {
  fullNameRequired: 'Full name is required.',
  ageRequired: 'Age is required.',
  ageNumber: 'Age must be a whole number.',
  ageRange: 'Please enter a valid age.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  educationRequired: 'Education is required.',
  categoryRequired: 'Please choose a category: Miss or Mrs.',
  whatsappRequired: 'WhatsApp number is required.',
  agreeToTerms: 'Please agree to the terms and conditions.',
  tooLong: 'A value is too long.',
} as const;

/** Trimmed, required, capped text; a missing value reads as ''. */
const required = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    storable(z.string({ error: message }).trim().min(1, message).max(max, REGISTRATION_MSG.tooLong)),
  );

export const registrationSchema = z
  .object({
    fullName: required(REGISTRATION_MSG.fullNameRequired, 120),
    age: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v) : v),
      z
        .number({ error: (iss) => (iss.input === undefined ? REGISTRATION_MSG.ageRequired : REGISTRATION_MSG.ageNumber) })
        .int(REGISTRATION_MSG.ageNumber)
        .min(1, REGISTRATION_MSG.ageRange)
        .max(120, REGISTRATION_MSG.ageRange),
    ),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
      z
        .string({ error: REGISTRATION_MSG.emailRequired })
        .min(1, REGISTRATION_MSG.emailRequired)
        .pipe(z.email({ error: REGISTRATION_MSG.emailInvalid }).max(254, REGISTRATION_MSG.emailInvalid)),
    ),
    education: required(REGISTRATION_MSG.educationRequired, 200),
    category: z.enum(CATEGORIES, { error: REGISTRATION_MSG.categoryRequired }),
    contactNumber: z
      .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: MSG.contactRequired }))
      .superRefine((s, ctx) => {
        const problem = checkContactNumber(s);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform(phoneDigits),
    whatsappNumber: required(REGISTRATION_MSG.whatsappRequired, 20),
    agreeToTerms: z.preprocess((v) => (v === 'true' ? true : v), z.literal(true, { error: REGISTRATION_MSG.agreeToTerms })),
    // amount: the browser may send it; it is dropped here, the fee comes from the server's config.
    currency: currencyInput,
  })
  // Judged here, before anything is stored: PayU would refuse the form of a payment already written.
  .refine((r) => !payuEmailProblem(r.email, r.currency), { message: PAYU_MSG.emailTooLong, path: ['email'] });
export type RegistrationInput = z.infer<typeof registrationSchema>;

const detail = (max: number) => required(MSG.fillAllFields, max);

export const registrationDetailsSchema = z.object({
  registrationId: required(MSG.missingRegistrationId, 64),
  address: detail(1000),
  height: detail(32).transform((s, ctx) => {
    const h = parseHeight(s);
    if (h === null) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidHeight });
      return z.NEVER;
    }
    return h;
  }),
  weight: detail(32),
  hairColor: detail(50),
  skinColor: detail(50),
  eyeColor: detail(50),
});
export type RegistrationDetailsInput = z.infer<typeof registrationDetailsSchema>;
