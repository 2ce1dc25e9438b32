/**
 * The menus' categories stay out of the root loader's data (decision 0091): the root loader hands them to the server
 * render through the load context, and GET /api/catalog/menu answers them (names and links, two levels) for a menu
 * the browser renders itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRootData } from '../../app/lib/root/root-data.server';
import { pickMenuCategories } from '../../src/domain/catalog/categories';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { pageContext, pageRequest } from '../fixtures/account-fixtures';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('menu categories (decision 0091)', () => {
  it('are not in the root data but in the load context, as the menu setting orders them', async () => {
    const context = pageContext(t);
    const root = await loadRootData(pageRequest('/', null), context);
    expect(JSON.stringify(root)).not.toContain('subcategories');
    const [frame, settings] = await Promise.all([t.services.frame.get(), t.services.settings.get()]);
    const expected = pickMenuCategories(frame.categoryTree, settings.categoriesMenu.category_ids);
    expect(expected.length).toBeGreaterThan(0);
    expect(root.menuCategoryCount).toBe(expected.length);
    expect(context.menuCategories?.map((c) => c.url)).toEqual(expected.map((c) => c.url));
    expect(context.menuCategories?.[0]?.subcategories.map((s) => s.url)).toEqual(expected[0]!.subcategories.map((s) => s.url));
  });

  it('GET /api/catalog/menu answers the same list with names and links only, cacheable for a minute', async () => {
    const context = pageContext(t);
    await loadRootData(pageRequest('/', null), context);
    const { status, body, res } = await getJson(t, '/api/catalog/menu');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const data = body.data as Array<Record<string, unknown>>;
    expect(data).toEqual(context.menuCategories);
    for (const category of data) expect(Object.keys(category).sort()).toEqual(['id', 'name', 'subcategories', 'url']);
  });
});
