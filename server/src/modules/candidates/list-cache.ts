/**
 * A very short-lived cache of candidate list pages. The list is the hottest public read while
 * voting is open (every fan's grid, podium and infinite scroll); counts change only when a vote
 * payment settles, and fans see those through `vote:update` anyway. Writes on this instance
 * clear it at once; another instance's writes show within TTL_MS.
 */
export const LIST_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

export function listCache<T>(ttlMs = LIST_CACHE_TTL_MS) {
  const entries = new Map<string, { value: T; expires: number }>();
  // A read that began before a write must not store its (older) answer after the write cleared.
  let generation = 0;

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const started = generation;
      const value = await load();
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, expires: Date.now() + ttlMs });
      }
      return value;
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}
