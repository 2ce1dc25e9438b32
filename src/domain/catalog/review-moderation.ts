/**
 * Review moderation (decision 0063): the shop's mode — new reviews wait for approval ('pre', the default) or are
 * shown at once and can be hidden later ('post') — and the one place that recomputes a product's rating from its
 * published reviews. Only published reviews are ever shown or counted; products.rating_avg / rating_count (read by
 * listings, the rating filter and sort, JSON-LD and feeds) therefore always describe published reviews only.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ReviewStatus } from '../../db/schema';
import { REVIEW_MODERATION_MODES, type ReviewModerationMode } from './review-moderation-schema';

export { type ReviewModerationMode };

/** The settings row holding `{ mode }`; a missing or malformed row means the default. */
export const REVIEW_MODERATION_SETTING = 'reviewModeration';
const DEFAULT_REVIEW_MODERATION: ReviewModerationMode = 'pre';

export async function loadReviewModeration(db: DbOrTx): Promise<ReviewModerationMode> {
  const [row] = await queryRows<{ value: unknown }>(db, sql`SELECT value FROM settings WHERE name = ${REVIEW_MODERATION_SETTING}`);
  const mode = (row?.value as { mode?: unknown } | undefined)?.mode;
  return REVIEW_MODERATION_MODES.includes(mode as ReviewModerationMode) ? (mode as ReviewModerationMode) : DEFAULT_REVIEW_MODERATION;
}

/**
 * The state a review gets when its author sends it (new or changed): under pre-moderation it waits; under
 * post-moderation it is shown at once — except one the shop has hidden, which goes back to the queue instead of
 * reappearing (a customer cannot undo the shop's decision by editing).
 */
export function statusOnSubmit(mode: ReviewModerationMode, previous: ReviewStatus | null): ReviewStatus {
  if (mode === 'pre') return 'pending';
  return previous === 'hidden' ? 'pending' : 'published';
}

/** Locks the product row (reviews of one product are serialized by it); false when the product does not exist. */
export async function lockProductForRating(tx: DbOrTx, productId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
  return rows.length > 0;
}

/**
 * Sets products.rating_avg / rating_count from the product's published reviews. Call inside the transaction of
 * the review change, after locking the product row, so concurrent changes cannot leave a stale average.
 */
export async function recomputeProductRating(tx: DbOrTx, productId: number): Promise<{ average: number; count: number }> {
  const [rating] = await queryRows<{ rating_avg: number; rating_count: number }>(
    tx,
    sql`UPDATE products p
        SET rating_avg = agg.average, rating_count = agg.n
        FROM (SELECT coalesce(round(avg(stars)::numeric, 2), 0) AS average, count(*)::int AS n
              FROM reviews WHERE product_id = ${productId} AND status = 'published') agg
        WHERE p.id = ${productId}
        RETURNING p.rating_avg::float8 AS rating_avg, p.rating_count::int AS rating_count`,
  );
  return { average: Number(rating?.rating_avg ?? 0), count: Number(rating?.rating_count ?? 0) };
}
