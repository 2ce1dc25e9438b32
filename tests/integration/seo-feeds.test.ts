/**
 * Reach (issue 6): robots.txt, the sitemap index and its parts (every visible product of the demo seed, the split),
 * and the Heureka and Google Merchant feeds checked element by element after parsing the XML. One database for the
 * file: the tests only read, except the escaping fixture written in beforeAll.
 */
import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import * as s from '../../src/db/schema';
import { productUrl } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { isValidGtin } from '../../src/domain/feeds/ean';
import { heurekaFeed } from '../../src/domain/feeds/heureka';
import { decimalAmount, htmlToPlainText, xmlText } from '../../src/domain/feeds/xml';
import { listSitemapParts, sitemapPartStream } from '../../src/domain/seo/sitemap';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const PUBLIC_URL = 'https://party.example.sk';
const TRICKY_NAME = 'Balón "Hviezda" & <b>srdce</b> ]]> \u0001koniec';
const TRICKY_HTML = '<p>Prvý &amp; <strong>najlepší</strong></p><script>alert("x")</script><p>riadok&nbsp;2 &lt;3</p>';

let t: TestDatabase;
let db: Db;
let trickyId: number;
let hiddenId: number;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['SHOPITEM', 'DELIVERY', 'item', 'url', 'sitemap', 'g:shipping', 'IMGURL_ALTERNATIVE', 'PARAM'].includes(name),
});

async function text(path: string) {
  const res = await t.app.request(path);
  return { res, body: await res.text() };
}

function parseXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

/** The visible products (what the storefront shows) with their canonical URLs. */
async function visibleProductUrls(): Promise<Set<string>> {
  const rows = await queryRows<{ id: number; slug: string; category_slug: string | null }>(
    db,
    sql`SELECT p.id, p.slug, c.slug AS category_slug FROM products p LEFT JOIN categories c ON c.id = p.default_category_id
        WHERE p.is_visible AND (p.published_at IS NULL OR p.published_at <= now())`,
  );
  return new Set(rows.map((r) => `${PUBLIC_URL}${productUrl({ id: Number(r.id), slug: r.slug }, r.category_slug)}`));
}

beforeAll(async () => {
  t = await createTestDatabase({ env: { PUBLIC_URL } });
  db = t.handle.db;
  // a product whose name and description need escaping
  const [p] = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.is_visible AND NOT p.is_gift AND NOT p.is_service
          AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1 ORDER BY p.id LIMIT 1`,
  );
  trickyId = Number(p!.id);
  await db.update(s.products).set({ name: TRICKY_NAME, description: TRICKY_HTML }).where(eq(s.products.id, trickyId));
  const [hidden] = await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE NOT is_visible ORDER BY id LIMIT 1`);
  hiddenId = Number(hidden!.id);
});

afterAll(async () => {
  await t?.cleanup();
});

describe('robots.txt', () => {
  it('keeps crawlers out of the cart, account, admin, API and search and names the sitemap', async () => {
    const { res, body } = await text('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    for (const path of ['/kosik', '/ucet', '/admin', '/api', '/hledani?']) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap', () => {
  it('the index lists parts whose URLs cover every visible product, category, post, page and branch', async () => {
    const index = await text('/sitemap.xml');
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('content-type')).toContain('xml');
    expect(index.res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const parts: string[] = parseXml(index.body).sitemapindex.sitemap.map((x: { loc: string }) => x.loc);
    expect(parts.length).toBeGreaterThanOrEqual(5);

    const locs: string[] = [];
    for (const part of parts) {
      expect(part.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
      const { res, body } = await text(part.slice(PUBLIC_URL.length));
      expect(res.status).toBe(200);
      const urls = parseXml(body).urlset.url as Array<{ loc: string; lastmod?: string }>;
      for (const u of urls) {
        locs.push(u.loc);
        if (u.lastmod) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      }
    }
    expect(new Set(locs).size).toBe(locs.length);
    const all = new Set(locs);
    const products = await visibleProductUrls();
    expect(products.size).toBeGreaterThan(100);
    for (const url of products) expect(all.has(url), url).toBe(true);
    // nothing but visible products among the product URLs; the hidden one is absent
    const productLike = locs.filter((l) => /^https:\/\/party\.example\.sk\/\d+\/[^/]+\/[^/]+$/.test(l));
    expect(productLike.length).toBe(products.size);
    expect(locs.some((l) => l.startsWith(`${PUBLIC_URL}/${hiddenId}/`))).toBe(false);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/info/kontakt`);
    expect(locs).toContain(`${PUBLIC_URL}/info/21/pozicovna-kostymov`);
    expect(locs.filter((l) => /\/prodejny\/\d+$/.test(l))).toHaveLength(13);
    expect(locs.some((l) => /\/blog\/\d+\/[^/]+$/.test(l))).toBe(true);
    expect(locs.some((l) => /^https:\/\/party\.example\.sk\/\d+\/[^/]+$/.test(l))).toBe(true); // categories

    expect((await text('/sitemaps/products-99.xml')).res.status).toBe(404);
    expect((await text('/sitemaps/nothing-1.xml')).res.status).toBe(404);
  });

  it('splits a kind into parts of the given size, each URL in exactly one part', async () => {
    const options = { publicUrl: PUBLIC_URL, now: new Date(), partSize: 40, batchSize: 7 };
    const parts = (await listSitemapParts(db, options)).filter((p) => p.kind === 'products');
    const expected = await visibleProductUrls();
    expect(parts).toHaveLength(Math.ceil(expected.size / 40));
    const seen: string[] = [];
    for (const part of parts) {
      const stream = await sitemapPartStream(db, 'products', part.part, options);
      let xml = '';
      for await (const chunk of stream!) xml += chunk;
      const urls = parseXml(xml).urlset.url as Array<{ loc: string }>;
      expect(urls.length).toBeLessThanOrEqual(40);
      if (part.part < parts.length) expect(urls).toHaveLength(40);
      seen.push(...urls.map((u) => u.loc));
    }
    expect(seen).toHaveLength(expected.size);
    expect(new Set(seen)).toEqual(expected);
    expect(await sitemapPartStream(db, 'products', parts.length + 1, options)).toBeNull();
    // the 'pages' kind spans fixed paths, pages and services across a part boundary
    const pageParts = (await listSitemapParts(db, { ...options, partSize: 5 })).filter((p) => p.kind === 'pages');
    const pageLocs: string[] = [];
    for (const part of pageParts) {
      let xml = '';
      for await (const chunk of (await sitemapPartStream(db, 'pages', part.part, { ...options, partSize: 5 }))!) xml += chunk;
      pageLocs.push(...(parseXml(xml).urlset.url as Array<{ loc: string }>).map((u) => u.loc));
    }
    expect(new Set(pageLocs).size).toBe(pageLocs.length);
    expect(pageLocs).toContain(`${PUBLIC_URL}/sluzby/1/${(await db.select().from(s.services).where(eq(s.services.id, 1)))[0]!.slug}`);
  });
});

type HeurekaItem = Record<string, any>;

describe('Heureka feed', () => {
  let items: HeurekaItem[];
  let res: Response;
  /** codes of the variants that may be shipped: warehouse stock, or a back-order (decision 0058) */
  let warehouseVariants: Set<string>;

  beforeAll(async () => {
    const got = await text('/feeds/heureka.xml');
    res = got.res;
    items = parseXml(got.body).SHOP.SHOPITEM;
    const shippable = await queryRows<{ code: string }>(
      db,
      sql`SELECT v.code FROM product_variants v
          WHERE EXISTS (SELECT 1 FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active AND st.kind = 'warehouse'
                        WHERE s.variant_id = v.id AND s.quantity > 0)
             OR (v.restock_date >= current_date
                 AND NOT EXISTS (SELECT 1 FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active WHERE s.variant_id = v.id AND s.quantity > 0))`,
    );
    warehouseVariants = new Set(shippable.map((r) => r.code));
  });

  it('has every required element, non-empty, with Heureka formats', async () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(items.length).toBeGreaterThan(100);
    const ids = new Set<string>();
    for (const item of items) {
      for (const key of [
        'ITEM_ID',
        'PRODUCTNAME',
        'PRODUCT',
        'DESCRIPTION',
        'URL',
        'IMGURL',
        'PRICE_VAT',
        'CATEGORYTEXT',
        'DELIVERY_DATE',
      ]) {
        expect(typeof item[key] === 'string' && item[key].trim() !== '', `${item.ITEM_ID} ${key}`).toBe(true);
      }
      expect(item.ITEM_ID).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
      expect(ids.has(item.ITEM_ID)).toBe(false);
      ids.add(item.ITEM_ID);
      expect(item.PRICE_VAT).toMatch(/^\d+\.\d{2}$/);
      expect(item.URL.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(item.IMGURL.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
      expect(item.DESCRIPTION).not.toMatch(/<\/?[a-z]|&nbsp;/i);
      // 0 = in stock, or a back-order's restock date (decision 0058)
      expect(item.DELIVERY_DATE).toMatch(/^(\d+|\d{4}-\d{2}-\d{2})$/);
      if (item.EAN !== undefined) expect(isValidGtin(item.EAN), item.EAN).toBe(true);
      expect(item.CATEGORYTEXT.split(' | ').every((part: string) => part.length > 0)).toBe(true);
      // goods only at branches are for personal pickup: no shipping offers (decision 0058)
      const stockedInWarehouse = warehouseVariants.has(item.ITEM_ID);
      if (stockedInWarehouse) expect(item.DELIVERY?.length ?? 0, item.ITEM_ID).toBeGreaterThan(0);
      else expect(item.DELIVERY, item.ITEM_ID).toBeUndefined();
      for (const d of item.DELIVERY ?? []) {
        expect(['VLASTNA_PREPRAVA', 'ZASILKOVNA']).toContain(d.DELIVERY_ID);
        expect(d.DELIVERY_PRICE).toMatch(/^\d+\.\d{2}$/);
        expect(d.DELIVERY_PRICE_COD).toMatch(/^\d+\.\d{2}$/);
        expect(Number(d.DELIVERY_PRICE_COD)).toBeGreaterThan(Number(d.DELIVERY_PRICE));
      }
    }
    // one SHOPITEM per orderable variant of every listed product (what cannot be ordered is not advertised: decision
    // 0058); hidden products, gifts and services are not listed
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE p.is_visible AND (p.published_at IS NULL OR p.published_at <= now()) AND NOT p.is_gift AND NOT p.is_service
            AND (v.restock_date >= current_date
                 OR EXISTS (SELECT 1 FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active WHERE s.variant_id = v.id AND s.quantity > 0))`,
    );
    expect(items).toHaveLength(Number(count!.n));
    expect(items.some((i) => i.URL.startsWith(`${PUBLIC_URL}/${hiddenId}/`))).toBe(false);
    // small batches stitch to the same feed (every id window read once, one chunk per non-empty window)
    let small = '';
    let chunks = 0;
    for await (const chunk of heurekaFeed(db, {
      publicUrl: PUBLIC_URL,
      locale: 'sk',
      now: new Date(),
      batchSize: 37,
      offer: { cardEnabled: false, packetaEnabled: true },
    })) {
      small += chunk;
      chunks++;
    }
    expect(chunks).toBeGreaterThan(10);
    expect((parseXml(small).SHOP.SHOPITEM as HeurekaItem[]).map((i) => i.ITEM_ID)).toEqual(items.map((i) => i.ITEM_ID));
  });

  it('groups the variants of one product under one ITEMGROUP_ID and prices them through the pricing module', async () => {
    const byProduct = new Map<string, HeurekaItem[]>();
    for (const item of items) {
      const productId = new URL(item.URL).pathname.split('/')[1]!;
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), item]);
    }
    const groups = new Map<string, string>();
    let multi = 0;
    for (const [productId, list] of byProduct) {
      // a single listed item: a one-variant product (no group) or one whose other variants are left out as unorderable
      if (list.length === 1) continue;
      multi++;
      const group = list[0]!.ITEMGROUP_ID;
      expect(group).toBeTruthy();
      for (const item of list) expect(item.ITEMGROUP_ID).toBe(group);
      expect(groups.has(group)).toBe(false);
      groups.set(group, productId);
      expect(new Set(list.map((i) => i.URL)).size).toBe(list.length);
    }
    expect(multi).toBeGreaterThan(5);

    // prices equal the product page's (default currency EUR, guest)
    const [productId, list] = [...byProduct].find(([, l]) => l.length > 1)!;
    const detail = await getProductDetail(db, Number(productId), { now: new Date() });
    expect(detail!.display.currencyCode).toBe('EUR');
    for (const v of detail!.variants) {
      const item = list.find((i) => i.URL.endsWith(`?variant=${v.id}`));
      if (!v.availability.orderable) {
        expect(item).toBeUndefined();
        continue;
      }
      expect(item!.PRICE_VAT).toBe(decimalAmount(v.display.unit, 2));
      expect(item!.DELIVERY_DATE).toBe(v.availability.restockDate ?? '0');
    }
  });

  it('escapes names and turns rich text into plain text', () => {
    const item = items.find((i) => new URL(i.URL).pathname.startsWith(`/${trickyId}/`))!;
    expect(item.PRODUCTNAME).toBe(TRICKY_NAME.replace('\u0001', ''));
    expect(item.DESCRIPTION).toBe('Prvý & najlepší riadok 2 <3');
    expect(htmlToPlainText(TRICKY_HTML)).toBe(item.DESCRIPTION);
    expect(xmlText('a<b>&"')).toBe('a&lt;b&gt;&amp;"');
  });
});

describe('Google Merchant feed', () => {
  it('is RSS 2.0 with the g: elements, sale prices and shared item groups', async () => {
    const { res, body } = await text('/feeds/google.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const rss = parseXml(body).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = rss.channel.item as Array<Record<string, any>>;
    expect(items.length).toBeGreaterThan(100);
    const groups = new Map<string, Set<string>>();
    let sales = 0;
    for (const item of items) {
      for (const key of [
        'g:id',
        'title',
        'description',
        'link',
        'g:image_link',
        'g:price',
        'g:availability',
        'g:condition',
        'g:product_type',
      ]) {
        expect(typeof item[key] === 'string' && item[key].trim() !== '', `${item['g:id']} ${key}`).toBe(true);
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      expect(['in_stock', 'backorder', 'out_of_stock']).toContain(item['g:availability']);
      if (item['g:availability'] === 'backorder') expect(item['g:availability_date']).toBeTruthy();
      expect(item['g:condition']).toBe('new');
      expect(item.link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(item['g:image_link'].startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
      if (item['g:gtin'] !== undefined) expect(isValidGtin(item['g:gtin'])).toBe(true);
      if (item['g:sale_price'] !== undefined) {
        sales++;
        expect(item['g:sale_price']).toMatch(/^\d+\.\d{2} EUR$/);
        expect(parseFloat(item['g:sale_price'])).toBeLessThan(parseFloat(item['g:price']));
      }
      for (const ship of item['g:shipping'] ?? []) {
        expect(ship['g:country']).toBe('SK');
        expect(ship['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      }
      const productId = new URL(item.link).pathname.split('/')[1]!;
      if (item['g:item_group_id']) groups.set(item['g:item_group_id'], (groups.get(item['g:item_group_id']) ?? new Set()).add(productId));
    }
    expect(sales).toBeGreaterThan(0);
    expect(groups.size).toBeGreaterThan(5);
    for (const products of groups.values()) expect(products.size).toBe(1);
  });
});
