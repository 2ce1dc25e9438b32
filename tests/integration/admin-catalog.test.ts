/**
 * Back-office catalogue (issue 7, decisions 0032/0033), through /api/admin/* and the domain: a product created with
 * two variants and stock is in the storefront listing and search at once; price changes write price_history and
 * the Omnibus price follows; restocking a variant mails its watchdogs; image uploads are checked by content (a bad
 * file: 422, nothing stored) and stored as WebP in the storefront widths; validation answers 422 at the fields;
 * categories: tree moves, cycles refused, only empty ones deleted; every change has its audit entry.
 * One database for the file: each test makes its own products and categories.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../server/media';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { catalogAdminDeps } from '../../src/domain/catalog/admin-catalog-deps';
import { publishGaps } from '../../src/domain/catalog/admin-catalog-products';
import { STOREFRONT_IMAGE_WIDTHS } from '../../src/domain/catalog/admin-catalog-images';
import { productFormToInput, productInputSchema } from '../../src/domain/catalog/admin-catalog-schema';
import { parseMoneyInput } from '../../src/lib/money-input';
import { isoToShopLocalInput, shopLocalInputToIso } from '../../src/lib/shop-time';
import { lowestPriceInLast30Days } from '../../src/domain/pricing/price-history';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { apiRequest } from '../setup/app-request';

const ADMIN_TOKEN = 'admin-catalog-test-token-3';
let t: TestDatabase;
let categoryId: number;
let categorySlug: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  // a visible leaf category with products
  const [cat] = await queryRows<{ id: number; slug: string }>(
    t.services.db,
    sql`SELECT c.id, c.slug FROM categories c WHERE c.is_visible AND c.parent_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  categoryId = Number(cat!.id);
  categorySlug = cat!.slug;
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, url: string, body?: unknown) => apiRequest(t, method, url, { body, token: ADMIN_TOKEN });

function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Žiarivý balónik Kvetinka ${counter} Qzx${Date.now() % 100000}`,
    code: `ADM-${Date.now()}-${counter}`,
    description: '<p>Popis <strong>tučný</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    defaultCategoryId: categoryId,
    categoryIds: [],
    taxRateId: 1,
    price: 10000,
    isVisible: true,
    parameters: [{ name: 'Materiál', value: 'latex' }],
    ...overrides,
  };
}

/** Creates a product and publishes it (a new product is saved hidden, decision 0071). */
async function createProduct(overrides: Record<string, unknown> = {}) {
  const body = productBody(overrides);
  const res = await api('POST', '/api/admin/products', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.id as number;
  const publish = await api('PUT', `/api/admin/products/${id}`, body);
  expect(publish.status, JSON.stringify(publish.body)).toBe(200);
  return { id, body };
}

describe('a new product is hidden until the owner publishes it (decision 0071)', () => {
  it('is saved hidden even when posted as visible, lists what it lacks, and shows in the shop once published', async () => {
    const body = productBody({ isVisible: true });
    const res = await api('POST', '/api/admin/products', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    const detail = await api('GET', `/api/admin/products/${id}`);
    expect(detail.body.data.isVisible).toBe(false);
    expect(publishGaps(detail.body.data)).toEqual(['stock', 'image']);
    expect((await api('GET', `/api/catalog/product/${id}`)).status).toBe(404);
    const [hidden] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM catalog_listing WHERE product_id = ${id} AND is_visible`,
    );
    expect(Number(hidden!.n)).toBe(0);

    const publish = await api('PUT', `/api/admin/products/${id}`, body);
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    expect((await api('GET', `/api/admin/products/${id}`)).body.data.isVisible).toBe(true);
    expect((await api('GET', `/api/catalog/product/${id}`)).status).toBe(200);
  });

  it('does not ask a service for stock', () => {
    const service = { price: 1000, isService: true, variants: [{ price: null, stock: {} }], images: [{}] } as unknown as Parameters<
      typeof publishGaps
    >[0];
    expect(publishGaps(service)).toEqual([]);
    expect(publishGaps({ ...service, isService: false, price: 0 })).toEqual(['price', 'stock']);
  });
});

const stores = async () =>
  (await queryRows<{ id: number; kind: string }>(t.services.db, sql`SELECT id, kind FROM stores WHERE is_active ORDER BY id`)).map((s) => ({
    id: Number(s.id),
    kind: s.kind,
  }));

describe('products: create with variants and stock → storefront', () => {
  it('lists and finds a new product with two variants and stock at once, with its audit, sanitized description and unique slug', async () => {
    const { id, body } = await createProduct();
    const [warehouse, branch] = [(await stores()).find((s) => s.kind === 'warehouse')!, (await stores()).find((s) => s.kind === 'branch')!];
    const detail = await api('GET', `/api/admin/products/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.variants).toHaveLength(1);
    expect(detail.body.data.description).toContain('<p>Popis <strong>tučný</strong></p>');
    expect(detail.body.data.description).not.toMatch(/script|onerror|alert/);
    const defaultVariant = detail.body.data.variants[0];
    const put = await api('PUT', `/api/admin/products/${id}/variants/${defaultVariant.id}`, {
      name: 'Červený',
      code: `${body.code}-R`,
      isDefault: true,
      position: 0,
      stock: [{ storeId: warehouse.id, quantity: 7 }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const post = await api('POST', `/api/admin/products/${id}/variants`, {
      name: 'Modrý',
      code: `${body.code}-B`,
      price: 12000,
      position: 1,
      stock: [{ storeId: branch.id, quantity: 3 }],
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);

    // the storefront: listing of the category and search, the answer cache was dropped by the writes
    const listing = await api('GET', `/api/catalog/products?categoryId=${categoryId}&perPage=48&sort=name`);
    expect(listing.status).toBe(200);
    const total = listing.body.data.total as number;
    const searchWord = body.name.split(' ').pop()!;
    const search = await api('GET', `/api/search?q=${encodeURIComponent(`ziarivy balonik kvetinka ${searchWord}`)}`);
    expect(search.status).toBe(200);
    const hit = search.body.data.products.items.find((p: { id: number }) => p.id === id);
    expect(hit, 'found by a query without diacritics').toBeDefined();
    const [row] = await queryRows<{ stock: number; variant_count: number }>(
      t.services.db,
      sql`SELECT stock, variant_count FROM catalog_listing WHERE product_id = ${id}`,
    );
    expect(Number(row!.variant_count)).toBe(2);
    expect(Number(row!.stock)).toBe(10);
    const inCategory = await api('GET', `/api/catalog/products?categoryId=${categoryId}&perPage=48&sort=name&page=${1}&q=`);
    expect(inCategory.body.data.total).toBe(total);
    const listed = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM catalog_listing WHERE product_id = ${id} AND ${categoryId} = ANY(category_ids)`,
    );
    expect(Number(listed[0]!.n)).toBe(1);

    // a second product with the same name gets its own slug
    const twin = await api('POST', '/api/admin/products', { ...productBody(), name: body.name });
    expect(twin.status).toBe(201);
    const slugs = await queryRows<{ slug: string }>(
      t.services.db,
      sql`SELECT slug FROM products WHERE id IN (${id}, ${twin.body.data.id}) ORDER BY id`,
    );
    expect(slugs[1]!.slug).toBe(`${slugs[0]!.slug}-2`);

    const audit = await api('GET', `/api/admin/audit/products/${id}`);
    expect(audit.body.data.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
    const variantAudit = await api('GET', `/api/admin/audit/product_variants/${defaultVariant.id}`);
    expect(JSON.stringify(variantAudit.body.data[0].changes)).toContain(`stock.${warehouse.id}`);
  });

  it('drops the catalogue answer caches after a write (the storefront shows it at once)', () => {
    const { catalogCache } = t.services;
    catalogCache.listings.set('k', 1 as never);
    catalogCache.search.set('k', 1 as never);
    catalogAdminDeps(t.services).invalidate();
    expect(catalogCache.listings.get('k')).toBeUndefined();
    expect(catalogCache.search.get('k')).toBeUndefined();
  });

  it('shows the product page with the category in its URL', async () => {
    const { id } = await createProduct();
    const res = await api('GET', `/api/catalog/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.url ?? `/${id}/${categorySlug}`).toContain(`/${id}/${categorySlug}/`);
  });
});

describe('prices: history and Omnibus', () => {
  it('a price change writes price_history; a later sale shows the lowest price of the 30 days before it', async () => {
    const { id, body } = await createProduct({ price: 10000 });
    const history = async () =>
      queryRows<{ variant_id: number | null; price: number }>(
        t.services.db,
        sql`SELECT variant_id, price FROM price_history WHERE product_id = ${id} ORDER BY recorded_at, id`,
      );
    expect((await history()).filter((h) => h.variant_id === null).map((h) => Number(h.price))).toEqual([10000]);

    // back-date the first record so the window has a history, then lower the price
    await queryRows(t.services.db, sql`UPDATE price_history SET recorded_at = now() - interval '40 days' WHERE product_id = ${id}`);
    const lower = await api('PUT', `/api/admin/products/${id}`, { ...body, price: 9000 });
    expect(lower.status, JSON.stringify(lower.body)).toBe(200);
    expect(lower.body.data.priceHistory).toBeGreaterThan(0);
    await queryRows(
      t.services.db,
      sql`UPDATE price_history SET recorded_at = now() - interval '10 days' WHERE product_id = ${id} AND price = 9000`,
    );
    // unchanged prices write nothing
    const same = await api('PUT', `/api/admin/products/${id}`, { ...body, price: 9000, name: `${body.name} B` });
    expect(same.body.data.priceHistory).toBe(0);

    const sale = await api('PUT', `/api/admin/products/${id}`, { ...body, price: 12000, priceSale: 8000, isPriceSaleActive: true });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const rows = (await history()).filter((h) => h.variant_id === null).map((h) => Number(h.price));
    expect(rows).toEqual([10000, 9000, 8000]);
    expect(await lowestPriceInLast30Days(t.services.db, id, null)).toBe(9000);
    const variantId = Number(
      (await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM product_variants WHERE product_id = ${id}`))[0]!.id,
    );
    expect(await lowestPriceInLast30Days(t.services.db, id, variantId)).toBe(9000);
    const page = await api('GET', `/api/catalog/product/${id}?currencyId=1`);
    expect(page.body.data.lowestPrice30Days).toBe(11070); // 9000 haléře net + 23 % VAT, CZK

    // a sale planned for the future is recorded at its start (ignored until then), replaced when re-planned
    const from = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const planned = await api('PUT', `/api/admin/products/${id}`, {
      ...body,
      price: 12000,
      priceSale: 7000,
      isPriceSaleActive: true,
      saleFrom: from,
      saleTo: to,
    });
    expect(planned.status).toBe(200);
    const future = await queryRows<{ price: number }>(
      t.services.db,
      sql`SELECT price FROM price_history WHERE product_id = ${id} AND variant_id IS NULL AND recorded_at > now() ORDER BY recorded_at`,
    );
    expect(future.map((f) => Number(f.price))).toEqual([7000, 12000]);
    await api('PUT', `/api/admin/products/${id}`, { ...body, price: 12000 });
    const cleared = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM price_history WHERE product_id = ${id} AND recorded_at > now()`,
    );
    expect(Number(cleared[0]!.n)).toBe(0);
  });
});

describe('restock watchdogs', () => {
  it('stock from 0 to more mails the customer who watches the variant, once', async () => {
    const { id } = await createProduct();
    const [variant] = await queryRows<{ id: number; code: string; name: string }>(
      t.services.db,
      sql`SELECT id, code, name FROM product_variants WHERE product_id = ${id}`,
    );
    await queryRows(t.services.db, sql`INSERT INTO watchdogs (user_id, product_id, variant_id) VALUES (1, ${id}, ${variant!.id})`);
    const warehouse = (await stores()).find((s) => s.kind === 'warehouse')!;
    const before = (await readStoredMails(t.services.config.dataDir)).length;
    const res = await api('PUT', `/api/admin/products/${id}/variants/${variant!.id}`, {
      name: variant!.name,
      code: variant!.code,
      isDefault: true,
      stock: [{ storeId: warehouse.id, quantity: 4 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.restocked).toBe(true);
    const mails = await readStoredMails(t.services.config.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.to).toContain('zakaznik@party-shop.sk');
    const [w] = await queryRows<{ notified_at: string | null }>(
      t.services.db,
      sql`SELECT notified_at FROM watchdogs WHERE variant_id = ${variant!.id}`,
    );
    expect(w!.notified_at).not.toBeNull();
    // more stock on a variant that already had some: not a restock
    const again = await api('PUT', `/api/admin/products/${id}/variants/${variant!.id}`, {
      name: variant!.name,
      code: variant!.code,
      isDefault: true,
      stock: [{ storeId: warehouse.id, quantity: 9 }],
    });
    expect(again.body.data.restocked).toBe(false);
  });
});

describe('restock date (decision 0058)', () => {
  it('the variant API sets and clears the expected restock date; the storefront sells the variant on back-order until then', async () => {
    const { id } = await createProduct();
    const [variant] = await queryRows<{ id: number; code: string; name: string }>(
      t.services.db,
      sql`SELECT id, code, name FROM product_variants WHERE product_id = ${id}`,
    );
    const put = (restockDate: unknown) =>
      api('PUT', `/api/admin/products/${id}/variants/${variant!.id}`, {
        name: variant!.name,
        code: variant!.code,
        isDefault: true,
        restockDate,
      });
    const bad = await put('2026-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.restockDate).toBeDefined();

    const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await put(future)).status).toBe(200);
    const detail = await api('GET', `/api/admin/products/${id}`);
    expect(detail.body.data.variants[0].restockDate).toBe(future);
    const shop = await api('GET', `/api/catalog/product/${id}`);
    expect(shop.body.data.availability).toEqual({ state: 'backorder', orderable: true, restockDate: future });

    expect((await put('')).status).toBe(200);
    const cleared = await api('GET', `/api/catalog/product/${id}`);
    expect(cleared.body.data.availability.state).toBe('unavailable');
  });
});

describe('images', () => {
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 20, b: 90 } } })
      .png()
      .toBuffer();
  const upload = (id: number, files: Array<{ name: string; bytes: Buffer; type: string }>, field = 'images') => {
    const form = new FormData();
    for (const f of files) form.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return api('POST', `/api/admin/products/${id}/images`, form);
  };
  // uploads live in the file store (decision 0045)
  const mediaFiles = async (id: number) =>
    (await queryRows<{ key: string }>(t.services.db, sql`SELECT key FROM stored_files WHERE key LIKE ${`media/products/${id}/%`}`)).map(
      (r) => r.key,
    );

  it('keeps the storefront widths in step with the media route', () => {
    expect([...STOREFRONT_IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS]);
  });

  it('refuses a whole upload when one file is not an image, too small or of another type: 422, nothing stored', async () => {
    const { id } = await createProduct();
    const good = await png(400, 300);
    const fake = await upload(id, [
      { name: 'ok.png', bytes: good, type: 'image/png' },
      { name: 'virus.jpg', bytes: Buffer.from('MZ this is not an image at all'), type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.errors.images[0]).toContain('virus.jpg');
    const small = await upload(id, [{ name: 'tiny.png', bytes: await png(50, 50), type: 'image/png' }]);
    expect(small.status).toBe(422);
    expect(small.body.errors.images[0]).toContain('príliš malý');
    const gif = await upload(id, [
      {
        name: 'anim.gif',
        bytes: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        type: 'image/gif',
      },
    ]);
    expect(gif.status).toBe(422);
    const none = await upload(id, []);
    expect(none.status).toBe(422);
    const json = await api('POST', `/api/admin/products/${id}/images`, {});
    expect(json.status).toBe(422);
    const rows = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM product_images WHERE product_id = ${id}`);
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await mediaFiles(id)).toEqual([]);
  });

  it('stores good images as WebP with every storefront width, alt and order editable, delete removes the files', async () => {
    const { id, body } = await createProduct();
    const res = await upload(id, [
      { name: 'a.png', bytes: await png(1600, 1200), type: 'image/png' },
      {
        name: 'b.jpg',
        bytes: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#0af' } })
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const images = await queryRows<{ id: number; path: string; width: number; alt: string; position: number }>(
      t.services.db,
      sql`SELECT id, path, width, alt, position FROM product_images WHERE product_id = ${id} ORDER BY position`,
    );
    expect(images).toHaveLength(2);
    expect(images[0]!.path).toMatch(/^\/media\/products\/\d+\/[0-9a-f-]{36}\.webp$/);
    expect(Number(images[0]!.width)).toBe(1200);
    expect(images[0]!.alt).toBe(body.name);
    const relative = images[0]!.path.replace('/media/', '');
    for (const w of STOREFRONT_IMAGE_WIDTHS)
      expect(existsSync(path.join(t.services.config.dataDir, 'cache', `w${w}`, relative)), `w${w}`).toBe(true);
    const served = await t.app.request(`${images[0]!.path}?w=320`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const edit = await api('PUT', `/api/admin/products/${id}/images/${images[1]!.id}`, { alt: 'Modrý balónik', position: 0 });
    expect(edit.status).toBe(200);
    const del = await api('DELETE', `/api/admin/products/${id}/images/${images[0]!.id}`);
    expect(del.status).toBe(200);
    expect(await t.services.files.info(`media/${relative}`)).toBeNull();
    expect(existsSync(path.join(t.services.config.dataDir, 'cache', 'w320', relative))).toBe(false);
    expect((await t.app.request(`${images[0]!.path}?w=320`)).status).toBe(404);
    const product = await api('GET', `/api/catalog/product/${id}`);
    expect(product.body.data.images.map((i: { alt: string }) => i.alt)).toEqual(['Modrý balónik']);
  });
});

describe('validation', () => {
  it('answers 422 at the fields: missing fields, sale not lower, taken code, unknown category, last variant, cycle', async () => {
    const empty = await api('POST', '/api/admin/products', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['name', 'code', 'defaultCategoryId', 'taxRateId']));
    const noPrice = await api('POST', '/api/admin/products', productBody({ price: undefined }));
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.errors.priceGross).toEqual(['Pole musí byť vyplnené.']);
    const grossSale = await api(
      'POST',
      '/api/admin/products',
      productBody({ priceGross: 1990, priceSaleGross: 1990, isPriceSaleActive: true }),
    );
    expect(grossSale.body.errors.priceSaleGross).toEqual(['Akciová cena musí byť nižšia ako bežná cena.']);
    const sale = await api('POST', '/api/admin/products', productBody({ priceSale: 10000, isPriceSaleActive: true }));
    expect(sale.status).toBe(422);
    expect(sale.body.errors.priceSale).toEqual(['Akciová cena musí byť nižšia ako bežná cena.']);
    const { id, body } = await createProduct();
    const taken = await api('POST', '/api/admin/products', productBody({ code: body.code }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code).toEqual(['Tento kód už má iný produkt alebo variant.']);
    const unknown = await api('PUT', `/api/admin/products/${id}`, { ...body, defaultCategoryId: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.defaultCategoryId).toBeDefined();
    const missing = await api('PUT', '/api/admin/products/99999999', body);
    expect(missing.status).toBe(404);
    const [variant] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM product_variants WHERE product_id = ${id}`);
    const last = await api('DELETE', `/api/admin/products/${id}/variants/${variant!.id}`);
    expect(last.status).toBe(422);
    const badStock = await api('POST', `/api/admin/products/${id}/variants`, {
      name: 'X',
      code: `${body.code}-X`,
      stock: [{ storeId: 999999, quantity: 1 }],
    });
    expect(badStock.status).toBe(422);
    const negative = await api('POST', `/api/admin/products/${id}/variants`, {
      name: 'X',
      code: `${body.code}-X`,
      stock: [{ storeId: 1, quantity: -1 }],
    });
    expect(negative.status).toBe(422);
  });

  it('turns the HTML form into the API input (gross € with a comma, Bratislava time, checkboxes, parameter lines)', () => {
    expect(parseMoneyInput('1 234,5')).toBe(123450);
    expect(parseMoneyInput('12.05')).toBe(1205);
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNaN();
    expect(shopLocalInputToIso('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(shopLocalInputToIso('2026-01-15T10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(isoToShopLocalInput('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T10:00');
    const input = productFormToInput(
      {
        name: 'A',
        code: 'A-1',
        priceGross: '99,90',
        priceSaleGross: '',
        taxRateId: '1',
        defaultCategoryId: String(categoryId),
        isVisible: 'on',
        parameters: 'Farba = červená\nVek=3+',
        related_ids: '1, 2',
      },
      { categoryIds: ['2'] },
    );
    const parsed = productInputSchema.parse(input);
    expect(parsed).toMatchObject({
      priceGross: 9990,
      priceSaleGross: null,
      isVisible: true,
      isAdult: false,
      categoryIds: [2],
      parameters: [
        { name: 'Farba', value: 'červená' },
        { name: 'Vek', value: '3+' },
      ],
    });
    expect(parsed.relations).toEqual([
      { productId: 1, kind: 'related' },
      { productId: 2, kind: 'related' },
    ]);
  });
});

describe('categories', () => {
  it('creates, moves among siblings, refuses cycles, deletes only empty ones, takes an image; all audited', async () => {
    const a = await api('POST', '/api/admin/categories', {
      name: 'Test Ä kategória',
      parentId: null,
      position: 900,
      isVisible: true,
      description: '<p>x</p><script>y</script>',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const parentId = a.body.data.id as number;
    const c1 = await api('POST', '/api/admin/categories', { name: 'Podkategória 1', parentId, position: 1 });
    const c2 = await api('POST', '/api/admin/categories', { name: 'Podkategória 2', parentId, position: 2 });
    expect([c1.status, c2.status]).toEqual([201, 201]);
    const detail = await api('GET', `/api/admin/categories/${parentId}`);
    expect(detail.body.data).toMatchObject({ slug: 'test-a-kategoria', description: '<p>x</p>', childCount: 2 });

    const move = await api('POST', `/api/admin/categories/${c2.body.data.id}/move`, { direction: 'up' });
    expect(move.body.data.moved).toBe(true);
    const tree = await api('GET', '/api/admin/categories');
    const children = tree.body.data.filter((c: { parentId: number | null }) => c.parentId === parentId).map((c: { id: number }) => c.id);
    expect(children).toEqual([c2.body.data.id, c1.body.data.id]);

    const cycle = await api('PUT', `/api/admin/categories/${parentId}`, { name: 'Test Ä kategória', parentId: c1.body.data.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors.parentId).toBeDefined();

    const notEmpty = await api('DELETE', `/api/admin/categories/${parentId}`);
    expect(notEmpty.status).toBe(422);
    expect(notEmpty.body.errors.category[0]).toContain('podkategórie');
    const withProducts = await api('DELETE', `/api/admin/categories/${categoryId}`);
    expect(withProducts.status).toBe(422);

    const form = new FormData();
    form.append(
      'image',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 320, height: 320, channels: 3, background: '#f80' } })
              .webp()
              .toBuffer(),
          ),
        ],
        'kat.webp',
        { type: 'image/webp' },
      ),
    );
    const image = await api('POST', `/api/admin/categories/${c1.body.data.id}/image`, form);
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body.data.image).toMatch(/^\/media\/categories\//);

    const gone = await api('DELETE', `/api/admin/categories/${c1.body.data.id}`);
    expect(gone.status).toBe(200);
    expect(await t.services.files.info(image.body.data.image.slice(1))).toBeNull();
    const audit = await api('GET', `/api/admin/audit/categories/${c2.body.data.id}`);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
  });
});
