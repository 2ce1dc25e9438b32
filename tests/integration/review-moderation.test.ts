/**
 * Review moderation (decision 0063): by default a sent review waits for approval (and the shopper is told so); only
 * published reviews are listed and counted in the product's average and count (product API, listing tiles — the
 * catalogue caches are dropped — and thus JSON-LD and feeds); the back office approves, hides and deletes with audit
 * entries and the rating recomputed; post-moderation publishes at once and an edited hidden review goes back to the
 * queue; only admins may moderate, through the API and the page alike. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as reviewsPageAction, loader as reviewsPageLoader } from '../../app/routes/admin/reviews';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call } from '../fixtures/cart-fixtures';

/** Demo accounts (src/seed/demo.ts): 1 customer, 2 influencer, 3 admin, 4 editor, 5 company customer. */
const TOKENS = {
  customer: 'review-moderation-customer-1',
  influencer: 'review-moderation-influencer-2',
  admin: 'review-moderation-admin-3',
  editor: 'review-moderation-editor-4',
  company: 'review-moderation-company-5',
} as const;
const USER_IDS = { customer: 1, influencer: 2, admin: 3, editor: 4, company: 5 } as const;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  for (const [who, token] of Object.entries(TOKENS)) {
    await queryRows(
      t.services.db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${USER_IDS[who as keyof typeof USER_IDS]}, ${hashSessionToken(token)}, ${inADay}::timestamptz)`,
    );
  }
});
afterAll(async () => {
  await t?.cleanup();
});

let address = 0;
const as = (who: keyof typeof TOKENS | null, method: string, path: string, body?: unknown) =>
  call(t, method, path, body, { ...(who ? { token: TOKENS[who] } : {}), address: `198.51.100.${(address++ % 200) + 1}` });
const sendReview = (who: keyof typeof TOKENS, productId: number, stars: number, text: string) =>
  as(who, 'POST', `/api/catalog/product/${productId}/reviews`, { stars, text });

let productsTaken = 0;
/** A visible product of the demo seed in a visible category, another one on every call. */
async function freshProduct(): Promise<{ id: number; categoryId: number }> {
  const [row] = await queryRows<{ id: number; category_id: number }>(
    t.services.db,
    sql`SELECT p.id, p.default_category_id AS category_id FROM products p JOIN categories c ON c.id = p.default_category_id
        WHERE p.is_visible AND c.is_visible AND (p.published_at IS NULL OR p.published_at <= now()) ORDER BY p.id LIMIT 1 OFFSET ${40 + productsTaken++}`,
  );
  return { id: row!.id, categoryId: row!.category_id };
}

/** The average and count from the published reviews themselves. */
async function publishedAggregate(id: number) {
  const [row] = await queryRows<{ avg: number; n: number }>(
    t.services.db,
    sql`SELECT coalesce(round(avg(stars)::numeric, 2), 0)::float8 AS avg, count(*)::int AS n FROM reviews WHERE product_id = ${id} AND status = 'published'`,
  );
  return { average: row!.avg, count: row!.n };
}

async function productApiRating(id: number) {
  return (await as(null, 'GET', `/api/catalog/product/${id}`)).body.data.rating as { average: number; count: number };
}

async function listingTileRating(product: { id: number; categoryId: number }) {
  for (let page = 1; page <= 20; page++) {
    const body = (await as(null, 'GET', `/api/catalog/products?categoryId=${product.categoryId}&sort=name&page=${page}&perPage=48`)).body;
    const tile = body.data.items.find((i: { id: number }) => i.id === product.id);
    if (tile) return tile.rating as { average: number; count: number };
    if (body.data.items.length === 0) break;
  }
  throw new Error(`product ${product.id} not in its listing`);
}

async function reviewListed(productId: number, text: string): Promise<boolean> {
  const items = (await as(null, 'GET', `/api/catalog/product/${productId}/reviews?perPage=50`)).body.data.items as Array<{ text: string }>;
  return items.some((i) => i.text === text);
}

async function setMode(mode: 'pre' | 'post') {
  const res = await as('admin', 'PUT', '/api/admin/reviews/moderation', { mode });
  expect(res.status).toBe(200);
}

describe('pre-moderation (the default)', () => {
  it('keeps a sent review waiting, tells the shopper so, and neither shows nor counts it until an admin approves it', async () => {
    expect((await as('admin', 'GET', '/api/admin/reviews/moderation')).body.data).toEqual({ mode: 'pre' });
    const product = await freshProduct();
    const before = await productApiRating(product.id);
    await listingTileRating(product); // the listing answer is now cached

    const sent = await sendReview('customer', product.id, 1, 'Čaká na schválenie');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Hodnotenie bolo odoslané. Zobrazí sa po schválení obchodom. Ďakujeme!');
    expect(sent.body.data.review.status).toBe('pending');
    expect(sent.body.data.rating).toEqual(before);
    expect(await reviewListed(product.id, 'Čaká na schválenie')).toBe(false);
    expect(await productApiRating(product.id)).toEqual(before);

    const waiting = (await as('admin', 'GET', '/api/admin/reviews?stav=pending')).body;
    const row = waiting.data.find((r: { text: string }) => r.text === 'Čaká na schválenie');
    expect(row).toMatchObject({
      productId: product.id,
      status: 'pending',
      stars: 1,
      authorName: 'Jana N.',
      authorEmail: 'zakaznik@party-shop.sk',
    });
    expect(waiting.meta.pending).toBeGreaterThanOrEqual(1);
    expect(waiting.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const approved = await as('admin', 'POST', `/api/admin/reviews/${row.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.review.status).toBe('published');
    const after = await publishedAggregate(product.id);
    expect(after.count).toBe(before.count + 1);
    expect(approved.body.data.rating).toEqual(after);
    expect(await productApiRating(product.id)).toEqual(after);
    expect(await listingTileRating(product)).toEqual(after);
    expect(await reviewListed(product.id, 'Čaká na schválenie')).toBe(true);

    // the page action's message is the same text: editing sends the review back for approval
    const edited = await sendReview('customer', product.id, 2, 'Zmenený text');
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Hodnotenie bolo zmenené. Zobrazí sa po schválení obchodom. Ďakujeme!');
    expect(await reviewListed(product.id, 'Zmenený text')).toBe(false);
    expect(await productApiRating(product.id)).toEqual(before);
  });
});

describe('the back office', () => {
  it('hides a published review: gone from the product, the average and count follow, the audit log says who did it', async () => {
    await setMode('post');
    const product = await freshProduct();
    const before = await productApiRating(product.id);
    const five = await sendReview('influencer', product.id, 5, 'Výborné');
    const abuse = await sendReview('company', product.id, 1, 'Nadávky a spam');
    expect(five.body.message).toBe('Hodnotenie bolo zverejnené. Ďakujeme!');
    expect(abuse.body.data.review.status).toBe('published');
    const withBoth = await publishedAggregate(product.id);
    expect(withBoth.count).toBe(before.count + 2);
    expect(await listingTileRating(product)).toEqual(withBoth);

    const id = abuse.body.data.review.id as number;
    const hidden = await as('admin', 'POST', `/api/admin/reviews/${id}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.review.status).toBe('hidden');
    const withoutAbuse = await publishedAggregate(product.id);
    expect(withoutAbuse.count).toBe(before.count + 1);
    expect(hidden.body.data.rating).toEqual(withoutAbuse);
    expect(await productApiRating(product.id)).toEqual(withoutAbuse);
    expect(await listingTileRating(product)).toEqual(withoutAbuse);
    expect(await reviewListed(product.id, 'Nadávky a spam')).toBe(false);
    const distribution = (await as(null, 'GET', `/api/catalog/product/${product.id}/reviews`)).body.data;
    expect(distribution.total).toBe(withoutAbuse.count);

    const hiddenList = (await as('admin', 'GET', '/api/admin/reviews?stav=hidden')).body.data;
    expect(hiddenList.map((r: { id: number }) => r.id)).toContain(id);
    const audit = (await as('admin', 'GET', `/api/admin/audit/reviews/${id}`)).body.data;
    expect(audit[0]).toMatchObject({
      action: 'state_change',
      userId: USER_IDS.admin,
      changes: { status: { from: 'published', to: 'hidden' } },
    });

    // its author edits it: under post-moderation it goes back to the queue, not back on the page
    const again = await sendReview('company', product.id, 1, 'Znova nadávky');
    expect(again.body.data.review.status).toBe('pending');
    expect(again.body.message).toBe('Hodnotenie bolo zmenené. Zobrazí sa po schválení obchodom. Ďakujeme!');
    expect(await reviewListed(product.id, 'Znova nadávky')).toBe(false);

    // delete for good: the row is gone, the audit keeps what it said
    const deleted = await as('admin', 'DELETE', `/api/admin/reviews/${five.body.data.review.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.rating).toEqual(before);
    expect(await productApiRating(product.id)).toEqual(before);
    const deleteAudit = (await as('admin', 'GET', `/api/admin/audit/reviews/${five.body.data.review.id}`)).body.data;
    expect(deleteAudit[0]).toMatchObject({ action: 'delete', changes: { text: { from: 'Výborné', to: null } } });
    expect((await as('admin', 'DELETE', `/api/admin/reviews/${five.body.data.review.id}`)).status).toBe(404);
    await setMode('pre');
  });

  it('records the mode change in the audit log and refuses an unknown mode with 422', async () => {
    await setMode('post');
    await setMode('pre');
    const bad = await as('admin', 'PUT', '/api/admin/reviews/moderation', { mode: 'never' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.mode).toBeDefined();
    const audit = (await as('admin', 'GET', '/api/admin/audit/settings/reviewModeration')).body.data;
    expect(audit.slice(0, 2).map((a: { changes: unknown }) => a.changes)).toEqual([
      { mode: { from: 'post', to: 'pre' } },
      { mode: { from: 'pre', to: 'post' } },
    ]);
  });

  it('answers 404 for unknown or malformed review ids, never 500', async () => {
    expect((await as('admin', 'POST', '/api/admin/reviews/999999/approve')).status).toBe(404);
    expect((await as('admin', 'POST', '/api/admin/reviews/abc/hide')).status).toBe(404);
    expect((await as('admin', 'DELETE', '/api/admin/reviews/99999999999')).status).toBe(404);
    expect((await as('admin', 'GET', '/api/admin/reviews?stav=nonsense&strana=-1')).status).toBe(200);
  });
});

describe('permissions', () => {
  it('lets only admins moderate: a guest 401, a customer and an editor 403, and nothing changes', async () => {
    const product = await freshProduct();
    const sent = await sendReview('customer', product.id, 4, 'Na schválenie');
    const id = sent.body.data.review.id as number;
    for (const who of [null, 'customer', 'editor'] as const) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/reviews', undefined],
        ['POST', `/api/admin/reviews/${id}/approve`, undefined],
        ['POST', `/api/admin/reviews/${id}/hide`, undefined],
        ['DELETE', `/api/admin/reviews/${id}`, undefined],
        ['PUT', '/api/admin/reviews/moderation', { mode: 'post' }],
      ] as const) {
        const res = await as(who, method, path, body);
        expect(res.status, `${who ?? 'guest'} ${method} ${path}`).toBe(who === null ? 401 : 403);
      }
    }
    const [row] = await queryRows<{ status: string }>(t.services.db, sql`SELECT status FROM reviews WHERE id = ${id}`);
    expect(row!.status).toBe('pending');
    expect((await as('admin', 'GET', '/api/admin/reviews/moderation')).body.data.mode).toBe('pre');
  });

  it('guards the page the same way, and the page action moderates for an admin', async () => {
    const product = await freshProduct();
    const sent = await sendReview('customer', product.id, 3, 'Cez stránku');
    const id = String(sent.body.data.review.id);
    const context = { services: t.services, cspNonce: '', clientIp: '192.0.2.1' } as unknown as AppLoadContext;
    const post = (token: string) =>
      new Request('http://localhost:3000/admin/hodnotenia?stav=pending', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `auth._token.local=${token}` },
        body: new URLSearchParams({ intent: 'approve', id }),
      });
    const refused = await reviewsPageAction({ request: post(TOKENS.editor), context, params: {} } as never).catch((e: unknown) => e);
    // the guard throws the 403 page's data (rendered by the admin error boundary)
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    const done = await reviewsPageAction({ request: post(TOKENS.admin), context, params: {} } as never).catch((e: unknown) => e);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get('location')).toBe('/admin/hodnotenia?stav=pending&ok=admin.reviews.flash.approved');
    expect(await reviewListed(product.id, 'Cez stránku')).toBe(true);

    const page = await reviewsPageLoader({
      request: new Request('http://localhost:3000/admin/hodnotenia?stav=published&q=Cez%20str', {
        headers: { cookie: `auth._token.local=${TOKENS.admin}` },
      }),
      context,
      params: {},
    } as never);
    expect(page.page.rows.map((r) => r.id)).toEqual([Number(id)]);
    expect(page.audit[0]).toMatchObject({
      action: 'state_change',
      changes: { review: `#${id}`, status: { from: 'pending', to: 'published' } },
    });
  });
});
