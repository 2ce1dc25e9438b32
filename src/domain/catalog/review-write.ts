/**
 * Writing product reviews (issue 5, SPEC §5, §6): a logged-in customer rates a visible product with 1–5 stars and a
 * text. One review per customer and product (reviews_product_user_unique): sending again replaces the customer's
 * review (decision 0021). What the review's state becomes depends on the shop's moderation mode (decision 0063):
 * waiting for approval, or published at once. products.rating_avg / rating_count are recomputed from the published
 * reviews in the same transaction, under a lock of the product row, so concurrent reviews never leave a stale average.
 */
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { reviews, type ReviewStatus } from '../../db/schema';
import type { MessageKey } from '../../i18n';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import { loadReviewModeration, recomputeProductRating, statusOnSubmit } from './review-moderation';
import type { ReviewView } from './reviews';
import type { ReviewInput } from './review-schema';

export { reviewSchema, type ReviewInput } from './review-schema';

/** Reviews (new or changed) one customer may send per window: the REST call and the product page share the counter. */
export const REVIEW_RATE_LIMIT: RateLimit = { hits: 20, windowSeconds: 3600 };
const reviewRateLimitKey = (userId: number) => `review:${userId}`;

/** Who writes: the logged-in customer (SessionUser has these). */
export interface ReviewAuthor {
  id: number;
  firstname: string;
  lastname: string;
}

export interface SavedReview {
  /** created: the customer's first review of the product; updated: their earlier one was replaced */
  status: 'created' | 'updated';
  /** the review's moderation state now: 'pending' waits for the shop's approval, 'published' is shown (decision 0063) */
  review: ReviewView & { status: ReviewStatus };
  /** the product's average and count of published reviews after this write */
  rating: { average: number; count: number };
}

/** The name shown with a review: first name and the initial of the last name ('Jana N.'), never the e-mail. */
function reviewAuthorName(author: Pick<ReviewAuthor, 'firstname' | 'lastname'>): string {
  const first = author.firstname.trim();
  const initial = author.lastname.trim().charAt(0).toLocaleUpperCase('sk-SK');
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ') || '—';
}

/**
 * Saves the customer's review of a product. Null when the product does not exist or is not visible now (hidden or
 * published in the future). The text is stored as typed (trimmed); it is plain text and is never rendered as HTML.
 * RateLimitedError beyond REVIEW_RATE_LIMIT per customer (the REST call and the product page both come here).
 */
export async function saveProductReview(
  db: DbOrTx,
  productId: number,
  author: ReviewAuthor,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<SavedReview | null> {
  await enforceRateLimit(db, reviewRateLimitKey(author.id), REVIEW_RATE_LIMIT, 'review.rate_limited');
  return db.transaction(async (tx) => {
    // the product row lock serializes reviews of one product: the average below sees every committed review
    const product = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM products
          WHERE id = ${productId} AND is_visible AND (published_at IS NULL OR published_at <= ${now.toISOString()}::timestamptz)
          FOR UPDATE`,
    );
    if (product.length === 0) return null;

    const mode = await loadReviewModeration(tx);
    const [previous] = await queryRows<{ status: ReviewStatus }>(
      tx,
      sql`SELECT status FROM reviews WHERE product_id = ${productId} AND user_id = ${author.id} FOR UPDATE`,
    );
    const status = statusOnSubmit(mode, previous?.status ?? null);
    const [row] = await queryRows<{
      id: number;
      stars: number;
      text: string | null;
      author_name: string;
      status: ReviewStatus;
      created_at: string | Date;
      inserted: boolean;
    }>(
      tx,
      sql`INSERT INTO reviews (product_id, user_id, stars, text, author_name, status, created_at)
          VALUES (${productId}, ${author.id}, ${input.stars}, ${input.text}, ${reviewAuthorName(author)}, ${status}, ${now.toISOString()}::timestamptz)
          ON CONFLICT ON CONSTRAINT reviews_product_user_unique DO UPDATE
            SET stars = excluded.stars, text = excluded.text, author_name = excluded.author_name, status = excluded.status,
                created_at = excluded.created_at
          RETURNING id, stars, text, author_name, status, created_at, (xmax = 0) AS inserted`,
    );
    const rating = await recomputeProductRating(tx, productId);
    return {
      status: row!.inserted ? 'created' : 'updated',
      review: {
        id: row!.id,
        stars: row!.stars,
        text: row!.text,
        authorName: row!.author_name,
        createdAt: new Date(row!.created_at).toISOString(),
        status: row!.status,
      },
      rating,
    };
  });
}

/**
 * What the shopper is told after sending (decision 0063): whether the review is already shown or waits for the
 * shop's approval. The REST call and the product page use the same text.
 */
export function reviewSavedMessageKey(saved: SavedReview): MessageKey {
  if (saved.review.status === 'published') return saved.status === 'created' ? 'review.sent' : 'review.updated';
  return saved.status === 'created' ? 'review.sent_pending' : 'review.updated_pending';
}

/** The customer's own review of a product (in any state), for prefilling the form; null when none. */
export async function findOwnReview(
  db: DbOrTx,
  productId: number,
  userId: number,
): Promise<{ stars: number; text: string; status: ReviewStatus } | null> {
  const rows = await db
    .select({ stars: reviews.stars, text: reviews.text, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  const row = rows[0];
  return row ? { stars: row.stars, text: row.text ?? '', status: row.status } : null;
}
