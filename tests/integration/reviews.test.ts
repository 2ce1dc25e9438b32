/**
 * Writing reviews (server/api/reviews.ts, src/domain/catalog/review-write.ts, the product page's action): guests get
 * 401 with the spec's sentence, bad stars or text 422 at the fields, unknown products 404, one review per customer
 * and product (sending again replaces it), products.rating_avg / rating_count follow in the same transaction, and
 * the text stays plain text. These run with post-moderation (reviews shown at once); the default pre-moderation and
 * the back office are in review-moderation.test.ts (decision 0063). Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productFormAction } from '../../app/components/catalog/product/product-forms.server';
import { queryRows } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { getJson, postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

// The tests share one clone of the demo database: each reviews (or hides) a product of its own, and starts without
// rate-limit counters (table rate_limits), as on a fresh clone.
let shared: TestDatabase | undefined;
let t: TestDatabase;
beforeEach(async () => {
  shared ??= await createTestDatabase();
  t = await createTestDatabase({ shareDatabaseOf: shared });
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
  await queryRows(
    t.services.db,
    sql`INSERT INTO settings (name, value) VALUES ('reviewModeration', '{"mode":"post"}'::jsonb) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
  );
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

async function login(email = 'zakaznik@party-shop.sk'): Promise<string> {
  const { status, body } = await postJson(t, '/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(status).toBe(200);
  return body.token as string;
}

let productsTaken = 0;
/** A visible product of the demo seed, another one on every call (no other test of the file reviews or hides it). */
async function visibleProductId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.services.db,
    sql`SELECT id FROM products WHERE is_visible AND (published_at IS NULL OR published_at <= now()) ORDER BY id LIMIT 1 OFFSET ${productsTaken++}`,
  );
  return row!.id;
}

async function productRating(id: number) {
  const [row] = await queryRows<{ avg: number; n: number }>(
    t.services.db,
    sql`SELECT rating_avg::float8 AS avg, rating_count AS n FROM products WHERE id = ${id}`,
  );
  return row!;
}

/** The average and count from the published reviews themselves. */
async function reviewAggregate(id: number) {
  const [row] = await queryRows<{ avg: number; n: number }>(
    t.services.db,
    sql`SELECT coalesce(round(avg(stars)::numeric, 2), 0)::float8 AS avg, count(*)::int AS n FROM reviews WHERE product_id = ${id} AND status = 'published'`,
  );
  return row!;
}

const review = (id: number, payload: unknown, token?: string) =>
  postJson(t, `/api/catalog/product/${id}/reviews`, payload, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/catalog/product/{id}/reviews', () => {
  it('refuses a guest with 401 and the login sentence, and writes nothing', async () => {
    const id = await visibleProductId();
    const before = await reviewAggregate(id);
    const { status, body } = await review(id, { stars: 5, text: 'Super' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'unauthenticated', message: 'Pre hodnotenie produktu sa prosím prihláste.' });
    expect(await reviewAggregate(id)).toEqual(before);
  });

  it('answers 422 at the fields for stars out of 1–5, missing stars and an empty or too long text', async () => {
    const token = await login();
    const id = await visibleProductId();
    for (const stars of [0, 6, -1, 2.5, 'päť', null]) {
      const { status, body } = await review(id, { stars, text: 'Pekné' }, token);
      expect(status, `stars ${String(stars)}`).toBe(422);
      expect(body.errors.stars).toEqual(['Vyberte hodnotenie od 1 do 5 hviezdičiek.']);
    }
    const missing = await review(id, { text: 'Pekné' }, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.stars).toBeDefined();
    const empty = await review(id, { stars: 4, text: '   ' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.text).toEqual(['Pole musí byť vyplnené.']);
    const long = await review(id, { stars: 4, text: 'a'.repeat(2001) }, token);
    expect(long.status).toBe(422);
    expect(long.body.errors.text).toEqual(['Vyplňte prosím maximálne 2000 znakov.']);
    const [row] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE user_id = 1 AND product_id = ${id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('answers 404 for an unknown, hidden or malformed product id', async () => {
    const token = await login();
    expect((await review(999_999, { stars: 5, text: 'x' }, token)).status).toBe(404);
    expect((await review(99_999_999_999 as unknown as number, { stars: 5, text: 'x' }, token)).status).toBe(404);
    const [hidden] = await queryRows<{ id: number }>(
      t.services.db,
      sql`UPDATE products SET is_visible = false WHERE id = ${await visibleProductId()} RETURNING id`,
    );
    expect((await review(hidden!.id, { stars: 5, text: 'x' }, token)).status).toBe(404);
    expect(
      (await postJson(t, '/api/catalog/product/abc/reviews', { stars: 5, text: 'x' }, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(404);
  });

  it('saves a review (201), updates the average and count in the same write, and shows it in the list', async () => {
    const token = await login();
    const id = await visibleProductId();
    const before = await reviewAggregate(id);
    const { status, body } = await review(id, { stars: 2, text: '  Balón praskol po dvoch dňoch.  ' }, token);
    expect(status).toBe(201);
    expect(body.message).toBe('Hodnotenie bolo zverejnené. Ďakujeme!');
    expect(body.data.status).toBe('created');
    expect(body.data.review).toMatchObject({ stars: 2, text: 'Balón praskol po dvoch dňoch.', authorName: 'Jana N.' });
    const after = await reviewAggregate(id);
    expect(after.n).toBe(before.n + 1);
    expect(await productRating(id)).toEqual(after);
    expect(body.data.rating).toEqual({ average: after.avg, count: after.n });
    const expectedAvg = Math.round(((before.avg * before.n + 2) / (before.n + 1)) * 100) / 100;
    expect(after.avg).toBeCloseTo(expectedAvg, 1);

    const list = await getJson(t, `/api/catalog/product/${id}/reviews`);
    expect(list.body.data.items[0]).toMatchObject({ stars: 2, text: 'Balón praskol po dvoch dňoch.', authorName: 'Jana N.' });
    // the answer never carries the e-mail of the author
    expect(JSON.stringify(list.body)).not.toContain('zakaznik@party-shop.sk');
  });

  it('keeps one review per customer and product: sending again replaces it (200) and the average follows', async () => {
    const token = await login();
    const id = await visibleProductId();
    expect((await review(id, { stars: 1, text: 'Prvý dojem' }, token)).status).toBe(201);
    const second = await review(id, { stars: 5, text: 'Nakoniec super' }, token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      message: 'Hodnotenie bolo zmenené. Ďakujeme!',
      data: { status: 'updated', review: { stars: 5, text: 'Nakoniec super' } },
    });
    const rows = await queryRows<{ stars: number; text: string }>(
      t.services.db,
      sql`SELECT stars, text FROM reviews WHERE user_id = 1 AND product_id = ${id}`,
    );
    expect(rows).toEqual([{ stars: 5, text: 'Nakoniec super' }]);
    expect(await productRating(id)).toEqual(await reviewAggregate(id));
  });

  it('keeps the average exact when several customers rate one product at the same time', async () => {
    const id = await visibleProductId();
    const tokens = await Promise.all(
      ['zakaznik@party-shop.sk', 'influencer@party-shop.sk', 'firma@party-shop.sk', 'admin@party-shop.sk'].map((e) => login(e)),
    );
    const results = await Promise.all(tokens.map((token, i) => review(id, { stars: i + 1, text: `Hodnotenie ${i}` }, token)));
    for (const r of results) expect([200, 201]).toContain(r.status);
    expect(await productRating(id)).toEqual(await reviewAggregate(id));
  });

  it('stores markup as plain text: it comes back verbatim, never as HTML', async () => {
    const token = await login();
    const id = await visibleProductId();
    const text = '<script>alert(1)</script><b>tučné</b>';
    expect((await review(id, { stars: 3, text }, token)).status).toBe(201);
    const list = await getJson(t, `/api/catalog/product/${id}/reviews`);
    expect(list.body.data.items[0].text).toBe(text);
  });
});

describe('the product page action (intent review)', () => {
  function context(): AppLoadContext {
    return { services: t.services, cspNonce: '', clientIp: '192.0.2.1' } as unknown as AppLoadContext;
  }
  function formRequest(fields: Record<string, string>, token?: string) {
    return new Request('http://localhost:3000/1/kategoria/produkt', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `auth._token.local=${token}` } : {}) },
      body: new URLSearchParams(fields),
    });
  }
  async function run(fields: Record<string, string>, token?: string) {
    const result = (await productFormAction(formRequest(fields, token), context())) as unknown as {
      data: any;
      init: { status?: number } | null;
    };
    return { body: result.data, status: result.init?.status ?? 200 };
  }

  it('tells a guest to log in, refuses bad stars at the field and saves a good review', async () => {
    const id = String(await visibleProductId());
    const guest = await run({ intent: 'review', productId: id, stars: '4', text: 'Pekné' });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Pre hodnotenie produktu sa prosím prihláste.');

    const token = await login();
    const bad = await run({ intent: 'review', productId: id, stars: '7', text: 'Pekné' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.stars).toEqual(['Vyberte hodnotenie od 1 do 5 hviezdičiek.']);
    expect(bad.body.values).toEqual({ stars: '7', text: 'Pekné' });

    const good = await run({ intent: 'review', productId: id, stars: '4', text: 'Pekné' }, token);
    expect(good).toMatchObject({ status: 200, body: { intent: 'review', ok: true, message: 'Hodnotenie bolo zverejnené. Ďakujeme!' } });
    expect(await productRating(Number(id))).toEqual(await reviewAggregate(Number(id)));
  });
});
