/** The public's words for the finale states (issue #15), shared by every voting view and the stage display. */
export const FINALE_COPY = {
  countsHidden: 'Counts hidden',
  hiddenTitle: 'The counts are hidden until the reveal',
  hiddenBody: 'For the final hours the race is kept secret. Voting goes on and every vote still counts: the results are revealed on stage.',
  finalResults: 'Final results',
  finalBody: 'The votes are counted and revealed. Congratulations to our finalists!',
} as const;
