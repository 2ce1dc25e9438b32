/**
 * Review moderation values shared by the back-office forms and the server (decision 0063). Browser-safe (zod only).
 */
import { z } from '../../lib/zod';

/** 'pre': new and changed reviews wait for approval; 'post': they are shown at once and the shop can hide them. */
export const REVIEW_MODERATION_MODES = ['pre', 'post'] as const;
export type ReviewModerationMode = (typeof REVIEW_MODERATION_MODES)[number];

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;

/** The back-office list filter: all, waiting, published, hidden. */
export const REVIEW_FILTERS = ['all', 'pending', 'published', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const adminReviewListSchema = z.object({
  stav: z.enum(REVIEW_FILTERS).catch('all').default('all'),
  q: z.string().trim().max(100).optional().catch(undefined),
});

/** What the back office may do with one review. */
export const REVIEW_ACTIONS = ['approve', 'hide', 'delete'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const reviewModerationSettingSchema = z.object({ mode: z.enum(REVIEW_MODERATION_MODES) });
