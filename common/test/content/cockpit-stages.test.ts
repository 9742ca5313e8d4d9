import { DECLINED_COPY, TIMELINE_STEPS, timelineFor } from '../../src/content/cockpit-stages';

const states = (stage: Parameters<typeof timelineFor>[0]) => timelineFor(stage).steps.map((s) => s.state);

describe('her journey timeline', () => {
  test('each stage is current with the ones before done, and says its own next step', () => {
    expect(states('paid')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('details_submitted')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('shortlisted')).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(states('on_voting_page')).toEqual(['done', 'done', 'done', 'current']);
    expect(timelineFor('shortlisted').next).toBe(TIMELINE_STEPS[2]!.next);
  });

  test('when she was declined, then her reviewed details are done, nothing is current, and the kind words are the next step', () => {
    const view = timelineFor('declined');
    expect(view.declined).toBe(true);
    expect(states('declined')).toEqual(['done', 'done', 'upcoming', 'upcoming']);
    expect(view.next).toBe(DECLINED_COPY.next);
  });
});
