import { z } from 'zod';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from './phone';
import { isStorableText, unstorableTextMessage } from './storable-text';

/** Refuses text PostgreSQL cannot store or nobody types (NUL, control characters, lone surrogates). */
export const storable = <T extends z.ZodType<string>>(schema: T): T => schema.refine(isStorableText, { error: unstorableTextMessage() });

/** Trimmed, length-capped, storable text: DESIGN §7 asks every string to be all three. */
export const text = (max = 200): z.ZodString => storable(z.string().trim().max(max));
export const requiredText = (message: string, max = 200): z.ZodString =>
  storable(z.string({ error: message }).trim().min(1, message).max(max));

export const loginSchema = z.object({
  username: requiredText('Username is required.', 64),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const eventStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});
export type EventStatusInput = z.infer<typeof eventStatusSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Unknown id.' }) });

export const paginationSchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(100).default(10),
  search: text(100).default(''),
});

/** The optional contact fields of whoever pays (a donor, a voter), for a receipt. */
export const PAYER_MSG = {
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: `Phone number must be ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`,
  nameTooLong: 'Name must be at most 120 characters.',
} as const;

/** '' and whitespace count as "not given"; other strings are trimmed. */
export const optionalInput = <T extends z.ZodType>(inner: T): z.ZodPreprocess<z.ZodOptional<T>> =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), inner.optional());

export const payerName = optionalInput(storable(z.string({ error: PAYER_MSG.nameTooLong }).max(120, PAYER_MSG.nameTooLong)));
export const payerEmail = optionalInput(z.email({ error: PAYER_MSG.emailInvalid }).max(254, PAYER_MSG.emailInvalid));
/** Typed as people write it ('+91 98765-43210'), kept as its digits, 10 to 15 of them like the contact number. */
export const payerPhone = optionalInput(
  z
    .string({ error: PAYER_MSG.phoneInvalid })
    .transform(phoneDigits)
    .pipe(z.string().min(PHONE_MIN_DIGITS, PAYER_MSG.phoneInvalid).max(PHONE_MAX_DIGITS, PAYER_MSG.phoneInvalid)),
);

/** A number sent as JSON or as form text ('2500'); `required` when missing, `invalid` when not a number. */
export const numberInput = (required: string, invalid: string): z.ZodPreprocess<z.ZodNumber> =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: (iss) => (iss.input === undefined || iss.input === '' ? required : invalid) }),
  );

/** Issue #17: which currency a payment is in. Absent means rupees, so every existing caller is unchanged. */
export const CURRENCY_MSG = {
  invalid: 'Please choose a currency: INR (rupees) or USD (US dollars).',
} as const;
export const currencyInput = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'INR' : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(['INR', 'USD'], { error: CURRENCY_MSG.invalid }),
);
