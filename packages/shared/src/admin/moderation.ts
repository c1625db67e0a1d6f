import { z } from 'zod';

/** What a moderator may set a review to: PENDING is only where a shopper's review starts. */
export const MODERATION_STATUSES = ['ACTIVE', 'REJECTED'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const moderationStatus = z.enum(MODERATION_STATUSES, {
  error: 'reviewStatus must be ACTIVE (approve) or REJECTED (reject)',
});

/** The most reviews one bulk approval or rejection takes: one page of the queue at its largest. */
export const MAX_BULK_REVIEWS = 100;

export const ReviewModerationSchema = z.strictObject({ reviewStatus: moderationStatus });

export const BulkReviewModerationSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'Every id must be a valid review id' }), {
      error: 'ids must be a list of review ids',
    })
    .min(1, 'Choose at least one review')
    .max(MAX_BULK_REVIEWS, `Choose at most ${MAX_BULK_REVIEWS} reviews at once`),
  reviewStatus: moderationStatus,
});

export const ContactMessageReadSchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});

/** A review as the moderation queue shows it: the public fields plus the account's number, if any. */
export interface AdminReview {
  _id: string;
  product: { _id: string; name: string; slug: string; image: string };
  rating: number;
  reviewText: string;
  displayName: string | null;
  author: string;
  mobile: string | null;
  reviewStatus: 'PENDING' | 'ACTIVE' | 'REJECTED';
  createdAt: string;
}

/** A message from the contact form, as the inbox shows it. */
export interface AdminContactMessage {
  _id: string;
  name: string;
  email: string;
  number: string;
  message: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}
