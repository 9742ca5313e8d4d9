/** The competition page as the form holds it, and the conversions to and from the API. */
import type { CompetitionSectionType } from '@pageant/common';
import { COMPETITION_MSG, competitionHeaderSchema, competitionSectionsSchema } from '@pageant/common/content/ngo-competition';
import type { CompetitionHeader, CompetitionPageData } from '@/api/competition';

export interface DraftItem {
  key: string;
  _id?: string;
  label: string;
  text: string;
}

export interface DraftSection {
  key: string;
  _id?: string;
  type: CompetitionSectionType;
  order: number;
  title: string;
  text: string;
  items: DraftItem[];
  src?: string;
  public_id?: string;
  /** A newly chosen image, sent as section_{index}. */
  file?: File;
}

export interface Draft {
  header: CompetitionHeader;
  aboutVenue: string;
  sections: DraftSection[];
}

/** Field path (header.title, sections.0.items.1.label, ...) to its message. */
export type FieldErrors = Record<string, string>;

export const SECTION_TYPE_LABELS: Record<CompetitionSectionType, string> = {
  content: 'Content',
  'content-list': 'Content List',
  image: 'Image',
};

let counter = 0;
export const nextKey = () => `k${++counter}`;

export const emptyItem = (): DraftItem => ({ key: nextKey(), label: '', text: '' });

export function newSection(type: CompetitionSectionType, order: number): DraftSection {
  return { key: nextKey(), type, order, title: '', text: '', items: type === 'content-list' ? [emptyItem()] : [] };
}

export const emptyDraft = (): Draft => ({ header: { title: '', hostCountry: '', venue: '' }, aboutVenue: '', sections: [] });

export function toDraft(data: CompetitionPageData): Draft {
  return {
    header: {
      title: data.header?.title ?? '',
      hostCountry: data.header?.hostCountry ?? '',
      venue: data.header?.venue ?? '',
    },
    aboutVenue: data.aboutVenue ?? '',
    sections: [...(data.sections ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((s, order) => ({
        key: nextKey(),
        _id: s._id,
        type: s.type,
        order,
        title: s.title ?? '',
        text: s.text ?? '',
        items: (s.items ?? []).map((item) => ({ key: nextKey(), _id: item._id, label: item.label, text: item.text })),
        src: s.src,
        public_id: s.public_id,
      })),
  };
}

/** Keeps `order` equal to the position: after a removal or a move the list is renumbered from 0. */
export const renumber = (sections: DraftSection[]): DraftSection[] => sections.map((s, order) => ({ ...s, order }));

/** The sections field as the server reads it. */
export function sectionsPayload(sections: DraftSection[]) {
  return sections.map((s) => {
    const base = { ...(s._id ? { _id: s._id } : {}), type: s.type, order: s.order };
    if (s.type === 'content') return { ...base, title: s.title, text: s.text };
    if (s.type === 'content-list') {
      return { ...base, title: s.title, items: s.items.map((i) => ({ ...(i._id ? { _id: i._id } : {}), label: i.label, text: i.text })) };
    }
    // A new file replaces the kept image; otherwise name the image the page already has.
    return s.file ? base : { ...base, ...(s.src ? { src: s.src } : {}), ...(s.public_id ? { public_id: s.public_id } : {}) };
  });
}

/** The shared schemas' messages, keyed by field path; empty when the draft can be saved. */
export function validateDraft(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    if (!errors[path]) errors[path] = message;
  };
  const header = competitionHeaderSchema.safeParse(draft.header);
  if (!header.success) for (const issue of header.error.issues) add(['header', ...issue.path].join('.'), issue.message);
  const sections = competitionSectionsSchema.safeParse(sectionsPayload(draft.sections));
  if (!sections.success) for (const issue of sections.error.issues) add(['sections', ...issue.path].join('.'), issue.message);
  draft.sections.forEach((s, i) => {
    if (s.type === 'image' && !s.file && !s.src) add(`sections.${i}.image`, COMPETITION_MSG.imageRequired);
  });
  return errors;
}

export function toFormData(draft: Draft, removedImages: string[]): FormData {
  const body = new FormData();
  body.append('header', JSON.stringify(draft.header));
  body.append('aboutVenue', draft.aboutVenue);
  body.append('sections', JSON.stringify(sectionsPayload(draft.sections)));
  body.append('removedImages', JSON.stringify(removedImages));
  draft.sections.forEach((s, index) => {
    if (s.type === 'image' && s.file) body.append(`section_${index}`, s.file);
  });
  return body;
}
