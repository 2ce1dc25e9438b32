/** The shared list calls of SPEC §7 against the seeded template (read-only: one clone for the whole file). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('GET /api/lists/currencies', () => {
  it('lists CZK (id 1) and EUR (id 2) with the storefront fields', async () => {
    const { status, body } = await getJson(t, '/api/lists/currencies');
    expect(status).toBe(200);
    const list = body.data as Array<Record<string, unknown>>;
    for (const currency of list) {
      expect(Object.keys(currency).sort()).toEqual([
        'code',
        'decimals',
        'free_delivery_from',
        'id',
        'rate',
        'symbol_after',
        'symbol_before',
        'threshold_step',
      ]);
      expect(typeof currency.rate).toBe('number');
      expect(typeof currency.decimals).toBe('number');
    }
    // each currency its own round free-delivery threshold (decision 0060): 1 500 Kč and 60 €
    expect(list.find((c) => c.id === 1)).toMatchObject({ code: 'CZK', free_delivery_from: 150_000, threshold_step: 100 });
    expect(list.find((c) => c.id === 2)).toMatchObject({ code: 'EUR', free_delivery_from: 6_000, threshold_step: 100 });
  });
});

describe('GET /api/lists/countries/{locale}', () => {
  it('lists Slovakia', async () => {
    const { status, body } = await getJson(t, '/api/lists/countries/sk');
    expect(status).toBe(200);
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'SK', name: expect.any(String) })]));
  });

  it('answers 404 JSON for an unknown locale', async () => {
    const { res, status, body } = await getJson(t, '/api/lists/countries/xx');
    expect(status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ message: 'This page could not be found' });
  });
});

describe('GET /api/catalog/category/{locale}', () => {
  it('returns at least 12 top categories with subcategories', async () => {
    const { status, body } = await getJson(t, '/api/catalog/category/sk');
    expect(status).toBe(200);
    const tree = body.data as Array<Record<string, any>>;
    expect(tree.length).toBeGreaterThanOrEqual(12);
    for (const category of tree) {
      expect(category).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          slug: expect.any(String),
          name: expect.any(String),
          image: expect.toSatisfy((v) => v === null || typeof v === 'string'),
          subcategories: expect.any(Array),
        }),
      );
    }
    expect(tree.some((c) => c.subcategories.length > 0)).toBe(true);
    const sub = tree.flatMap((c) => c.subcategories)[0];
    expect(Object.keys(sub)).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'image', 'subcategories']));
  });

  it('answers 404 for an unknown locale', async () => {
    const { status, body } = await getJson(t, '/api/catalog/category/xx');
    expect(status).toBe(404);
    expect(body.message).toBe('This page could not be found');
  });
});

describe('GET /api/settings', () => {
  it('returns the six settings', async () => {
    const { status, body } = await getJson(t, '/api/settings?lang=sk');
    expect(status).toBe(200);
    const names = (body.data as Array<{ name: string; value: unknown }>).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['contacts', 'intropopup', 'topmenu', 'bottommenu', 'maintenance', 'categoriesMenu']));
    for (const row of body.data) expect(row).toHaveProperty('value');
  });

  it('rejects an unknown lang with 422 and errors.lang', async () => {
    const { status, body } = await getJson(t, '/api/settings?lang=zz');
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.lang).toEqual([expect.any(String)]);
  });
});

describe('other shared lists', () => {
  it('GET /api/blog/categories/list', async () => {
    const { status, body } = await getJson(t, '/api/blog/categories/list');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const c of body.data) expect(c).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
  });

  it('GET /api/lists/searchPlaceholders', async () => {
    const { status, body } = await getJson(t, '/api/lists/searchPlaceholders');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) expect(p).toEqual({ text: expect.any(String) });
  });

  it('GET /api/poster groups the banners by name', async () => {
    const { status, body } = await getJson(t, '/api/poster?lang=sk');
    expect(status).toBe(200);
    const keys = ['banner.promo', 'banner.popup_desktop', 'banner.popup_mobile'];
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) {
      expect(Array.isArray(body.data[key])).toBe(true);
      for (const banner of body.data[key]) {
        expect(Object.keys(banner)).toEqual(expect.arrayContaining(['title', 'url', 'target', 'path', 'image']));
      }
    }
    expect(keys.some((k) => body.data[k].length > 0)).toBe(true);
  });

  it('GET /api/poster rejects an unknown lang', async () => {
    const { status, body } = await getJson(t, '/api/poster?lang=zz');
    expect(status).toBe(422);
    expect(body.errors.lang).toBeDefined();
  });
});
