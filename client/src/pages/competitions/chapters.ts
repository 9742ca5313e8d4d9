import type { CompetitionSection } from '@/api/competition';

/** A text or list section with the picture placed beside it, or a picture that has no text to stand by. */
export type Chapter =
  { kind: 'text'; section: CompetitionSection; image?: CompetitionSection } | { kind: 'image'; image: CompetitionSection };

const isImage = (s: CompetitionSection) => s.type === 'image';

/**
 * Groups the admin's ordered sections so that each picture sits beside text instead of filling a
 * band of its own: a picture joins the next text section, or the one before it when it comes last
 * or the next is taken; only a picture with neither stands alone. Pictures without a file are dropped.
 */
export function toChapters(ordered: CompetitionSection[]): Chapter[] {
  const sections = ordered.filter((s) => !isImage(s) || Boolean(s.src));
  const chapters: Chapter[] = [];
  let waiting: CompetitionSection | undefined;
  for (const s of sections) {
    if (!isImage(s)) {
      chapters.push({ kind: 'text', section: s, image: waiting });
      waiting = undefined;
      continue;
    }
    if (waiting) {
      const previous = chapters.at(-1);
      if (previous?.kind === 'text' && !previous.image) previous.image = waiting;
      else chapters.push({ kind: 'image', image: waiting });
    }
    waiting = s;
  }
  if (waiting) {
    const previous = chapters.at(-1);
    if (previous?.kind === 'text' && !previous.image) previous.image = waiting;
    else chapters.push({ kind: 'image', image: waiting });
  }
  return chapters;
}
