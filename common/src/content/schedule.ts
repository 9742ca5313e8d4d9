/**
 * Finale night (issue #15): the body of PUT /api/event/schedule. The rules that need no schema live
 * in schedule-rules.ts (re-exported here), so public pages can count down without loading zod.
 */
import { z } from 'zod';
import { SCHEDULE_MSG } from '../messages';

export * from './schedule-rules';

const isoInstant = z.iso.datetime({ offset: true });

/** An instant with its zone (Z or an offset): a local time alone would mean different moments in Mumbai and New York. */
const instant = z.unknown().transform((v, ctx): string | null => {
  if (v === null) return null;
  if (typeof v === 'string' && isoInstant.safeParse(v).success && Number.isFinite(Date.parse(v)))
    // One spelling of each instant is stored and answered, whatever offset it was sent with.
    return new Date(v).toISOString();
  ctx.addIssue({ code: 'custom', message: v === undefined ? SCHEDULE_MSG.bodyRequired : SCHEDULE_MSG.instantInvalid });
  return z.NEVER;
});

/** PUT /api/event/schedule: all three keys, each an instant or null; voting closes after it opens. */
export const scheduleSchema = z
  .object({ opensAt: instant, closesAt: instant, hideCountsFrom: instant }, { error: SCHEDULE_MSG.bodyRequired })
  .refine((s) => s.opensAt === null || s.closesAt === null || Date.parse(s.closesAt) > Date.parse(s.opensAt), {
    error: SCHEDULE_MSG.closesBeforeOpens,
    path: ['closesAt'],
  });
export type ScheduleInput = z.infer<typeof scheduleSchema>;
