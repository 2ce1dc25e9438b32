/**
 * Many app servers on one database (decision 0045): a back-office change through one server's API is served by the
 * other within a second, although the other's caches would keep the old answer for a minute (CATALOG_CACHE_MS 60 s,
 * frame 5 s): settings (menus), the frame (search placeholders) and catalogue listings. On PostgreSQL the two servers
 * have their own connection pools and meet only through NOTIFY; on PGlite they share the one handle.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { apiRequest } from '../setup/app-request';

const ADMIN_TOKEN = 'cluster-caches-test-admin-token-3';
const env = { CATALOG_CACHE_MS: '60000' };
let a: TestDatabase;
let b: TestDatabase;

beforeAll(async () => {
  a = await createTestDatabase({ env });
  b = await createTestDatabase({ env, otherServerOf: a });
  await Promise.all([a.services.caches.ready, b.services.caches.ready]);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    a.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

const call = (server: TestDatabase, method: string, url: string, body?: unknown) =>
  apiRequest(server, method, url, { body, token: ADMIN_TOKEN });

/** Polls `read` until `ok` holds; returns how long it took (fails after 3 s). */
async function msUntil<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (ok(await read())) return performance.now() - started;
    if (performance.now() - started > 3000) throw new Error('the other server never showed the change');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('an admin change through one server is served by the other within a second', () => {
  it('settings: the top menu', async () => {
    const menu = async () => (await b.services.settings.get()).topmenu as Array<{ text: string }>;
    const before = await menu();
    expect(before.some((m) => m.text === 'Nová položka klastra')).toBe(false);
    const saved = await call(a, 'PUT', '/api/admin/settings/topmenu', [...before, { text: 'Nová položka klastra', link: '/kontakty' }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await msUntil(menu, (m) => m.some((i) => i.text === 'Nová položka klastra'))).toBeLessThan(1000);
  });

  it('frame: the search placeholders', async () => {
    const placeholders = async () => (await b.services.frame.get()).searchPlaceholders.map((p) => p.text);
    expect(await placeholders()).not.toContain('Hľadajte v klastri');
    expect((await call(a, 'PUT', '/api/admin/search-placeholders', { items: [{ text: 'Hľadajte v klastri' }] })).status).toBe(200);
    expect(await msUntil(placeholders, (p) => p.includes('Hľadajte v klastri'))).toBeLessThan(1000);
  });

  it('catalog: a new product in a cached listing', async () => {
    const [cat] = await queryRows<{ id: number }>(
      a.services.db,
      sql`SELECT c.id FROM categories c WHERE c.is_visible AND c.parent_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    const listingUrl = `/api/catalog/products?categoryId=${cat!.id}&perPage=48&sort=name`;
    const names = async () => ((await call(b, 'GET', listingUrl)).body.data.items as Array<{ name: string }>).map((i) => i.name);
    const name = `Klastrový balónik ${Date.now()}`;
    expect(await names()).not.toContain(name); // cached on b for a minute from here on
    const body = {
      name,
      code: `CLU-${Date.now()}`,
      description: '<p>Popis</p>',
      defaultCategoryId: Number(cat!.id),
      categoryIds: [],
      taxRateId: 1,
      price: 10000,
      isVisible: true,
      parameters: [],
    };
    const created = await call(a, 'POST', '/api/admin/products', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // a new product is saved hidden (decision 0071): publishing is the write the other node must see
    expect((await call(a, 'PUT', `/api/admin/products/${created.body.data.id}`, body)).status).toBe(200);
    // a product without stock is listed too (sorted to the end by availability): ask for its name
    expect(await msUntil(names, (n) => n.includes(name))).toBeLessThan(1000);
  });

  it("a cache dropped while a computation is under way never stores that computation's (old) answer", async () => {
    const { createTtlCache } = await import('../../src/lib/ttl-cache');
    const cache = createTtlCache<string>({ ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.getOrCompute('k', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(await cache.getOrCompute('k', async () => 'new')).toBe('new');
  });
});
