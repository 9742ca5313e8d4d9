import { describe, expect, it } from '@jest/globals';
import { cropWindow } from '../src/content/crop-window';

describe('cropWindow: the 4:5 card window the server cuts and the admin previews', () => {
  it.each([
    ['a wide picture, focus centred', 2000, 1000, { x: 0.5, y: 0.5 }, { left: 600, top: 0, width: 800, height: 1000 }],
    ['a wide picture, focus on her at the left edge', 2000, 1000, { x: 0.05, y: 0.5 }, { left: 0, top: 0, width: 800, height: 1000 }],
    ['a wide picture, focus at three quarters', 2000, 1000, { x: 0.75, y: 0.2 }, { left: 1100, top: 0, width: 800, height: 1000 }],
    ['a tall picture, focus near the top', 800, 2000, { x: 0.5, y: 0.1 }, { left: 0, top: 0, width: 800, height: 1000 }],
    ['a tall picture, focus low', 800, 2000, { x: 0.5, y: 0.6 }, { left: 0, top: 700, width: 800, height: 1000 }],
    ['a tall picture, focus at the bottom edge', 800, 2000, { x: 0.5, y: 1 }, { left: 0, top: 1000, width: 800, height: 1000 }],
  ])('when %s, then the window stays inside it around the focus', (_, w, h, focus, expected) => {
    expect(cropWindow(w, h, focus)).toEqual(expected);
  });

  it('when no focus is given, then the window is centred', () => {
    expect(cropWindow(1200, 1200)).toEqual({ left: 120, top: 0, width: 960, height: 1200 });
  });
});
