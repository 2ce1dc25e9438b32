/**
 * Catalogue search (searchAll, suggest) on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) over the
 * hand-made fixtures of catalog-fixtures.ts: diacritics and typos forgiven, relevance ranking, groups and counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { listingQuerySchema, listProducts } from '../../src/domain/catalog/listing';
import { normalizeSearchQuery, searchAll, searchWords, suggest, SEARCH_MAX_QUERY_LENGTH } from '../../src/domain/catalog/search';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

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
const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('query normalisation', () => {
  it('trims, collapses white space, drops control characters', () => {
    expect(normalizeSearchQuery('  Balóny \n\t srdce\u0000 ')).toBe('Balóny srdce');
    expect(normalizeSearchQuery(undefined)).toBe('');
    expect(normalizeSearchQuery(42)).toBe('');
  });
  it('cuts queries longer than 200 characters (at a word boundary when it can)', () => {
    const cut = normalizeSearchQuery('balóny '.repeat(715));
    expect(cut.length).toBeLessThanOrEqual(SEARCH_MAX_QUERY_LENGTH);
    expect(cut.endsWith('balóny')).toBe(true);
    expect(normalizeSearchQuery('x'.repeat(5000))).toHaveLength(SEARCH_MAX_QUERY_LENGTH);
    expect(Array.from(normalizeSearchQuery('😀'.repeat(300)))).toHaveLength(SEARCH_MAX_QUERY_LENGTH);
  });
  it('splits words, lower-cased and unique, at most 6', () => {
    expect(searchWords('Balóny, balóny! srdce a 5')).toEqual(['balóny', 'srdce']);
    expect(searchWords('a b')).toEqual(['a', 'b']);
    expect(searchWords('jeden dva tri štyri päť šesť sedem')).toHaveLength(6);
  });
});

describe('searchAll', () => {
  it("a brand name lists the brand's products, forgiving case and diacritics ('gemar' → Gemar)", async () => {
    for (const q of ['amscan', 'AMSCAN', 'ámšcan']) {
      const r = await searchAll(db, q, {}, ctx);
      expect(
        r.brands.items.map((b) => b.slug),
        q,
      ).toEqual(['amscan']);
      expect(
        r.products.items.map((p) => p.id).sort((a, b) => a - b),
        q,
      ).toEqual([P.balonySrdce, P.latexMix].sort((a, b) => a - b));
      expect(r.products.count, q).toBe(2);
    }
    // a brand word and a name word narrow each other down
    expect((await searchAll(db, 'godan hviezda', {}, ctx)).products.items.map((p) => p.id)).toEqual([P.balonHviezda]);
    // the search page's product list (the listing's q filter) and its count agree
    const page = await listProducts(db, listingQuerySchema.parse({ q: 'godan', facets: false }), ctx);
    expect(page.items.map((p) => p.id).sort((a, b) => a - b)).toEqual([P.balonCislo, P.balonHviezda].sort((a, b) => a - b));
    expect(page.total).toBe(2);
  });

  it("'balony' finds 'Balóny' products first, then 'Balón' ones; hidden and future products never", async () => {
    const r = await searchAll(db, 'balony', {}, ctx);
    expect(r.query).toBe('balony');
    expect(r.products.count).toBe(5);
    const names = r.products.items.map((p) => p.name);
    expect(r.products.items.map((p) => p.id)).toEqual([P.balonySrdce, P.latexMix, P.pumpa, P.balonHviezda, P.balonCislo]);
    for (const name of names.slice(0, 3)) expect(unaccent(name)).toMatch(/\bbalony\b/);
    expect(names).not.toContain('Kostým skrytý balóny');
    expect(names).not.toContain('Kostým budúci balóny');
    // tiles carry prices in the context currency
    expect(r.products.items[0].display).toMatchObject({ unit: 488, currencyCode: 'EUR' });
  });

  it('groups categories, brands, articles and pages, each with its count', async () => {
    const r = await searchAll(db, 'balony', {}, ctx);
    expect(r.categories.count).toBe(3);
    expect(r.categories.items[0]).toEqual({
      id: CAT.balony,
      slug: 'balony',
      name: 'Balóny',
      image: null,
      parentName: null,
      url: '/1/balony',
    });
    expect(r.categories.items.map((c) => c.name).sort()).toEqual(['Balóny', 'Fóliové balóny', 'Latexové balóny']); // not the hidden one
    expect(r.brands).toEqual({ items: [], count: 0 });
    expect(r.articles.count).toBe(1); // not the draft, not the future one
    expect(r.articles.items[0]).toMatchObject({ id: 1, title: 'Ako nafúkať balóny héliom', url: '/blog/1/ako-nafukat-balony' });
    expect(r.pages.count).toBe(1);
    expect(r.pages.items[0]).toEqual({
      id: 23,
      slug: 'nafukovanie-balonikov',
      title: 'Nafukovanie balónikov',
      url: '/info/23/nafukovanie-balonikov',
    });
  });

  it("'kostim' finds 'Kostým' (a typo and no diacritics)", async () => {
    const r = await searchAll(db, 'kostim', {}, ctx);
    expect(r.products.items.map((p) => p.id).sort((a, b) => a - b)).toEqual([P.kostymPirat, P.kostymPrincezna]);
    expect(r.categories.items.map((c) => c.name).sort()).toEqual(['Detské kostýmy', 'Kostýmy']);
    expect(r.articles.items.map((a) => a.title)).toEqual(['Kostýmy na karneval']);
    expect(r.pages.items.map((p) => p.title)).toEqual(['Požičovňa kostýmov']);
  });

  it("'balon' ranks 'Balón' first and still finds 'Balóny'", async () => {
    const r = await searchAll(db, 'balon', {}, ctx);
    expect(r.products.items.slice(0, 2).map((p) => p.id)).toEqual([P.balonHviezda, P.balonCislo]);
    expect(r.products.count).toBe(5);
  });

  it('all words must match; order of words does not matter', async () => {
    const r = await searchAll(db, 'srdce balony', {}, ctx);
    expect(r.products.items.map((p) => p.id)).toEqual([P.balonySrdce]);
    expect(r.products.count).toBe(1);
    expect((await searchAll(db, 'balony kostym', {}, ctx)).products.count).toBe(0);
  });

  it('finds brands by name, with a typo', async () => {
    const r = await searchAll(db, 'amscen', {}, ctx);
    expect(r.brands.items).toEqual([{ id: 1, slug: 'amscan', name: 'Amscan', productCount: 2, url: '/hledani?brand=amscan' }]);
    expect((await searchAll(db, 'rubies', {}, ctx)).brands.items.map((b) => b.name)).toEqual(["Rubie's"]);
  });

  it('finds a product by its exact code or EAN, or a variant EAN', async () => {
    const code = await searchAll(db, 'MASKA-777', {}, ctx);
    expect(code.products.items[0].id).toBe(P.maska);
    expect(code.products.count).toBeGreaterThanOrEqual(1);
    expect((await searchAll(db, '8588000000017', {}, ctx)).products.items.map((p) => p.id)).toEqual([P.maska]);
    expect((await searchAll(db, '8588000000024', {}, ctx)).products.items.map((p) => p.id)).toEqual([P.kostymPrincezna]);
  });

  it('honours the limits and still counts everything', async () => {
    const r = await searchAll(db, 'balony', { products: 2, categories: 1, articles: 0, pages: 0 }, ctx);
    expect(r.products.items).toHaveLength(2);
    expect(r.products.count).toBe(5);
    expect(r.categories.items).toHaveLength(1);
    expect(r.categories.count).toBe(3);
    expect(r.articles).toEqual({ items: [], count: 1 });
    expect(r.pages).toEqual({ items: [], count: 1 });
  });

  it('leaves the products out, count included, for products: null (the search page), the other groups as usual', async () => {
    const all = await searchAll(db, 'balony', {}, ctx);
    const r = await searchAll(db, 'balony', { products: null }, ctx);
    expect(r.products).toEqual({ items: [], count: 0 });
    expect({ ...r, products: all.products }).toEqual(all);
  });

  it('returns empty groups for an empty query and survives a 5 000-character query', async () => {
    const empty = await searchAll(db, '   ', {}, ctx);
    expect(empty.products).toEqual({ items: [], count: 0 });
    expect(empty.categories.count).toBe(0);
    const long = await searchAll(db, 'balóny '.repeat(715), {}, ctx);
    expect(long.query.length).toBeLessThanOrEqual(200);
    expect(long.products.count).toBe(5);
    const junk = await searchAll(db, 'ž%_\\\'"'.repeat(900), {}, ctx);
    expect(junk.query.length).toBeLessThanOrEqual(200);
    expect(searchWords(junk.query)).toEqual(['ž']); // LIKE wildcards and quotes are plain text
    expect(
      junk.products.items.every((p) =>
        unaccent(p.name)
          .split(' ')
          .some((w) => w.startsWith('z')),
      ),
    ).toBe(true);
  });

  it('uses the default currency of the database without a context', async () => {
    const r = await searchAll(db, 'kostym pirat');
    expect(r.products.items.map((p) => p.id)).toEqual([P.kostymPirat]);
    expect(r.products.items[0].display.currencyCode).toBe('EUR');
  });
});

describe('suggest', () => {
  it('gives at most 8 products and 4 categories for a prefix', async () => {
    const r = await suggest(db, 'bal', ctx);
    expect(r.products.length).toBeGreaterThanOrEqual(5);
    expect(r.products.length).toBeLessThanOrEqual(8);
    expect(r.products.map((p) => p.id)).not.toContain(P.hidden);
    expect(r.categories.map((c) => c.name).sort()).toEqual(['Balóny', 'Fóliové balóny', 'Latexové balóny']);
    const first = r.products[0];
    expect(first).toMatchObject({ url: expect.stringMatching(/^\/\d+\/[a-z-]+\/produkt-\d+$/) });
    expect(typeof first.price).toBe('number');
  });
  it('ranks the best match first', async () => {
    const r = await suggest(db, 'kostym pir', ctx);
    expect(r.products[0]).toMatchObject({ id: P.kostymPirat, name: 'Kostým pirát', price: 2929, isSale: true, image: '/media/p5.jpg' });
    expect(r.categories).toEqual([]);
  });
  it('is empty for an empty query', async () => {
    expect(await suggest(db, '', ctx)).toEqual({ query: '', products: [], categories: [] });
  });
});
