/**
 * The catalogue REST calls of issue 3 (server/api/catalog.ts) through HTTP, over the exact fixtures of
 * catalog-fixtures.ts: listing filters, sorts and facets, prices per currency and group discount, the product page,
 * availability, reviews, search and suggestions, the 404 / 422 contract, and the OpenAPI document.
 * Read-only after beforeAll: one clone for the whole file (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGroups, reviews, sessions, users } from '../../src/db/schema';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { unitGross } from '../../src/domain/pricing/pricing';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CAT, CZK, daysAgo, EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

let t: TestDatabase;
const TOKEN = 'catalog-api-test-token-0123456789';
const NOT_FOUND = { message: 'This page could not be found' };

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  await loadCatalogFixtures(db);
  t.services.now = () => NOW;

  // a customer in a 10 % group with a live session (bearer token / auth cookie)
  const [groupRow] = await db.insert(customerGroups).values({ name: 'VIP test', discount: 10 }).returning({ id: customerGroups.id });
  const [customer] = await db
    .insert(users)
    .values({ email: 'catalog-api-vip@example.test', firstname: 'Vip', lastname: 'Test', groupId: groupRow!.id })
    .returning({ id: users.id });
  await db.insert(sessions).values({
    userId: customer!.id,
    tokenHash: hashSessionToken(TOKEN),
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  // 12 approved reviews of P1 (stars 1..5 cycling, newest = i 0) and one not approved
  const reviewers = await db
    .insert(users)
    .values(Array.from({ length: 13 }, (_, i) => ({ email: `catalog-api-reviewer-${i}@example.test`, firstname: `R${i}` })))
    .returning({ id: users.id });
  await db.insert(reviews).values(
    reviewers.map((u, i) => ({
      productId: P.balonySrdce,
      userId: u.id,
      stars: (i % 5) + 1,
      text: `Recenzia ${i}`,
      authorName: `Autor ${i}`,
      status: i < 12 ? ('published' as const) : ('pending' as const),
      createdAt: daysAgo(i + 1),
    })),
  );
});

afterAll(async () => {
  await t?.cleanup();
});

const get = (path: string, init?: RequestInit) => getJson(t, path, init);
const ids = (body: { data: { items: Array<{ id: number }> } }) => body.data.items.map((i) => i.id);

describe('GET /api/catalog/products', () => {
  it('lists a category with its descendants in the recommended order, with facets', async () => {
    const { status, body } = await get(`/api/catalog/products?categoryId=${CAT.balony}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([P.balonySrdce, P.balonHviezda, P.balonCislo, P.latexMix]);
    expect(body.data).toMatchObject({ total: 4, page: 1, perPage: 24, pageCount: 1, sort: 'recommended' });
    expect(body.data.items[0]).toMatchObject({
      id: P.balonySrdce,
      name: 'Balóny srdce červené 5 ks',
      url: '/1/foliove-balony/produkt-1',
      brand: { slug: 'amscan', name: 'Amscan' },
      mainImage: { path: '/media/p1-a.jpg', width: 800, height: 600 },
      stock: 5,
      rating: { average: 4.5, count: 2 },
    });
    const f = body.data.facets;
    expect(f.brands).toEqual([
      { value: 'amscan', name: 'Amscan', count: 2, selected: false },
      { value: 'godan', name: 'Godan', count: 2, selected: false },
    ]);
    expect(f.motifs).toEqual([{ value: 'frozen', name: 'Frozen', count: 1, selected: false }]);
    expect(f.parameters.map((p: { name: string }) => p.name)).toEqual(['Materiál', 'Počet kusov']);
    expect(f.price).toEqual({ min: 244, max: 984 });
    expect(f.inStock).toBe(2);
  });

  it('filters by brand (repeated keys or commas), colour, size, parameter, stock, sale and new', async () => {
    const godan = await get(`/api/catalog/products?categoryId=${CAT.balony}&brand=godan`);
    expect(ids(godan.body)).toEqual([P.balonHviezda, P.balonCislo]);
    // the brand facet ignores its own filter and marks the selection
    expect(godan.body.data.facets.brands).toEqual([
      { value: 'amscan', name: 'Amscan', count: 2, selected: false },
      { value: 'godan', name: 'Godan', count: 2, selected: true },
    ]);
    const both = await get(`/api/catalog/products?categoryId=${CAT.foliove}&brand=godan&brand=amscan&facets=0`);
    expect(ids(both.body).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonCislo, P.balonHviezda]);
    expect(both.body.data.facets).toBeNull();
    const commas = await get(`/api/catalog/products?categoryId=${CAT.foliove}&brand=godan,amscan&facets=0`);
    expect(ids(commas.body)).toEqual(ids(both.body));

    expect(ids((await get('/api/catalog/products?color=zlat%C3%A1&facets=0')).body)).toEqual([P.balonCislo, P.maska]);
    expect(ids((await get('/api/catalog/products?size=M&size=116&facets=0')).body)).toEqual([P.kostymPirat, P.kostymPrincezna]);
    expect(ids((await get(`/api/catalog/products?param=${encodeURIComponent('Materiál=fólia')}&facets=0`)).body)).toEqual([
      P.balonHviezda,
      P.balonCislo,
    ]);
    const inStock = await get(`/api/catalog/products?categoryId=${CAT.balony}&inStock=1&facets=0`);
    expect(ids(inStock.body)).toEqual([P.balonySrdce, P.balonCislo]);
    expect(ids((await get('/api/catalog/products?sale=1&facets=0')).body).sort((a, b) => a - b)).toEqual([P.balonCislo, P.kostymPirat]);
    expect(ids((await get('/api/catalog/products?new=true&facets=0')).body).sort((a, b) => a - b)).toEqual([
      P.balonCislo,
      P.latexMix,
      P.kostymPrincezna,
    ]);
  });

  it('sorts by name, cheapest and most expensive (gross price in the shown currency)', async () => {
    const byName = await get(`/api/catalog/products?categoryId=${CAT.balony}&sort=name&facets=0`);
    expect(byName.body.data.items.map((i: { name: string }) => i.name)).toEqual([
      'Balón fóliový číslo 1 zlatý',
      'Balón fóliový hviezda strieborná',
      'Balóny srdce červené 5 ks',
      'Latexové balóny mix 10 ks',
    ]);
    const cheapest = await get(`/api/catalog/products?categoryId=${CAT.balony}&sort=cheapest&facets=0`);
    expect(cheapest.body.data.items.map((i: { display: { unit: number } }) => i.display.unit)).toEqual([244, 468, 488, 984]);
    const expensive = await get(`/api/catalog/products?categoryId=${CAT.balony}&sort=expensive&facets=0`);
    expect(ids(expensive.body)).toEqual([...ids(cheapest.body)].reverse());
  });

  it('filters by the gross price range of the shown currency', async () => {
    const eur = await get(`/api/catalog/products?categoryId=${CAT.balony}&priceMin=468&priceMax=488&facets=0`);
    expect(ids(eur.body).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonHviezda]);
    const czk = await get(`/api/catalog/products?categoryId=${CAT.balony}&priceMin=11781&priceMax=11781&currencyId=1&facets=0`);
    expect(ids(czk.body)).toEqual([P.balonHviezda]);
  });

  it('prices in the currency of currencyId (query, else cookie; unknown → default EUR), to the cent', async () => {
    const path = `/api/catalog/products?categoryId=${CAT.foliove}&facets=0`;
    const unitOf = (body: any, id: number) => body.data.items.find((i: { id: number }) => i.id === id).display;

    const eur = (await get(path)).body;
    expect(unitOf(eur, P.balonySrdce)).toMatchObject({ unit: unitGross(10000, 23, EUR), currencyCode: 'EUR' });
    expect(unitOf(eur, P.balonySrdce).unit).toBe(488); // 100 Kč × 1.23 / 25.2 = 4.8809… €
    expect(unitOf(eur, P.balonCislo)).toMatchObject({ unit: unitGross(20160, 23, EUR), original: unitGross(25200, 23, EUR), isSale: true });
    expect([unitOf(eur, P.balonCislo).unit, unitOf(eur, P.balonCislo).original]).toEqual([984, 1230]);

    const czk = (await get(`${path}&currencyId=1`)).body;
    expect(unitOf(czk, P.balonySrdce)).toMatchObject({ unit: unitGross(10000, 23, CZK), currencyCode: 'CZK' });
    expect(unitOf(czk, P.balonySrdce).unit).toBe(12300);
    expect(unitOf(czk, P.balonCislo)).toMatchObject({ unit: 24797, original: 30996 }); // 201.60 × 1.23 = 247.968 Kč
    expect(unitOf(czk, P.balonHviezda).unit).toBe(unitGross(9900, 19, CZK));

    const cookie = (await get(path, { headers: { cookie: 'currencyId=1' } })).body;
    expect(unitOf(cookie, P.balonySrdce).unit).toBe(12300);
    // the query wins over the cookie
    expect(unitOf((await get(`${path}&currencyId=2`, { headers: { cookie: 'currencyId=1' } })).body, P.balonySrdce).unit).toBe(488);
    for (const bad of ['999', 'abc', '-1', '']) {
      const r = await get(`${path}&currencyId=${bad}`);
      expect(r.status).toBe(200);
      expect(unitOf(r.body, P.balonySrdce)).toMatchObject({ unit: 488, currencyCode: 'EUR' });
    }
  });

  it('applies the group discount of a logged-in customer (bearer token or auth cookie); a bad token is a guest', async () => {
    const path = `/api/catalog/products?categoryId=${CAT.foliove}&facets=0`;
    const unit = (body: any) => body.data.items.find((i: { id: number }) => i.id === P.balonySrdce).display.unit;
    expect(unit((await get(path, { headers: { authorization: `Bearer ${TOKEN}` } })).body)).toBe(unitGross(10000, 23, EUR, 10));
    expect(unitGross(10000, 23, EUR, 10)).toBe(439);
    expect(unit((await get(`${path}&currencyId=1`, { headers: { cookie: `auth._token.local=Bearer%20${TOKEN}` } })).body)).toBe(11070);
    expect(unit((await get(path, { headers: { authorization: 'Bearer nope' } })).body)).toBe(488);
  });

  it('answers identical concurrent requests alike (they share one database round) and per currency apart', async () => {
    const path = `/api/catalog/products?categoryId=${CAT.balony}&sort=cheapest`;
    const [a, b, czk] = await Promise.all([get(path), get(path), get(`${path}&currencyId=1`)]);
    expect([a.status, b.status, czk.status]).toEqual([200, 200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.data.items.map((i: { display: { unit: number } }) => i.display.unit)).toEqual([244, 468, 488, 984]);
    expect(czk.body.data.items.map((i: { display: { unit: number } }) => i.display.unit)).toEqual([6150, 11781, 12300, 24797]);
  });

  it('answers a page past the end with no items (the total still counts)', async () => {
    const { status, body } = await get(`/api/catalog/products?categoryId=${CAT.balony}&page=5&perPage=2`);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([]);
    expect(body.data).toMatchObject({ total: 4, page: 5, perPage: 2, pageCount: 2 });
    const far = await get('/api/catalog/products?page=99999999999&facets=0');
    expect(far.status).toBe(200);
    expect(far.body.data.items).toEqual([]);
    expect(far.body.data.total).toBe(10);
  });

  it('answers 404 for an unknown or hidden category', async () => {
    for (const id of ['999', String(CAT.skryta), '99999999999']) {
      const { status, body } = await get(`/api/catalog/products?categoryId=${id}`);
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    }
  });

  it('answers 422 with the errors object for malformed sort, page, perPage, price or categoryId', async () => {
    const sort = await get('/api/catalog/products?sort=nope');
    expect(sort.status).toBe(422);
    expect(sort.body).toEqual({ message: expect.any(String), errors: { sort: [expect.any(String)] } });
    const several = await get('/api/catalog/products?priceMin=abc&perPage=49&page=0&categoryId=x');
    expect(several.status).toBe(422);
    expect(Object.keys(several.body.errors).sort()).toEqual(['categoryId', 'page', 'perPage', 'priceMin']);
    for (const messages of Object.values<string[]>(several.body.errors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('refuses a negative price bound with the Slovak message at the field (422, no SQL)', async () => {
    for (const search of ['priceMax=-5', 'priceMax=-500&priceMin=100', 'priceMax=abc', 'priceMax=2.5']) {
      const r = await get(`/api/catalog/products?${search}&facets=0`);
      expect(r.status, search).toBe(422);
      expect(r.body.errors, search).toEqual({ priceMax: ['Zadajte cenu ako kladné číslo, napríklad 12,50.'] });
    }
    const zero = await get('/api/catalog/products?priceMin=0&priceMax=0&facets=0');
    expect(zero.status).toBe(200);
  });

  it('ignores what the schema ignores: unknown keys, unknown slugs, bad flags, an inverted range; the largest price', async () => {
    const r = await get('/api/catalog/products?foo=bar&inStock=maybe&brand=does-not-exist&facets=0');
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(0);
    const inverted = await get(`/api/catalog/products?categoryId=${CAT.balony}&priceMin=488&priceMax=468&facets=0`);
    expect(ids(inverted.body).sort((a, b) => a - b)).toEqual([P.balonySrdce, P.balonHviezda]);
    const largest = await get('/api/catalog/products?priceMin=9007199254740991&facets=0');
    expect(largest.status).toBe(200);
    expect(largest.body.data.total).toBe(0);
    // beyond a safe integer the value is malformed
    const huge = await get('/api/catalog/products?priceMin=99999999999999999999999&facets=0');
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors)).toEqual(['priceMin']);
  });

  it('searches within the listing with q, a 5 000-character q included', async () => {
    const r = await get('/api/catalog/products?q=balony&facets=0');
    expect(r.body.data.total).toBe(5);
    const long = await get(`/api/catalog/products?q=${'a'.repeat(5000)}`);
    expect(long.status).toBe(200);
  });
});

describe('GET /api/catalog/product/{id}', () => {
  it('returns the product page data with variants, prices and the Omnibus lowest price', async () => {
    const { status, body } = await get(`/api/catalog/product/${P.kostymPirat}`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      id: P.kostymPirat,
      name: 'Kostým pirát',
      url: '/5/detske-kostymy/produkt-5',
      defaultVariantId: 501,
      isPriceSaleActive: true,
      stock: 1,
      inStock: true,
    });
    expect(d.display).toMatchObject({
      unit: unitGross(60000, 23, EUR),
      original: unitGross(80000, 23, EUR),
      isSale: true,
      currencyCode: 'EUR',
    });
    expect(d.variants.map((v: any) => [v.id, v.display.unit, v.stock, v.delivery.minDays, v.delivery.maxDays])).toEqual([
      [501, 2929, 1, 1, 2],
      [502, 2929, 0, 3, 5],
      [503, 2929, 0, 3, 5],
    ]);
    // the 750 Kč dip of the 30 days before the sale started, in the shown currency
    expect(d.lowestPrice30Days).toBe(unitGross(75000, 23, EUR));
    expect(d.breadcrumb.map((c: { name: string }) => c.name)).toEqual(['Kostýmy', 'Detské kostýmy']);
    expect(d.similar.map((x: { id: number }) => x.id)).toEqual([P.kostymPrincezna]);

    const czk = (await get(`/api/catalog/product/${P.kostymPirat}?currencyId=1`)).body.data;
    expect(czk.display).toMatchObject({ unit: 73800, original: 98400, currencyCode: 'CZK' });
    expect(czk.lowestPrice30Days).toBe(unitGross(75000, 23, CZK));
    expect(czk.lowestPrice30Days).toBe(92250);
  });

  it('has no lowest price without a sale', async () => {
    const { body } = await get(`/api/catalog/product/${P.balonySrdce}`);
    expect(body.data.lowestPrice30Days).toBeNull();
    expect(body.data.related.map((x: { id: number }) => x.id)).toEqual([P.latexMix]);
  });

  it.each(['987654', String(P.hidden), String(P.future), 'abc', '1abc', '0', '-1', '1.5', '99999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      const { status, body } = await get(`/api/catalog/product/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    },
  );
});

describe('GET /api/catalog/product/{id}/availability', () => {
  it('gives the stock per branch, the warehouse and the delivery time of a variant', async () => {
    const { status, body } = await get(`/api/catalog/product/${P.balonySrdce}/availability?variantId=101`);
    expect(status).toBe(200);
    const a = body.data;
    expect(a).toMatchObject({ variantId: 101, productId: P.balonySrdce, total: 5, inStock: true, stockKey: 'availability.in_stock_count' });
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
    expect(a.warehouse).toMatchObject({ name: 'E-shop sklad', quantity: 0 });
    expect(a.delivery).toEqual({ key: 'availability.delivery_in_stock', minDays: 1, maxDays: 2 });

    const out = (await get(`/api/catalog/product/${P.kostymPirat}/availability?variantId=502`)).body.data;
    expect(out).toMatchObject({ total: 0, inStock: false, stockKey: 'availability.out_of_stock' });
    expect(out.delivery).toEqual({ key: 'availability.delivery_not_in_stock', minDays: 3, maxDays: 5 });
  });

  it('answers 404 for a variant of another product, an unknown variant, or a hidden / unknown product', async () => {
    for (const path of [
      `/api/catalog/product/${P.kostymPirat}/availability?variantId=101`,
      `/api/catalog/product/${P.balonySrdce}/availability?variantId=999999`,
      `/api/catalog/product/${P.hidden}/availability?variantId=701`,
      `/api/catalog/product/987654/availability?variantId=101`,
      `/api/catalog/product/abc/availability?variantId=101`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    }
  });

  it('answers 422 for a missing or malformed variantId', async () => {
    for (const query of ['', '?variantId=abc', '?variantId=0', '?variantId=99999999999']) {
      const { status, body } = await get(`/api/catalog/product/${P.balonySrdce}/availability${query}`);
      expect(status, query).toBe(422);
      expect(body.errors).toEqual({ variantId: [expect.any(String)] });
    }
  });
});

describe('GET /api/catalog/product/{id}/reviews', () => {
  it('pages the approved reviews, newest first, with the distribution of stars', async () => {
    const first = await get(`/api/catalog/product/${P.balonySrdce}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, page: 1, perPage: 10, distribution: { 1: 3, 2: 3, 3: 2, 4: 2, 5: 2 } });
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.items[0]).toEqual({
      id: expect.any(Number),
      stars: 1,
      text: 'Recenzia 0',
      authorName: 'Autor 0',
      createdAt: daysAgo(1).toISOString(),
    });

    const second = await get(`/api/catalog/product/${P.balonySrdce}/reviews?page=2`);
    expect(second.body.data.items.map((r: { authorName: string }) => r.authorName)).toEqual(['Autor 10', 'Autor 11']);
    const small = await get(`/api/catalog/product/${P.balonySrdce}/reviews?page=3&perPage=5`);
    expect(small.body.data.items.map((r: { authorName: string }) => r.authorName)).toEqual(['Autor 10', 'Autor 11']);
    const past = await get(`/api/catalog/product/${P.balonySrdce}/reviews?page=9`);
    expect(past.status).toBe(200);
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.total).toBe(12);

    const none = await get(`/api/catalog/product/${P.maska}/reviews`);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('answers 404 for an unknown or hidden product and 422 for a malformed page', async () => {
    expect((await get('/api/catalog/product/987654/reviews')).status).toBe(404);
    expect((await get(`/api/catalog/product/${P.hidden}/reviews`)).status).toBe(404);
    expect((await get('/api/catalog/product/x/reviews')).status).toBe(404);
    const bad = await get(`/api/catalog/product/${P.balonySrdce}/reviews?page=abc&perPage=500`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'perPage']);
  });
});

describe('GET /api/search', () => {
  it('groups products, categories, brands, articles and pages, each with its count', async () => {
    const { status, body } = await get('/api/search?q=balony');
    expect(status).toBe(200);
    const d = body.data;
    expect(d.query).toBe('balony');
    expect(d.products.count).toBe(5);
    expect(d.products.items.map((i: { id: number }) => i.id).slice(0, 3)).toEqual([P.balonySrdce, P.latexMix, P.pumpa]);
    expect(d.products.items[0].display).toMatchObject({ unit: 488, currencyCode: 'EUR' });
    expect(d.categories.items.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Balóny']));
    expect(d.categories.items.map((c: { name: string }) => c.name)).not.toContain('Skryté balóny');
    expect(d.categories.count).toBe(d.categories.items.length);
    expect(d.articles.items.map((a: { slug: string }) => a.slug)).toEqual(['ako-nafukat-balony']);
    expect(d.articles.count).toBe(1);
    for (const key of ['products', 'categories', 'brands', 'articles', 'pages']) {
      expect(d[key]).toEqual({ items: expect.any(Array), count: expect.any(Number) });
    }
    const czk = (await get('/api/search?q=balony&currencyId=1')).body.data;
    expect(czk.products.items[0].display).toMatchObject({ unit: 12300, currencyCode: 'CZK' });
    const brands = (await get('/api/search?q=godan')).body.data;
    expect(brands.brands).toMatchObject({ count: 1, items: [{ slug: 'godan', productCount: 2 }] });
  });

  it('answers an empty or missing q with empty groups', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const { status, body } = await get(`/api/search${query}`);
      expect(status).toBe(200);
      for (const key of ['products', 'categories', 'brands', 'articles', 'pages']) expect(body.data[key]).toEqual({ items: [], count: 0 });
    }
  });

  it('cuts a 5 000-character query instead of failing', async () => {
    const { status, body } = await get(`/api/search?q=${encodeURIComponent('balóny '.repeat(715))}`);
    expect(status).toBe(200);
    expect(body.data.query.length).toBeLessThanOrEqual(200);
    expect(body.data.products.count).toBe(5);
    const junk = await get(`/api/search?q=${'%C5%BE'.repeat(5000)}`);
    expect(junk.status).toBe(200);
  });
});

describe('GET /api/search/suggest', () => {
  it('answers { data: Suggestions } for the header box', async () => {
    const { status, body } = await get('/api/search/suggest?q=kostym');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['categories', 'products', 'query']);
    expect(body.data.query).toBe('kostym');
    expect(body.data.products.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual([
      P.kostymPirat,
      P.kostymPrincezna,
    ]);
    const pirat = body.data.products.find((p: { id: number }) => p.id === P.kostymPirat);
    expect(pirat).toEqual({
      id: P.kostymPirat,
      name: 'Kostým pirát',
      url: '/5/detske-kostymy/produkt-5',
      image: '/media/p5.jpg',
      price: 2929,
      isSale: true,
    });
    expect(body.data.categories).toContainEqual({ id: CAT.kostymy, slug: 'kostymy', name: 'Kostýmy', parentName: null, url: '/5/kostymy' });
    const czk = (await get('/api/search/suggest?q=kostym', { headers: { cookie: 'currencyId=1' } })).body.data;
    expect(czk.products.find((p: { id: number }) => p.id === P.kostymPirat).price).toBe(73800);
  });

  it('answers empty suggestions for an empty q and survives a 5 000-character q', async () => {
    expect((await get('/api/search/suggest?q=')).body).toEqual({ data: { query: '', products: [], categories: [] } });
    const long = await get(`/api/search/suggest?q=${'kostym '.repeat(715)}`);
    expect(long.status).toBe(200);
    expect(long.body.data.query.length).toBeLessThanOrEqual(200);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every catalogue call with its parameters', async () => {
    const { status, body: doc } = await get('/api/openapi.json');
    expect(status).toBe(200);
    const paths = [
      '/api/catalog/products',
      '/api/catalog/product/{id}',
      '/api/catalog/product/{id}/availability',
      '/api/catalog/product/{id}/reviews',
      '/api/search',
      '/api/search/suggest',
    ];
    for (const path of paths) expect(doc.paths[path]?.get, path).toBeTypeOf('object');
    const listing = doc.paths['/api/catalog/products'].get;
    const names = listing.parameters.map((p: { name: string }) => p.name);
    for (const name of [
      'categoryId',
      'brand',
      'motif',
      'color',
      'size',
      'param',
      'priceMin',
      'priceMax',
      'inStock',
      'new',
      'sale',
      'q',
      'sort',
      'page',
      'perPage',
      'facets',
      'currencyId',
    ]) {
      expect(names).toContain(name);
    }
    expect(Object.keys(listing.responses).sort()).toEqual(['200', '404', '422']);
    expect(
      doc.paths['/api/catalog/product/{id}'].get.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('lowestPrice30Days');
    expect(doc.paths['/api/catalog/product/{id}/availability'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'variantId', in: 'query', required: true }),
    );
  });
});
