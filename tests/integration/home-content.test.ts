/**
 * Home page content on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): published services,
 * the latest blog posts and the top products. The tests share one clone for the file; each runs inside a transaction
 * that is rolled back afterwards, so a test may empty or fill whole tables (services, posts, the catalogue fixtures)
 * without the others seeing it, and creates the rows it needs.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import * as s from '../../src/db/schema';
import { listTopProductIds, listTopProductTiles } from '../../src/domain/catalog/top-products';
import { LATEST_POSTS_MAX, listLatestPosts } from '../../src/domain/content/posts';
import { listPublishedServices } from '../../src/domain/content/services';
import { openTestTransaction, type TestTransaction } from '../setup/test-transaction';
import { createTestDatabase, templateIsSeeded, type TestDatabase } from '../setup/test-database';
import { EUR, loadCatalogFixtures, NOW, P, WAREHOUSE } from '../fixtures/catalog-fixtures';

let shared: TestDatabase | undefined;
/** this test's transaction on the shared clone */
let db: Db;
let transaction: TestTransaction | undefined;

beforeEach(async () => {
  shared ??= await createTestDatabase();
  transaction = await openTestTransaction(shared.handle);
  db = transaction.db;
});

afterEach(async () => {
  await transaction?.rollBack();
  transaction = undefined;
});

afterAll(async () => {
  await shared?.cleanup();
});

const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('listPublishedServices', () => {
  it('lists the three seeded services with their links', async () => {
    if (!templateIsSeeded()) return;
    const services = await listPublishedServices(db);
    expect(services.map((x) => x.title)).toEqual(['Požičovňa kostýmov', 'Výzdoba na kľúč', 'Nafukovanie balónikov']);
    expect(services[0]).toEqual({
      id: 1,
      slug: 'pozicovna-kostymov',
      title: 'Požičovňa kostýmov',
      perex: expect.stringContaining('kostýmov'),
      image: expect.stringMatching(/^\/media\/.+\.webp$/),
      pageId: 21,
      url: '/sluzby/1/pozicovna-kostymov',
    });
  });

  it('returns only published services, by position then id', async () => {
    await db.delete(s.services);
    await db.insert(s.services).values([
      { id: 9001, slug: 'tretia', title: 'Tretia', position: 3, isPublished: true },
      { id: 9002, slug: 'skryta', title: 'Skrytá', position: 0, isPublished: false },
      {
        id: 9003,
        slug: 'prva',
        title: 'Prvá',
        perex: 'Úvod',
        image: '/media/generated/service-sky-3.webp',
        position: 1,
        isPublished: true,
      },
      { id: 9004, slug: 'druha-b', title: 'Druhá B', position: 2, isPublished: true },
      { id: 9000, slug: 'druha-a', title: 'Druhá A', position: 2, isPublished: true },
    ]);
    const services = await listPublishedServices(db);
    expect(services.map((x) => x.id)).toEqual([9003, 9000, 9004, 9001]);
    expect(services[0]).toEqual({
      id: 9003,
      slug: 'prva',
      title: 'Prvá',
      perex: 'Úvod',
      image: '/media/generated/service-sky-3.webp',
      pageId: null,
      url: '/sluzby/9003/prva',
    });
  });

  it('returns an empty list when there are no services', async () => {
    await db.delete(s.services);
    expect(await listPublishedServices(db)).toEqual([]);
  });
});

describe('listLatestPosts', () => {
  async function insertPosts() {
    await db.delete(s.posts);
    await db.insert(s.posts).values([
      { id: 8001, slug: 'stary', title: 'Starý', isPublished: true, publishedAt: at(30) },
      {
        id: 8002,
        slug: 'najnovsi',
        title: 'Najnovší',
        perex: 'Perex',
        image: '/media/generated/post-sky-1.webp',
        isPublished: true,
        publishedAt: at(1),
      },
      { id: 8003, slug: 'koncept', title: 'Koncept', isPublished: false, publishedAt: at(0.5) },
      { id: 8004, slug: 'naplanovany', title: 'Naplánovaný', isPublished: true, publishedAt: at(-2) },
      { id: 8005, slug: 'bez-datumu', title: 'Bez dátumu', isPublished: true, publishedAt: null },
      { id: 8006, slug: 'stredny-a', title: 'Stredný A', isPublished: true, publishedAt: at(10) },
      { id: 8007, slug: 'stredny-b', title: 'Stredný B', isPublished: true, publishedAt: at(10) },
      { id: 8008, slug: 'teraz', title: 'Teraz', isPublished: true, publishedAt: NOW },
    ]);
  }

  it('returns only published posts with a publication date not in the future, newest first', async () => {
    await insertPosts();
    const posts = await listLatestPosts(db, 10, NOW);
    // same date: the higher id first; drafts, scheduled and undated posts are left out
    expect(posts.map((p) => p.id)).toEqual([8008, 8002, 8007, 8006, 8001]);
    expect(posts[1]).toEqual({
      id: 8002,
      slug: 'najnovsi',
      title: 'Najnovší',
      perex: 'Perex',
      image: '/media/generated/post-sky-1.webp',
      publishedAt: at(1).toISOString(),
      url: '/blog/8002/najnovsi',
    });
  });

  it('honours the limit and clamps nonsense limits', async () => {
    await insertPosts();
    expect((await listLatestPosts(db, 3, NOW)).map((p) => p.id)).toEqual([8008, 8002, 8007]);
    expect((await listLatestPosts(db, 0, NOW)).map((p) => p.id)).toEqual([8008]);
    expect((await listLatestPosts(db, -5, NOW)).map((p) => p.id)).toEqual([8008]);
    expect((await listLatestPosts(db, Number.NaN, NOW)).map((p) => p.id)).toEqual([8008]);
    expect(await listLatestPosts(db, 1e9, NOW)).toHaveLength(5);
    expect(LATEST_POSTS_MAX).toBeGreaterThanOrEqual(3);
  });

  it('shows a scheduled post once its time has come', async () => {
    await insertPosts();
    const later = new Date(NOW.getTime() + 3 * DAY);
    expect((await listLatestPosts(db, 1, later)).map((p) => p.id)).toEqual([8004]);
  });

  it('on the demo seed: three published posts, newest first, drafts left out', async () => {
    if (!templateIsSeeded()) return;
    const now = new Date();
    const posts = await listLatestPosts(db, 3, now);
    expect(posts).toHaveLength(3);
    const dates = posts.map((p) => Date.parse(p.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const ids = posts.map((p) => p.id);
    const rows = await db.select({ id: s.posts.id, isPublished: s.posts.isPublished }).from(s.posts).where(inArray(s.posts.id, ids));
    expect(rows.every((r) => r.isPublished)).toBe(true);
    // nothing published more recently was skipped
    const [newest] = await queryRows<{ max: string | Date }>(
      db,
      sql`SELECT max(published_at) AS max FROM posts WHERE is_published AND published_at <= ${now.toISOString()}::timestamptz`,
    );
    expect(new Date(posts[0]!.publishedAt).getTime()).toBe(new Date(newest!.max).getTime());
  });
});

describe('top products', () => {
  it('lists visible, published top products, most popular first, with a limit', async () => {
    await loadCatalogFixtures(db);
    // hidden and future products marked top must not show
    await db
      .update(s.products)
      .set({ isTop: true })
      .where(inArray(s.products.id, [P.hidden, P.future]));
    expect(await listTopProductIds(db, 8, NOW)).toEqual([P.balonySrdce, P.kostymPirat]);
    expect(await listTopProductIds(db, 1, NOW)).toEqual([P.balonySrdce]);
    expect(await listTopProductIds(db, 0, NOW)).toEqual([P.balonySrdce]);
    // once the future product's publication time has passed, it shows (popularity 1000 puts it first) — when it can be
    // ordered: the Top row never promotes what cannot be (decision 0058)
    expect(await listTopProductIds(db, 8, new Date(NOW.getTime() + 6 * DAY))).toEqual([P.balonySrdce, P.kostymPirat]);
    await db.insert(s.stock).values({ variantId: 801, storeId: WAREHOUSE, quantity: 3 });
    expect(await listTopProductIds(db, 8, new Date(NOW.getTime() + 6 * DAY))).toEqual([P.future, P.balonySrdce, P.kostymPirat]);
  });

  it('loads the tiles of the top products in the shown currency', async () => {
    await loadCatalogFixtures(db);
    const tiles = await listTopProductTiles(db, 8, { currency: EUR, groupDiscountPercent: 0, now: NOW });
    expect(tiles.map((x) => x.id)).toEqual([P.balonySrdce, P.kostymPirat]);
    expect(tiles.every((x) => x.isTop)).toBe(true);
    // the pirate costume is on sale now: the tile shows the sale price and the original
    expect(tiles[1]!.display.isSale).toBe(true);
    expect(tiles[1]!.display.unit).toBeLessThan(tiles[1]!.display.original);
    await db.update(s.products).set({ isTop: false }).where(eq(s.products.isTop, true));
    expect(await listTopProductTiles(db, 8, { currency: EUR, groupDiscountPercent: 0, now: NOW })).toEqual([]);
  });
});
