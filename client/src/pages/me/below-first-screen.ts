// The cockpit's panels below her first screen, in a chunk of their own: their code (and what it sets
// up, e.g. the chart's IST date formats) is fetched and run after the page is live, not before it.
export { CharityDrive } from './charity-drive';
export { CheersList } from './cheers-list';
export { DigestSwitch } from './digest-switch';
export { ShareKit } from './share-kit';
export { SourcesList } from './sources-list';
export { StageTimeline } from './stage-timeline';
export { VotesChart } from './votes-chart';
