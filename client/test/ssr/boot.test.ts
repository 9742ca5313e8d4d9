import { jest } from '@jest/globals';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, inTasksOfTheirOwn, listedModules, preloadModules } from '@/ssr/boot';

type Win = Parameters<typeof afterFirstPaint>[1];

/** A window whose paint timing and observer the test drives by hand. */
function fakeWindow(opts: { painted?: boolean; paintTiming?: boolean } = {}) {
  let painted = opts.painted ?? false;
  let observerCallback: (() => void) | null = null;
  const observed: string[] = [];
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = opts.paintTiming === false ? ['resource'] : ['paint', 'resource'];
    constructor(cb: () => void) {
      observerCallback = cb;
    }
    observe(init: { type: string }) {
      observed.push(init.type);
    }
    disconnect() {
      disconnected = true;
    }
  }
  const win = {
    performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  } as unknown as Win;
  return {
    win,
    observed,
    isDisconnected: () => disconnected,
    paint: () => {
      painted = true;
      observerCallback?.();
    },
    /** The observer reports a paint entry that is not the first contentful one (first-paint). */
    reportOtherPaint: () => observerCallback?.(),
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once when the page has already painted', () => {
    const { win } = fakeWindow({ painted: true });
    const then = jest.fn();
    afterFirstPaint(then, win);
    expect(then).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint, not an earlier paint, and runs once', () => {
    const fake = fakeWindow();
    const then = jest.fn();
    afterFirstPaint(then, fake.win);
    expect(fake.observed).toEqual(['paint']);
    fake.reportOtherPaint();
    expect(then).not.toHaveBeenCalled();
    fake.paint();
    fake.paint();
    expect(then).toHaveBeenCalledTimes(1);
    expect(fake.isDisconnected()).toBe(true);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('loads the code anyway when no paint comes (a hidden tab, a page that never paints)', () => {
    const fake = fakeWindow();
    const then = jest.fn();
    afterFirstPaint(then, fake.win);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    fake.paint();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, waits for the fallback timer', () => {
    const fake = fakeWindow({ paintTiming: false });
    const then = jest.fn();
    afterFirstPaint(then, fake.win);
    expect(fake.observed).toEqual([]);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('the page modules list', () => {
  const page = (json: string) => {
    document.head.innerHTML = `<script type="application/json" id="page-modules">${json}</script>`;
    return document;
  };

  it('reads same-origin paths, once each', () => {
    expect(listedModules(page('["/assets/a.js","/assets/b.js","/assets/a.js"]'), ['page-modules'])).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });

  it('ignores what is not a list of paths: other values, other origins, malformed or missing lists', () => {
    expect(listedModules(page('["/assets/a.js", 3, null, "https://evil.example/x.js", "//evil.example/y.js"]'), ['page-modules'])).toEqual([
      '/assets/a.js',
    ]);
    expect(listedModules(page('{"a": "/x.js"}'), ['page-modules'])).toEqual([]);
    expect(listedModules(page('["/a.js"'), ['page-modules'])).toEqual([]);
    expect(listedModules(page('[]'), ['missing'])).toEqual([]);
  });

  it('is fetched as module preloads (fetched and parsed, not run) in the mode module scripts use', () => {
    const doc = page('["/assets/page-1.js","/assets/page-2.js"]');
    preloadModules(doc, ['page-modules']);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/page-1.js', ''],
      ['modulepreload', '/assets/page-2.js', ''],
    ]);
  });
});

describe('inTasksOfTheirOwn', () => {
  it("sets React up in one task and runs the app's modules in a later one (no single long task on a phone)", async () => {
    const done: string[] = [];
    const queued: (() => void)[] = [];
    const loaded = inTasksOfTheirOwn(
      [async () => void done.push('react'), async () => void done.push('app')],
      (run) => void queued.push(run),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toEqual(['react']);
    expect(queued).toHaveLength(1);
    queued[0]?.();
    await loaded;
    expect(done).toEqual(['react', 'app']);
  });

  it('still loads the app when the first step fails (its chunk then loads with the app)', async () => {
    const done: string[] = [];
    await inTasksOfTheirOwn([() => Promise.reject(new Error('offline')), async () => void done.push('app')], (run) => void run());
    expect(done).toEqual(['app']);
  });
});
