/**
 * The catalogue answer cache (services.catalogCache, CATALOG_CACHE_MS): identical listings and searches within its
 * time-to-live are answered from memory, so a change shows after at most that long; clearing it shows it at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { getJson } from '../setup/app-request';
import { loadCatalogFixtures, P } from '../fixtures/catalog-fixtures';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ env: { CATALOG_CACHE_MS: '60000' } });
  await loadCatalogFixtures(t.handle.db);
});

afterAll(async () => {
  await t?.cleanup();
});

const nameIn = (items: Array<{ id: number; name: string }>) => items.find((i) => i.id === P.kostymPirat)?.name;

describe('catalogue answer cache', () => {
  it('answers identical listings and searches from memory within its time-to-live', async () => {
    expect(t.services.config.catalogCacheMs).toBe(60000);
    const listing = await getJson(t, '/api/catalog/products?perPage=48');
    const search = await getJson(t, '/api/search?q=pirat');
    expect(listing.status).toBe(200);
    expect(nameIn(listing.body.data.items)).toBe('Kostým pirát');
    expect(nameIn(search.body.data.products.items)).toBe('Kostým pirát');

    await t.handle.db.execute(sql`UPDATE products SET name = 'Kostým pirát kapitán' WHERE id = ${P.kostymPirat}`);
    expect(nameIn((await getJson(t, '/api/catalog/products?perPage=48')).body.data.items)).toBe('Kostým pirát');
    expect(nameIn((await getJson(t, '/api/search?q=pirat')).body.data.products.items)).toBe('Kostým pirát');
    // a different query is computed afresh
    expect(nameIn((await getJson(t, '/api/catalog/products?perPage=47')).body.data.items)).toBe('Kostým pirát kapitán');

    t.services.catalogCache.listings.clear();
    t.services.catalogCache.search.clear();
    expect(nameIn((await getJson(t, '/api/catalog/products?perPage=48')).body.data.items)).toBe('Kostým pirát kapitán');
    expect(nameIn((await getJson(t, '/api/search?q=pirat')).body.data.products.items)).toBe('Kostým pirát kapitán');
  });

  it('keys answers by currency', async () => {
    const eur = await getJson(t, '/api/catalog/products?perPage=48&currencyId=2');
    const czk = await getJson(t, '/api/catalog/products?perPage=48&currencyId=1');
    expect(eur.body.data.items[0].display.currencyCode).toBe('EUR');
    expect(czk.body.data.items[0].display.currencyCode).toBe('CZK');
  });
});
