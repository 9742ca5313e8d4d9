import { isUuid } from '@pageant/common/content/home';
import type { DbOrTx } from '../../db/client';
import type { Logger } from '../../logger';
import type { StorageDriver } from '../../storage/driver';
import { renderShareCard, shareCardPath, shareCardVersion } from './share-card';
import { findCardSubject, type CardRow } from './share-card-repo';

/** Cards kept in memory: a shared link is fetched by many previews at once, then rarely again. */
const CACHE_SIZE = 64;

export type CardAnswer = { kind: 'card'; body: Buffer } | { kind: 'moved'; path: string } | { kind: 'missing' };

/**
 * Share cards by candidate id and version. The version in the URL is a hash of what it shows (name, photo,
 * category, city), so a cached card is right for as long as its URL is: a rename or a new photo yields a new URL
 * (and a new card), and an old URL is sent on to the current one.
 */
export function shareCardService({ db, storage, logger }: { db: DbOrTx; storage: StorageDriver; logger: Logger }) {
  const cache = new Map<string, Promise<Buffer>>();

  async function photoOf(key: string | null): Promise<Buffer | null> {
    if (!key || !storage.read) return null;
    try {
      return await storage.read(key);
    } catch (err) {
      logger.warn({ err, key }, 'share card: photo unreadable, monogram drawn instead');
      return null;
    }
  }

  function draw(cacheKey: string, row: CardRow): Promise<Buffer> {
    const hit = cache.get(cacheKey);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order.
      cache.delete(cacheKey);
      cache.set(cacheKey, hit);
      return hit;
    }
    // The promise is cached, so previews arriving together share one render.
    const pending = photoOf(row.imageKey).then((photo) => renderShareCard(row, photo));
    cache.set(cacheKey, pending);
    pending.catch(() => cache.delete(cacheKey));
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return pending;
  }

  return {
    async card(id: string, version: string): Promise<CardAnswer> {
      if (!isUuid(id)) return { kind: 'missing' };
      const row = await findCardSubject(db, id.toLowerCase());
      if (!row) return { kind: 'missing' };
      const current = shareCardVersion(row);
      if (version !== current) return { kind: 'moved', path: shareCardPath(row) };
      return { kind: 'card', body: await draw(`${row.id}:${current}`, row) };
    },
  };
}
