// Over 350 lines: the players' postMessage protocols (YouTube, Vimeo, <video>) and the carousels they pause, on one page harness.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MediaType } from '@pageant/common';
import type { MediaItem } from '@/api/media';
import { mockFetch } from '../fetch-stub';

/** Stands in for a swiper instance: only the autoplay switch the page drives. */
interface FakeSwiper {
  destroyed: boolean;
  autoplay: { running: boolean; start: () => void; stop: () => void };
}
const swipers = new Map<string, FakeSwiper>();

// swiper does not run under Jest ESM here; each carousel hands the page a fake swiper, kept by label.
jest.unstable_mockModule('@/components/carousel', () => ({
  Carousel: <T,>(props: {
    items: T[];
    label: string;
    renderItem: (t: T, i: number) => ReactNode;
    keyOf: (t: T) => string;
    onSwiper?: (s: FakeSwiper) => void;
  }) => {
    const { items, label, renderItem, keyOf, onSwiper } = props;
    useEffect(() => {
      const s: FakeSwiper = {
        destroyed: false,
        autoplay: {
          running: true,
          start: () => {
            s.autoplay.running = true;
          },
          stop: () => {
            s.autoplay.running = false;
          },
        },
      };
      swipers.set(label, s);
      onSwiper?.(s);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- like Swiper, built once on mount and reported once
    }, []);
    return (
      <section aria-label={label}>
        {items.map((t, i) => (
          <div key={keyOf(t)}>{renderItem(t, i)}</div>
        ))}
      </section>
    );
  },
}));
const { default: PressAndMediaPage } = await import('@/pages/press-and-media/press-and-media-page');
const { HANDSHAKE_RETRY_MS } = await import('@/pages/press-and-media/video-player');

const YT = 'https://www.youtube-nocookie.com';

const video = (i: number, videoUrl: string): MediaItem => ({
  _id: `video-${i}`,
  id: `video-${i}`,
  title: `Clip ${i}`,
  type: 'video',
  image: null,
  alt: null,
  videoUrl,
  order: i,
});

const brand = (i: number): MediaItem => ({
  ...video(i, ''),
  _id: `brand-${i}`,
  id: `brand-${i}`,
  type: 'brand',
  image: `/uploads/b${i}.webp`,
  videoUrl: null,
});

async function renderPage(videos: MediaItem[]) {
  // The first clipping is the lead story; the ones after it make the Media coverage carousel.
  const coverage = [brand(2), brand(3)];
  const lists: Partial<Record<MediaType, MediaItem[]>> = { video: videos, brand: [brand(0), brand(1)], mediaCoverage: coverage };
  mockFetch(({ path }) => ({ body: { success: true, media: lists[path.split('/').pop() as MediaType] ?? [] } }));
  const router = createMemoryRouter([{ path: '/p', element: <PressAndMediaPage /> }], { initialEntries: ['/p'] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const held = () => !swipers.get('Video reel')!.autoplay.running && !swipers.get('Brand campaigns')!.autoplay.running;
const running = () => swipers.get('Video reel')!.autoplay.running && swipers.get('Brand campaigns')!.autoplay.running;

/** Presses a card's play button and returns its player frame with a spy on what the page posts to it. */
function openFrame(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${title}` }));
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  fireEvent.load(frame);
  return { frame, post };
}

function fromPlayer(frame: HTMLIFrameElement, data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        origin: init.origin ?? YT,
        source: init.source === undefined ? frame.contentWindow : init.source,
      }),
    );
  });
}

const ytState = (frame: HTMLIFrameElement, info: number) => fromPlayer(frame, { event: 'onStateChange', info });
type PostSpy = { mock: { calls: unknown[][] } };
const sent = (post: PostSpy) => post.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
const pauseCommands = (post: PostSpy) => sent(post).filter((m) => m.func === 'pauseVideo');

const twoYouTube = [video(0, 'https://www.youtube.com/watch?v=aaaaaa0'), video(1, 'https://youtu.be/bbbbbb1')];

// jsdom has no media playback; the hero video and any file player get these stand-ins.
const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause');

beforeEach(() => {
  swipers.clear();
  play.mockReset().mockImplementation(() => Promise.resolve());
  pause.mockReset().mockImplementation(() => {});
});

afterAll(() => {
  play.mockRestore();
  pause.mockRestore();
});

const callsOn = (spy: typeof play | typeof pause, el: HTMLElement) => spy.mock.contexts.filter((c) => c === el).length;

describe('Video gallery players', () => {
  test('when a YouTube frame loads, then the listening handshake is posted to it with the player origin', async () => {
    await renderPage(twoYouTube);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Clip 0' }));
    const frame = screen.getByTitle('Clip 0') as HTMLIFrameElement;
    expect(frame.src).toContain('enablejsapi=1');
    expect(frame.src).toContain(`origin=${encodeURIComponent(window.location.origin)}`);
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    expect(post).not.toHaveBeenCalled();

    fireEvent.load(frame);

    expect(post).toHaveBeenCalledWith(JSON.stringify({ event: 'listening', id: 'video-0', channel: 'widget' }), YT);
    expect(sent(post)).toContainEqual({
      event: 'command',
      func: 'addEventListener',
      args: ['onStateChange'],
      id: 'video-0',
      channel: 'widget',
    });
  });

  test('when the player does not answer, then the handshake is repeated until it does', async () => {
    await renderPage(twoYouTube);
    jest.useFakeTimers();
    try {
      const { frame, post } = openFrame('Clip 0');
      const listening = () => sent(post).filter((m) => m.event === 'listening').length;
      expect(listening()).toBe(1);
      act(() => jest.advanceTimersByTime(HANDSHAKE_RETRY_MS * 2));
      expect(listening()).toBe(3);
      fromPlayer(frame, { event: 'onReady', id: 'video-0', channel: 'widget' });
      act(() => jest.advanceTimersByTime(HANDSHAKE_RETRY_MS * 4));
      expect(listening()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  test('when a video starts inside its player, then both carousels hold and the other playing player gets pauseVideo', async () => {
    await renderPage(twoYouTube);
    const a = openFrame('Clip 0');
    ytState(a.frame, 1);
    const b = openFrame('Clip 1');
    expect(pauseCommands(a.post)).toHaveLength(1);
    ytState(a.frame, 2);
    ytState(b.frame, 1);
    fromPlayer(b.frame, { event: 'infoDelivery', info: { playerState: 2, currentTime: 12 } });
    expect(running()).toBe(true);

    ytState(b.frame, 1);
    expect(held()).toBe(true);
    b.post.mockClear();
    ytState(a.frame, 1);

    expect(b.post).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [], id: 'video-1', channel: 'widget' }),
      YT,
    );
    ytState(b.frame, 2);
    expect(held()).toBe(true);
    expect(swipers.get('More headlines')!.autoplay.running).toBe(true);
  });

  test('when one video pauses and the other ends, then autoplay resumes; until then it stays held', async () => {
    await renderPage(twoYouTube);
    const a = openFrame('Clip 0');
    ytState(a.frame, 1);
    const b = openFrame('Clip 1');
    ytState(b.frame, 1);
    expect(held()).toBe(true);

    ytState(a.frame, 2);
    expect(held()).toBe(true);
    fromPlayer(b.frame, { event: 'infoDelivery', info: { playerState: 0 } });

    expect(running()).toBe(true);
    // Both players stay so a later resume inside either is still heard.
    expect(screen.getByTitle('Clip 0')).toBeInTheDocument();
    expect(screen.getByTitle('Clip 1')).toBeInTheDocument();
  });

  test('when a message comes from another origin or another window, then nothing changes', async () => {
    await renderPage(twoYouTube);
    const a = openFrame('Clip 0');
    const b = openFrame('Clip 1');
    ytState(a.frame, 2);
    ytState(b.frame, 2);
    expect(running()).toBe(true);
    const forged = (info: number) => {
      fromPlayer(a.frame, { event: 'onStateChange', info }, { origin: 'https://evil.example' });
      fromPlayer(a.frame, { event: 'onStateChange', info }, { source: window });
      fromPlayer(a.frame, { event: 'onStateChange', info }, { source: null });
      fromPlayer(a.frame, { event: 'onStateChange', info }, { source: a.frame.contentWindow, origin: 'https://player.vimeo.com' });
      fromPlayer(a.frame, 'not json');
    };

    forged(1);
    expect(running()).toBe(true);

    ytState(b.frame, 1);
    b.post.mockClear();
    forged(1);
    expect(pauseCommands(b.post)).toHaveLength(0);
    fromPlayer(b.frame, { event: 'onStateChange', info: 0 }, { origin: 'https://evil.example' });
    expect(held()).toBe(true);

    ytState(a.frame, 1);
    expect(pauseCommands(b.post)).toHaveLength(1);
  });

  test('when the only playing video is closed, then autoplay resumes', async () => {
    await renderPage(twoYouTube);
    const a = openFrame('Clip 0');
    ytState(a.frame, 1);
    expect(held()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close video: Clip 0' }));

    expect(screen.queryByTitle('Clip 0')).not.toBeInTheDocument();
    expect(running()).toBe(true);
  });

  test('when a pause is asked for before the player answered, then it is sent again once the player starts', async () => {
    await renderPage(twoYouTube);
    const a = openFrame('Clip 0');
    openFrame('Clip 1');
    a.post.mockClear();

    fromPlayer(a.frame, { event: 'onReady' });
    ytState(a.frame, 1);

    expect(pauseCommands(a.post).length).toBeGreaterThanOrEqual(2);
    ytState(a.frame, 2);
    a.post.mockClear();
    ytState(a.frame, 1);
    expect(pauseCommands(a.post)).toHaveLength(0);
  });

  test('Vimeo: it subscribes to play, pause and ended, and its events hold and release autoplay', async () => {
    await renderPage([video(0, 'https://vimeo.com/76979871'), video(1, 'https://www.youtube.com/embed/cccccc2')]);
    const v = openFrame('Clip 0');
    expect(v.frame.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    const vimeo = { origin: 'https://player.vimeo.com' };
    v.post.mockClear();
    fromPlayer(v.frame, { event: 'ready' }, vimeo);
    expect(
      sent(v.post)
        .filter((m) => m.method === 'addEventListener')
        .map((m) => m.value),
    ).toEqual(['play', 'pause', 'ended']);
    expect(v.post.mock.calls[0]![1]).toBe('https://player.vimeo.com');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { event: 'pause', data: { seconds: 3 } },
          origin: vimeo.origin,
          source: v.frame.contentWindow,
        }),
      );
    });
    expect(running()).toBe(true);
    const y = openFrame('Clip 1');
    ytState(y.frame, 2);
    expect(running()).toBe(true);

    fromPlayer(v.frame, { event: 'play' }, vimeo);
    expect(held()).toBe(true);
    expect(pauseCommands(y.post)).toHaveLength(0);
    ytState(y.frame, 1);
    expect(sent(v.post)).toContainEqual({ method: 'pause' });
    fromPlayer(v.frame, { event: 'ended' }, vimeo);
    ytState(y.frame, 0);
    expect(running()).toBe(true);
  });

  test('a direct video file plays in a <video> whose play, pause and ended events drive autoplay', async () => {
    await renderPage([video(0, 'https://cdn.example.com/finale.mp4'), video(1, 'https://www.youtube.com/embed/dddddd3')]);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Clip 0' }));
    const file = screen.getByLabelText('Clip 0');
    expect(file.tagName).toBe('VIDEO');
    expect(callsOn(play, file)).toBe(1);
    fireEvent.play(file);
    expect(held()).toBe(true);

    const y = openFrame('Clip 1');
    expect(callsOn(pause, file)).toBe(1);
    fireEvent.pause(file);
    ytState(y.frame, 2);
    expect(running()).toBe(true);

    fireEvent.play(file);
    expect(held()).toBe(true);
    ytState(y.frame, 1);
    expect(callsOn(pause, file)).toBe(2);
    fireEvent.pause(file);
    y.post.mockClear();
    fireEvent.play(file);
    expect(pauseCommands(y.post)).toHaveLength(1);
    ytState(y.frame, 2);
    fireEvent.ended(file);
    expect(running()).toBe(true);
  });

  test('when the browser refuses to start a video file, then it counts as paused and autoplay resumes', async () => {
    play.mockImplementation(function (this: HTMLMediaElement) {
      return this.title === 'Clip 0' ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
    });
    await renderPage([video(0, 'https://cdn.example.com/finale.webm')]);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Clip 0' }));
    expect(held()).toBe(true);

    await act(async () => {});

    expect(running()).toBe(true);
  });

  test('an embed whose state cannot be read holds autoplay until closed, and is closed when another starts', async () => {
    await renderPage([video(0, 'https://www.facebook.com/plugins/video.php?href=x'), video(1, 'https://www.youtube.com/embed/eeeeee4')]);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Clip 0' }));
    expect(held()).toBe(true);

    openFrame('Clip 1');

    expect(screen.queryByTitle('Clip 0')).not.toBeInTheDocument();
    expect(held()).toBe(true);
  });
});
