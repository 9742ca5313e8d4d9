/** Issue #32: PUT /api/admin/season's body. The zod-free rules and the answer's type are in season-rules.ts. */
import { z } from 'zod';
import { SEASON_MSG, type Season } from './season-rules';

export * from './season-rules';

const isoInstant = z.iso.datetime({ offset: true });

/** An instant with its zone, stored in one spelling; null clears it. */
const instant = (missing: string) =>
  z.unknown().transform((v, ctx): string | null => {
    if (v === null) return null;
    if (typeof v === 'string' && isoInstant.safeParse(v).success && Number.isFinite(Date.parse(v))) return new Date(v).toISOString();
    ctx.addIssue({ code: 'custom', message: v === undefined ? missing : SEASON_MSG.instantInvalid });
    return z.NEVER;
  });

const audition = z.object(
  {
    city: z
      .string({ error: SEASON_MSG.cityRequired })
      .trim()
      .min(1, SEASON_MSG.cityRequired)
      .max(80, SEASON_MSG.cityTooLong)
      // eslint-disable-next-line no-control-regex -- a city name never holds control characters
      .refine((s) => !/[\u0000-\u001f\u007f]/u.test(s), SEASON_MSG.cityRequired),
    at: instant(SEASON_MSG.auditionDateRequired).refine((v) => v !== null, SEASON_MSG.auditionDateRequired),
  },
  { error: SEASON_MSG.cityRequired },
);

export const seasonSchema = z
  .object(
    {
      finale: z.object(
        {
          at: instant(SEASON_MSG.bodyRequired),
          venue: z
            .string()
            .trim()
            .max(160, SEASON_MSG.venueTooLong)
            // eslint-disable-next-line no-control-regex -- one line: it is printed in headings and in the .ics
            .refine((s) => !/[\u0000-\u001f\u007f]/u.test(s), SEASON_MSG.venueInvalid)
            .nullable()
            .transform((v) => (v ? v : null)),
        },
        { error: SEASON_MSG.bodyRequired },
      ),
      registration: z.object(
        { opensAt: instant(SEASON_MSG.bodyRequired), closesAt: instant(SEASON_MSG.bodyRequired) },
        { error: SEASON_MSG.bodyRequired },
      ),
      auditions: z.array(audition, { error: SEASON_MSG.bodyRequired }).max(20, SEASON_MSG.tooManyAuditions),
    },
    { error: SEASON_MSG.bodyRequired },
  )
  .refine(
    (s) => !s.registration.opensAt || !s.registration.closesAt || Date.parse(s.registration.closesAt) > Date.parse(s.registration.opensAt),
    {
      error: SEASON_MSG.closesBeforeOpens,
      path: ['registration', 'closesAt'],
    },
  )
  .refine((s) => !s.finale.at || !s.registration.closesAt || Date.parse(s.finale.at) > Date.parse(s.registration.closesAt), {
    error: SEASON_MSG.finaleBeforeClose,
    path: ['finale', 'at'],
  })
  .refine((s) => s.auditions.every((a, i) => i === 0 || Date.parse(a.at!) >= Date.parse(s.auditions[i - 1]!.at!)), {
    error: SEASON_MSG.auditionsOutOfOrder,
    path: ['auditions'],
  });

export type SeasonInput = z.infer<typeof seasonSchema>;
/** The parsed body is the answer's shape (auditions' dates are never null once parsed). */
export const asSeason = (input: SeasonInput): Season => ({
  finale: input.finale,
  registration: input.registration,
  auditions: input.auditions.map((a) => ({ city: a.city, at: a.at! })),
});
