/**
 * Blog (issue 6): GET /api/posts (paging, category by id or slug, drafts and scheduled posts hidden),
 * GET /api/posts/{id} (sanitized content, 404s), and the /blog pages' loaders (category filter, paging, 301 to the
 * canonical slug, 404 for unknown ids). One shared database: these tests only read, except the sanitizing one,
 * which adds its own post.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as blogLoader } from '../../app/routes/blog';
import { loader as postLoader } from '../../app/routes/blog-post';
import { queryRows } from '../../src/db/client';
import { posts } from '../../src/db/schema';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

const context = () => ({ services: t.services, cspNonce: '' }) as unknown as AppLoadContext;

async function publishedCount(categoryId?: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.services.db,
    sql`SELECT count(*)::int AS n FROM posts WHERE is_published AND published_at <= now() ${categoryId ? sql`AND category_id = ${categoryId}` : sql``}`,
  );
  return row!.n;
}

describe('GET /api/posts', () => {
  it('lists published posts newest first with their categories, 9 per page', async () => {
    const total = await publishedCount();
    expect(total).toBeGreaterThanOrEqual(6);
    const { status, body } = await getJson(t, '/api/posts');
    expect(status).toBe(200);
    const page = body.data;
    expect(page).toMatchObject({ total, page: 1, perPage: 9, pageCount: Math.ceil(total / 9), category: null });
    expect(page.items).toHaveLength(Math.min(9, total));
    const dates = page.items.map((p: any) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of page.items) {
      expect(post.url).toBe(`/blog/${post.id}/${post.slug}`);
      expect(post.category).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
    }
    const categories = new Set(page.items.map((p: any) => p.category.id));
    expect(categories.size).toBeGreaterThanOrEqual(2);
  });

  it('pages: the second page continues the first, past the last page there are no items', async () => {
    const first = (await getJson(t, '/api/posts?perPage=4')).body.data;
    const second = (await getJson(t, '/api/posts?perPage=4&page=2')).body.data;
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((p: any) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const beyond = await getJson(t, `/api/posts?perPage=4&page=${first.pageCount + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.items).toEqual([]);
  });

  it('filters by category id or slug; an unknown category is a 404', async () => {
    const byId = (await getJson(t, '/api/posts?category=2&perPage=48')).body.data;
    expect(byId.category).toEqual({ id: 2, slug: 'navody', name: 'Návody' });
    expect(byId.total).toBe(await publishedCount(2));
    expect(byId.items.every((p: any) => p.category.id === 2)).toBe(true);
    const bySlug = (await getJson(t, '/api/posts?category=navody&perPage=48')).body.data;
    expect(bySlug.items.map((p: any) => p.id)).toEqual(byId.items.map((p: any) => p.id));
    expect((await getJson(t, '/api/posts?category=nic-take')).status).toBe(404);
    expect((await getJson(t, '/api/posts?category=999')).status).toBe(404);
  });

  it('answers 422 for a malformed page', async () => {
    for (const query of ['page=0', 'page=abc', 'perPage=1000']) {
      const { status, body } = await getJson(t, `/api/posts?${query}`);
      expect(status, query).toBe(422);
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/posts/{id}', () => {
  it('answers a published post with content and category', async () => {
    const { body: list } = await getJson(t, '/api/posts?perPage=1');
    const id = list.data.items[0].id;
    const { status, body } = await getJson(t, `/api/posts/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, title: list.data.items[0].title, category: list.data.items[0].category });
    expect(body.data.content).toContain('<p>');
  });

  it('drafts, scheduled posts, unknown and malformed ids are 404', async () => {
    const [draft] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM posts WHERE NOT is_published LIMIT 1`);
    expect(draft).toBeDefined();
    for (const path of [`/api/posts/${draft!.id}`, '/api/posts/999999', '/api/posts/abc', '/api/posts/99999999999']) {
      const { status, body } = await getJson(t, path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'This page could not be found' });
    }
    const [scheduled] = await t.services.db
      .insert(posts)
      .values({ slug: 'buduci', title: 'Budúci článok', isPublished: true, publishedAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: posts.id });
    expect((await getJson(t, `/api/posts/${scheduled!.id}`)).status).toBe(404);
  });

  it('sanitizes the content (no scripts, no event handlers, no javascript: links)', async () => {
    const [post] = await t.services.db
      .insert(posts)
      .values({
        slug: 'xss',
        title: 'Test',
        content: '<p onclick="x()">Ahoj<script>alert(1)</script><a href="javascript:alert(1)">odkaz</a></p>',
        isPublished: true,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: posts.id });
    const { body } = await getJson(t, `/api/posts/${post!.id}`);
    expect(body.data.content).toContain('Ahoj');
    expect(body.data.content).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('/blog pages (loaders)', () => {
  const request = (path: string) => new Request(`http://localhost:3000${path}`);

  it('/blog lists a page of posts and the categories; ?kategoria= filters by slug or id', async () => {
    const all = await blogLoader({ request: request('/blog'), context: context(), params: {} } as any);
    expect(all.page.items.length).toBeGreaterThan(0);
    expect(all.categories.map((c: any) => c.slug)).toEqual(['tipy-a-inspiracie', 'navody', 'novinky-z-predajni']);
    const filtered = await blogLoader({ request: request('/blog?kategoria=navody'), context: context(), params: {} } as any);
    expect(filtered.page.category?.slug).toBe('navody');
    expect(filtered.page.items.every((p: any) => p.category?.id === 2)).toBe(true);
    const byId = await blogLoader({ request: request('/blog?kategoria=2'), context: context(), params: {} } as any);
    expect(byId.page.items.map((p: any) => p.id)).toEqual(filtered.page.items.map((p: any) => p.id));
  });

  it('/blog answers 404 for an unknown category or a page past the last', async () => {
    for (const path of ['/blog?kategoria=nic', '/blog?page=999', '/blog?page=abc']) {
      const thrown = await blogLoader({ request: request(path), context: context(), params: {} } as any).catch((e: unknown) => e);
      expect((thrown as { init?: ResponseInit }).init?.status, path).toBe(404);
    }
  });

  it('/blog/{id}/{slug}: a wrong slug redirects 301 to the canonical one; unknown ids are 404', async () => {
    const { body } = await getJson(t, '/api/posts?perPage=1');
    const post = body.data.items[0];
    const ok = await postLoader({
      request: request(post.url),
      context: context(),
      params: { id: String(post.id), slug: post.slug },
    } as any);
    expect(ok.post.id).toBe(post.id);
    const redirect = await postLoader({
      request: request(`/blog/${post.id}/zly-slug?x=1`),
      context: context(),
      params: { id: String(post.id), slug: 'zly-slug' },
    } as any).catch((e: unknown) => e);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(301);
    expect((redirect as Response).headers.get('location')).toBe(`${post.url}?x=1`);
    for (const id of ['999999', 'abc']) {
      const thrown = await postLoader({ request: request(`/blog/${id}/x`), context: context(), params: { id, slug: 'x' } } as any).catch(
        (e: unknown) => e,
      );
      expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
    }
  });
});
