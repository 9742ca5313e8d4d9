import { randomUUID } from 'node:crypto';
import { COMPETITION_MSG, type CompetitionSectionInput } from '@pageant/common/content/ngo-competition';
import type { CompetitionSection } from '../../db/schema';
import { ValidationError } from '../../errors';

export interface StoredFile {
  url: string;
  key: string;
}

/** The keys of the files a document's image sections use. */
export function imageKeys(sections: readonly CompetitionSection[]): Set<string> {
  return new Set(sections.flatMap((s) => (s.type === 'image' && s.public_id ? [s.public_id] : [])));
}

/** Files may only fill image sections, one file each; anything else is refused before it is stored. */
export function checkFiles(sections: readonly CompetitionSectionInput[], indexes: readonly number[]): void {
  const seen = new Set<number>();
  for (const index of indexes) {
    if (sections[index]?.type !== 'image' || seen.has(index)) throw new ValidationError(COMPETITION_MSG.unexpectedFile);
    seen.add(index);
  }
}

/**
 * An image section without a new file may only keep an image the current document already has
 * (by public_id, or by src when no public_id is sent): a client-supplied key is never trusted.
 */
function keptImage(section: CompetitionSectionInput & { type: 'image' }, current: readonly CompetitionSection[]): StoredFile | null {
  const match = current.find(
    (s) =>
      s.type === 'image' &&
      s.public_id &&
      s.src &&
      (section.public_id ? s.public_id === section.public_id : Boolean(section.src) && s.src === section.src),
  );
  return match ? { url: match.src!, key: match.public_id! } : null;
}

/**
 * Turns the validated input into the stored sections: image sections get their file (new or kept),
 * every section and item an id, and the sections are sorted by the given order and renumbered 0..n-1.
 * `files` is keyed by the section's position in the input, as the client names them (section_{index}).
 */
export function buildSections(
  input: readonly CompetitionSectionInput[],
  files: ReadonlyMap<number, StoredFile>,
  current: readonly CompetitionSection[],
): CompetitionSection[] {
  const used = new Set<string>();
  const idFor = (id: string | undefined) => {
    const next = id && !used.has(id) ? id : randomUUID();
    used.add(next);
    return next;
  };

  return input
    .map((section, index) => ({ section, index, order: section.order ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ section, index }, order): CompetitionSection => {
      const base = { _id: idFor(section._id), order };
      switch (section.type) {
        case 'content':
          return { ...base, type: 'content', title: section.title, text: section.text };
        case 'content-list':
          return {
            ...base,
            type: 'content-list',
            title: section.title,
            items: section.items.map((item) => ({ _id: idFor(item._id), label: item.label, text: item.text })),
          };
        case 'image': {
          const image = files.get(index) ?? keptImage(section, current);
          if (!image) throw new ValidationError(COMPETITION_MSG.imageRequired);
          return { ...base, type: 'image', src: image.url, public_id: image.key };
        }
      }
    });
}
