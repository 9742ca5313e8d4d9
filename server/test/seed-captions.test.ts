/**
 * Seeded pictures are drawn for their words (issue #29: "Meals at Dharavi" was a lotus): every CSR
 * picture, charitable alliance card and press gallery picture names the scene it is drawn as, and
 * that scene is one its caption describes.
 */
import { CARDS, CSR } from '../src/seed/charity';
import { GALLERY } from '../src/seed/media';
import { SCENE_WORDS, SCENES, type Scene } from '../src/seed/scenes';

function describes(words: string, scene: Scene | undefined): boolean {
  if (!scene || !SCENES.includes(scene)) return false;
  const lower = words.toLowerCase();
  return SCENE_WORDS[scene].some((w) => lower.includes(w));
}

describe('seeded pictures match their captions', () => {
  test('when the CSR carousel is seeded, then each picture is drawn as a scene its caption describes, none repeated', () => {
    expect(CSR.length).toBeGreaterThan(0);
    const wrong = CSR.filter((c) => !describes(`${c.caption} ${c.alt}`, c.scene)).map((c) => `${c.caption}: ${String(c.scene)}`);
    expect(wrong).toEqual([]);
    expect(CSR.find((c) => c.caption === 'Meals at Dharavi')?.scene).toBe('meal');
    expect(new Set(CSR.map((c) => c.scene)).size).toBe(CSR.length);
  });

  test('when the charitable alliance cards are seeded, then each picture shows its programme', () => {
    const wrong = CARDS.filter((c) => !describes(`${c.title} ${c.label} ${c.description}`, c.scene)).map((c) => c.title);
    expect(wrong).toEqual([]);
    expect(new Set(CARDS.map((c) => c.scene)).size).toBe(CARDS.length);
  });

  test('when the press gallery is seeded, then each picture is drawn as a scene its title describes', () => {
    expect(GALLERY.length).toBeGreaterThan(12);
    const wrong = GALLERY.filter(([title, scene]) => !describes(title, scene)).map(([title, scene]) => `${title}: ${String(scene)}`);
    expect(wrong).toEqual([]);
  });
});
