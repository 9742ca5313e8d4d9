import { MSG } from '@pageant/common';
import type { Db } from '../../db/client';
import type { DomainBus } from '../../events';
import * as repo from './repo';

export function eventService(db: Db, bus: DomainBus) {
  return {
    getStatus: async () => ({ isActive: await repo.readStatus(db) }),

    /** The stored value is the answer, and every open page hears it (DESIGN §6). */
    async setStatus(isActive: boolean) {
      const stored = await repo.writeStatus(db, isActive);
      bus.publish('event.statusChanged', { isActive: stored });
      return { isActive: stored, message: stored ? MSG.eventActive : MSG.eventClosed };
    },
  };
}

export type EventService = ReturnType<typeof eventService>;
