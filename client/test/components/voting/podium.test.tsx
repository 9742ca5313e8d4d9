import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Podium } from '@/components/voting/podium';

/**
 * jsdom lays nothing out: each podium step reports its column as offsetLeft (200 px apart), which is
 * what the browser gives for the three grid columns, and animations are recorded, not run.
 */
const COLUMN = 200;
let animate: jest.Mock<(keyframes: Keyframe[], options?: KeyframeAnimationOptions) => Animation>;
let reduceMotion = false;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * COLUMN : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetLeft?: number }).offsetLeft;
});
beforeEach(() => {
  animate = jest.fn(() => ({}) as Animation);
  Object.assign(HTMLElement.prototype, { animate });
  reduceMotion = false;
  window.matchMedia = ((query: string) =>
    ({ matches: reduceMotion && query.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia;
});

const c = (id: string, voteCount: number): CandidateDto => ({
  _id: id,
  name: `Contestant ${id}`,
  imageUrl: '',
  voteCount,
  category: null,
  city: '',
  bio: '',
});
const podium = (leaders: CandidateDto[]) => (
  <MemoryRouter>
    <Podium leaders={leaders} />
  </MemoryRouter>
);
const step = (id: string) =>
  within(screen.getByRole('list', { name: 'Top three contestants' })).getByRole('listitem', { name: new RegExp(`Contestant ${id}$`) });
const slides = () =>
  animate.mock.contexts
    .map((el, i) => ({
      who: (el as HTMLElement).getAttribute('aria-label'),
      from: (animate.mock.calls[i]?.[0]?.[0] as Keyframe).transform,
    }))
    .sort((a, b) => String(a.who).localeCompare(String(b.who)));

describe('Podium', () => {
  it('paints still: no slide on the first render', () => {
    render(podium([c('A', 30), c('B', 20), c('C', 10)]));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-rank'))).toEqual(['2', '1', '3']);
    expect(animate).not.toHaveBeenCalled();
  });

  it('an overtaking keeps each contestant her element and slides her from her old step to the new one', () => {
    const { rerender } = render(podium([c('A', 30), c('B', 20), c('C', 10)]));
    const b = step('B');
    // B overtakes A: order 2nd, 1st, 3rd goes from B A C to A B C.
    rerender(podium([c('B', 40), c('A', 30), c('C', 10)]));
    expect(step('B')).toBe(b);
    expect(b).toHaveAttribute('data-rank', '1');
    expect(slides()).toEqual([
      { who: '1st place: Contestant B', from: `translateX(${-COLUMN}px)` },
      { who: '2nd place: Contestant A', from: `translateX(${COLUMN}px)` },
    ]);
    expect(animate.mock.calls[0]?.[0]?.[1]).toEqual({ transform: 'none' });
  });

  it('a new count that changes no place slides nobody', () => {
    const { rerender } = render(podium([c('A', 30), c('B', 20), c('C', 10)]));
    rerender(podium([c('A', 35), c('B', 20), c('C', 10)]));
    expect(animate).not.toHaveBeenCalled();
  });

  it('under reduced motion the places change without a slide', () => {
    reduceMotion = true;
    const { rerender } = render(podium([c('A', 30), c('B', 20), c('C', 10)]));
    rerender(podium([c('B', 40), c('A', 30), c('C', 10)]));
    expect(step('B')).toHaveAttribute('data-rank', '1');
    expect(animate).not.toHaveBeenCalled();
  });
});
