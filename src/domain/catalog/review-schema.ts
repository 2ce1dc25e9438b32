/**
 * The review form (SPEC §5 "Review: all required fields and star count 1 to 5"): stars 1–5 and a text, both
 * required. Shared by the product page's form (its limits) and the server (the action and the REST call). Kept free
 * of database imports so the browser can load it.
 */
import { z } from '../../lib/zod';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN, REVIEW_TEXT_MAX } from './review-limits';

/** '3' (a form field) and 3 (JSON) alike; '' and missing are "not chosen". */
const starsValue = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ message: 'review.stars_invalid' })
    .int({ message: 'review.stars_invalid' })
    .min(REVIEW_STARS_MIN, { message: 'review.stars_invalid' })
    .max(REVIEW_STARS_MAX, { message: 'review.stars_invalid' }),
);

export const reviewSchema = z.object({
  stars: starsValue,
  text: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
