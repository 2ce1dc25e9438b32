/** Blog posts: the latest published ones (home page teaser). */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posts } from '../../db/schema';

export interface PostTeaser {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  /** media path of the post image (1200×675 illustration) */
  image: string | null;
  /** ISO 8601 moment of publication */
  publishedAt: string;
  /** post page: /blog/{id}/{slug} */
  url: string;
}

export const LATEST_POSTS_MAX = 50;

/** The blog post URL (route /blog/:id/:slug). */
export const postUrl = (post: { id: number; slug: string }) => `/blog/${post.id}/${post.slug}`;

/**
 * The latest published posts, newest first. Published = `is_published` with a publication date not in the future
 * (a post scheduled for later stays hidden until then). `limit` is clamped to 1…LATEST_POSTS_MAX.
 */
export async function listLatestPosts(db: DbOrTx, limit: number, now: Date = new Date()): Promise<PostTeaser[]> {
  const take = Math.min(Math.max(Number.isFinite(limit) ? Math.trunc(limit) : 1, 1), LATEST_POSTS_MAX);
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      perex: posts.perex,
      image: posts.image,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .where(and(eq(posts.isPublished, true), isNotNull(posts.publishedAt), lte(posts.publishedAt, now)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(take);
  return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt!).toISOString(), url: postUrl(row) }));
}
