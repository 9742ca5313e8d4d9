import { createHash } from 'node:crypto';
import type { KitItem, KitKind, KitMessage } from '@pageant/common/content/cockpit';
import { voteLink } from '@pageant/common/content/cockpit-links';
import { KIT_FILES, KIT_KINDS, KIT_MSG, kitFileName, shareKitMessages } from '@pageant/common/content/share-kit';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import type { StorageDriver } from '../../storage/driver';
import { shareCardService, shareCardVersion } from '../candidates/service';
import type { KitSubject } from './art';
import { findKitSubject } from './repo';
import { renderPosterPdf, renderPosterPng } from './render-poster';
import { renderSquare } from './render-square';
import { renderStory } from './render-story';

/** Bump when a layout changes, so no file drawn before is handed out again. */
const LAYOUT = 1;
/** Files kept in memory (a poster is about a megabyte): a contestant downloads her kit a few times, then rarely. */
const CACHE_SIZE = 48;

export type KitList = { items: KitItem[]; messages: KitMessage[] } | { items: []; messages: []; message: string };

export interface KitFileAnswer {
  body: Buffer;
  fileName: string;
  contentType: KitItem['contentType'];
}

type Renderer = (s: KitSubject, link: string, photo: Buffer | null) => Promise<Buffer>;
const RENDERERS: Record<'story' | 'square' | 'poster-png', Renderer> = {
  story: renderStory,
  square: renderSquare,
  'poster-png': renderPosterPng,
};

/**
 * Her share kit: the list, the messages and the files. Files are drawn on first request and kept under a hash
 * of everything they show, so a repeat download is served from memory and a new photo, name, city or
 * link draws afresh without anyone clearing anything.
 */
export function meKitService({
  db,
  storage,
  logger,
  publicUrl,
}: {
  db: DbOrTx;
  storage: StorageDriver;
  logger: Logger;
  publicUrl: string;
}) {
  const cards = shareCardService({ db, storage, logger });
  const cache = new Map<string, Promise<Buffer>>();
  const qrLink = (s: KitSubject) => voteLink(publicUrl, s.id, s.refCode, 'qr');

  async function subjectOf(candidateId: string | null): Promise<KitSubject> {
    const subject = candidateId ? await findKitSubject(db, candidateId) : undefined;
    if (!subject) throw new NotFoundError(KIT_MSG.notReady, 'KIT_NOT_READY');
    return subject;
  }

  async function photoOf(key: string | null): Promise<Buffer | null> {
    if (!key || !storage.read) return null;
    try {
      return await storage.read(key);
    } catch (err) {
      logger.warn({ err, key }, 'share kit: photo unreadable, monogram drawn instead');
      return null;
    }
  }

  function cached(kind: KitKind, s: KitSubject, draw: () => Promise<Buffer>): Promise<Buffer> {
    const key = createHash('sha256')
      .update([LAYOUT, kind, s.id, s.name, s.category ?? '', s.city, s.imageKey ?? s.imageUrl, qrLink(s)].join('\n'))
      .digest('hex');
    const hit = cache.get(key);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    // The promise is kept, so taps arriving together share one render.
    const pending = draw();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return pending;
  }

  async function card(s: KitSubject): Promise<Buffer> {
    const answer = await cards.card(s.id, shareCardVersion(s));
    if (answer.kind === 'card') return answer.body;
    // Renamed or re-photographed between our read and the card's: her card as it is now.
    const now = await findKitSubject(db, s.id);
    const again = now ? await cards.card(now.id, shareCardVersion(now)) : answer;
    if (again.kind === 'card') return again.body;
    throw new NotFoundError(KIT_MSG.notReady, 'KIT_NOT_READY');
  }

  function bytes(kind: KitKind, s: KitSubject): Promise<Buffer> {
    if (kind === 'card') return card(s);
    if (kind === 'poster-pdf') return cached(kind, s, async () => renderPosterPdf(await bytes('poster-png', s), `Vote for ${s.name}`));
    const render = RENDERERS[kind];
    return cached(kind, s, async () => render(s, qrLink(s), await photoOf(s.imageKey)));
  }

  return {
    /** `candidateId` is hers from her session, null until she is on the voting page. */
    async list(candidateId: string | null): Promise<KitList> {
      const s = candidateId ? await findKitSubject(db, candidateId) : undefined;
      if (!s) return { items: [], messages: [], message: KIT_MSG.notReady };
      const items = KIT_KINDS.map((kind): KitItem => {
        const { label, width, height, contentType } = KIT_FILES[kind];
        return { kind, label, width, height, contentType, url: `/api/me/kit/${kind}` };
      });
      const messages = shareKitMessages(s.name, s.category, (channel) => voteLink(publicUrl, s.id, s.refCode, channel));
      return { items, messages };
    },

    async file(candidateId: string | null, kind: KitKind): Promise<KitFileAnswer> {
      const s = await subjectOf(candidateId);
      return { body: await bytes(kind, s), fileName: kitFileName(s.name, kind), contentType: KIT_FILES[kind].contentType };
    },
  };
}

export type MeKitService = ReturnType<typeof meKitService>;
