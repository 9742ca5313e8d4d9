/**
 * A short-lived cache of candidate list pages. The list is the hottest public read while voting is
 * open (every fan's grid, podium and infinite scroll); counts change only when a vote payment
 * settles. Writes on this instance clear it at once, another instance's when realtime relays them
 * (PostgreSQL notifications); the TTL only bounds what a lost notification could leave behind.
 */
export const LIST_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

export function listCache<T>(ttlMs = LIST_CACHE_TTL_MS) {
  // Answers in flight are shared too: when a page expires under load, one query refills it
  // instead of every waiting request running its own.
  const entries = new Map<string, { value: Promise<T>; expires: number }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      value.then(
        () => {
          // A write that cleared the cache meanwhile dropped this entry: its older answer is not kept.
          if (entries.get(key) === entry) entry.expires = Date.now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
