/** NGO content cards and the competition page: the rules of SPEC §5 (admin forms) and their messages. */
import { z } from 'zod';
import { NGO_CSR_SECTION, NGO_DEFAULT_SECTION } from '../constants';
import { requiredText, text } from '../schemas';

export const NGO_SECTIONS = [NGO_DEFAULT_SECTION, NGO_CSR_SECTION] as const;
export const NGO_MAX_HIGHLIGHTS = 20;
export const COMPETITION_MAX_SECTIONS = 50;
export const COMPETITION_MAX_ITEMS = 50;

export const NGO_MSG = {
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  sectionInvalid: "Section must be 'initiative' or 'csr'.",
  highlightsInvalid: 'Highlights must be a list of items with a title and content.',
  tooManyHighlights: `A card can have at most ${NGO_MAX_HIGHLIGHTS} highlights.`,
  orderedIdsRequired: 'orderedIds must be a list of card ids.',
  orderMismatch: 'The new order must list every card exactly once.',
  notFound: 'NGO card not found.',
  deleted: 'Card deleted successfully.',
  // Client fallbacks and confirmation (SPEC §8).
  saveFailed: 'Error saving content',
  deleteFailed: 'Error deleting card',
  confirmDelete: 'Are you sure you want to delete this card?',
} as const;

export const COMPETITION_MSG = {
  headerInvalid: 'Header must be an object with title, hostCountry and venue.',
  headerTitleRequired: 'Header title is required.',
  sectionsInvalid: 'Sections must be a list.',
  tooManySections: `The page can have at most ${COMPETITION_MAX_SECTIONS} sections.`,
  sectionTypeInvalid: 'Section type must be content, content-list or image.',
  contentTitleRequired: 'Each content section needs a title.',
  contentTextRequired: 'Each content section needs text.',
  listTitleRequired: 'Each content list section needs a title.',
  listItemsRequired: 'Each content list section needs at least one item.',
  tooManyItems: `A content list can have at most ${COMPETITION_MAX_ITEMS} items.`,
  itemLabelRequired: 'Each list item needs a label.',
  itemTextRequired: 'Each list item needs text.',
  orderInvalid: 'Section order must be a whole number from 0.',
  imageRequired: 'Each image section needs an uploaded image.',
  unexpectedFile: 'Image files must be sent as section_{index} for an image section.',
  removedImagesInvalid: 'removedImages must be a list of image ids.',
  notFound: 'Competition page not found.',
  exists: 'The competition page already exists. Update it instead.',
  changedMeanwhile: 'The competition page changed meanwhile. Reload it and try again.',
  created: 'Competition page created.',
  saved: 'Competition page saved.',
  deleted: 'Competition page deleted.',
  // Client fallbacks and confirmations (SPEC §8).
  fetchFailed: 'Failed to fetch',
  saveFailed: 'Error saving page',
  confirmRemoveSection: 'Are you sure you want to remove this section?',
  confirmRemoveItem: 'Are you sure you want to remove this item?',
} as const;

/** Multipart sends objects and lists as JSON strings; JSON bodies send them as they are. */
function jsonField<T extends z.ZodType>(schema: T, message: string) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
  }, schema);
}

// ---------------------------------------------------------------- NGO cards

export const ngoHighlightSchema = z.object(
  {
    title: text(200).default(''),
    content: text(2000).default(''),
  },
  { error: NGO_MSG.highlightsInvalid },
);
export type NgoHighlightInput = z.infer<typeof ngoHighlightSchema>;

const highlightsSchema = z
  .array(ngoHighlightSchema, { error: NGO_MSG.highlightsInvalid })
  .max(NGO_MAX_HIGHLIGHTS, NGO_MSG.tooManyHighlights)
  // The form keeps an empty row until it is filled in; an empty row is no highlight.
  .transform((list) => list.filter((h) => h.title || h.content));

/** The card form's fields, as the client form holds them. */
export const ngoCardSchema = z.object({
  title: requiredText(NGO_MSG.titleRequired, 200),
  subtitle: text(200).default(''),
  label: text(200).default(''),
  description: requiredText(NGO_MSG.descriptionRequired, 5000),
  section: z.preprocess((v) => (v === '' || v == null ? NGO_DEFAULT_SECTION : v), z.enum(NGO_SECTIONS, { error: NGO_MSG.sectionInvalid })),
  highlights: jsonField(highlightsSchema, NGO_MSG.highlightsInvalid).default([]),
});
export type NgoCardInput = z.infer<typeof ngoCardSchema>;

const BRACKET_KEY = /^highlights\[(\d{1,3})\]\[(title|content)\]$/;

/**
 * Multipart bodies arrive flat (`highlights[0][title]`), since the extended urlencoded parser is
 * off; gather those keys into the list, ordered by index. A `highlights` field (JSON) wins.
 */
export function gatherHighlights(body: Record<string, unknown>): Record<string, unknown> {
  if (body.highlights !== undefined) return body;
  const rows = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(body)) {
    const m = BRACKET_KEY.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    rows.set(index, { ...rows.get(index), [m[2]!]: value });
  }
  if (rows.size === 0) return body;
  return { ...body, highlights: [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row) };
}

/** What the server parses: the card fields from a multipart or JSON body. */
export const ngoCardBodySchema = z.preprocess(
  (body) => (body && typeof body === 'object' ? gatherHighlights(body as Record<string, unknown>) : body),
  ngoCardSchema,
);

export const ngoReorderSchema = z.object({
  orderedIds: z.array(z.string({ error: NGO_MSG.orderedIdsRequired }).trim().max(64), { error: NGO_MSG.orderedIdsRequired }).max(1000),
});
export type NgoReorderInput = z.infer<typeof ngoReorderSchema>;

// ---------------------------------------------------------- competition page

export const competitionHeaderSchema = z.object(
  {
    title: requiredText(COMPETITION_MSG.headerTitleRequired, 200),
    hostCountry: text(120).default(''),
    venue: text(300).default(''),
  },
  { error: COMPETITION_MSG.headerInvalid },
);

const clientId = text(64).optional();
const order = z.coerce
  .number({ error: COMPETITION_MSG.orderInvalid })
  .int(COMPETITION_MSG.orderInvalid)
  .min(0, COMPETITION_MSG.orderInvalid)
  .max(100_000, COMPETITION_MSG.orderInvalid)
  .optional();

const contentSection = z.object({
  _id: clientId,
  type: z.literal('content'),
  order,
  title: requiredText(COMPETITION_MSG.contentTitleRequired, 200),
  text: requiredText(COMPETITION_MSG.contentTextRequired, 20_000),
});

const listItem = z.object({
  _id: clientId,
  label: requiredText(COMPETITION_MSG.itemLabelRequired, 200),
  text: requiredText(COMPETITION_MSG.itemTextRequired, 5000),
});

const contentListSection = z.object({
  _id: clientId,
  type: z.literal('content-list'),
  order,
  title: requiredText(COMPETITION_MSG.listTitleRequired, 200),
  items: z
    .array(listItem, { error: COMPETITION_MSG.listItemsRequired })
    .min(1, COMPETITION_MSG.listItemsRequired)
    .max(COMPETITION_MAX_ITEMS, COMPETITION_MSG.tooManyItems),
});

/** src and public_id only point at an image the page already has; new images come as files. */
const imageSection = z.object({
  _id: clientId,
  type: z.literal('image'),
  order,
  src: text(500).optional(),
  public_id: text(200).optional(),
});

export const competitionSectionSchema = z.discriminatedUnion('type', [contentSection, contentListSection, imageSection], {
  error: COMPETITION_MSG.sectionTypeInvalid,
});
export type CompetitionSectionInput = z.infer<typeof competitionSectionSchema>;

export const competitionSectionsSchema = z
  .array(competitionSectionSchema, { error: COMPETITION_MSG.sectionsInvalid })
  .max(COMPETITION_MAX_SECTIONS, COMPETITION_MSG.tooManySections);

/** The multipart body of POST and PUT /competition-page (files travel beside it as section_{index}). */
export const competitionBodySchema = z.object({
  header: jsonField(competitionHeaderSchema, COMPETITION_MSG.headerInvalid),
  aboutVenue: text(10_000).default(''),
  sections: jsonField(competitionSectionsSchema, COMPETITION_MSG.sectionsInvalid).default([]),
  removedImages: jsonField(
    z.array(z.string({ error: COMPETITION_MSG.removedImagesInvalid }).max(200), { error: COMPETITION_MSG.removedImagesInvalid }).max(200),
    COMPETITION_MSG.removedImagesInvalid,
  ).default([]),
});
export type CompetitionBody = z.infer<typeof competitionBodySchema>;

export const COMPETITION_FILE_FIELD = /^section_(\d{1,3})$/;
