/**
 * Product page reads that the route needs beyond getProductDetail: the alias without an id (find by slug) and the
 * per-variant EU Omnibus lowest price. Hand-made fixtures of catalog-fixtures.ts on PGlite or PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { findVisibleProductIdBySlug, getProductDetail, variantLowestPrices30Days } from '../../src/domain/catalog/product-detail';
import { unitGross } from '../../src/domain/pricing/pricing';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

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

describe('findVisibleProductIdBySlug', () => {
  it('finds a visible product by its slug', async () => {
    expect(await findVisibleProductIdBySlug(db, `produkt-${P.kostymPirat}`, NOW)).toBe(P.kostymPirat);
  });
  it('ignores hidden and not yet published products, unknown and absurd slugs', async () => {
    expect(await findVisibleProductIdBySlug(db, `produkt-${P.hidden}`, NOW)).toBeNull();
    expect(await findVisibleProductIdBySlug(db, `produkt-${P.future}`, NOW)).toBeNull();
    expect(await findVisibleProductIdBySlug(db, 'nic-taketo', NOW)).toBeNull();
    expect(await findVisibleProductIdBySlug(db, '', NOW)).toBeNull();
    expect(await findVisibleProductIdBySlug(db, 'x'.repeat(5000), NOW)).toBeNull();
    expect(await findVisibleProductIdBySlug(db, "'; DROP TABLE products; --", NOW)).toBeNull();
  });
});

describe('variantLowestPrices30Days', () => {
  it('gives the Omnibus price of every variant on sale, from its own history or the product one', async () => {
    const detail = await getProductDetail(db, P.kostymPirat, ctx);
    expect(detail).not.toBeNull();
    const onSale = detail!.variants.filter((v) => v.display.isSale).map((v) => v.id);
    expect(onSale).toEqual([501, 502, 503]);
    const lowest = await variantLowestPrices30Days(db, detail!, ctx);
    // S and M: product history; window [−31 d, −1 d): 800 Kč carried in, a dip to 750 Kč inside → 750 Kč
    expect(lowest[501]).toBe(unitGross(75000, 23, EUR));
    expect(lowest[502]).toBe(unitGross(75000, 23, EUR));
    // L: its own history; 850 Kč since 45 days ago → 850 Kč
    expect(lowest[503]).toBe(unitGross(85000, 23, EUR));
    // the product-level value of getProductDetail is the default variant's
    expect(detail!.lowestPrice30Days).toBe(lowest[501]);
  });
  it("takes the default variant's value from a detail made in the same context, and asks only for the others", async () => {
    const detail = await getProductDetail(db, P.kostymPirat, ctx);
    const all = await variantLowestPrices30Days(db, detail!, ctx);
    expect(await variantLowestPrices30Days(db, detail!, ctx, { sameContext: true })).toEqual(all);
    // the detail's own value is the one used: a marked one shows through
    const marked = { ...detail!, lowestPrice30Days: 1 };
    expect(await variantLowestPrices30Days(db, marked, ctx, { sameContext: true })).toEqual({ ...all, [detail!.defaultVariantId!]: 1 });
  });
  it('is empty for a product without a sale', async () => {
    const detail = await getProductDetail(db, P.kostymPrincezna, ctx);
    expect(await variantLowestPrices30Days(db, detail!, ctx)).toEqual({});
  });
  it('follows the group discount and the currency', async () => {
    const detail = await getProductDetail(db, P.kostymPirat, { ...ctx, groupDiscountPercent: 10 });
    const lowest = await variantLowestPrices30Days(db, detail!, { ...ctx, groupDiscountPercent: 10 });
    expect(lowest[503]).toBe(unitGross(85000, 23, EUR, 10));
  });
});
