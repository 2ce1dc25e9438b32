/**
 * catalog_listing (migration 0004) stays in step with its source tables: after every kind of change, the rows the
 * triggers left are exactly what a full recompute gives, and listings and search see the change at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { listingQuerySchema, listProducts, type ListingQueryInput } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { searchAll } from '../../src/domain/catalog/search';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, EUR, loadCatalogFixtures, NOW, P, WAREHOUSE } from '../fixtures/catalog-fixtures';

let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
  await loadCatalogFixtures(db);
});

afterAll(async () => {
  await t?.cleanup();
});

const ctx = { currency: EUR, now: NOW };
const list = (input: ListingQueryInput) => listProducts(db, listingQuerySchema.parse(input), ctx);
const ids = (r: { items: Array<{ id: number }> }) => r.items.map((i) => i.id);

/** The listing rows as the triggers left them, then as a full recompute gives them: they must be equal. */
async function expectInStep() {
  const snapshot = () => queryRows(db, sql`SELECT * FROM catalog_listing ORDER BY product_id`);
  const before = await snapshot();
  await db.execute(sql`SELECT catalog_listing_refresh_all()`);
  const after = await snapshot();
  expect(before).toEqual(after);
  expect(before.length).toBeGreaterThan(0);
  // catalog_listing_by_category (migration 0031) is catalog_listing's visible rows, one per listed category
  const byCategory = () =>
    queryRows(
      db,
      sql`SELECT product_id, category_id, is_top, popularity, published_at FROM catalog_listing_by_category
          ORDER BY product_id, category_id`,
    );
  const derived = await queryRows(
    db,
    sql`SELECT DISTINCT l.product_id, c AS category_id, l.is_top, l.popularity, l.published_at
        FROM catalog_listing l, unnest(l.category_ids) c WHERE l.is_visible ORDER BY 1, 2`,
  );
  expect(await byCategory()).toEqual(derived);
}

describe('catalog_listing follows its sources', () => {
  it('is complete after the fixtures load', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM products) - (SELECT count(*) FROM catalog_listing) AS n`,
    );
    expect(Number(n)).toBe(0);
    await expectInStep();
  });

  it('stock: a product sold out everywhere leaves the in-stock listing and comes back with new stock', async () => {
    const inStock = async () => ids(await list({ inStock: '1', perPage: 48, facets: '0' }));
    expect(await inStock()).toContain(P.balonySrdce);
    const saved = await queryRows<{ variant_id: number; store_id: number; quantity: number }>(
      db,
      sql`SELECT s.variant_id, s.store_id, s.quantity FROM stock s JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = ${P.balonySrdce}`,
    );
    await db.execute(
      sql`UPDATE stock SET quantity = 0 WHERE variant_id IN (SELECT id FROM product_variants WHERE product_id = ${P.balonySrdce})`,
    );
    expect(await inStock()).not.toContain(P.balonySrdce);
    await expectInStep();
    for (const row of saved) {
      await db.execute(
        sql`UPDATE stock SET quantity = ${row.quantity} WHERE variant_id = ${row.variant_id} AND store_id = ${row.store_id}`,
      );
    }
    expect(await inStock()).toContain(P.balonySrdce);
    await expectInStep();
  });

  it('stores: closing a store takes its stock out of the counts', async () => {
    const [{ product_id: productId }] = await queryRows<{ product_id: number }>(
      db,
      sql`SELECT v.product_id FROM stock s JOIN product_variants v ON v.id = s.variant_id
          WHERE s.store_id = ${WAREHOUSE} AND s.quantity > 0 ORDER BY v.product_id LIMIT 1`,
    );
    const stockOf = async () =>
      (await queryRows<{ stock: number }>(db, sql`SELECT stock FROM catalog_listing WHERE product_id = ${productId}`))[0].stock;
    const before = await stockOf();
    await db.execute(sql`UPDATE stores SET is_active = false WHERE id = ${WAREHOUSE}`);
    const closed = await stockOf();
    expect(closed).toBeLessThan(before);
    await expectInStep();
    await db.execute(sql`UPDATE stores SET is_active = true WHERE id = ${WAREHOUSE}`);
    expect(await stockOf()).toBe(before);
  });

  it('categories: hiding a subcategory hides its products from the parent listing, showing it brings them back', async () => {
    const inBalony = async () => ids(await list({ categoryId: CAT.balony, perPage: 48, facets: '0' }));
    const inCislice = ids(await list({ categoryId: CAT.cislice, perPage: 48, facets: '0' }));
    expect(inCislice.length).toBeGreaterThan(0);
    const before = await inBalony();
    for (const id of inCislice) expect(before).toContain(id);
    await db.execute(sql`UPDATE categories SET is_visible = false WHERE id = ${CAT.foliove}`);
    const hidden = await inBalony();
    expect(hidden.length).toBeLessThan(before.length);
    for (const id of inCislice) expect(hidden).not.toContain(id);
    // the visible subcategory itself still lists its products (as before the table existed)
    expect(ids(await list({ categoryId: CAT.cislice, perPage: 48, facets: '0' }))).toEqual(inCislice);
    await expectInStep();
    await db.execute(sql`UPDATE categories SET is_visible = true WHERE id = ${CAT.foliove}`);
    expect(await inBalony()).toEqual(before);
  });

  it('products, variants and parameters: renames, new colours and parameters show in search, filters and facets', async () => {
    await db.execute(sql`UPDATE products SET name = 'Konfety dúhové' WHERE id = ${P.sviecka}`);
    const found = await searchAll(db, 'duhove', {}, ctx);
    expect(found.products.items.map((p) => p.id)).toContain(P.sviecka);

    const [{ code }] = await queryRows<{ code: string }>(db, sql`SELECT code FROM products WHERE id = ${P.sviecka}`);
    await db.execute(sql`INSERT INTO product_variants (product_id, name, code, color, size, position)
      VALUES (${P.sviecka}, 'Tyrkysová', ${`${code}-TYR`}, 'tyrkysová', 'XXL', 9)`);
    await db.execute(sql`INSERT INTO product_parameters (product_id, name, value) VALUES (${P.sviecka}, 'Vôňa', 'vanilka')`);
    expect(ids(await list({ color: 'tyrkysová', facets: '0' }))).toEqual([P.sviecka]);
    expect(ids(await list({ size: 'XXL', facets: '0' }))).toContain(P.sviecka);
    expect(ids(await list({ param: 'Vôňa=vanilka', facets: '0' }))).toEqual([P.sviecka]);
    const facets = (await list({})).facets!;
    expect(facets.colors.find((c) => c.value === 'tyrkysová')?.count).toBe(1);
    expect(facets.parameters.find((p) => p.name === 'Vôňa')?.values).toEqual([{ value: 'vanilka', count: 1, selected: false }]);
    await expectInStep();

    await db.execute(sql`DELETE FROM product_parameters WHERE product_id = ${P.sviecka} AND name = 'Vôňa'`);
    await db.execute(sql`DELETE FROM product_variants WHERE code = ${`${code}-TYR`}`);
    expect(ids(await list({ color: 'tyrkysová', facets: '0' }))).toEqual([]);
    await expectInStep();
  });

  it('tax rates: a new VAT rate moves gross prices and price filters', async () => {
    const price = async () => (await list({ perPage: 48, facets: '0' })).items.find((i) => i.id === P.balonySrdce)!.display.unit;
    const before = await price();
    const [{ tax_rate_id }] = await queryRows<{ tax_rate_id: number }>(
      db,
      sql`SELECT tax_rate_id FROM products WHERE id = ${P.balonySrdce}`,
    );
    const [{ rate }] = await queryRows<{ rate: number }>(db, sql`SELECT rate FROM tax_rates WHERE id = ${tax_rate_id}`);
    await db.execute(sql`UPDATE tax_rates SET rate = ${rate + 10} WHERE id = ${tax_rate_id}`);
    const after = await price();
    expect(after).toBeGreaterThan(before);
    expect(ids(await list({ priceMin: String(after), priceMax: String(after), facets: '0' }))).toContain(P.balonySrdce);
    await expectInStep();
    await db.execute(sql`UPDATE tax_rates SET rate = ${rate} WHERE id = ${tax_rate_id}`);
    expect(await price()).toBe(before);
  });

  it('services keep no stock and are always available: in-stock listing, tile and product page', async () => {
    await db.execute(sql`DELETE FROM stock WHERE variant_id IN (SELECT id FROM product_variants WHERE product_id = ${P.pumpa})`);
    expect(ids(await list({ inStock: '1', perPage: 48, facets: '0' }))).not.toContain(P.pumpa);
    await db.execute(sql`UPDATE products SET is_service = true WHERE id = ${P.pumpa}`);
    expect(ids(await list({ inStock: '1', perPage: 48, facets: '0' }))).toContain(P.pumpa);
    const tile = (await list({ perPage: 48, facets: '0' })).items.find((i) => i.id === P.pumpa)!;
    expect(tile).toMatchObject({ isService: true, stock: 0 });
    const detail = (await getProductDetail(db, P.pumpa, ctx))!;
    expect(detail).toMatchObject({ isService: true, inStock: true, stock: 0 });
    for (const v of detail.variants) expect(v).toMatchObject({ inStock: true, delivery: { minDays: 1, maxDays: 2 } });
    await expectInStep();
  });

  it('a category in the recommended order (catalog_listing_by_category) lists what the walk of catalog_listing lists', async () => {
    // popularity, top flag and a future publication move products between pages and out of the list
    await db.execute(sql`UPDATE products SET popularity = popularity + 7 * id, is_top = (id % 3 = 0) WHERE id % 2 = 0`);
    await db.execute(sql`UPDATE products SET published_at = ${new Date(NOW.getTime() + 86_400_000).toISOString()}::timestamptz
                         WHERE id = ${P.balonySrdce}`);
    await expectInStep();
    const categories = await queryRows<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY id`);
    for (const { id } of categories) {
      const walk = await queryRows<{ product_id: number }>(
        db,
        sql`SELECT l.product_id FROM catalog_listing l
            WHERE l.is_visible AND (l.published_at IS NULL OR l.published_at <= ${NOW.toISOString()}::timestamptz)
              AND l.category_ids @> ARRAY[${id}::int]
            ORDER BY l.is_top DESC, l.popularity DESC, l.product_id`,
      );
      const expected = walk.map((r) => r.product_id);
      for (const perPage of [2, 48]) {
        const pages = Math.max(1, Math.ceil(expected.length / perPage));
        const listed: number[] = [];
        for (let page = 1; page <= pages; page++) {
          listed.push(...ids(await list({ categoryId: String(id), page: String(page), perPage: String(perPage), facets: '0' })));
        }
        expect(listed, `category ${id}, ${perPage} per page`).toEqual(expected);
      }
    }
  });

  it('deleting a product removes its row', async () => {
    await db.execute(sql`DELETE FROM products WHERE id = ${P.maska}`);
    const rows = await queryRows(db, sql`SELECT 1 FROM catalog_listing WHERE product_id = ${P.maska}`);
    expect(rows).toHaveLength(0);
    await expectInStep();
  });
});
