/**
 * The guests' page cache (decision 0094) on PGlite and PostgreSQL, with a storefront that renders from the database
 * and the request (the product's live price, and the shopper's own data when the request carries a session or a
 * cart): a guest's page is kept and served again; a logged-in customer's or a cart holder's request bypasses it and
 * its data never reaches a kept page; answers that set cookies, errors and POSTs are never kept; a price change in
 * the back office shows on the next guest request, on this app server and on a second one (through the cache bus),
 * while pages of other products stay cached.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '../../server/app';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'page-cache-test-admin-token-3';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const env = { PAGE_CACHE_MB: '8', PAGE_CACHE_S: '600' };

let a: TestDatabase;
let b: TestDatabase;
let renders = 0;

/**
 * A storefront page from the database: /<id>/<category>/<slug> shows the product's price and links to itself; a
 * request with the login or cart cookie also shows whose it is (as the real header's account menu and cart count do).
 * /set-cookie answers with a cookie, /boom with 500.
 */
const storefront =
  (server: () => TestDatabase): StorefrontHandler =>
  async (request) => {
    renders++;
    const url = new URL(request.url);
    if (url.pathname === '/boom') return new Response('<p>chyba</p>', { status: 500, headers: { 'content-type': 'text/html' } });
    const cookie = request.headers.get('cookie') ?? '';
    const mine = /auth\._token\.local=([^;]+)/.exec(cookie)?.[1] ?? /guest-cart=([^;]+)/.exec(cookie)?.[1];
    const id = Number(/^\/(\d+)\//.exec(url.pathname)?.[1] ?? 0);
    const [row] = id ? await queryRows<{ price: number }>(server().services.db, sql`SELECT price FROM products WHERE id = ${id}`) : [];
    const html =
      `<!doctype html><html><body><a href="${url.pathname}">produkt</a><p class="price">${row ? row.price : '-'}</p>` +
      `${mine ? `<p class="mine">SUKROMNE ${mine}</p>` : ''}<p>${'x'.repeat(2000)}</p></body></html>`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (url.pathname === '/set-cookie') headers.set('set-cookie', 'seen=1; Path=/');
    return new Response(html, { status: 200, headers });
  };

beforeAll(async () => {
  a = await createTestDatabase({ env, app: { storefront: storefront(() => a) } });
  b = await createTestDatabase({ env, otherServerOf: a, app: { storefront: storefront(() => b) } });
  await Promise.all([a.services.caches.ready, b.services.caches.ready]);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    a.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});
// a back-office change purges its category pages in a background task after the answer: one left running would drop
// pages (or keep a render from being stored) in the next test, which then sees MISS where it expects HIT
afterEach(async () => {
  await Promise.all([a.services.background.drain(5000), b.services.background.drain(5000)]);
});

/** A page as Chrome asks for it (gzip), with the given cookies. */
async function page(server: TestDatabase, path: string, cookie?: string, method = 'GET') {
  const res = await server.app.request(path, {
    method,
    headers: { 'user-agent': CHROME, accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  return { status: res.status, state: res.headers.get('x-page-cache'), headers: res.headers, html };
}

/** Two visible products of the demo data with their canonical paths. */
async function twoProducts() {
  const rows = await queryRows<{ id: number; slug: string; category: string; price: number }>(
    a.services.db,
    sql`SELECT p.id, p.slug, c.slug AS category, p.price FROM products p JOIN categories c ON c.id = p.default_category_id
        WHERE p.is_visible ORDER BY p.id LIMIT 2`,
  );
  return rows.map((r) => ({ ...r, path: `/${r.id}/${r.category}/${r.slug}` }));
}

describe('the guests page cache', () => {
  it('keeps a guest page and answers it again, marked for shared caches with its tags', async () => {
    const [p] = await twoProducts();
    const first = await page(a, `${p!.path}?v=1`);
    expect(first.state).toBe('MISS');
    const before = renders;
    const second = await page(a, `${p!.path}?v=1`);
    expect(second.state).toBe('HIT');
    expect(renders).toBe(before);
    expect(second.html).toBe(first.html);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('surrogate-key')).toBe(`p:${p!.id}`);
    expect(second.headers.get('cache-tag')).toBe(`p:${p!.id}`);
    // the CSP nonce of the answer is the one the kept HTML was rendered with
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    // the variant cookies are part of the key: another currency is another page
    expect((await page(a, `${p!.path}?v=1`, 'currencyId=1')).state).toBe('MISS');
  });

  it("bypasses it for a customer's or a cart holder's request; their data never reaches a kept page", async () => {
    const [p] = await twoProducts();
    const path = `${p!.path}?v=2`;
    for (const cookie of [
      'auth._token.local=customer-secret-token',
      'guest-cart=cart-holder-1234',
      'age-confirmed=1; guest-cart=cart-holder-5678',
    ]) {
      const before = renders;
      const personal = await page(a, path, cookie);
      expect(renders).toBe(before + 1); // rendered for them, not from the cache
      expect(personal.state).toBeNull();
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.html).toContain('SUKROMNE');
    }
    // a guest afterwards: a page of its own, without anything of theirs
    const guest = await page(a, path);
    expect(guest.state).toBe('MISS');
    expect(guest.html).not.toContain('SUKROMNE');
    expect((await page(a, path, 'age-confirmed=1')).html).not.toContain('SUKROMNE');
    const again = await page(a, path);
    expect(again.state).toBe('HIT');
    expect(again.html).not.toMatch(/SUKROMNE|customer-secret|cart-holder/);
    // a bearer token is a customer too
    const bearer = await a.app.request(path, { headers: { 'user-agent': CHROME, authorization: 'Bearer customer-secret-token' } });
    expect(bearer.headers.get('x-page-cache')).toBeNull();
    expect(bearer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never keeps answers with Set-Cookie, errors, POSTs, crawlers or personal pages', async () => {
    for (const path of ['/set-cookie', '/boom', '/kosik', '/ucet', '/shrnuti/1/abc']) {
      await page(a, path);
      const again = await page(a, path);
      expect(again.state, path).toBeNull();
    }
    const before = renders;
    await a.app.request('/1/x/y?v=post', {
      method: 'POST',
      headers: { 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    const afterPost = await page(a, '/1/x/y?v=post');
    expect(afterPost.state).toBe('MISS');
    expect(renders).toBe(before + 2);
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    await a.app.request('/1/x/y?v=bot', { headers: bot });
    expect((await a.app.request('/1/x/y?v=bot', { headers: bot })).headers.get('x-page-cache')).toBeNull();
  });

  it('a back-office price change shows on the next guest request here and on the other app server; other pages stay', async () => {
    const [p, other] = await twoProducts();
    for (const server of [a, b]) {
      await page(server, p!.path);
      await page(server, other!.path);
      expect((await page(server, p!.path)).state).toBe('HIT');
      expect((await page(server, other!.path)).state).toBe('HIT');
    }
    const admin = await apiRequest(a, 'GET', `/api/admin/products/${p!.id}`, { token: ADMIN_TOKEN });
    expect(admin.status).toBe(200);
    const newPrice = Number(p!.price) + 1234;
    await queryRows(a.services.db, sql`UPDATE products SET price = ${newPrice} WHERE id = ${p!.id}`);
    // the database changed behind the cache's back: the kept page still shows the old price
    expect((await page(a, p!.path)).html).toContain(`>${p!.price}<`);
    // the back office's own write path (the admin catalogue deps), as every product, price, stock or image writer calls it
    const { catalogAdminDeps } = await import('../../src/domain/catalog/admin-catalog-deps');
    await queryRows(a.services.db, sql`UPDATE products SET price = ${newPrice + 1} WHERE id = ${p!.id}`);
    catalogAdminDeps(a.services).invalidate({ productIds: [p!.id] });

    const here = await page(a, p!.path);
    expect(here.state).toBe('MISS');
    expect(here.html).toContain(`>${newPrice + 1}<`);
    expect((await page(a, other!.path)).state).toBe('HIT');
    // the other app server: within a second (NOTIFY on PostgreSQL, the in-process bus on PGlite)
    const started = performance.now();
    for (;;) {
      const there = await page(b, p!.path);
      if (there.html.includes(`>${newPrice + 1}<`)) break;
      expect(performance.now() - started).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await page(b, other!.path)).state).toBe('HIT');
    await b.services.background.drain(5000);
    await a.services.background.drain(5000);
  });

  it('a price change through the back-office API purges the product page', async () => {
    const [p] = await twoProducts();
    await page(a, p!.path);
    expect((await page(a, p!.path)).state).toBe('HIT');
    const current = await apiRequest(a, 'GET', `/api/admin/products/${p!.id}`, { token: ADMIN_TOKEN });
    const d = current.body.data;
    const body = {
      name: d.name,
      code: d.code,
      description: d.description,
      defaultCategoryId: d.defaultCategoryId,
      categoryIds: d.categoryIds,
      taxRateId: d.taxRateId,
      price: Number(d.price) + 500,
      isVisible: true,
      parameters: d.parameters,
      updatedAt: d.updatedAt,
    };
    const put = await apiRequest(a, 'PUT', `/api/admin/products/${p!.id}`, { token: ADMIN_TOKEN, body });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const next = await page(a, p!.path);
    expect(next.state).toBe('MISS');
    expect(next.html).toContain(`>${Number(d.price) + 500}<`);
  });

  it('a settings change purges every page; content writes too', async () => {
    const [p] = await twoProducts();
    await page(a, p!.path);
    expect((await page(a, p!.path)).state).toBe('HIT');
    a.services.settings.invalidate();
    expect((await page(a, p!.path)).state).toBe('MISS');
    expect((await page(a, p!.path)).state).toBe('HIT');
    a.services.caches.invalidate('pages');
    expect((await page(a, p!.path)).state).toBe('MISS');
  });
});
