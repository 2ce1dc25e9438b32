/** Blog posts: the latest published ones (home page teaser), the blog list with paging and categories, a post. */
import { and, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { postCategories, posts } from '../../db/schema';
import { sanitizeRichText } from './sanitize';

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

// ---------------------------------------------------------------------------------------------------------------------
// blog list and post detail: /blog, /blog/{id}/{slug}, GET /api/posts, GET /api/posts/{id}

export const POSTS_PER_PAGE = 9;
export const POSTS_PER_PAGE_MAX = 48;

export interface PostCategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface PostListItem extends PostTeaser {
  author: string | null;
  category: PostCategoryRef | null;
}

export interface PostPage {
  items: PostListItem[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  /** the category the list is filtered by (null: all posts) */
  category: PostCategoryRef | null;
}

export interface PostDetail extends PostListItem {
  /** sanitized HTML (sanitizeRichText) */
  content: string;
  /** ISO 8601 of the last change */
  updatedAt: string;
}

/** Published = `is_published` with a publication date not in the future. */
const publishedAt = (now: Date) => and(eq(posts.isPublished, true), isNotNull(posts.publishedAt), lte(posts.publishedAt, now));

/** A category by id ('3') or slug ('navody'); null when there is none. */
export async function findPostCategory(db: DbOrTx, idOrSlug: string): Promise<PostCategoryRef | null> {
  const key = idOrSlug.trim();
  if (key === '') return null;
  const byId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select({ id: postCategories.id, slug: postCategories.slug, name: postCategories.name })
    .from(postCategories)
    .where(byId ? eq(postCategories.id, Number(key)) : eq(postCategories.slug, key.toLowerCase()))
    .limit(1);
  return row ?? null;
}

const listColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  perex: posts.perex,
  image: posts.image,
  author: posts.author,
  publishedAt: posts.publishedAt,
  categoryId: postCategories.id,
  categorySlug: postCategories.slug,
  categoryName: postCategories.name,
};

type ListRow = {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  image: string | null;
  author: string | null;
  publishedAt: Date | string | null;
  categoryId: number | null;
  categorySlug: string | null;
  categoryName: string | null;
};

function toListItem(row: ListRow): PostListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    image: row.image,
    author: row.author,
    publishedAt: new Date(row.publishedAt!).toISOString(),
    url: postUrl(row),
    category: row.categoryId !== null ? { id: row.categoryId, slug: row.categorySlug!, name: row.categoryName! } : null,
  };
}

/**
 * One page of published posts, newest first, optionally of one category (`category` already resolved with
 * findPostCategory). `page` past the last page gives an empty `items` (the page answers 404 for it).
 */
export async function listPublishedPosts(
  db: DbOrTx,
  options: { page?: number; perPage?: number; category?: PostCategoryRef | null },
  now: Date = new Date(),
): Promise<PostPage> {
  const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? POSTS_PER_PAGE) || POSTS_PER_PAGE, 1), POSTS_PER_PAGE_MAX);
  const page = Math.max(Math.trunc(options.page ?? 1) || 1, 1);
  const category = options.category ?? null;
  const where = category ? and(publishedAt(now), eq(posts.categoryId, category.id)) : publishedAt(now);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(posts)
      .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  return { items: rows.map(toListItem), total, page, perPage, pageCount: Math.ceil(total / perPage), category };
}

/** A published post with its sanitized content; null for an unknown, unpublished or scheduled one. */
export async function getPublishedPost(db: DbOrTx, id: number, now: Date = new Date()): Promise<PostDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ ...listColumns, content: posts.content, updatedAt: posts.updatedAt })
    .from(posts)
    .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where(and(eq(posts.id, id), publishedAt(now)))
    .limit(1);
  if (!row) return null;
  return { ...toListItem(row), content: sanitizeRichText(row.content), updatedAt: new Date(row.updatedAt).toISOString() };
}
