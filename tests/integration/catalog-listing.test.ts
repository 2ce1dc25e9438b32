/**
 * Catalogue listing, product page and availability on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) over the hand-made fixtures of catalog-fixtures.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { getVariantAvailability } from '../../src/domain/catalog/availability';
import {
  createListingFacetCache,
  listingQuerySchema,
  listProductRow,
  listProducts,
  loadProductTiles,
  parseListingSearchParams,
  type ListingQueryInput,
} from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { lowestNetPrices, lowestPriceInLast30Days } from '../../src/domain/pricing/price-history';
import { unitGross } from '../../src/domain/pricing/pricing';
import { grossMinorSql } from '../../src/domain/pricing/pricing-sql';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, CZK, EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

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
const list = (input: ListingQueryInput, context: Partial<typeof ctx> & { groupDiscountPercent?: number } = ctx) =>
  listProducts(db, listingQuerySchema.parse(input), { ...ctx, ...context });
const ids = (r: { items: Array<{ id: number }> }) => r.items.map((i) => i.id);

describe('listingQuerySchema', () => {
  it('has defaults', () => {
    const q = listingQuerySchema.parse({});
    expect(q).toMatchObject({
      brand: [],
      motif: [],
      color: [],
      size: [],
      params: [],
      inStock: false,
      new: false,
      sale: false,
      q: '',
      sort: 'recommended',
      page: 1,
      perPage: 24,
      facets: true,
    });
  });
  it('accepts lists as repeated keys or commas, flags as 1/true, numbers as strings', () => {
    const parsed = parseListingSearchParams(
      new URLSearchParams(
        'brand=amscan&brand=godan,rubies&color=modrá&param=Materiál=latex&param=Materiál=fólia&inStock=1&sale=true&page=2&perPage=12&priceMin=100&categoryId=3',
      ),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      categoryId: 3,
      brand: ['amscan', 'godan', 'rubies'],
      color: ['modrá'],
      params: [{ name: 'Materiál', values: ['latex', 'fólia'] }],
      inStock: true,
      sale: true,
      new: false,
      page: 2,
      perPage: 12,
      priceMin: 100,
    });
  });
  it('rejects bad input with validation errors, never throws', () => {
    expect(listingQuerySchema.safeParse({ perPage: '49' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ categoryId: '-1' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ brand: Array.from({ length: 51 }, (_, i) => `b${i}`) }).success).toBe(false);
  });
  it('clamps huge pages, swaps an inverted price range, cuts a long query', () => {
    const q = listingQuerySchema.parse({ page: '99999999999', priceMin: '500', priceMax: '100', q: 'a'.repeat(5000) });
    expect(q.page).toBe(1_000_000);
    expect([q.priceMin, q.priceMax]).toEqual([100, 500]);
    expect(q.q.length).toBeLessThanOrEqual(200);
  });
});

describe('listProducts: visibility, sort orders, pagination', () => {
  it('lists visible, published products in the recommended order (top, popularity, id)', async () => {
    const r = await list({ facets: '0' });
    expect(ids(r)).toEqual([
      P.balonySrdce,
      P.kostymPirat,
      P.kostymPrincezna,
      P.balonHviezda,
      P.balonCislo,
      P.latexMix,
      P.sviecka,
      P.maska,
      P.dekoraciaFrozen,
      P.pumpa,
    ]);
    expect(r.total).toBe(10);
    expect(r.facets).toBeNull();
  });

  it('sorts by name A-Z ignoring diacritics', async () => {
    const r = await list({ sort: 'name', facets: '0' });
    expect(r.items.map((i) => i.name)).toEqual([
      'Balón fóliový číslo 1 zlatý',
      'Balón fóliový hviezda strieborná',
      'Balóny srdce červené 5 ks',
      'Dekorácia Frozen snehová vločka',
      'Kostým pirát',
      'Kostým princezná Frozen',
      'Latexové balóny mix 10 ks',
      'Pumpa na balóny',
      'Sviečka na tortu číslo 5',
      'Zlatá maska',
    ]);
    // pages of the name sort continue where the previous ended (index walk or sort, same order)
    const p2 = await list({ sort: 'name', perPage: '4', page: '2', facets: '0' });
    expect(p2.items.map((i) => i.name)).toEqual([
      'Kostým pirát',
      'Kostým princezná Frozen',
      'Latexové balóny mix 10 ks',
      'Pumpa na balóny',
    ]);
  });

  it('sorts by the displayed gross price (sale price when active, VAT, currency)', async () => {
    const cheapest = await list({ sort: 'cheapest', facets: '0' });
    expect(cheapest.items.map((i) => i.display.unit)).toEqual([42, 79, 195, 244, 468, 488, 984, 1464, 2929, 3417]);
    const expensive = await list({ sort: 'expensive', facets: '0' });
    expect(ids(expensive)).toEqual([...ids(cheapest)].reverse());
    // in CZK the order is the same here; the amounts are haléře
    const czk = await list({ sort: 'cheapest', facets: '0' }, { currency: CZK });
    expect(czk.items.map((i) => i.display.unit)).toEqual([1050, 2000, 4920, 6150, 11781, 12300, 24797, 36900, 73800, 86100]);
  });

  it('paginates; a page past the end is empty, not an error', async () => {
    const p1 = await list({ perPage: '3', page: '1', facets: '0' });
    const p4 = await list({ perPage: '3', page: '4', facets: '0' });
    const p5 = await list({ perPage: '3', page: '5', facets: '0' });
    expect(ids(p1)).toEqual([P.balonySrdce, P.kostymPirat, P.kostymPrincezna]);
    expect(ids(p4)).toEqual([P.pumpa]);
    expect(p5.items).toEqual([]);
    expect(p5.total).toBe(10);
    expect(p5.pageCount).toBe(4);
    const far = await list({ page: '99999999999' });
    expect(far.items).toEqual([]);
    expect(far.total).toBe(10);
  });

  it('includes descendants of a category (also through default_category_id), skips hidden categories', async () => {
    const balony = await list({ categoryId: String(CAT.balony), facets: '0' });
    expect(ids(balony).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonCislo, P.balonHviezda, P.latexMix]);
    const kostymy = await list({ categoryId: String(CAT.kostymy), facets: '0' });
    expect(ids(kostymy)).toEqual([P.kostymPirat, P.kostymPrincezna]); // not the hidden / future ones, not the hidden subcategory
    const hiddenCategory = await list({ categoryId: String(CAT.skryta) });
    expect(hiddenCategory.total).toBe(0);
    expect(hiddenCategory.items).toEqual([]);
    expect((await list({ categoryId: '999' })).total).toBe(0);
    const dekoracie = await list({ categoryId: String(CAT.dekoracie), facets: '0' });
    expect(ids(dekoracie).sort((a, b) => a - b)).toEqual([P.balonHviezda, P.sviecka, P.pumpa, P.maska]);
  });

  it('filters new, sale and in-stock products', async () => {
    expect(ids(await list({ new: '1', facets: '0' })).sort((a, b) => a - b)).toEqual([P.balonCislo, P.latexMix, P.kostymPrincezna]);
    expect(ids(await list({ sale: '1', facets: '0' })).sort((a, b) => a - b)).toEqual([P.balonCislo, P.kostymPirat]);
    expect(ids(await list({ inStock: '1', facets: '0' })).sort((a, b) => a - b)).toEqual([
      P.balonySrdce,
      P.balonCislo,
      P.kostymPirat,
      P.kostymPrincezna,
      P.sviecka,
      P.maska,
    ]);
  });

  it('filters by the gross price range in the shown currency, edges inclusive', async () => {
    // P3 is 467.5 cents → 468, P1 488.095 → 488
    const r = await list({ categoryId: String(CAT.balony), priceMin: '468', priceMax: '488', facets: '0' });
    expect(ids(r).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonHviezda]);
    expect((await list({ categoryId: String(CAT.balony), priceMin: '469', priceMax: '487' })).total).toBe(0);
    const czk = await list({ categoryId: String(CAT.balony), priceMin: '11781', priceMax: '11781', facets: '0' }, { currency: CZK });
    expect(ids(czk)).toEqual([P.balonHviezda]);
    // the sale price counts, not the regular price: P2 is 9.84 € on sale (12.30 € regular)
    expect(ids(await list({ priceMin: '984', priceMax: '984', facets: '0' }))).toEqual([P.balonCislo]);
    expect((await list({ priceMin: '1230', priceMax: '1230' })).total).toBe(0);
  });

  it('applies the customer-group discount to prices, filters and facets', async () => {
    const r = await list({ categoryId: String(CAT.balony), priceMax: '439' }, { groupDiscountPercent: 10 });
    // 488.095 × 0.9 = 439.29 → 439
    expect(ids(r).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonHviezda, P.latexMix]);
    expect(r.items.find((i) => i.id === P.balonySrdce)!.display.unit).toBe(439);
    expect(r.facets!.price).toEqual({ min: unitGross(5000, 23, EUR, 10), max: unitGross(20160, 23, EUR, 10) });
  });

  it('filters by brand, motif, colour, size and parameters', async () => {
    expect(ids(await list({ brand: 'godan', facets: '0' }))).toEqual([P.balonHviezda, P.balonCislo]);
    expect(ids(await list({ brand: 'godan,amscan', categoryId: String(CAT.foliove), facets: '0' })).sort((a, b) => a - b)).toEqual([
      P.balonySrdce,
      P.balonCislo,
      P.balonHviezda,
    ]);
    expect(ids(await list({ motif: 'frozen', facets: '0' }))).toEqual([P.kostymPrincezna, P.balonHviezda, P.dekoraciaFrozen]);
    expect(ids(await list({ color: 'ružová', facets: '0' }))).toEqual([P.latexMix]);
    expect(ids(await list({ color: 'zlatá', facets: '0' }))).toEqual([P.balonCislo, P.maska]);
    expect(ids(await list({ size: ['M', '116'], facets: '0' }))).toEqual([P.kostymPirat, P.kostymPrincezna]);
    expect(ids(await list({ param: 'Materiál=fólia', facets: '0' }))).toEqual([P.balonHviezda, P.balonCislo]);
    expect(ids(await list({ param: ['Materiál=latex', 'Počet kusov=10'], facets: '0' }))).toEqual([P.latexMix]);
    expect((await list({ brand: 'does-not-exist' })).total).toBe(0);
  });
});

describe('a search listing with its total: the matches read once (decision 0135)', () => {
  it('gives the page and the total of the two-statement path (the facet count, the page alone)', async () => {
    const inputs: ListingQueryInput[] = [
      { q: 'balón' },
      { q: 'balony', perPage: '2', page: '2' },
      { q: 'balon', sort: 'cheapest', perPage: '3' },
      { q: 'balon', sort: 'expensive', perPage: '3', page: '2' },
      { q: 'balon', inStock: '1' },
      { q: 'balon', categoryId: String(CAT.balony), sort: 'cheapest' },
      { q: 'kostym' },
      { q: 'balon', perPage: '4', page: '99' },
    ];
    let matched = 0;
    for (const input of inputs) {
      const once = await listProducts(db, listingQuerySchema.parse({ ...input, facets: '0' }), ctx);
      // the facet statement counts, and the page is read without a count: the other path
      const withFacets = await listProducts(db, listingQuerySchema.parse({ ...input, facets: '1' }), ctx);
      expect(once.total, JSON.stringify(input)).toBe(withFacets.total);
      expect(ids(once), JSON.stringify(input)).toEqual(ids(withFacets));
      expect(once.items, JSON.stringify(input)).toEqual(await listProductRow(db, listingQuerySchema.parse(input), ctx));
      matched += once.total;
    }
    expect(matched).toBeGreaterThan(10);
  });
});

describe('listProductRow: a page of tiles without counting the matches', () => {
  it('gives the tiles listProducts gives for the same query (the home rows, later pages, search, price sorts)', async () => {
    const inputs: ListingQueryInput[] = [
      { sale: '1', orderable: '1', perPage: '8' },
      { new: '1', orderable: '1', perPage: '20' },
      { orderable: '1', perPage: '3', page: '2' },
      { categoryId: String(CAT.balony), perPage: '2', page: '2' },
      { q: 'balón', perPage: '4' },
      { sort: 'cheapest', perPage: '5', facets: '1' },
      { perPage: '4', page: '99' },
    ];
    let shown = 0;
    for (const input of inputs) {
      const query = listingQuerySchema.parse(input);
      const row = await listProductRow(db, query, ctx);
      expect(row, JSON.stringify(input)).toEqual((await listProducts(db, query, ctx)).items);
      shown += row.length;
    }
    expect(shown).toBeGreaterThan(10);
  });
});

describe('listProducts: facets', () => {
  it('counts every option over the current filter set', async () => {
    const r = await list({ categoryId: String(CAT.balony) });
    const f = r.facets!;
    expect(f.brands).toEqual([
      { value: 'amscan', name: 'Amscan', count: 2, selected: false },
      { value: 'godan', name: 'Godan', count: 2, selected: false },
    ]);
    expect(f.motifs).toEqual([{ value: 'frozen', name: 'Frozen', count: 1, selected: false }]);
    expect(f.colors.map((c) => [c.value, c.count])).toEqual([
      ['červená', 1],
      ['modrá', 1],
      ['ružová', 1],
      ['strieborná', 1],
      ['zlatá', 1],
    ]);
    expect(f.sizes).toEqual([]);
    expect(f.parameters).toEqual([
      {
        name: 'Materiál',
        values: [
          { value: 'fólia', count: 2, selected: false },
          { value: 'latex', count: 2, selected: false },
        ],
      },
      { name: 'Počet kusov', values: [{ value: '10', count: 1, selected: false }] },
    ]);
    expect(f.price).toEqual({ min: 244, max: 984 });
    expect(f.inStock).toBe(2); // P1 (branch), P2 (warehouse); P4's stock is in a closed store
  });

  it('counts each facet ignoring its own filter', async () => {
    const r = await list({ categoryId: String(CAT.balony), brand: 'godan' });
    expect(r.total).toBe(2);
    expect(r.facets!.brands).toEqual([
      { value: 'amscan', name: 'Amscan', count: 2, selected: false },
      { value: 'godan', name: 'Godan', count: 2, selected: true },
    ]);
    expect(r.facets!.colors.map((c) => c.value)).toEqual(['strieborná', 'zlatá']);
    expect(r.facets!.inStock).toBe(1);
    expect(r.facets!.price).toEqual({ min: 468, max: 984 });

    const both = await list({ categoryId: String(CAT.balony), brand: 'godan', inStock: '1' });
    expect(ids(both)).toEqual([P.balonCislo]);
    expect(both.facets!.brands.map((b) => [b.value, b.count])).toEqual([
      ['amscan', 1],
      ['godan', 1],
    ]);
    expect(both.facets!.inStock).toBe(1);

    const material = await list({ categoryId: String(CAT.balony), param: 'Materiál=fólia' });
    expect(material.total).toBe(2);
    expect(material.facets!.parameters).toEqual([
      {
        name: 'Materiál',
        values: [
          { value: 'fólia', count: 2, selected: true },
          { value: 'latex', count: 2, selected: false },
        ],
      },
    ]);

    const price = await list({ categoryId: String(CAT.balony), priceMin: '400', priceMax: '500' });
    expect(price.total).toBe(2);
    expect(price.facets!.price).toEqual({ min: 244, max: 984 });
    expect(price.facets!.brands.map((b) => [b.value, b.count])).toEqual([
      ['amscan', 1],
      ['godan', 1],
    ]);
  });

  it('orders sizes naturally and keeps selected options that have no match', async () => {
    const r = await list({ categoryId: String(CAT.kostymy), color: 'čierna', brand: 'nikto' });
    expect(r.total).toBe(0);
    expect(r.facets!.sizes).toEqual([]); // no product has a black colour
    expect(r.facets!.colors).toEqual([{ value: 'čierna', count: 0, selected: true }]);
    expect(r.facets!.brands).toEqual([{ value: 'nikto', name: 'nikto', count: 0, selected: true }]);
    const sizes = await list({ categoryId: String(CAT.kostymy) });
    expect(sizes.facets!.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', '104', '116']);
    expect(sizes.facets!.motifs.map((m) => m.value)).toEqual(['frozen', 'pirati']);
  });

  it('serves facets from the cache for the same filters, page and sort aside', async () => {
    const cache = createListingFacetCache({ ttlMs: 60_000 });
    const q = listingQuerySchema.parse({ categoryId: String(CAT.balony) });
    const first = await listProducts(db, q, ctx, { facetCache: cache });
    const second = await listProducts(db, { ...q, page: 2, sort: 'cheapest' }, ctx, { facetCache: cache });
    expect(second.facets).toEqual(first.facets);
    // a mutation of a returned result does not poison the cache
    first.facets!.brands.length = 0;
    second.facets!.brands[0]!.count = -1;
    const third = await listProducts(db, q, ctx, { facetCache: cache });
    expect(third.facets!.brands).toHaveLength(2);
    expect(third.facets).toEqual((await listProducts(db, q, ctx)).facets);
  });
});

describe('product tiles', () => {
  it('carry what a tile shows', async () => {
    const [p1, p2, p3] = await loadProductTiles(db, [P.balonySrdce, P.balonCislo, P.balonHviezda], { ...ctx, groupDiscountPercent: 0 });
    expect(p1).toMatchObject({
      id: P.balonySrdce,
      slug: 'produkt-1',
      name: 'Balóny srdce červené 5 ks',
      url: '/1/foliove-balony/produkt-1',
      defaultCategory: { id: CAT.foliove, slug: 'foliove-balony', name: 'Fóliové balóny' },
      brand: { slug: 'amscan', name: 'Amscan' },
      mainImage: { path: '/media/p1-a.jpg', alt: 'spredu', width: 800, height: 600 },
      price: 10000,
      taxRate: 23,
      stock: 5,
      rating: { average: 4.5, count: 2 },
      isTop: true,
      isNew: false,
      isPriceSaleActive: false,
      variantCount: 1,
    });
    expect(p1.display).toMatchObject({ unit: 488, original: 488, isSale: false });
    expect(p2).toMatchObject({ isPriceSaleActive: true, isNew: true, priceSale: 20160 });
    expect(p2.display).toMatchObject({ unit: 984, original: 1230, isSale: true, salePercent: 20 });
    expect(p3.isPriceSaleActive).toBe(false); // the sale starts tomorrow
    expect(p3.display.unit).toBe(468);
  });
  it('skip hidden and unknown products, keep the order asked for', async () => {
    const tiles = await loadProductTiles(db, [P.maska, P.hidden, 12345, P.future, P.sviecka, P.maska], { ...ctx, groupDiscountPercent: 0 });
    expect(tiles.map((x) => x.id)).toEqual([P.maska, P.sviecka]);
    expect(tiles[1].url).toBe('/9/dekoracie/produkt-9');
  });
});

describe('getProductDetail', () => {
  it('returns the product with variants, prices, stock, breadcrumb and tiles', async () => {
    const d = (await getProductDetail(db, P.kostymPirat, ctx))!;
    expect(d).toMatchObject({
      id: P.kostymPirat,
      name: 'Kostým pirát',
      url: '/5/detske-kostymy/produkt-5',
      brand: { slug: 'rubies', name: "Rubie's" },
      motif: { slug: 'pirati', name: 'Piráti' },
      defaultCategory: { id: CAT.detske, slug: 'detske-kostymy', url: '/6/detske-kostymy' },
      taxRate: 23,
      isPriceSaleActive: true,
      isAdult: false,
      defaultVariantId: 501,
      stock: 1,
      inStock: true,
    });
    expect(d.breadcrumb.map((c) => c.name)).toEqual(['Kostýmy', 'Detské kostýmy']);
    expect(d.display).toMatchObject({ unit: 2929, original: 3905, isSale: true });
    expect(d.variants.map((v) => [v.id, v.size, v.display.unit, v.display.original, v.stock, v.delivery.maxDays])).toEqual([
      [501, 'S', 2929, 3905, 1, 2],
      [502, 'M', 2929, 3905, 0, 5],
      [503, 'L', 2929, 4393, 0, 5], // own regular price 900 Kč, the product's sale price
    ]);
    expect(d.images).toEqual([{ id: expect.any(Number), path: '/media/p5.jpg', alt: null, width: null, height: null }]);
    expect(d.parameters).toEqual([{ name: 'Materiál', value: 'textil' }]);
    expect(d.similar.map((x) => x.id)).toEqual([P.kostymPrincezna]);
    expect(d.sameMotif).toEqual([]);
    // Omnibus: lowest in the 30 days before the sale started (1 day ago): the 750 Kč dip → 36.61 €
    expect(d.lowestPrice30Days).toBe(unitGross(75000, 23, EUR));
  });

  it('falls back to the default category for similar products; related skips hidden ones; add-ons', async () => {
    const d = (await getProductDetail(db, P.balonySrdce, ctx))!;
    expect(d.related.map((x) => x.id)).toEqual([P.latexMix]);
    expect(d.similar.map((x) => x.id)).toEqual([P.balonHviezda]);
    expect(d.addons.map((x) => x.id)).toEqual([P.pumpa]);
    expect(d.sameMotif).toEqual([]);
    expect(d.images.map((i) => i.path)).toEqual(['/media/p1-a.jpg', '/media/p1-b.jpg']);
    expect(d.lowestPrice30Days).toBeNull();
    expect(d.rating).toEqual({ average: 4.5, count: 2 });
    const frozen = (await getProductDetail(db, P.kostymPrincezna, ctx))!;
    expect(frozen.sameMotif.map((x) => x.id)).toEqual([P.balonHviezda, P.dekoraciaFrozen]);
    expect(frozen.isNew).toBe(true);
  });

  it('gives the breadcrumb root → default category', async () => {
    const d = (await getProductDetail(db, P.balonCislo, ctx))!;
    expect(d.breadcrumb.map((c) => c.url)).toEqual(['/1/balony', '/2/foliove-balony', '/3/cislice']);
    expect(d.url).toBe('/2/cislice/produkt-2');
  });

  it('is null when missing or not visible', async () => {
    expect(await getProductDetail(db, P.hidden, ctx)).toBeNull();
    expect(await getProductDetail(db, P.future, ctx)).toBeNull();
    expect(await getProductDetail(db, 987654, ctx)).toBeNull();
    expect(await getProductDetail(db, -1, ctx)).toBeNull();
    expect((await getProductDetail(db, P.hidden, ctx, { includeHidden: true }))?.id).toBe(P.hidden);
    expect((await getProductDetail(db, P.dekoraciaFrozen, ctx))?.isAdult).toBe(true);
  });

  it('uses the default currency of the database without a context', async () => {
    const d = (await getProductDetail(db, P.balonySrdce))!;
    expect(d.display.currencyCode).toBe('EUR');
  });
});

describe('lowestPriceInLast30Days (EU Omnibus)', () => {
  it('looks at the 30 days before the sale started (sale_from)', async () => {
    expect(await lowestPriceInLast30Days(db, P.kostymPirat, null, NOW)).toBe(75000);
  });
  it('finds the start of the sale in the history when sale_from is not set', async () => {
    // sale price recorded 2 days ago; window = 32 → 2 days ago: 260 Kč (valid at the window start), 252 Kč
    expect(await lowestPriceInLast30Days(db, P.balonCislo, null, NOW)).toBe(25200);
  });
  it('uses the variant history when the variant has one, else the product history', async () => {
    expect(await lowestPriceInLast30Days(db, P.kostymPirat, 503, NOW)).toBe(85000);
    expect(await lowestPriceInLast30Days(db, P.kostymPirat, 501, NOW)).toBe(75000);
  });
  it('without a sale: the 30 days before now; null without history', async () => {
    expect(await lowestPriceInLast30Days(db, P.kostymPirat, null, new Date(NOW.getTime() + 5 * 86_400_000))).toBe(60000);
    expect(await lowestPriceInLast30Days(db, P.balonySrdce, null, NOW)).toBeNull();
    expect(await lowestPriceInLast30Days(db, 987654, null, NOW)).toBeNull();
    expect(await lowestPriceInLast30Days(db, P.kostymPirat, 101, NOW)).toBeNull(); // variant of another product
  });
});

describe('lowestNetPrices: the edges of the window (omnibus_lowest_net)', () => {
  const HOUR = 3_600_000;
  const at = (ms: number) => new Date(NOW.getTime() - ms);
  const record = (price: number, recordedAt: Date) =>
    sql`INSERT INTO price_history (product_id, variant_id, price, recorded_at) VALUES (${P.balonySrdce}, NULL, ${price}, ${recordedAt.toISOString()}::timestamptz)`;
  const clear = () => db.execute(sql`DELETE FROM price_history WHERE product_id = ${P.balonySrdce}`);

  it('counts the price recorded last at or before the start, and not a price recorded at the reference itself', async () => {
    const reference = at(24 * HOUR);
    const start = new Date(reference.getTime() - 720 * HOUR);
    try {
      await db.execute(record(40000, new Date(start.getTime() - HOUR))); // replaced before the window opened
      await db.execute(record(45000, start)); // in effect when the window opened
      await db.execute(record(30000, reference)); // the discount itself: outside [start, reference)
      const end = (r: Date) => ({ variantId: null, reference: r, runNet: null });
      expect(await lowestNetPrices(db, P.balonySrdce, [end(reference)], NOW)).toEqual([45000]);
      // a millisecond later the 300 Kč record lies inside the window
      expect(await lowestNetPrices(db, P.balonySrdce, [end(new Date(reference.getTime() + 1))], NOW)).toEqual([30000]);
      // one call answers several prices, in the order asked; a window before any record knows nothing
      expect(await lowestNetPrices(db, P.balonySrdce, [end(at(400 * 24 * HOUR)), end(reference)], NOW)).toEqual([null, 45000]);
    } finally {
      await clear();
    }
  });

  it('ends the window where the trailing run of records at the sale price began', async () => {
    const day = 24 * HOUR;
    try {
      await db.execute(record(50000, at(60 * day)));
      await db.execute(record(35000, at(10 * day)));
      await db.execute(record(42000, at(5 * day)));
      await db.execute(record(35000, at(3 * day))); // the run at 350 Kč starts here, not 10 days ago
      await db.execute(record(35000, at(1 * day)));
      const run = { variantId: null, reference: null, runNet: 35000 };
      // window [33 days, 3 days): 500 Kč in effect at its start, 350 Kč and 420 Kč inside
      expect(await lowestNetPrices(db, P.balonySrdce, [run], NOW)).toEqual([35000]);
      await db.execute(
        sql`DELETE FROM price_history WHERE product_id = ${P.balonySrdce} AND recorded_at = ${at(10 * day).toISOString()}::timestamptz`,
      );
      expect(await lowestNetPrices(db, P.balonySrdce, [run], NOW)).toEqual([42000]);
      // no record at the sale price: the window ends now
      expect(await lowestNetPrices(db, P.balonySrdce, [{ ...run, runNet: 1 }], NOW)).toEqual([35000]);
    } finally {
      await clear();
    }
  });
});

describe('availability', () => {
  it('lists the 13 branches, the warehouse and the delivery time', async () => {
    const a = (await getVariantAvailability(db, 101))!;
    expect(a.branches).toHaveLength(13);
    expect(a.branches[0]).toEqual({
      storeId: 1,
      slug: 'predajna-1',
      name: 'Predajňa 1',
      town: 'Mesto 1',
      kind: 'branch',
      quantity: 5,
      inStock: true,
    });
    expect(a.branches.slice(1).every((b) => b.quantity === 0 && !b.inStock)).toBe(true);
    expect(a.warehouse).toMatchObject({ storeId: 14, name: 'E-shop sklad', quantity: 0 });
    expect(a).toMatchObject({ total: 5, inStock: true, stockKey: 'availability.in_stock_count' });
    expect(a.delivery).toEqual({ key: 'availability.delivery_in_stock', minDays: 1, maxDays: 2 });
  });
  it('ignores closed stores', async () => {
    const a = (await getVariantAvailability(db, 401))!;
    expect(a.branches.map((b) => b.storeId)).not.toContain(15);
    expect(a.total).toBe(0);
    expect(a.delivery).toEqual({ key: 'availability.delivery_not_in_stock', minDays: 3, maxDays: 5 });
    const w = (await getVariantAvailability(db, 201))!;
    expect(w.warehouse?.quantity).toBe(2);
    expect(w.total).toBe(2);
    expect(await getVariantAvailability(db, 999999)).toBeNull();
  });
});

describe('the SQL price formula', () => {
  it('equals unitGross for every net, VAT rate, currency and discount', async () => {
    for (const currency of [CZK, EUR]) {
      for (const discount of [0, 7, 15]) {
        const rows = await queryRows<{ n: number; v: number; g: string | number }>(
          db,
          sql`SELECT n, v, ${grossMinorSql(sql`n`, sql`v`, currency, discount)} AS g
              FROM generate_series(0, 5000, 1) n, unnest(ARRAY[0, 5, 19, 23]) v`,
        );
        expect(rows.length).toBe(5001 * 4);
        const mismatches = rows.filter((r) => Number(r.g) !== unitGross(r.n, r.v, currency, discount));
        expect(mismatches.slice(0, 5)).toEqual([]);
      }
    }
    const [big] = await queryRows<{ czk: string | number; eur: string | number }>(
      db,
      sql`SELECT ${grossMinorSql(sql`2147483647`, sql`23`, CZK)} AS czk, ${grossMinorSql(sql`2147483647`, sql`23`, EUR, 13)} AS eur`,
    );
    expect(Number(big.czk)).toBe(unitGross(2_147_483_647, 23, CZK));
    expect(Number(big.eur)).toBe(unitGross(2_147_483_647, 23, EUR, 13));
  });
});

describe('the q filter of the listing', () => {
  it('finds products by name forgiving diacritics, ranked, and survives a 5 000-character query', async () => {
    const r = await list({ q: 'balony', facets: '0' });
    expect(r.total).toBe(5);
    expect(ids(r).slice(0, 3)).toEqual([P.balonySrdce, P.latexMix, P.pumpa]);
    const long = await list({ q: 'balóny '.repeat(715) });
    expect(long.total).toBe(5);
    const junk = await list({ q: 'x'.repeat(5000) });
    expect(junk.items.every((i) => typeof i.id === 'number')).toBe(true);
  });
});
