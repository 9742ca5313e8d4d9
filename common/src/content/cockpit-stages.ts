import type { RegistrationStage } from './pipeline';

/**
 * Her journey as the cockpit's timeline shows it (issue #30), in her words rather than the admin's:
 * each step, and what happens next while she is at it.
 */
export type TimelineStep = 'paid' | 'details_submitted' | 'shortlisted' | 'on_voting_page';

export const TIMELINE_STEPS: readonly { step: TimelineStep; label: string; next: string }[] = [
  {
    step: 'paid',
    label: 'Registered',
    next: 'Complete your details and upload three photographs: the link is in your registration e-mail. Our panel reviews you once they are in.',
  },
  {
    step: 'details_submitted',
    label: 'Details sent',
    next: 'Our selection panel is reviewing your profile. We will e-mail you as soon as it is decided, usually within a week.',
  },
  {
    step: 'shortlisted',
    label: 'Shortlisted',
    next: 'Congratulations! We are preparing your page on the voting site. You will get an e-mail with your link the moment it is live.',
  },
  {
    step: 'on_voting_page',
    label: 'On the voting page',
    next: 'Share your link every day: supporters vote from it, and your count and rank move here live.',
  },
];

export const DECLINED_COPY = {
  label: 'Not selected this season',
  next: 'Thank you for the courage it took to apply. Our panel could not select you this season; we would love to see you register again.',
  reason: 'A note from the panel',
} as const;

export interface TimelineView {
  /** Each step with where she stands on it. */
  steps: { step: TimelineStep; label: string; state: 'done' | 'current' | 'upcoming' }[];
  next: string;
  declined: boolean;
}

/** Her timeline at `stage`: a declined registration had its details reviewed and stops there. */
export function timelineFor(stage: RegistrationStage): TimelineView {
  const declined = stage === 'declined';
  const at = TIMELINE_STEPS.findIndex((s) => s.step === (declined ? 'details_submitted' : stage));
  const steps = TIMELINE_STEPS.map(({ step, label }, i) => ({
    step,
    label,
    state: i < at || (declined && i === at) ? ('done' as const) : i === at ? ('current' as const) : ('upcoming' as const),
  }));
  return { steps, next: declined ? DECLINED_COPY.next : (TIMELINE_STEPS[at]?.next ?? ''), declined };
}
