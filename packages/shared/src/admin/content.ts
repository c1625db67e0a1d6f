import { z } from 'zod';

import { optionalText, requiredText } from '../forms.ts';
import { translationsSchema } from '../translations.ts';
import { MEDIA_FILE, mediaFile } from './file-fields.ts';

export { MEDIA_FILE, mediaFile };

// Create schemas; an edit (PATCH) takes `.partial()` of the same one. Nothing here has a default, so a partial
// edit never resets a field the request did not name: the services fill defaults on create.

/**
 * A link a shopper follows from home content: a path on this site (`/category/hair`) or an https address.
 * Anything else (`javascript:`, `data:`, `//elsewhere`) is refused, because the storefront puts it in an href.
 */
export const SITE_LINK = /^(\/(?!\/)[^\s\\]*|https:\/\/[^\s/\\]+[^\s\\]*)$/i;

export const siteLink = (label: string) =>
  requiredText(label, 500).refine(
    (value) => SITE_LINK.test(value),
    `${label} must be a path on this site (like /category/hair) or an https address`,
  );

const httpsUrl = (label: string) =>
  requiredText(label, 500).refine(
    (value) => /^https:\/\/[^\s/\\]+[^\s\\]*$/i.test(value),
    `${label} must be an https address`,
  );

const priority = z
  .number({ error: 'priority must be a whole number' })
  .int('priority must be a whole number')
  .min(0, 'priority must be 0 or more')
  .max(10000, 'priority must be at most 10000');

const status = z.boolean({ error: 'status must be true or false' });

export const CAROUSEL_MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export const TARGET_DEVICES = ['MOBILE', 'DESKTOP'] as const;
export const PROMOTION_LOCATIONS = ['header', 'cart'] as const;

export const CarouselItemSchema = z.object({
  mediaType: z.enum(CAROUSEL_MEDIA_TYPES, { error: 'mediaType must be IMAGE or VIDEO' }).optional(),
  image: mediaFile('image'),
  /** Required for a video; the service checks it against the stored item on a partial change. */
  poster: mediaFile('poster').nullable().optional(),
  alt: optionalText('alt', 300),
  buttonLink: siteLink('buttonLink'),
  targetDevice: z.enum(TARGET_DEVICES, { error: 'targetDevice must be MOBILE or DESKTOP' }),
  status: status.optional(),
  priority: priority.optional(),
  translations: translationsSchema('carouselItem').optional(),
});
export type CarouselItemInput = z.input<typeof CarouselItemSchema>;

export const ShowcaseSlotSchema = z.object({
  position: z
    .number({ error: 'position must be 1, 2, 3 or 4' })
    .int('position must be 1, 2, 3 or 4')
    .min(1, 'position must be 1, 2, 3 or 4')
    .max(4, 'position must be 1, 2, 3 or 4'),
  image: mediaFile('image'),
  title: requiredText('title', 100),
  buttonLink: siteLink('buttonLink'),
  translations: translationsSchema('showcaseSlot').optional(),
});
export type ShowcaseSlotInput = z.input<typeof ShowcaseSlotSchema>;

export const PromotionTextSchema = z.object({
  title: requiredText('title', 200),
  link: siteLink('link').nullable().optional(),
  location: z.enum(PROMOTION_LOCATIONS, { error: 'location must be header or cart' }),
  status: status.optional(),
  priority: priority.optional(),
  translations: translationsSchema('promotionText').optional(),
});
export type PromotionTextInput = z.input<typeof PromotionTextSchema>;

export const InstagramReelSchema = z.object({
  video: mediaFile('video'),
  poster: mediaFile('poster'),
  permalink: httpsUrl('permalink'),
  status: status.optional(),
  priority: priority.optional(),
});
export type InstagramReelInput = z.input<typeof InstagramReelSchema>;

const slug = (label: string) =>
  requiredText(label, 200).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    `${label} must be lower-case words joined by hyphens`,
  );

export const BlogPostSchema = z.object({
  title: requiredText('title', 200),
  slug: slug('slug'),
  excerpt: requiredText('excerpt', 500, { multiline: true }),
  coverImage: mediaFile('coverImage'),
  /** HTML from the editor; the server sanitises it before saving. */
  content: requiredText('content', 200_000, { multiline: true }),
  authorId: z.uuid({ error: 'authorId must be chosen' }),
  categoryId: z.uuid({ error: 'categoryId must be chosen' }),
  status: status.optional(),
  /** A future moment schedules the post. */
  publishedAt: z.iso.datetime({ offset: true, error: 'publishedAt must be a date and time' }).optional(),
  metaTitle: optionalText('metaTitle', 200).nullable(),
  description: optionalText('description', 500, { multiline: true }).nullable(),
  translations: translationsSchema('blogPost').optional(),
});
export type BlogPostInput = z.input<typeof BlogPostSchema>;

export const BlogCategorySchema = z.object({
  name: requiredText('name', 100),
  slug: slug('slug'),
  metaDescription: optionalText('metaDescription', 500, { multiline: true }).nullable(),
  priority: priority.optional(),
  translations: translationsSchema('blogCategory').optional(),
});
export type BlogCategoryInput = z.input<typeof BlogCategorySchema>;

export const BlogAuthorSchema = z.object({
  name: requiredText('name', 100),
  bio: requiredText('bio', 1000, { multiline: true }),
  profilePhoto: mediaFile('profilePhoto'),
  translations: translationsSchema('blogAuthor').optional(),
});
export type BlogAuthorInput = z.input<typeof BlogAuthorSchema>;

export const CarouselItemPatchSchema = CarouselItemSchema.partial();
export const ShowcaseSlotPatchSchema = ShowcaseSlotSchema.partial();
export const PromotionTextPatchSchema = PromotionTextSchema.partial();
export const InstagramReelPatchSchema = InstagramReelSchema.partial();
export const BlogPostPatchSchema = BlogPostSchema.partial();
export const BlogCategoryPatchSchema = BlogCategorySchema.partial();
export const BlogAuthorPatchSchema = BlogAuthorSchema.partial();
