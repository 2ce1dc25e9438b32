/**
 * The category page head (category-page.ts) on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
 * over the hand-made fixtures of catalog-fixtures.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import * as s from '../../src/db/schema';
import { getCategoryPage } from '../../src/domain/catalog/category-page';
import { listProducts } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { translator } from '../../src/i18n';
import { createTtlCache } from '../../src/lib/ttl-cache';
import { readListingUrl } from '../../app/components/catalog/listing/listing-loader.server';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
  await loadCatalogFixtures(db);
  await db
    .update(s.categories)
    .set({
      description: '<p>Fóliové balóny <strong>na každú</strong> oslavu</p><script>alert(1)</script>',
      image: '/media/kategorie/foliove.webp',
      sizeTable: '<table onclick="x()"><tr><th>Veľkosť</th><td>S</td></tr></table>',
    })
    .where(eq(s.categories.id, CAT.foliove));
  // a second category with the slug of a hidden one, under a hidden parent (so hidden), and one duplicate visible slug
  await db.insert(s.categories).values([
    { id: 50, parentId: CAT.skryta, slug: 'pod-skrytou', name: 'Pod skrytou' },
    { id: 51, parentId: CAT.kostymy, slug: 'cislice', name: 'Číslice kostýmy', position: 9 },
  ]);
});

afterAll(async () => {
  await t?.cleanup();
});

describe('getCategoryPage', () => {
  it('loads a top category with its visible subcategories in position order and a one-item breadcrumb', async () => {
    const page = await getCategoryPage(db, { id: CAT.balony });
    expect(page).toMatchObject({
      id: CAT.balony,
      slug: 'balony',
      name: 'Balóny',
      url: '/1/balony',
      description: '',
      image: null,
      sizeTable: null,
      breadcrumb: [{ id: CAT.balony, slug: 'balony', name: 'Balóny', url: '/1/balony' }],
    });
    expect(page!.subcategories).toEqual([
      { id: CAT.foliove, slug: 'foliove-balony', name: 'Fóliové balóny', image: '/media/kategorie/foliove.webp', url: '/2/foliove-balony' },
      { id: CAT.latexove, slug: 'latexove-balony', name: 'Latexové balóny', image: null, url: '/4/latexove-balony' },
    ]);
  });

  it('gives a nested category its breadcrumb from the root to itself and sanitizes description and size table', async () => {
    const page = await getCategoryPage(db, { id: CAT.foliove });
    expect(page!.breadcrumb.map((c) => c.url)).toEqual(['/1/balony', '/2/foliove-balony']);
    expect(page!.description).toBe('<p>Fóliové balóny <strong>na každú</strong> oslavu</p>');
    expect(page!.sizeTable).toContain('<table>');
    expect(page!.sizeTable).toContain('<th>Veľkosť</th>');
    expect(page!.sizeTable).not.toContain('onclick');
    expect(page!.subcategories.map((c) => c.id)).toEqual([CAT.cislice]);

    const deep = await getCategoryPage(db, { id: CAT.cislice });
    expect(deep!.breadcrumb.map((c) => c.name)).toEqual(['Balóny', 'Fóliové balóny', 'Číslice']);
    expect(deep!.subcategories).toEqual([]);
  });

  it('with the sanitized-text memory (AppServices.richText) answers the same, and a changed text at once', async () => {
    const richText = createTtlCache<string>({ max: 10, ttlMs: 60_000 });
    const plain = await getCategoryPage(db, { id: CAT.foliove });
    expect(await getCategoryPage(db, { id: CAT.foliove }, { richText })).toEqual(plain);
    expect(await getCategoryPage(db, { id: CAT.foliove }, { richText })).toEqual(plain);
    const [row] = await db.select({ description: s.categories.description }).from(s.categories).where(eq(s.categories.id, CAT.foliove));
    await db
      .update(s.categories)
      .set({ description: '<p>Nový <em>text</em><img src=x onerror="y()"></p>' })
      .where(eq(s.categories.id, CAT.foliove));
    try {
      expect((await getCategoryPage(db, { id: CAT.foliove }, { richText }))!.description).toBe(
        '<p>Nový <em>text</em><img loading="lazy" src="x" /></p>',
      );
    } finally {
      await db.update(s.categories).set({ description: row!.description }).where(eq(s.categories.id, CAT.foliove));
    }
  });

  it('hides invisible subcategories from the tiles', async () => {
    const page = await getCategoryPage(db, { id: CAT.kostymy });
    expect(page!.subcategories.map((c) => c.id)).toEqual([CAT.detske, 51]);
  });

  it('answers null for unknown, invisible and hidden-parent categories and for impossible ids', async () => {
    expect(await getCategoryPage(db, { id: 9999 })).toBeNull();
    expect(await getCategoryPage(db, { id: CAT.skryta })).toBeNull();
    expect(await getCategoryPage(db, { id: 50 })).toBeNull();
    expect(await getCategoryPage(db, { id: 0 })).toBeNull();
    expect(await getCategoryPage(db, { id: 99_999_999_999 })).toBeNull();
  });

  it('finds a category by slug: the lowest visible id; hidden ones and unknown slugs are null', async () => {
    expect((await getCategoryPage(db, { slug: 'latexove-balony' }))?.id).toBe(CAT.latexove);
    expect((await getCategoryPage(db, { slug: 'cislice' }))?.id).toBe(CAT.cislice);
    expect(await getCategoryPage(db, { slug: 'skryta' })).toBeNull();
    expect(await getCategoryPage(db, { slug: 'pod-skrytou' })).toBeNull();
    expect(await getCategoryPage(db, { slug: 'neexistuje' })).toBeNull();
    expect(await getCategoryPage(db, { slug: '' })).toBeNull();
  });

  it('by slug skips a candidate under a hidden parent and takes the next visible one', async () => {
    await db.update(s.categories).set({ isVisible: false }).where(eq(s.categories.id, CAT.foliove));
    try {
      expect((await getCategoryPage(db, { slug: 'cislice' }))?.id).toBe(51);
      expect(await getCategoryPage(db, { id: CAT.cislice })).toBeNull();
    } finally {
      await db.update(s.categories).set({ isVisible: true }).where(eq(s.categories.id, CAT.foliove));
    }
  });
});

describe("a product's size table (getProductDetail): its default category's, as that category's listing shows it", () => {
  const sizeTable = async (id: number) => (await getProductDetail(db, id, { currency: EUR, now: NOW }, { withSizeTable: true }))!.sizeTable;

  it('is the sanitized table of a visible default category, and null for a category without one', async () => {
    const listing = await getCategoryPage(db, { id: CAT.foliove });
    expect(listing!.sizeTable).toContain('<th>Veľkosť</th>');
    expect(await sizeTable(P.balonySrdce)).toBe(listing!.sizeTable);
    // only when asked for: the product API's answer stays as it was
    expect(await getProductDetail(db, P.balonySrdce, { currency: EUR, now: NOW })).not.toHaveProperty('sizeTable');
    // the parent's table is not inherited: the listing of Číslice shows none either
    expect(await sizeTable(P.balonCislo)).toBeNull();
    expect((await getCategoryPage(db, { id: CAT.cislice }))!.sizeTable).toBeNull();
  });

  it('is null when the default category or an ancestor is hidden, or nothing of the table survives the sanitizer', async () => {
    await db.update(s.categories).set({ isVisible: false }).where(eq(s.categories.id, CAT.balony));
    try {
      expect(await getCategoryPage(db, { id: CAT.foliove })).toBeNull();
      expect(await sizeTable(P.balonySrdce)).toBeNull();
    } finally {
      await db.update(s.categories).set({ isVisible: true }).where(eq(s.categories.id, CAT.balony));
    }
    await db.update(s.categories).set({ sizeTable: '<script>alert(1)</script> ' }).where(eq(s.categories.id, CAT.cislice));
    try {
      expect((await getCategoryPage(db, { id: CAT.cislice }))!.sizeTable).toBeNull();
      expect(await sizeTable(P.balonCislo)).toBeNull();
    } finally {
      await db.update(s.categories).set({ sizeTable: null }).where(eq(s.categories.id, CAT.cislice));
    }
    expect(await sizeTable(P.balonySrdce)).toContain('<table>');
  });
});

describe('the category listing URL (readListingUrl + listProducts)', () => {
  const read = (search: string) => readListingUrl(new URL(`http://shop.test/1/balony${search}`), 2);
  const run = async (search: string, categoryId: number = CAT.balony) => {
    const { query } = read(search);
    return listProducts(db, { ...query, categoryId }, { currency: EUR, now: NOW });
  };

  it('reads filters, major-unit prices, sort and the shown page range into a normalized state', () => {
    const { query, state } = read(
      '?brand=godan&brand=amscan&color=zlat%C3%A1&param=Materi%C3%A1l%3Df%C3%B3lia&priceFrom=2,5&priceTo=10&inStock=1&sort=cheapest&from=2&page=3&categoryId=7&sale=1&perPage=48',
    );
    expect(query).toMatchObject({
      brand: ['godan', 'amscan'],
      color: ['zlatá'],
      priceMin: 250,
      priceMax: 1000,
      inStock: true,
      sort: 'cheapest',
      page: 3,
      perPage: 24,
      sale: false,
    });
    expect(query.categoryId).toBeUndefined();
    expect(state).toMatchObject({ priceFrom: '2.5', priceTo: '10', param: ['Materiál=fólia'], from: 2, page: 3 });
  });

  it('drops malformed parts one key at a time and keeps the rest', () => {
    const { query, state } = read('?sort=random&page=abc&priceFrom=lacno&priceTo=-5&brand=godan&inStock=maybe&param=bez-rovnitka');
    expect(query).toMatchObject({ sort: 'recommended', page: 1, brand: ['godan'], inStock: false, params: [] });
    expect(query.priceMin).toBeUndefined();
    expect(query.priceMax).toBeUndefined();
    expect(state).toMatchObject({ priceFrom: null, priceTo: null, page: 1, from: 1 });
    const many = read(`?${Array.from({ length: 60 }, (_, i) => `brand=b${i}`).join('&')}&color=zlatá`);
    expect(many.query.brand).toEqual([]);
    expect(many.query.color).toEqual(['zlatá']);
    expect(read('?page=5&from=9').state).toMatchObject({ page: 5, from: 5 });
    expect(read('?page=50&from=1').state).toMatchObject({ page: 50, from: 41 });
  });

  it('refuses a negative or non-numeric price bound with the Slovak message of the shared schema, never filtering by it', async () => {
    const { query, state, priceErrors } = read('?priceFrom=lacno&priceTo=-5&brand=godan');
    expect(query.priceMin).toBeUndefined();
    expect(query.priceMax).toBeUndefined();
    expect(state).toMatchObject({ priceFrom: null, priceTo: null, brand: ['godan'] });
    expect(priceErrors).toEqual({
      priceFrom: { value: 'lacno', message: 'listing.price_invalid' },
      priceTo: { value: '-5', message: 'listing.price_invalid' },
    });
    expect(translator('sk')(priceErrors.priceTo!.message)).toBe('Zadajte cenu ako kladné číslo, napríklad 12,50.');
    // a decimal comma and the typographic minus are read as numbers too: '−2,5' is refused, '2,5' filters
    expect(read('?priceTo=%E2%88%922,5').priceErrors.priceTo).toMatchObject({ value: '−2,5' });
    expect(read('?priceFrom=2,5&priceTo=0').priceErrors).toEqual({});
    // the refused bound does not reach the query: the listing is the unfiltered one
    expect((await run('?priceTo=-5')).total).toBe((await run('')).total);
  });

  it('lists the category with its descendants, filtered by brand and sorted cheapest first in the shown currency', async () => {
    const all = await run('');
    expect(all.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonCislo, P.balonHviezda, P.latexMix]);
    const godan = await run('?brand=godan&sort=cheapest');
    expect(godan.items.map((i) => i.id)).toEqual([P.balonHviezda, P.balonCislo]);
    expect(godan.facets!.brands.find((b) => b.value === 'amscan')).toMatchObject({ count: 2, selected: false });
    // 5 € upper bound (gross, EUR): only the cheap ones
    const cheap = await run('?priceTo=5');
    expect(cheap.items.every((i) => i.display.unit <= 500)).toBe(true);
    expect(cheap.total).toBeGreaterThan(0);
    // an absurd price bound is no error
    expect((await run('?priceFrom=999999999')).total).toBe(0);
    // a page past the end: no items, the total still known
    const past = await run('?page=99');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
  });
});
