const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * A time left in words, two units at most and never less precise than a minute while over one:
 * "3 d 4 h", "2 h 14 min", "4 min 05 s", "12 s". Rounded up, so "0 s" only once it is over.
 */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const mins = Math.floor((s % 3600) / 60);
  const secs = s % 60;
  if (s * 1000 >= DAY) return `${days} d ${hours} h`;
  if (s * 1000 >= HOUR) return `${hours} h ${mins} min`;
  if (s * 1000 >= MIN) return `${mins} min ${String(secs).padStart(2, '0')} s`;
  return `${secs} s`;
}
