/** Home page content: banners, brand carousel, sponsor logos, CSR slides and testimonials. */
import { z } from 'zod';
import { HOME_IMAGE_TYPES, type HomeImageType } from '../constants';
import { requiredText, text } from '../schemas';

export const HOME_MSG = {
  // SPEC §5 and §8
  selectFile: '⚠️ Please select a file!',
  imageUploaded: 'Image uploaded successfully!',
  brandSelectFile: 'Please select a file',
  brandSelectNewImage: 'Please select a new image to update',
  imageUpdated: 'Image updated successfully!',
  noCsrFiles: 'No files selected.',
  csrUploaded: (n: number) => `Uploaded ${n} CSR image(s) successfully!`,
  logoAdded: 'Logo added',
  logoUpdated: 'Logo updated',
  deleted: 'Deleted successfully',
  // Ours, where SPEC gives no wording
  homeImageType: 'Image type must be home1 or home2.',
  homeImageNotFound: 'No home image of that type.',
  homeImageDeleted: 'Image deleted successfully!',
  brandNotFound: 'Brand image not found.',
  brandDeleted: 'Brand image deleted successfully!',
  logoRequired: 'Please select a logo image.',
  logoNotFound: 'Logo not found.',
  csrNotFound: 'CSR image not found.',
  csrDeleted: 'CSR image deleted successfully!',
  badLink: 'Link must be a valid http(s) URL.',
  testimonialNameRequired: 'Name is required.',
  testimonialTextRequired: 'Testimonial text is required.',
  testimonialNotFound: 'Testimonial not found.',
  testimonialAdded: 'Testimonial added successfully!',
  testimonialUpdated: 'Testimonial updated successfully!',
  testimonialDeleted: 'Testimonial deleted successfully!',
} as const;

const uuid = z.uuid();
/** Unknown and malformed ids are both "not found" to a client. */
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;

export const isHomeImageType = (value: string): value is HomeImageType => (HOME_IMAGE_TYPES as readonly string[]).includes(value);

export const homeImageUploadSchema = z.object({
  type: z.enum(HOME_IMAGE_TYPES, { error: HOME_MSG.homeImageType }),
});
export type HomeImageUploadInput = z.infer<typeof homeImageUploadSchema>;

const httpUrl = z.url({ protocol: /^https?$/, error: HOME_MSG.badLink });

/** Empty means "no link"; anything else must be an absolute http(s) URL (no javascript: links). */
export const optionalLink = (): z.ZodString =>
  z
    .string({ error: HOME_MSG.badLink })
    .trim()
    .max(2000, HOME_MSG.badLink)
    .refine((v) => v === '' || httpUrl.safeParse(v).success, HOME_MSG.badLink);

/** Missing fields stay undefined so an update keeps what is stored; a create stores ''. */
export const sponsorLogoSchema = z.object({
  alt: text(200).optional(),
  href: optionalLink().optional(),
});
export type SponsorLogoInput = z.infer<typeof sponsorLogoSchema>;

export const csrUploadSchema = z.object({
  alt: text(200).optional(),
  href: optionalLink().optional(),
});
export type CsrUploadInput = z.infer<typeof csrUploadSchema>;

export const testimonialSchema = z.object({
  name: requiredText(HOME_MSG.testimonialNameRequired, 120),
  place: text(120).optional(),
  text: requiredText(HOME_MSG.testimonialTextRequired, 2000),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** Response shapes of DESIGN §4. */
export interface HomeImagesResponse {
  success: true;
  images: Partial<Record<HomeImageType, { url: string }>>;
}
export interface HomeBrand {
  _id: string;
  image: string;
}
export interface SponsorLogo {
  _id: string;
  url: string;
  alt: string;
  altText: string;
  href: string;
}
export interface CsrImage {
  _id: string;
  url: string;
  alt: string;
  href: string;
}
export interface Testimonial {
  _id: string;
  name: string;
  place: string;
  text: string;
  imageUrl: string;
}
