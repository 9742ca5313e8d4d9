/** Team and press-media admin forms: schemas, rules and messages (SPEC §5, §8), shared by server and client. */
import { z } from 'zod';
import { storable } from '../schemas';
import { MEDIA_TYPES, TEAM_TYPES, type MediaType, type TeamType } from '../constants';

export const TEAM_MSG = {
  fillNameDesignation: '⚠️ Please fill name and designation!',
  leadersNeedImages: '⚠️ Leaders require both main and knowMore images!',
  mainRequired: '⚠️ Main image is required!',
  unknownType: 'Unknown team type. Use leaders, directors or coreteam.',
  notFound: 'Team member not found.',
  added: '✅ Member added!',
  updated: '✅ Member updated!',
  deleted: '🗑️ Member deleted!',
} as const;

export const MEDIA_MSG = {
  titleRequired: '⚠️ Title is required!',
  videoUrlRequired: '⚠️ Video URL is required!',
  videoUrlInvalid: '⚠️ Video URL must be a web address starting with http:// or https://.',
  imageRequired: '⚠️ Image file is required!',
  unknownType: 'Unknown media type. Use mediaCoverage, imageGallery, fashionGallery, brand, shoot or video.',
  notFound: 'Media item not found.',
  reorderForeign: 'Every item in the new order must belong to that media type.',
  reorderDuplicate: 'An item appears more than once in the new order.',
  added: '✅ Media added!',
  updated: '✅ Media updated!',
  deleted: '🗑️ Media deleted!',
  orderSaved: '✅ Order saved!',
} as const;

/** SPEC §8's fallback when a team or media upload fails and the server gave no sentence. */
export const TEAM_MEDIA_UPLOAD_FAILED = '❌ Upload failed';

export const TEAM_LIMITS = { name: 120, designation: 160 } as const;
export const MEDIA_LIMITS = { title: 200, alt: 200, videoUrl: 2000, reorderItems: 1000 } as const;

const capped = (max: number, label: string) => storable(z.string().trim().max(max, `${label} must be at most ${max} characters.`));
const filled = (message: string, max: number, label: string) =>
  storable(z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters.`));

export const teamTypeSchema = z.enum(TEAM_TYPES, { error: TEAM_MSG.unknownType });
export const teamTypeParamsSchema = z.object({ type: teamTypeSchema });
/** The id stays a string here: the server answers 404 for anything that is not a saved member. */
export const teamMemberParamsSchema = z.object({ type: teamTypeSchema, id: z.string().max(64) });

/** Text fields of the add and edit forms; the images are checked by teamImagesError. */
export const teamMemberSchema = z.object({
  name: filled(TEAM_MSG.fillNameDesignation, TEAM_LIMITS.name, 'Name'),
  designation: filled(TEAM_MSG.fillNameDesignation, TEAM_LIMITS.designation, 'Designation'),
});
export type TeamMemberInput = z.infer<typeof teamMemberSchema>;

/** Which images a member has after the change: a new upload or an already saved one. */
export function teamImagesError(type: TeamType, has: { main: boolean; knowMore: boolean }): string | null {
  if (type === 'leaders' && !(has.main && has.knowMore)) return TEAM_MSG.leadersNeedImages;
  if (!has.main) return TEAM_MSG.mainRequired;
  return null;
}

export const mediaTypeSchema = z.enum(MEDIA_TYPES, { error: MEDIA_MSG.unknownType });
export const mediaTypeParamsSchema = z.object({ type: mediaTypeSchema });

const httpUrl = z.url({ protocol: /^https?$/ });
export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;

export interface MediaDraft {
  type: MediaType;
  title: string;
  videoUrl?: string | null;
  /** Leave out to skip the image rule (the form checks it apart from the text). */
  hasImage?: boolean;
}

/** SPEC §5 press-media rules in the order the form reports them. */
export function mediaItemError(d: MediaDraft): string | null {
  const isVideo = d.type === 'video';
  if (!isVideo && !d.title) return MEDIA_MSG.titleRequired;
  if (isVideo && !d.videoUrl) return MEDIA_MSG.videoUrlRequired;
  if (isVideo && !isHttpUrl(d.videoUrl!)) return MEDIA_MSG.videoUrlInvalid;
  if (!isVideo && d.hasImage === false) return MEDIA_MSG.imageRequired;
  return null;
}

const mediaFields = {
  title: capped(MEDIA_LIMITS.title, 'Title').optional(),
  alt: capped(MEDIA_LIMITS.alt, 'Alt text').optional(),
  videoUrl: capped(MEDIA_LIMITS.videoUrl, 'Video URL').optional(),
};

/** Multipart (title, type, alt, image) or JSON (title, type, videoUrl) for a video. */
export const mediaCreateSchema = z.object({ type: mediaTypeSchema, ...mediaFields }).superRefine((v, ctx) => {
  const message = mediaItemError({ type: v.type, title: v.title ?? '', videoUrl: v.videoUrl });
  if (message) ctx.addIssue({ code: 'custom', message });
});
export type MediaCreateInput = z.infer<typeof mediaCreateSchema>;

/** Fields left out keep their saved values; the rules run on the merged item. */
export const mediaUpdateSchema = z.object({ type: mediaTypeSchema.optional(), ...mediaFields });
export type MediaUpdateInput = z.infer<typeof mediaUpdateSchema>;

export const mediaReorderSchema = z.object({
  type: mediaTypeSchema,
  order: z
    .array(
      z.object({
        id: z.string({ error: 'Each item needs an id.' }).trim().min(1, 'Each item needs an id.').max(64),
        order: z.number({ error: 'Each item needs a numeric order.' }).int('Order must be a whole number.').min(0).max(1_000_000),
      }),
      { error: 'order must be a list of {id, order}.' },
    )
    .min(1, 'The new order is empty.')
    .max(MEDIA_LIMITS.reorderItems),
});
export type MediaReorderInput = z.infer<typeof mediaReorderSchema>;
