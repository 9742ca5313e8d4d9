import type { VoteBucket } from '@pageant/common/content/cockpit';
import type { BucketSize } from '@/api/me';

const IST = 'Asia/Kolkata';
const hourFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: IST, weekday: 'short', day: 'numeric', month: 'short' });

/** A bucket's start as she reads it, in IST like every time on the site (the buckets are IST hours and days). */
export const bucketLabel = (at: string, size: BucketSize): string =>
  `${(size === 'hour' ? hourFormat : dayFormat).format(new Date(at))} IST`;

/** The chart's columns: seconds since the epoch, then votes. */
export function chartData(buckets: VoteBucket[]): [number[], number[]] {
  return [buckets.map((b) => Date.parse(b.at) / 1000), buckets.map((b) => b.votes)];
}

/** The bucket to describe under the chart before any is pointed at: the latest with votes, else the latest. */
export function restingBucket(buckets: VoteBucket[]): number {
  for (let i = buckets.length - 1; i >= 0; i--) if (buckets[i]!.votes !== 0) return i;
  return buckets.length - 1;
}

const tickTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: 'numeric' });
const tickDay = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short' });
const istHour = new Intl.DateTimeFormat('en-GB', { timeZone: IST, hour: '2-digit', hourCycle: 'h23' });

/** The x axis's words for a tick (seconds since the epoch): hours as '6 am', and the date at each IST midnight and by day. */
export function tickLabel(seconds: number, size: BucketSize): string {
  const at = new Date(seconds * 1000);
  if (size === 'day' || istHour.format(at) === '00') return tickDay.format(at);
  return tickTime.format(at);
}

export const RANGE_WORDS: Record<BucketSize, string> = { hour: 'Last 48 hours', day: 'Last 30 days' };
