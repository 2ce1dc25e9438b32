/**
 * Product reviews as the product page and the reviews API show them: published reviews only (decision 0063), newest
 * first, paged, with the distribution of stars. Writing reviews (login required) belongs to the accounts work.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from '../../lib/zod';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';

const REVIEWS_PER_PAGE = 10;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(REVIEWS_PER_PAGE),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export interface ReviewView {
  id: number;
  stars: number;
  text: string | null;
  authorName: string;
  createdAt: string;
}

export interface ReviewPage {
  items: ReviewView[];
  total: number;
  page: number;
  perPage: number;
  /** count of published reviews per star value 1–5 */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export async function listProductReviews(db: DbOrTx, productId: number, query: Partial<ReviewsQuery> = {}): Promise<ReviewPage> {
  const { page, perPage } = reviewsQuerySchema.parse(query);
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const [rows, byStars] = await Promise.all([
    db
      .select({ id: reviews.id, stars: reviews.stars, text: reviews.text, authorName: reviews.authorName, createdAt: reviews.createdAt })
      .from(reviews)
      .where(approved)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ stars: reviews.stars, n: count() }).from(reviews).where(approved).groupBy(reviews.stars),
  ]);
  const distribution: ReviewPage['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of byStars) if (row.stars >= 1 && row.stars <= 5) distribution[row.stars as 1 | 2 | 3 | 4 | 5] = Number(row.n);
  const total = Object.values(distribution).reduce((a, b) => a + b, 0);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page,
    perPage,
    distribution,
  };
}
