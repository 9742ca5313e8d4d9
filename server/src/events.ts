import { EventEmitter } from 'node:events';
import type { EventStatus } from '@pageant/common';

/** Domain events published by services after commit; realtime and mail subscribe (STYLE §11). */
export interface DomainEvents {
  /** A change every open page must hear (a write, or a schedule boundary this instance claimed): realtime broadcasts it. */
  'event.statusChanged': EventStatus;
  /** What this instance answers may have changed (any boundary, any write here or elsewhere): local caches drop. */
  'event.stateChanged': EventStatus;
  /** Another instance changed the schedule, the switch or revealed the counts (realtime relays it): re-read. */
  'event.changedElsewhere': Record<string, never>;
  /** A contestant was created, edited or deleted here (after commit): realtime tells the other instances. */
  'candidates.changed': Record<string, never>;
  /** Another instance changed a contestant or credited votes (realtime relays it): cached lists drop. */
  'candidates.changedElsewhere': Record<string, never>;
  /** The admin saved the season calendar here (after commit): realtime tells the other instances (issue #32). */
  'season.changed': Record<string, never>;
  /** Another instance saved the season calendar (realtime relays it): its cached copy and rendered pages drop. */
  'season.changedElsewhere': Record<string, never>;
  /** An owner disabled this admin here (after commit): realtime ends her sockets on every instance (issue #34). */
  'admin.disabled': { adminId: string };
  /** countsHidden: whether the public may see this count; seq orders the counts of one candidate. */
  'votes.credited': { candidateId: string; name: string; voteCount: number; seq: number; countsHidden: boolean };
}

export class DomainBus {
  private readonly emitter = new EventEmitter();

  publish<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, handler: (payload: DomainEvents[K]) => void): () => void {
    this.emitter.on(name, handler);
    return () => this.emitter.off(name, handler);
  }
}
