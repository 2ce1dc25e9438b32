/**
 * Files every app server reads (decision 0045): an image uploaded through one server's back office is served by the
 * other (its own DATA_DIR, on PostgreSQL its own pool); a deleted file is gone on both; a video larger than one chunk
 * comes back byte for byte. Customer-only videos: 401 for guests, served privately to customers. Generated
 * illustrations: a name the data does not refer to is 404 without rendering or writing a file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { FILE_CHUNK_BYTES } from '../../src/db/file-store';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { ACCOUNT_TOKENS, createAccountSessions } from '../fixtures/account-fixtures';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'cluster-files-test-admin-token-3';
let a: TestDatabase;
let b: TestDatabase;

beforeAll(async () => {
  a = await createTestDatabase();
  b = await createTestDatabase({ otherServerOf: a });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    a.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  await createAccountSessions(a.services.db);
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

describe('files written through one server are read through the other', () => {
  it('a product image uploaded through a is served by b (original and resized); deleted through a, gone on b', async () => {
    const [product] = await queryRows<{ id: number }>(a.services.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f0a' } })
      .jpeg()
      .toBuffer();
    form.append('images', new File([new Uint8Array(jpeg)], 'obrazok.jpg', { type: 'image/jpeg' }));
    const uploaded = await a.app.request(`/api/admin/products/${product!.id}/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [image] = await queryRows<{ id: number; path: string }>(
      a.services.db,
      sql`SELECT id, path FROM product_images WHERE product_id = ${product!.id} AND path LIKE '/media/products/%'`,
    );

    const original = await b.app.request(image!.path);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await original.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(400);
    const resized = await b.app.request(`${image!.path}?w=160`);
    expect(resized.status).toBe(200);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(160);
    // b had no copy of its own before: it read the file from the database
    expect(b.services.config.dataDir).not.toBe(a.services.config.dataDir);

    const deleted = await a.app.request(`/api/admin/products/${product!.id}/images/${image!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(deleted.status).toBe(200);
    expect((await b.app.request(image!.path)).status).toBe(404);
    expect((await b.app.request(`${image!.path}?w=160`)).status).toBe(404);
  });

  it('a file of several chunks written through a reads back byte for byte through b', async () => {
    const big = Buffer.alloc(FILE_CHUNK_BYTES * 2 + 12345);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) & 0xff;
    await a.services.files.put('media/documents/velky-subor.pdf', big, 'application/pdf');
    expect((await b.services.files.read('media/documents/velky-subor.pdf'))!.equals(big)).toBe(true);
    const served = await b.app.request('/media/documents/velky-subor.pdf');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(big)).toBe(true);
  });
});

describe('customer-only videos', () => {
  it('are refused to guests and served to logged-in customers with private cache headers', async () => {
    const [video] = await queryRows<{ video_url: string }>(
      a.services.db,
      sql`SELECT video_url FROM videos WHERE video_url LIKE '/media/videos/%' ORDER BY id LIMIT 1`,
    );
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
    await a.services.files.put(video!.video_url.slice(1), mp4, 'video/mp4');

    const guest = await b.app.request(video!.video_url);
    expect(guest.status).toBe(401);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect((await b.app.request('/media/videos/hadane-meno.mp4')).status).toBe(401);

    const customer = await b.app.request(video!.video_url, { headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ACCOUNT_TOKENS.customer}` } });
    expect(customer.status, await customer.clone().text()).toBe(200);
    expect(customer.headers.get('content-type')).toBe('video/mp4');
    expect(customer.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await customer.arrayBuffer()).equals(mp4)).toBe(true);
    const bearer = await b.app.request(video!.video_url, { headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}` } });
    expect(bearer.status).toBe(200);
    expect(
      (await b.app.request('/media/videos/hadane-meno.mp4', { headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}` } })).status,
    ).toBe(404);
  });
});

describe('generated illustrations', () => {
  const cached = (t: TestDatabase) => {
    const dir = path.join(t.services.files.cacheDir, 'generated');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('render a name the data refers to; any other valid name is 404 and writes nothing', async () => {
    const [row] = await queryRows<{ path: string }>(
      a.services.db,
      sql`SELECT path FROM product_images WHERE path LIKE '/media/generated/%' ORDER BY id LIMIT 1`,
    );
    const referenced = await b.app.request(row!.path);
    expect(referenced.status).toBe(200);
    expect(cached(b)).toEqual([path.basename(row!.path)]);

    // a well-formed name (it would render) that nothing refers to
    const before = cached(a);
    for (const name of ['balloon-h17-3-q7.webp', 'costume-gold-9.webp', 'banner-h359-8.webp']) {
      const res = await a.app.request(`/media/generated/${name}`);
      expect(res.status, name).toBe(404);
      const resized = await a.app.request(`/media/generated/${name}?w=320`);
      expect(resized.status, name).toBe(404);
    }
    expect(cached(a)).toEqual(before);
    expect(existsSync(path.join(a.services.files.cacheDir, 'w320', 'generated'))).toBe(false);
  });
});
