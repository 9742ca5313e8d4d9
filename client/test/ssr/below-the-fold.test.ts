import { jest } from '@jest/globals';
import { BELOW_THE_FOLD_MARGIN_PX, whenWanted } from '@/ssr/load-on-approach';

/** An IntersectionObserver the test drives: `enter()` reports the observed element on screen. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const realObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.last = null;
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => Object.assign(globalThis, { IntersectionObserver: realObserver }));

describe('whenWanted', () => {
  it('when the element comes within the margin of the screen, then it starts once and stops watching', () => {
    const el = document.createElement('div');
    const start = jest.fn();
    whenWanted(el, start);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([el]);
    expect(observer.options.rootMargin).toBe(`${BELOW_THE_FOLD_MARGIN_PX}px 0px`);

    observer.report(false);
    expect(start).not.toHaveBeenCalled();
    observer.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    // A tap after that asks for nothing more.
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('when the visitor first does %s anywhere, then it starts', (type) => {
    const start = jest.fn();
    whenWanted(document.createElement('div'), start);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('when cleaned up before anything happens, then nothing later starts it', () => {
    const start = jest.fn();
    const stop = whenWanted(document.createElement('div'), start);
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('when there is no element to watch, or no IntersectionObserver, then it starts at once', () => {
    const start = jest.fn();
    whenWanted(null, start);
    expect(start).toHaveBeenCalledTimes(1);
    Object.assign(globalThis, { IntersectionObserver: undefined });
    whenWanted(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
