/**
 * The countdown band's chunk (issue #15), for the home page to load only while a window is
 * announced. Not in the event-status store, which the band itself reads: a store that loads a
 * component closes an import circle.
 */
export const loadCountdownBand = () => import('./countdown-band');
