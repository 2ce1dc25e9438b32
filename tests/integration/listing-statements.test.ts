/**
 * The small fixed-text statements of the category, listing and search pages (decision 0114) are prepared on
 * PostgreSQL and PostgreSQL keeps their plan (a generic one) instead of planning them on every call: the category
 * path and its subcategories, the exact code / EAN look-up, the search vocabulary look-up and
 * the search page's categories, brands, articles and pages. Their answers are the ones the other tests check.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client';
import { getCategoryPage } from '../../src/domain/catalog/category-page';
import { createListingFacetCache, listingQuerySchema, listProducts, loadProductTiles } from '../../src/domain/catalog/listing';
import { searchAll } from '../../src/domain/catalog/search';
import { productSaleActiveSql } from '../../src/domain/pricing/pricing-sql';
import { databaseUrl } from '../setup/database-template';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, EUR, loadCatalogFixtures } from '../fixtures/catalog-fixtures';

let a: TestDatabase;

beforeAll(async () => {
  a = await createTestDatabase();
  await loadCatalogFixtures(a.handle.db);
});

afterAll(async () => {
  await a?.cleanup();
});

/** statement kinds, by a fragment of their text */
const KINDS: Array<[kind: string, fragment: string]> = [
  ['articles', '%FROM posts po%'],
  ['brands', '%FROM brands b%WHERE (shop_unaccent%'],
  ['categories', '%FROM categories c LEFT JOIN categories parent%'],
  ['category path', '%WITH RECURSIVE path%'],
  ['exact ids', '%FROM product_variants v WHERE v.code%'],
  ['pages', '%FROM pages pg%'],
  ['subcategories', '%WHERE c.parent_id = $1 AND c.is_visible%'],
  ['vocabulary', '%FROM search_terms st%'],
];

describe.runIf(inject('testDatabase')?.kind === 'postgres')('listing and search statements with a kept plan (PostgreSQL)', () => {
  it('plans them once, not on every call', async () => {
    const info = inject('testDatabase');
    if (info?.kind !== 'postgres') return;
    // one connection: the calls and the look into pg_prepared_statements share the session
    const single = await openDatabase({ databaseUrl: databaseUrl(info.url, a.name), poolSize: 1 });
    try {
      for (let i = 0; i < 8; i++) {
        expect((await getCategoryPage(single.db, { id: CAT.balony }))?.id).toBe(CAT.balony);
        const found = await searchAll(single.db, 'balon', {}, { currency: EUR, now: new Date() });
        expect(found.products.count).toBeGreaterThan(0);
      }
      const kinds = sql.join(
        KINDS.map(([kind, fragment]) => sql`WHEN statement LIKE ${fragment} THEN ${kind}`),
        sql` `,
      );
      const statements = await queryRows<{ kind: string | null; generic: number }>(
        single.db,
        sql`SELECT CASE ${kinds} END AS kind, generic_plans::int AS generic FROM pg_prepared_statements WHERE NOT from_sql`,
      );
      const ours = statements.filter((s) => s.kind !== null).sort((x, y) => x.kind!.localeCompare(y.kind!));
      expect(ours.map((s) => s.kind)).toEqual(KINDS.map(([kind]) => kind));
      // after five custom plans PostgreSQL keeps the generic one, as it only does when that is not costlier
      for (const s of ours) expect(s.generic, s.kind!).toBeGreaterThan(0);
    } finally {
      await single.close();
    }
  });
});

describe('a listing page in one statement (decision 0126)', () => {
  it('asks for the page and its tiles in one statement once the facets are known, with the tiles loadProductTiles gives', async () => {
    const { db } = a.handle;
    const ctx = { currency: EUR, groupDiscountPercent: 0, now: new Date() };
    const facetCache = createListingFacetCache();
    const query = listingQuerySchema.parse({ categoryId: CAT.balony, perPage: 2 });
    const first = await listProducts(db, query, ctx, { facetCache });
    expect(first.total).toBeGreaterThan(2);
    const statements = vi.spyOn(db._.session, 'prepareQuery');
    try {
      const second = await listProducts(db, { ...query, page: 2 }, ctx, { facetCache });
      expect(statements).toHaveBeenCalledTimes(1);
      expect(second.total).toBe(first.total);
      expect(second.items).toHaveLength(2);
      expect(second.items.some((tile) => first.items.some((shown) => shown.id === tile.id))).toBe(false);
      statements.mockRestore();
      const ids = second.items.map((tile) => tile.id);
      expect(await loadProductTiles(db, ids, ctx)).toEqual(second.items);
    } finally {
      statements.mockRestore();
    }
  });
});

describe.runIf(inject('testDatabase')?.kind === 'postgres')('the products on sale in the recommended order (decision 0136)', () => {
  it('walks catalog_listing_sale_idx in the order of the page: no sort of every product on sale', async () => {
    const { db } = a.handle;
    // the sale row's condition and order (runListing with sale, the home page's row); the planner is kept from the
    // table scan and the bitmap so that the fixture's small table shows what the index offers
    const plan = await db.transaction(async (tx) => {
      await queryRows(tx, sql`SET LOCAL enable_seqscan = off`);
      await queryRows(tx, sql`SET LOCAL enable_bitmapscan = off`);
      await queryRows(tx, sql`SET LOCAL enable_sort = off`);
      const [row] = await queryRows<{ plan: string }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) SELECT l.product_id FROM catalog_listing l
            WHERE l.is_visible AND l.is_price_sale_active AND ${productSaleActiveSql('l', new Date())}
            ORDER BY l.is_top DESC, l.popularity DESC, l.product_id LIMIT 8`,
      );
      return JSON.stringify(row!.plan ?? row);
    });
    expect(plan).toContain('catalog_listing_sale_idx');
    expect(plan).not.toContain('"Node Type":"Sort"');
    expect(plan).not.toContain('"Node Type": "Sort"');
  });
});
