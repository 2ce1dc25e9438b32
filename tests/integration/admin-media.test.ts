/**
 * The media library (decision 0086) and the rich text of the editor (decision 0087) as an EDITOR: upload limits and
 * types through /api/admin/media (a bad file is 422 and stores nothing), a good image is stored as WebP in the file
 * store and served; the library lists product images too and searches; an image uploaded with the post form is
 * picked into the post and renders on the storefront (/blog loader and /media); an outside address is refused with
 * a Slovak message; the editor's HTML is sanitized on save (script and onerror gone, formatting and image kept); a
 * used image cannot be deleted, an unused one is deleted with its file.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as editAction } from '../../app/routes/admin/content/edit';
import { loader as postLoader } from '../../app/routes/blog-post';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { listMedia } from '../../src/domain/content/admin-media-library';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const EDITOR_TOKEN = 'admin-media-editor-token-4';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (4, ${hashSessionToken(EDITOR_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, url: string, body?: unknown) =>
  apiRequest(t, method, url, { body, token: EDITOR_TOKEN, address: '198.51.100.92' });
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const upload = (files: Array<{ name: string; bytes: Buffer; type: string }>, alt?: string) => {
  const form = new FormData();
  for (const f of files) form.append('images', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  if (alt) form.set('alt', alt);
  return api('POST', '/api/admin/media', form);
};
const libraryRows = async () =>
  Number((await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM media_assets`))[0]!.n);
const libraryFiles = async () =>
  Number(
    (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM stored_files WHERE key LIKE 'media/library/%'`))[0]!
      .n,
  );

describe('upload limits and types', () => {
  it('refuses a non-image, a too small, a too large and a GIF file with a Slovak message; nothing is stored', async () => {
    const before = [await libraryRows(), await libraryFiles()];
    const fake = await upload([
      { name: 'ok.png', bytes: await png(400, 300), type: 'image/png' },
      { name: 'skript.jpg', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.errors.images[0]).toContain('skript.jpg');
    const small = await upload([{ name: 'male.png', bytes: await png(60, 60), type: 'image/png' }]);
    expect(small.status).toBe(422);
    expect(small.body.errors.images[0]).toContain('príliš malý');
    const big = await upload([{ name: 'velky.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), type: 'image/png' }]);
    expect(big.status).toBe(422);
    expect(big.body.errors.images[0]).toContain('príliš veľký');
    const gif = await upload([
      {
        name: 'anim.gif',
        bytes: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        type: 'image/gif',
      },
    ]);
    expect(gif.status).toBe(422);
    expect((await api('POST', '/api/admin/media', {})).status).toBe(422);
    expect([await libraryRows(), await libraryFiles()]).toEqual(before);
  });

  it('stores a good image as WebP in the file store, serves it, lists it with product images and finds it', async () => {
    const res = await upload(
      [
        {
          name: 'Oslava-leto.jpg',
          bytes: await sharp(await png(1600, 900))
            .jpeg()
            .toBuffer(),
          type: 'image/jpeg',
        },
      ],
      'Letná oslava',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = res.body.data.items[0].path as string;
    expect(path).toMatch(/^\/media\/library\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.request(`${path}?w=320`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const [row] = await queryRows<{ width: number; alt: string; file_name: string }>(
      t.services.db,
      sql`SELECT width, alt, file_name FROM media_assets WHERE path = ${path}`,
    );
    expect(row).toMatchObject({ width: 1200, alt: 'Letná oslava', file_name: 'Oslava-leto.jpg' });

    const list = await api('GET', '/api/admin/media');
    expect(list.status).toBe(200);
    expect(list.body.data.items[0].path).toBe(path);
    expect(list.body.data.items.some((i: { source: string }) => i.source === 'product') || list.body.data.total > 1).toBe(true);
    const found = await api('GET', '/api/admin/media?q=oslava');
    expect(found.body.data.items.map((i: { path: string }) => i.path)).toEqual([path]);
    // product gallery images are in the same library
    const [product] = await queryRows<{ name: string; path: string }>(
      t.services.db,
      sql`SELECT p.name, pi.path FROM product_images pi JOIN products p ON p.id = pi.product_id ORDER BY pi.id LIMIT 1`,
    );
    if (product) {
      const byProduct = await listMedia(t.services.db, { q: product.name });
      expect(byProduct.items.some((i) => i.path === product.path && i.source === 'product' && i.id === null)).toBe(true);
    }
  });
});

describe('images and rich text of a post', () => {
  const context = () => ({ services: t.services, cspNonce: '', clientIp: '198.51.100.93' }) as unknown as AppLoadContext;
  const post = (url: string, fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return new Request(`http://localhost${url}`, { method: 'POST', headers: { cookie: `${AUTH_TOKEN_COOKIE}=${EDITOR_TOKEN}` }, body });
  };

  it('refuses an outside address for an image with a Slovak message', async () => {
    const res = await api('POST', '/api/admin/content/posts', { title: 'Cudzí obrázok', image: 'https://example.com/a.jpg' });
    expect(res.status).toBe(422);
    expect(res.body.errors.image[0]).toContain('knižnice médií');
    const page = (await editAction({
      request: post('/admin/obsah/blog/novy', { title: 'Cudzí obrázok', image: '//cdn.example.com/x.webp' }),
      params: { section: 'blog', id: 'novy' },
      context: context(),
    } as never)) as any;
    expect(page.init.status).toBe(422);
    expect(page.data.errors.image[0]).toContain('knižnice médií');
  });

  it('an image uploaded with the post form is picked into the post and shows on the storefront; the body is sanitized', async () => {
    const file = new File([new Uint8Array(await png(800, 450))], 'blog-foto.png', { type: 'image/png' });
    const html =
      '<h2>Nadpis</h2><p><strong>Tučné</strong> a <em>kurzíva</em> <a href="/blog">odkaz</a></p>' +
      '<img src="/media/generated/x.webp?w=800" alt="foto" onerror="alert(1)"><script>alert(2)</script><p onclick="x()">Koniec</p>';
    const done = await editAction({
      request: post('/admin/obsah/blog/novy', {
        title: 'Článok s obrázkom z knižnice',
        content: html,
        isPublished: 'on',
        imageUpload: file,
      }),
      params: { section: 'blog', id: 'novy' },
      context: context(),
    } as never).catch((e: unknown) => e);
    expect(done).toBeInstanceOf(Response);
    const id = Number(/\/blog\/(\d+)/.exec((done as Response).headers.get('location') ?? '')?.[1]);
    const [stored] = await queryRows<{ image: string; content: string; slug: string }>(
      t.services.db,
      sql`SELECT image, content, slug FROM posts WHERE id = ${id}`,
    );
    expect(stored!.image).toMatch(/^\/media\/library\/[0-9a-f-]{36}\.webp$/);
    expect(stored!.content).toContain('<strong>Tučné</strong>');
    expect(stored!.content).toContain('<h2>Nadpis</h2>');
    expect(stored!.content).toContain('src="/media/generated/x.webp?w=800"');
    expect(stored!.content).not.toMatch(/script|onerror|onclick|alert/);
    const [asset] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM media_assets WHERE path = ${stored!.image}`,
    );
    expect(Number(asset!.n)).toBe(1);

    const page = await postLoader({
      request: new Request(`http://localhost/blog/${id}/${stored!.slug}`),
      context: context(),
      params: { id: String(id), slug: stored!.slug },
    } as any);
    expect(page.post.image).toBe(stored!.image);
    expect(page.post.content).toContain('<em>kurzíva</em>');
    expect(page.post.content).not.toContain('onerror');
    expect((await t.app.request(`${stored!.image}?w=800`)).status).toBe(200);

    // the picture is used: it cannot be deleted; once the post lets it go, it can
    const [{ id: assetId }] = (await queryRows<{ id: number }>(
      t.services.db,
      sql`SELECT id FROM media_assets WHERE path = ${stored!.image}`,
    )) as [{ id: number }];
    const refused = await api('DELETE', `/api/admin/media/${assetId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.places).toContain(`posts:${id}`);
    await queryRows(t.services.db, sql`UPDATE posts SET image = NULL WHERE id = ${id}`);
    const deleted = await api('DELETE', `/api/admin/media/${assetId}`);
    expect(deleted.status).toBe(200);
    expect(await t.services.files.info(stored!.image.slice(1))).toBeNull();
    expect((await t.app.request(`${stored!.image}?w=800`)).status).toBe(404);
    expect((await api('DELETE', `/api/admin/media/${assetId}`)).status).toBe(404);
  });
});
