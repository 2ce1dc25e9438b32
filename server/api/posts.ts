/**
 * Blog: GET /api/posts (published posts, newest first, paged, optionally of one category) and
 * GET /api/posts/{id} (a published post with its sanitized content). Categories: GET /api/blog/categories/list
 * (shared-lists.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { findPostCategory, getPublishedPost, listPublishedPosts, POSTS_PER_PAGE, POSTS_PER_PAGE_MAX } from '../../src/domain/content/posts';
import type { AppEnv } from '../app';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { validate } from '../http/validate';
import { pathId } from './reviews';

const postsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().describe('page number, from 1'),
  perPage: z.coerce.number().int().min(1).max(POSTS_PER_PAGE_MAX).optional().describe(`posts per page (default ${POSTS_PER_PAGE})`),
  category: z.string().max(100).optional().describe('a blog category id or slug (GET /api/blog/categories/list)'),
});
const postParams = z.object({ id: z.number().int().positive().describe('post id') });

const categoryRef = z.object({ id: z.number(), slug: z.string(), name: z.string() });
const postItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  image: z.string().nullable().describe('media path (/media/…; ?w= resizes)'),
  author: z.string().nullable(),
  publishedAt: z.string().describe('ISO 8601'),
  url: z.string().describe('/blog/{id}/{slug}'),
  category: categoryRef.nullable(),
});
const postPageSchema = z.object({
  items: z.array(postItemSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  pageCount: z.number(),
  category: categoryRef.nullable().describe('the category filtered by, null for all posts'),
});
const postDetailSchema = postItemSchema.extend({
  content: z.string().describe('sanitized HTML'),
  updatedAt: z.string(),
});

export const postDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/posts',
    summary: 'Published blog posts, newest first, paged; optionally of one category. A page past the last one has no items.',
    tag: 'blog',
    query: postsQuery,
    response: postPageSchema,
    errors: { 404: 'Unknown category', 422: 'Malformed page or perPage' },
  },
  {
    method: 'get',
    path: '/api/posts/{id}',
    summary: 'A published blog post with its content (sanitized HTML)',
    tag: 'blog',
    params: postParams,
    response: postDetailSchema,
    errors: { 404: 'Unknown, unpublished or scheduled post' },
  },
];

export function postRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/posts', async (c) => {
    const query = validate(c, postsQuery, c.req.query());
    const { db, now } = c.get('services');
    const category = query.category !== undefined ? await findPostCategory(db, query.category) : null;
    if (query.category !== undefined && !category) throw notFound();
    return c.json({ data: await listPublishedPosts(db, { page: query.page, perPage: query.perPage, category }, now()) });
  });
  api.get('/posts/:id', async (c) => {
    const id = pathId(c);
    const { db, now } = c.get('services');
    const post = await getPublishedPost(db, id, now());
    if (!post) throw notFound();
    return c.json({ data: post });
  });
  return api;
}
