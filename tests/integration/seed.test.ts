/**
 * The demo seed (src/seed/demo.ts) on fresh in-memory PGlite databases: content, integrity, determinism, and
 * ensureDemoData (seeds an empty database once, then is a no-op).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db, type DbHandle } from '../../src/db/client';
import { createFileStore } from '../../src/db/file-store';
import * as s from '../../src/db/schema';
import { SETTING_NAMES, loadShopSettings } from '../../src/domain/settings/settings';
import { parseGeneratedImageName, renderGeneratedImage } from '../../src/media/generated-images';
import { isValidEan13, isValidIban, isValidIco } from '../../src/seed/checksums';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { ensureDemoData } from '../../src/seed/ensure-demo';
import { openMigratedPglite } from '../setup/test-database';
import { slugify } from '../../src/seed/slugify';

const NOW = new Date('2026-06-15T10:30:00Z');
const DAY = 86_400_000;

let a: DbHandle;
let b: DbHandle;
let dataDir: string;
let seedMs = 0;

/** a migrated, empty database (from the run's dump: no initdb, no migration run here) */
const freshDatabase = (): Promise<DbHandle> => openMigratedPglite();

const count = async (db: Db, query: string) => (await queryRows<{ n: number }>(db, sql.raw(query)))[0]!.n;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-seed-test-'));
  [a, b] = await Promise.all([freshDatabase(), freshDatabase()]);
  const started = performance.now();
  await seedDemo(a.db, { now: NOW });
  seedMs = performance.now() - started;
  // the second database goes through ensureDemoData (the server's start-up path), with the same date
  expect(await ensureDemoData(b.db, { dataDir }, { now: NOW })).toBe(true);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('runs in a few seconds', () => {
    console.log(`[seed.test] seedDemo on PGlite: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(60_000);
  });

  it('has at least 12 top categories, each with 3–8 subcategories, slugs without diacritics', async () => {
    const rows = await a.db.select().from(s.categories);
    const tops = rows.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      const subs = rows.filter((c) => c.parentId === top.id);
      expect(subs.length, top.name).toBeGreaterThanOrEqual(3);
      expect(subs.length, top.name).toBeLessThanOrEqual(8);
    }
    for (const c of rows) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(rows.map((c) => c.slug)).size).toBe(rows.length);
    expect(tops.map((c) => c.name)).toEqual(expect.arrayContaining(['Balóny', 'Kostýmy', 'Dekorácie', 'Sviečky', 'Darčeky', 'Halloween']));
    const costumes = rows.find((c) => c.slug === 'detske-kostymy')!;
    expect(costumes.sizeTable).toContain('<table>');
  });

  it('has at least 400 products, each with a default category, one default variant, images and parameters', async () => {
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM products')).toBeGreaterThanOrEqual(400);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM products WHERE default_category_id IS NULL')).toBe(0);
    expect(
      await count(
        a.db,
        `SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        a.db,
        `SELECT count(*)::int AS n FROM products p WHERE (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id AND v.is_default) <> 1`,
      ),
    ).toBe(0);
    expect(
      await count(
        a.db,
        `SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`,
      ),
    ).toBe(0);
    // every product is listed in its default category and in that category's top category
    expect(
      await count(
        a.db,
        `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.default_category_id
         WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = p.default_category_id)
            OR NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = c.parent_id)`,
      ),
    ).toBe(0);
    expect(await count(a.db, `SELECT count(DISTINCT product_id)::int AS n FROM product_parameters`)).toBeGreaterThanOrEqual(400);
  });

  it('has realistic prices, sales, novelties, EANs and stock', async () => {
    const products = await a.db.select().from(s.products);
    const visible = products.filter((p) => p.isVisible);
    const now = NOW.getTime();
    const onSale = visible.filter((p) => p.isPriceSaleActive && p.priceSale !== null && p.saleFrom! <= NOW && p.saleTo! >= NOW);
    expect(onSale.length / visible.length).toBeGreaterThan(0.12);
    expect(onSale.length / visible.length).toBeLessThan(0.3);
    for (const p of onSale) expect(p.priceSale!).toBeLessThan(p.price);
    const novelties = visible.filter((p) => p.publishedAt!.getTime() > now - 30 * DAY);
    expect(novelties.length).toBeGreaterThan(30);
    expect(visible.every((p) => p.publishedAt!.getTime() >= now - 121 * DAY)).toBe(true);
    expect(visible.filter((p) => p.isTop).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.isAdult).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.isGift && p.giftThresholdGross).length).toBeGreaterThanOrEqual(1);
    // gross CZK of non-service products between 19 and 2 500 Kč (23 % VAT approximated per product rate)
    const rates = new Map((await a.db.select().from(s.taxRates)).map((t) => [t.id, t.rate]));
    for (const p of visible.filter((x) => !x.name.startsWith('Nafúknutie'))) {
      const gross = (p.price * (100 + rates.get(p.taxRateId)!)) / 100 / 100;
      expect(gross, p.name).toBeGreaterThanOrEqual(19);
      expect(gross, p.name).toBeLessThanOrEqual(2500);
    }
    expect(new Set(rates.values())).toEqual(new Set([23, 19, 5]));
    const withEan = products.filter((p) => p.ean);
    expect(withEan.length / products.length).toBeGreaterThan(0.75);
    for (const p of withEan) expect(isValidEan13(p.ean!), p.ean!).toBe(true);
    for (const v of await a.db.select().from(s.productVariants)) if (v.ean) expect(isValidEan13(v.ean)).toBe(true);

    // ~8 % of variants sold out everywhere; the warehouse holds the most
    const variants = await count(a.db, 'SELECT count(*)::int AS n FROM product_variants');
    const soldOut = await count(
      a.db,
      'SELECT count(*)::int AS n FROM product_variants v WHERE coalesce((SELECT sum(quantity) FROM stock s WHERE s.variant_id = v.id), 0) = 0',
    );
    expect(soldOut / variants).toBeGreaterThan(0.03);
    expect(soldOut / variants).toBeLessThan(0.15);
    const [byKind] = await queryRows<{ warehouse: number; branches: number }>(
      a.db,
      sql`SELECT sum(quantity) FILTER (WHERE st.kind = 'warehouse' AND quantity < 9999)::int AS warehouse,
                 sum(quantity) FILTER (WHERE st.kind = 'branch' AND quantity < 9999)::int AS branches
          FROM stock JOIN stores st ON st.id = stock.store_id`,
    );
    expect(byKind!.warehouse).toBeGreaterThan(byKind!.branches);
  });

  it('records a price history that makes the Omnibus 30-day lowest price meaningful', async () => {
    const [row] = await queryRows<{ missing: number; sale_without_history: number; higher_before: number; sales: number }>(
      a.db,
      sql`SELECT
            (SELECT count(*) FROM product_variants v WHERE NOT EXISTS (SELECT 1 FROM price_history h WHERE h.variant_id = v.id))::int AS missing,
            (SELECT count(*) FROM products p WHERE p.is_price_sale_active AND p.sale_from <= ${NOW} AND NOT EXISTS (
               SELECT 1 FROM price_history h WHERE h.product_id = p.id AND h.variant_id IS NULL AND h.recorded_at = p.sale_from AND h.price = p.price_sale))::int AS sale_without_history,
            (SELECT count(*) FROM products p WHERE p.is_price_sale_active AND p.sale_from <= ${NOW} AND EXISTS (
               SELECT 1 FROM price_history h WHERE h.product_id = p.id AND h.variant_id IS NULL AND h.recorded_at < p.sale_from AND h.price > p.price_sale))::int AS higher_before,
            (SELECT count(*) FROM products p WHERE p.is_price_sale_active AND p.sale_from <= ${NOW})::int AS sales`,
    );
    expect(row!.missing).toBe(0);
    expect(row!.sale_without_history).toBe(0);
    // a sale that started at publication has no earlier price; all others had a higher regular price before
    expect(row!.higher_before / row!.sales).toBeGreaterThan(0.7);
  });

  it('has costume sizes, balloon colours and variants with their own price', async () => {
    const variants = await a.db.select().from(s.productVariants);
    expect(variants.some((v) => v.size === '116')).toBe(true);
    expect(variants.some((v) => v.size === 'XL')).toBe(true);
    expect(variants.some((v) => v.color === 'zlatá')).toBe(true);
    expect(variants.filter((v) => v.price !== null).length).toBeGreaterThan(10);
    expect(new Set(variants.map((v) => v.code)).size).toBe(variants.length);
  });

  it('has related, similar and add-on relations', async () => {
    const kinds = await queryRows<{ kind: string; n: number }>(
      a.db,
      sql`SELECT kind, count(*)::int AS n FROM product_relations GROUP BY kind`,
    );
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(byKind.similar).toBeGreaterThan(400);
    expect(byKind.related).toBeGreaterThan(200);
    expect(byKind.addon).toBeGreaterThan(20);
  });

  it('has 13 branches with opening hours for 7 days and one warehouse', async () => {
    const stores = await a.db.select().from(s.stores);
    const branches = stores.filter((x) => x.kind === 'branch');
    expect(branches).toHaveLength(13);
    expect(stores.filter((x) => x.kind === 'warehouse')).toHaveLength(1);
    for (const store of branches) {
      expect(store.openingHours).toHaveLength(7);
      expect(store.openingHours!.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const d of store.openingHours!) if (!('closed' in d)) expect(d.open).toMatch(/^\d\d:\d\d$/);
      expect(store.email).toMatch(/@party-shop\.sk$/);
      expect(store.phone).toMatch(/^\+421 /);
      expect(store.lat).toBeGreaterThan(47.7);
      expect(store.lat).toBeLessThan(49.7);
    }
    expect(branches.filter((x) => x.town === 'Bratislava')).toHaveLength(2);
  });

  it('has the currencies CZK (1) and EUR (2, default) and Slovakia first among the countries', async () => {
    const currencies = await a.db.select().from(s.currencies).orderBy(s.currencies.id);
    expect(currencies.map((c) => [c.id, c.code, c.symbolAfter, c.decimals])).toEqual([
      [1, 'CZK', 'Kč', 2],
      [2, 'EUR', '€', 2],
    ]);
    expect(Number(currencies[1]!.rate)).toBe(25.2);
    expect(currencies[1]!.isDefault).toBe(true);
    const countries = await a.db.select().from(s.countries).orderBy(s.countries.position);
    expect(countries[0]).toMatchObject({ code: 'SK', name: 'Slovensko', phonePrefix: '+421', isShipping: true });
    const prefixes = countries.map((c) => c.phonePrefix);
    for (const p of ['+421', '+420', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385']) expect(prefixes).toContain(p);
  });

  it('has the service pages 21/22/23 and the info pages', async () => {
    const pages = await a.db.select().from(s.pages);
    const byId = new Map(pages.map((p) => [p.id, p]));
    expect(byId.get(21)).toMatchObject({ slug: 'pozicovna-kostymov', title: 'Požičovňa kostýmov' });
    expect(byId.get(22)).toMatchObject({ slug: 'vyzdoba-na-kluc', title: 'Výzdoba na kľúč' });
    expect(byId.get(23)).toMatchObject({ slug: 'nafukovanie-balonikov', title: 'Nafukovanie balónikov' });
    const slugs = pages.map((p) => p.slug);
    for (const slug of [
      'kontakt',
      'rozvoz',
      'o-nas',
      'obchodne-podmienky',
      'ochrana-osobnych-udajov',
      'reklamacie',
      'spokojenost',
      'eshop',
    ])
      expect(slugs).toContain(slug);
    const delivery = pages.find((p) => p.slug === 'rozvoz')!.content!;
    // prices, methods and the free-delivery threshold come from the configuration, in place of the placeholder (decision 0061)
    expect(delivery).toContain('<p>[doprava-a-platba]</p>');
    expect(delivery).not.toMatch(/€|Kč|kartou|Apple Pay|Česk/);
    expect(delivery).toContain('1–2');
    expect(delivery).toContain('3–5');
    expect(delivery).toContain('13 predajniach');
    const services = await a.db.select().from(s.services).orderBy(s.services.id);
    expect(services.map((x) => x.pageId)).toEqual([21, 22, 23]);
  });

  it('has the six settings in their shapes, with a valid IČO and IBAN', async () => {
    const names = (await a.db.select({ name: s.settings.name }).from(s.settings)).map((r) => r.name).sort();
    expect(names).toEqual([...SETTING_NAMES].sort());
    const settings = await loadShopSettings(a.db);
    expect(settings.contacts.company).toBe('Party shop s.r.o.');
    expect(settings.contacts.email).toBe('obchod@party-shop.sk');
    expect(isValidIco(settings.contacts.ico)).toBe(true);
    expect(isValidIban(settings.contacts.iban)).toBe(true);
    expect(settings.contacts.iban).toMatch(/^SK\d{22}$/);
    expect(settings.contacts.social.map((x) => x.name)).toEqual(['Facebook', 'Instagram', 'YouTube']);
    expect(settings.contacts.topNotice).not.toBe('');
    expect(settings.intropopup.is_enabled).toBe(true);
    expect(settings.maintenance.is_enabled).toBe(false);
    expect(settings.topmenu.map((l) => l.link)).toEqual([
      '/produkty/novinky',
      '/produkty/akce',
      '/info/21/pozicovna-kostymov',
      '/blog',
      '/prodejny',
      '/eventy',
      '/info/kontakt',
    ]);
    expect(settings.bottommenu.length).toBeGreaterThanOrEqual(3);
    const tops = await queryRows<{ id: number }>(a.db, sql`SELECT id FROM categories WHERE parent_id IS NULL`);
    const topIds = new Set(tops.map((t) => t.id));
    expect(settings.categoriesMenu.category_ids.length).toBeGreaterThanOrEqual(10);
    expect(settings.categoriesMenu.category_ids.length).toBeLessThanOrEqual(12);
    for (const id of settings.categoriesMenu.category_ids) expect(topIds.has(id)).toBe(true);
  });

  it('has vouchers of every type and every limit', async () => {
    const vouchers = await a.db.select().from(s.vouchers);
    expect(new Set(vouchers.map((v) => v.voucherType))).toEqual(new Set(['amount', 'percent', 'order']));
    const byCode = new Map(vouchers.map((v) => [v.code, v]));
    for (const code of [
      'VITAJ10',
      'ZLAVA5',
      'LETO2026',
      'MINIMUM',
      'JEDENKRAT',
      'DVAKRAT',
      'NAOSOBU',
      'EMAILOVY',
      'OBJEDNAVKA',
      'EXPIROVANY',
      'INFLUENCER15',
    ])
      expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('JEDENKRAT')!.quantity).toBe(1);
    expect(byCode.get('DVAKRAT')!.quantity).toBe(2);
    expect(byCode.get('NAOSOBU')!.quantityPerUser).toBe(1);
    expect(byCode.get('EMAILOVY')!.requiresEmail).toBe(true);
    expect(byCode.get('MINIMUM')!.minimalPrice).toBeGreaterThan(0);
    expect(byCode.get('EXPIROVANY')!.activeTo!.getTime()).toBeLessThan(NOW.getTime());
    expect(byCode.get('LETO2026')!.activeFrom!.getTime()).toBeLessThan(NOW.getTime());
    expect(byCode.get('LETO2026')!.activeTo!.getTime()).toBeGreaterThan(NOW.getTime());
    const influencer = byCode.get('INFLUENCER15')!;
    const [owner] = await a.db
      .select()
      .from(s.users)
      .where(sql`${s.users.id} = ${influencer.ownerUserId}`);
    expect(owner).toMatchObject({ email: 'influencer@party-shop.sk', groupId: 2, commissionPercent: 10 });
  });

  it('has the demo accounts with the shared argon2id password', async () => {
    const users = await a.db.select().from(s.users);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email)!;
      expect(user, account.email).toBeDefined();
      expect(user.scope).toEqual([...account.scope]);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    const groups = await a.db.select().from(s.customerGroups).orderBy(s.customerGroups.id);
    expect(groups.map((g) => [g.id, g.name, g.discount])).toEqual([
      [1, 'Zákazníci', 0],
      [2, 'Influenceri', 0],
      [3, 'Veľkoodberatelia', 10],
    ]);
  });

  it('has the content: posts, jobs, events, documents, videos, contacts, banners, placeholders', async () => {
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM posts WHERE is_published')).toBeGreaterThanOrEqual(12);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM post_categories')).toBe(3);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM jobs WHERE is_published')).toBeGreaterThanOrEqual(4);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM jobs WHERE NOT is_published')).toBeGreaterThanOrEqual(1);
    const events = await a.db.select().from(s.events);
    const published = events.filter((e) => e.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(published.some((e) => e.startsAt > NOW)).toBe(true);
    expect(published.some((e) => e.startsAt < NOW)).toBe(true);
    expect(events.filter((e) => !e.isPublished && e.organizerEmail)).toHaveLength(1);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM documents')).toBeGreaterThanOrEqual(4);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM videos')).toBeGreaterThanOrEqual(4);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM contacts')).toBeGreaterThanOrEqual(8);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM search_placeholders')).toBeGreaterThanOrEqual(6);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM subscribers')).toBe(0);
    const banners = await a.db.select().from(s.banners);
    expect(banners.map((x) => x.key).sort()).toEqual(['banner.popup', 'banner.promo']);
  });

  it('uses only illustration names the media route can render', async () => {
    const paths = await queryRows<{ path: string }>(
      a.db,
      sql`SELECT DISTINCT path FROM (
            SELECT path FROM product_images UNION ALL SELECT image FROM categories UNION ALL SELECT image FROM posts
            UNION ALL SELECT image FROM stores UNION ALL SELECT image FROM events UNION ALL SELECT image FROM services
            UNION ALL SELECT thumbnail FROM videos UNION ALL SELECT image FROM banners) x(path) WHERE path IS NOT NULL`,
    );
    expect(paths.length).toBeGreaterThan(50);
    for (const { path: p } of paths) {
      expect(p).toMatch(/^\/media\/generated\/[^/]+\.webp$/);
      expect(parseGeneratedImageName(p.slice('/media/generated/'.length)), p).not.toBeNull();
    }
    // render a few of them (all kinds are exercised by tests of the illustration module; keep this quick)
    for (const { path: p } of paths.filter((_, i) => i % 60 === 0)) {
      const image = await renderGeneratedImage(p.slice('/media/generated/'.length));
      expect(image!.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(image!.length).toBeLessThan(30_000);
    }
    expect(await renderGeneratedImage('unknown-kind-1.webp')).toBeNull();
    expect(await renderGeneratedImage('balloon-gold-1.png')).toBeNull();
  });

  it('stores real PDF documents with the rows (decision 0045)', async () => {
    const docs = await b.db.select().from(s.documents);
    const files = createFileStore(b.db, dataDir);
    for (const doc of docs) {
      const pdf = (await files.read(doc.filePath.slice(1)))!;
      expect(pdf, doc.filePath).not.toBeNull();
      expect(pdf.length).toBe(doc.size);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // every xref offset points at its object
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const entries = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    }
  });

  it('is deterministic: two databases seeded for the same date hold the same rows', async () => {
    const checksum = async (db: Db) => {
      const [row] = await queryRows<{ products: string; variants: string; stock: string; history: string; rest: string }>(
        db,
        sql`SELECT
          (SELECT md5(string_agg(concat_ws('|', id, slug, name, code, ean, price, price_sale, sale_from, sale_to, published_at, default_category_id, rating_avg, description), '#' ORDER BY id)) FROM products) AS products,
          (SELECT md5(string_agg(concat_ws('|', id, product_id, name, code, price, price_sale, size, color), '#' ORDER BY id)) FROM product_variants) AS variants,
          (SELECT md5(string_agg(concat_ws('|', variant_id, store_id, quantity), '#' ORDER BY variant_id, store_id)) FROM stock) AS stock,
          (SELECT md5(string_agg(concat_ws('|', id, product_id, variant_id, price, recorded_at), '#' ORDER BY id)) FROM price_history) AS history,
          (SELECT md5(string_agg(concat_ws('|', id, email, password_hash, created_at), '#' ORDER BY id)) FROM users) AS rest`,
      );
      return row!;
    };
    const [x, y] = await Promise.all([checksum(a.db), checksum(b.db)]);
    expect(x.products).toMatch(/^[0-9a-f]{32}$/);
    expect(y).toEqual(x);
  });

  it('ensureDemoData is a no-op on a seeded database', async () => {
    const before = await count(a.db, 'SELECT count(*)::int AS n FROM products');
    expect(await ensureDemoData(a.db, { dataDir })).toBe(false);
    expect(await count(a.db, 'SELECT count(*)::int AS n FROM products')).toBe(before);
  });

  it('moved the identity sequences past the explicit ids', async () => {
    const [row] = await a.db
      .insert(s.searchPlaceholders)
      .values({ text: 'Nový text', position: 99 })
      .returning({ id: s.searchPlaceholders.id });
    const max = await count(a.db, 'SELECT max(id)::int AS n FROM search_placeholders');
    expect(row!.id).toBe(max);
    expect(row!.id).toBeGreaterThan(6);
  });
});

describe('slugify', () => {
  it('strips Slovak diacritics and punctuation', () => {
    expect(slugify('Fóliové balóny – číslice')).toBe('foliove-balony-cislice');
    expect(slugify('Rozlúčka so slobodou (18+)')).toBe('rozlucka-so-slobodou-18');
    expect(slugify('Ľadová kráľovná & Ťava')).toBe('ladova-kralovna-a-tava');
    expect(slugify("Rubie's")).toBe('rubie-s');
  });
});
