/**
 * Product reviews as the product page and the reviews API show them: published reviews only (decision 0063), newest
 * first, paged, with the distribution of stars. Writing reviews (login required) belongs to the accounts work.
 */
import { sql } from 'drizzle-orm';
import { z } from '../../lib/zod';
import { isRowId, queryPreparedRows, type DbOrTx } from '../../db/client';

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
  if (!isRowId(productId)) {
    return { items: [], total: 0, page, perPage, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  }
  // one prepared statement (decisions 0130, 0132): the page and the count per star, both as JSON text
  const [row] = await queryPreparedRows<{ items: string; by_stars: string }>(
    db,
    sql`SELECT
          (SELECT coalesce(json_agg(json_build_object('id', r.id, 'stars', r.stars, 'text', r.text, 'author_name', r.author_name,
                    'created_at', r.created_at) ORDER BY r.created_at DESC, r.id DESC), '[]')::text
           FROM (SELECT id, stars, text, author_name, created_at FROM reviews
                 WHERE product_id = ${productId}::int AND status = 'published'
                 ORDER BY created_at DESC, id DESC LIMIT ${perPage}::int OFFSET ${(page - 1) * perPage}::int) r) AS items,
          (SELECT coalesce(json_object_agg(s.stars, s.n), '{}')::text
           FROM (SELECT stars, count(*)::int AS n FROM reviews WHERE product_id = ${productId}::int AND status = 'published'
                 GROUP BY stars) s) AS by_stars`,
  );
  const rows = JSON.parse(row!.items) as Array<{ id: number; stars: number; text: string | null; author_name: string; created_at: string }>;
  const byStars = JSON.parse(row!.by_stars) as Record<string, number>;
  const distribution: ReviewPage['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const [stars, n] of Object.entries(byStars)) {
    const key = Number(stars);
    if (key >= 1 && key <= 5) distribution[key as 1 | 2 | 3 | 4 | 5] = n;
  }
  const total = Object.values(distribution).reduce((a, b) => a + b, 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      stars: r.stars,
      text: r.text,
      authorName: r.author_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total,
    page,
    perPage,
    distribution,
  };
}
