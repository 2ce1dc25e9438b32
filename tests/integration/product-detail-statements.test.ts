/**
 * The product answer's speed-ups (decision 0110) never show an old answer: sanitized descriptions are remembered by
 * their raw HTML (AppServices.richText), so a changed description or price shows on the very next request on every
 * app server; a catalogue change empties the memory on every server. On PostgreSQL the product and tile statements
 * are prepared and PostgreSQL keeps their plan (a generic one) instead of planning them on every call.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client';
import { getAvailabilityForVariants } from '../../src/domain/catalog/availability';
import { loadProductTiles } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { loadDeliveryRestrictions } from '../../src/domain/checkout/delivery-restrictions';
import { databaseUrl } from '../setup/database-template';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { getJson } from '../setup/app-request';
import { EUR, loadCatalogFixtures, P } from '../fixtures/catalog-fixtures';

let a: TestDatabase;
let b: TestDatabase;

beforeAll(async () => {
  a = await createTestDatabase();
  b = await createTestDatabase({ otherServerOf: a });
  await Promise.all([a.services.caches.ready, b.services.caches.ready]);
  await loadCatalogFixtures(a.handle.db);
});

afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

const productUrl = `/api/catalog/product/${P.kostymPirat}`;

/** Polls `read` until `ok` holds (fails after 3 s). */
async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean): Promise<void> {
  const started = performance.now();
  while (!ok(await read())) {
    if (performance.now() - started > 3000) throw new Error('never happened');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('product answer with remembered descriptions', () => {
  it('shows a changed description and price on the next request, on both servers', async () => {
    const first = '<p>Kostým <strong>pirát</strong><script>alert(1)</script></p>';
    await a.handle.db.execute(sql`UPDATE products SET description = ${first}, price = 10000 WHERE id = ${P.kostymPirat}`);
    for (const server of [a, b]) {
      const answer = await getJson(server, productUrl);
      expect(answer.status).toBe(200);
      expect(answer.body.data.description).toBe('<p>Kostým <strong>pirát</strong></p>');
      expect(answer.body.data.price).toBe(10000);
      // remembered by the raw text
      expect(server.services.richText.get(first)).toBe('<p>Kostým <strong>pirát</strong></p>');
    }

    const second = '<p>Kostým kapitána <a href="javascript:alert(1)">odkaz</a></p>';
    await a.handle.db.execute(sql`UPDATE products SET description = ${second}, price = 12000 WHERE id = ${P.kostymPirat}`);
    for (const server of [a, b]) {
      const answer = await getJson(server, productUrl);
      expect(answer.body.data.description).toBe('<p>Kostým kapitána <a>odkaz</a></p>');
      expect(answer.body.data.price).toBe(12000);
    }
  });

  it('gives the same description with and without the memory', async () => {
    const ctx = { currency: EUR, now: new Date() };
    const plain = await getProductDetail(a.services.db, P.kostymPirat, ctx);
    const remembered = await getProductDetail(a.services.db, P.kostymPirat, ctx, { richText: a.services.richText });
    const again = await getProductDetail(a.services.db, P.kostymPirat, ctx, { richText: a.services.richText });
    expect(remembered).toEqual(plain);
    expect(again).toEqual(plain);
  });

  it('a catalogue change empties the memory on every server', async () => {
    const text = '<p>Na vymazanie</p>';
    a.services.richText.set(text, text);
    b.services.richText.set(text, text);
    a.services.caches.invalidate('catalog');
    await eventually(
      () => [a.services.richText.get(text), b.services.richText.get(text)],
      (hits) => hits.every((hit) => hit === undefined),
    );
  });
});

describe('tiles of the product answer (decision 0119)', () => {
  it('are the tiles loadProductTiles gives for the same ids, on every product of the fixtures', async () => {
    const ctx = { currency: EUR, now: new Date() };
    const ids = await queryRows<{ id: number }>(a.services.db, sql`SELECT id FROM products ORDER BY id`);
    let shown = 0;
    for (const { id } of ids) {
      const detail = await getProductDetail(a.services.db, id, ctx);
      if (!detail) continue;
      for (const list of [detail.related, detail.similar, detail.sameMotif, detail.addons]) {
        const expected = await loadProductTiles(
          a.services.db,
          list.map((tile) => tile.id),
          { ...ctx, groupDiscountPercent: 0 },
        );
        expect(list, `product ${id}`).toEqual(expected);
        expect(list.every((tile) => tile.id !== id)).toBe(true);
        shown += list.length;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });
});

describe.runIf(inject('testDatabase')?.kind === 'postgres')('prepared statements with a kept plan (PostgreSQL)', () => {
  it('plans the product statement (its tiles included, decision 0119) once, not on every call', async () => {
    const info = inject('testDatabase');
    if (info?.kind !== 'postgres') return;
    // one connection: the calls and the look into pg_prepared_statements share the session
    const single = await openDatabase({ databaseUrl: databaseUrl(info.url, a.name), poolSize: 1 });
    try {
      const ctx = { currency: EUR, now: new Date() };
      for (let i = 0; i < 8; i++) expect(await getProductDetail(single.db, P.kostymPirat, ctx)).not.toBeNull();
      const statements = await queryRows<{ kind: string; with_tiles: boolean; generic: number }>(
        single.db,
        sql`SELECT CASE WHEN statement LIKE '%similar_fallback%' THEN 'product' ELSE 'tiles' END AS kind,
                   statement LIKE '%catalog_tile_rows%' AS with_tiles,
                   generic_plans::int AS generic
            FROM pg_prepared_statements
            WHERE NOT from_sql AND (statement LIKE '%similar_fallback%' OR statement LIKE '%catalog_tile_rows%string_to_array%')
            ORDER BY 1`,
      );
      // one statement, one round trip: the tiles come with the product (no tile statement of their own)
      expect(statements.map((s) => [s.kind, s.with_tiles])).toEqual([['product', true]]);
      // after five custom plans PostgreSQL keeps the generic one, as it only does when that is not costlier
      for (const s of statements) expect(s.generic, s.kind).toBeGreaterThan(0);
    } finally {
      await single.close();
    }
  });

  it('keeps one plan for statements with an id list (intList, decision 0132): branch availability, delivery restrictions', async () => {
    const info = inject('testDatabase');
    if (info?.kind !== 'postgres') return;
    const single = await openDatabase({ databaseUrl: databaseUrl(info.url, a.name), poolSize: 1 });
    try {
      const variants = await queryRows<{ id: number; product_id: number }>(
        single.db,
        sql`SELECT id, product_id FROM product_variants ORDER BY id`,
      );
      expect(variants.length).toBeGreaterThan(6);
      // a table large enough for an index scan whose cost follows the list's length, as in the shop
      await single.db.execute(
        sql`INSERT INTO product_variants (product_id, name, code) SELECT ${P.maska}, 'Veľkosť ' || g, 'PLAN-' || g FROM generate_series(1, 5000) g`,
      );
      await single.db.execute(sql`ANALYZE product_variants`);
      // lists of different lengths: a folded list made each call's plan differ from the shared one
      for (let i = 1; i <= 8; i++) {
        const some = variants.slice(0, 1 + (i % 5));
        const availability = await getAvailabilityForVariants(single.db, [...some.map((v) => v.id), 2_000_000]);
        expect([...availability.keys()].sort((x, y) => x - y)).toEqual(some.map((v) => v.id));
        await loadDeliveryRestrictions(
          single.db,
          some.map((v) => v.product_id),
        );
      }
      const statements = await queryRows<{ statement: string; generic: number; custom: number }>(
        single.db,
        sql`SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
            WHERE NOT from_sql AND statement LIKE '%string_to_array%' AND statement NOT LIKE '%catalog_tile_rows%'`,
      );
      expect(statements).toHaveLength(2);
      // five custom plans, then the shared one for every further call
      for (const s of statements) expect([s.custom, s.generic], s.statement.slice(0, 60)).toEqual([5, 3]);
    } finally {
      await single.db.execute(sql`DELETE FROM product_variants WHERE code LIKE 'PLAN-%'`);
      await single.close();
    }
  });
});
