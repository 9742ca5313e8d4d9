/** What a player reports: a play state, or that it is ready to take commands. */
export type PlayerSignal = 'playing' | 'paused' | 'ended' | 'ready';

/**
 * The postMessage dialects of the embedded players, spoken without loading their scripts
 * (the CSP allows our own scripts only). Every message is sent as a JSON string, which both accept.
 */
export interface FrameProtocol {
  /** Origins whose messages are believed; anything else is ignored. */
  origins: readonly string[];
  /** Sent once the frame loads (and repeated until it answers) so the player starts reporting. */
  subscribe(channelId: string): string[];
  /** Whether `subscribe` must be sent again when the player says it is ready. */
  resubscribeOnReady: boolean;
  pause(channelId: string): string;
  read(data: unknown): PlayerSignal | null;
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// YouTube player states: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued.
// Unstarted and cued are left out: a player opened with autoplay passes through them on its way
// to playing, so they must not end the hold that opening it started.
function youTubeState(state: unknown): PlayerSignal | null {
  switch (state) {
    case 1:
    case 3:
      return 'playing';
    case 2:
      return 'paused';
    case 0:
      return 'ended';
    default:
      return null;
  }
}

export const youTubeProtocol: FrameProtocol = {
  origins: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  subscribe: (id) => [
    JSON.stringify({ event: 'listening', id, channel: 'widget' }),
    JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onStateChange'], id, channel: 'widget' }),
  ],
  resubscribeOnReady: false,
  pause: (id) => JSON.stringify({ event: 'command', func: 'pauseVideo', args: [], id, channel: 'widget' }),
  read(data) {
    const msg = parse(data);
    if (!msg) return null;
    if (msg.event === 'onReady') return 'ready';
    if (msg.event === 'onStateChange') return youTubeState(msg.info);
    if (msg.event === 'infoDelivery' || msg.event === 'initialDelivery') {
      const info = msg.info as { playerState?: unknown } | null | undefined;
      return youTubeState(info?.playerState);
    }
    return null;
  },
};

const VIMEO_EVENTS = ['play', 'pause', 'ended'] as const;

export const vimeoProtocol: FrameProtocol = {
  origins: ['https://player.vimeo.com'],
  subscribe: () => VIMEO_EVENTS.map((value) => JSON.stringify({ method: 'addEventListener', value })),
  // Vimeo drops listeners added before its player is up; it announces that with a ready event.
  resubscribeOnReady: true,
  pause: () => JSON.stringify({ method: 'pause' }),
  read(data) {
    switch (parse(data)?.event) {
      case 'ready':
        return 'ready';
      case 'play':
      case 'playing':
        return 'playing';
      case 'pause':
        return 'paused';
      case 'ended':
        return 'ended';
      default:
        return null;
    }
  },
};
