import { EventEmitter } from 'node:events';

/** Domain events published by services after commit; realtime and mail subscribe (STYLE §11). */
export interface DomainEvents {
  'event.statusChanged': { isActive: boolean };
  'votes.credited': { candidateId: string; name: string; voteCount: number };
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
