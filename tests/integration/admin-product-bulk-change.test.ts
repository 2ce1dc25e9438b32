/**
 * Bulk price and stock changes of the product list (decision 0099) and the gift threshold in € (decision 0080), through
 * the domain, POST /api/admin/products/bulk-price | bulk-stock and the list's page action: percentage and amount
 * changes to the cent through the product form's conversion, the price history and audit a save writes, products
 * refused whole, refused input as 422 in Slovak, stock never below zero under parallel changes, previews that write
 * nothing, and the guests' page cache purged for the changed products.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as productsAction } from '../../app/routes/admin/products';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { catalogAdminDeps } from '../../src/domain/catalog/admin-catalog-deps';
import { productFormToInput, productInputSchema } from '../../src/domain/catalog/admin-catalog-schema';
import {
  bulkChangeProductPrices,
  bulkChangeProductStock,
  type BulkChangeResult,
  type ProductStockBulkInput,
} from '../../src/domain/catalog/admin-product-bulk-change';
import { loadMainCurrency } from '../../src/domain/pricing/main-currency';
import { changeByPercent, czkFromCurrencyMinor, netCzkForGross, unitGross } from '../../src/domain/pricing/pricing';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_ID = 3;
const ADMIN_TOKEN = 'admin-product-bulk-change-token-3';
let t: TestDatabase;
let categoryId: number;
let warehouseId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN_ID}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  const [cat] = await queryRows<{ id: number }>(
    t.services.db,
    sql`SELECT c.id FROM categories c WHERE c.is_visible AND c.parent_id IS NOT NULL ORDER BY c.id LIMIT 1`,
  );
  categoryId = Number(cat!.id);
  const [store] = await queryRows<{ id: number }>(
    t.services.db,
    sql`SELECT id FROM stores WHERE kind = 'warehouse' AND is_active ORDER BY id LIMIT 1`,
  );
  warehouseId = Number(store!.id);
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, url: string, body?: unknown) =>
  apiRequest(t, method, url, { body, token: ADMIN_TOKEN, address: '198.51.100.71' });

/** A published product at `priceGross` (EUR cents, 23 % VAT) with its default variant and, optionally, a second variant. */
async function product(options: { priceGross: number; priceSaleGross?: number; variant?: { priceGross: number | null } }) {
  counter += 1;
  const body = {
    name: `Hromadný balón ${counter}`,
    code: `BULK-${Date.now()}-${counter}`,
    defaultCategoryId: categoryId,
    taxRateId: 1,
    priceGross: options.priceGross,
    priceSaleGross: options.priceSaleGross ?? null,
    isVisible: true,
  };
  const created = await api('POST', '/api/admin/products', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  expect((await api('PUT', `/api/admin/products/${id}`, body)).status).toBe(200);
  if (options.variant) {
    const res = await api('POST', `/api/admin/products/${id}/variants`, {
      name: 'Modrý',
      code: `${body.code}-B`,
      position: 1,
      priceGross: options.variant.priceGross,
      stock: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return id;
}

async function detail(id: number) {
  const res = await api('GET', `/api/admin/products/${id}`);
  expect(res.status).toBe(200);
  return res.body.data as {
    price: number;
    priceGross: number;
    priceSaleGross: number | null;
    vatRate: number;
    giftThresholdGross: number | null;
    giftThresholdAmount: number | null;
    variants: Array<{ id: number; code: string; price: number | null; priceGross: number | null; stock: Record<string, number> }>;
  };
}

const historyRows = async (id: number) =>
  queryRows<{ variant_id: number | null; price: number }>(
    t.services.db,
    sql`SELECT variant_id, price FROM price_history WHERE product_id = ${id} ORDER BY id`,
  );

/** The deps of the page, with the purges recorded. */
function recordingDeps() {
  const purges: Array<readonly number[] | 'all'> = [];
  const base = catalogAdminDeps(t.services);
  return {
    purges,
    deps: {
      ...base,
      invalidate: (change?: { productIds: readonly number[] }) => {
        purges.push(change ? change.productIds : 'all');
        base.invalidate(change);
      },
    },
  };
}

function post(form: Array<[string, string]>) {
  const body = new FormData();
  for (const [k, v] of form) body.append(k, v);
  const request = new Request('http://localhost/admin/produkty', {
    method: 'POST',
    headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
    body,
  });
  const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.72' } as unknown as AppLoadContext;
  return productsAction({ request, context, params: {} } as Parameters<typeof productsAction>[0]) as unknown as Promise<{
    data:
      | {
          ok: true;
          kind: string;
          result: BulkChangeResult;
          confirm: { intent: string; ids: number[]; fields: Record<string, string> } | null;
        }
      | { ok: false; message: string };
    init: { status?: number } | null;
  }>;
}

describe('bulk price change', () => {
  it('raises by 10 % to the cent through the form conversion, after a preview that writes nothing; history, audit and purge', async () => {
    const main = await loadMainCurrency(t.services.db);
    const a = await product({ priceGross: 1990, variant: { priceGross: 1000 } });
    const b = await product({ priceGross: 333 });
    const beforeA = await detail(a);
    const historyBefore = (await historyRows(a)).length;

    const preview = await post([
      ['intent', 'price-preview'],
      ['id', String(a)],
      ['id', String(b)],
      ['priceMode', 'percent'],
      ['priceValue', '+10 %'],
    ]);
    if (!preview.data.ok) throw new Error(preview.data.message);
    expect(preview.data.result.summary).toBe('Zmení sa 3 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.');
    expect(preview.data.result.items[0]!.message).toBe(`Hromadný balón ${counter - 1}: 19,90\u00a0€ → 21,89\u00a0€ (2 varianty)`);
    expect(preview.data.confirm).toEqual({ intent: 'price', ids: [a, b], fields: { priceMode: 'percent', priceValue: '10' } });
    expect((await detail(a)).price).toBe(beforeA.price);
    expect(await historyRows(a)).toHaveLength(historyBefore);

    const { deps, purges } = recordingDeps();
    const result = await bulkChangeProductPrices(deps, { ids: [a, b], mode: 'percent', value: 10, preview: false }, ADMIN_ID);
    expect(result.summary).toBe('Zmenené ceny: 3 varianty v 2 produktoch, bez zmeny: 0 produktov, odmietnuté: 0 produktov.');
    expect(purges).toEqual([[a, b]]);

    const afterA = await detail(a);
    // 19,90 € + 10 % = 21,89 €; 10,00 € + 10 % = 11,00 €; 3,33 € + 10 % = 3,663 → 3,66 €
    expect(afterA.priceGross).toBe(2189);
    expect(afterA.price).toBe(netCzkForGross(2189, afterA.vatRate, main));
    expect(unitGross(afterA.price, afterA.vatRate, main)).toBe(2189);
    const own = afterA.variants.find((v) => v.price !== null)!;
    expect(own.priceGross).toBe(1100);
    expect(afterA.variants.find((v) => v.price === null)).toBeDefined();
    expect((await detail(b)).priceGross).toBe(366);
    expect(changeByPercent(333, 10)).toBe(366);

    // the price history gets the new net of the product and of the variant with its own price
    const rows = (await historyRows(a)).slice(historyBefore);
    expect(rows).toEqual(
      expect.arrayContaining([
        { variant_id: null, price: afterA.price },
        { variant_id: own.id, price: own.price },
      ]),
    );
    // the storefront reads the new gross
    const shop = await api('GET', `/api/catalog/product/${a}`);
    expect(shop.body.data.display.unit).toBe(2189);
    expect(shop.body.data.variants.map((v: { display: { unit: number } }) => v.display.unit)).toEqual([2189, 1100]);

    const audit = await queryRows<{
      entity: string;
      entity_id: string;
      changes: Record<string, { from: unknown; to: unknown }>;
      user_id: number;
    }>(
      t.services.db,
      sql`SELECT entity, entity_id, changes, user_id FROM audit_log
          WHERE (entity = 'products' AND entity_id = ${String(a)}) OR (entity = 'product_variants' AND entity_id = ${String(own.id)})
          ORDER BY id DESC LIMIT 2`,
    );
    const productEntry = audit.find((e) => e.entity === 'products')!;
    expect(productEntry.user_id).toBe(ADMIN_ID);
    expect(productEntry.changes.priceGross).toEqual({ from: 1990, to: 2189 });
    expect(productEntry.changes[`${own.code}.priceGross`]).toEqual({ from: 1000, to: 1100 });
    expect(audit.find((e) => e.entity === 'product_variants')!.changes.priceGross).toEqual({ from: 1000, to: 1100 });

    // confirming the previewed change again moves it once more, through the page action
    const again = await post([
      ['intent', 'price'],
      ['id', String(b)],
      ['priceMode', 'percent'],
      ['priceValue', '-10'],
    ]);
    expect(again.data.ok).toBe(true);
    expect((await detail(b)).priceGross).toBe(329); // 3,66 € − 10 % = 3,294 → 3,29 €
  });

  it('changes by an amount (sale prices move too), sets a price, and refuses a product whole when its prices cannot take it', async () => {
    const sale = await product({ priceGross: 1990, priceSaleGross: 1500 });
    const cheap = await product({ priceGross: 50 });
    const historyBefore = (await historyRows(cheap)).length;
    const { deps } = recordingDeps();
    const down = await bulkChangeProductPrices(
      deps,
      { ids: [sale, cheap, 2_000_000_000], mode: 'amount', value: -99, preview: false },
      ADMIN_ID,
    );
    expect(down.items.map((i) => i.outcome)).toEqual(['changed', 'refused', 'not_found']);
    expect(down.items[1]!.message).toMatch(/^Produkt Hromadný balón \d+ nebude zmenený: cena by bola −0,49\u00a0€, musí byť kladná\.$/);
    const afterSale = await detail(sale);
    expect([afterSale.priceGross, afterSale.priceSaleGross]).toEqual([1891, 1401]);
    expect((await detail(cheap)).priceGross).toBe(50);
    expect(await historyRows(cheap)).toHaveLength(historyBefore);

    // a set price leaves the sale price: 14,00 € is below the sale price 14,01 €, so the product is refused
    const set = await bulkChangeProductPrices(deps, { ids: [sale], mode: 'set', value: 1400, preview: false }, ADMIN_ID);
    expect(set.items[0]!.outcome).toBe('refused');
    expect(set.items[0]!.message).toContain('akciová cena by nebola nižšia ako cena 14,00\u00a0€');
    const setOk = await bulkChangeProductPrices(deps, { ids: [sale, cheap], mode: 'set', value: 2490, preview: false }, ADMIN_ID);
    expect(setOk.changed).toBe(2);
    expect((await detail(sale)).priceGross).toBe(2490);
    expect((await detail(sale)).priceSaleGross).toBe(1401);
    // the same price again: nothing to change, nothing written
    const same = await bulkChangeProductPrices(deps, { ids: [cheap], mode: 'set', value: 2490, preview: false }, ADMIN_ID);
    expect(same.items[0]!.outcome).toBe('unchanged');
  });

  it('refuses bad input with the Slovak message: 422 on the page and on the API, never a 500', async () => {
    const id = await product({ priceGross: 1000 });
    const cases: Array<[string, string, string]> = [
      ['percent', '-120', 'Zmena o percentá musí byť väčšia ako −100 % a najviac +1 000 %.'],
      ['percent', '-100', 'Zmena o percentá musí byť väčšia ako −100 % a najviac +1 000 %.'],
      ['percent', '5,555', 'Zadajte číslo, napríklad 19,90 alebo −5.'],
      ['percent', 'desať', 'Zadajte číslo, napríklad 19,90 alebo −5.'],
      ['percent', '0', 'Zmena o 0 nič nezmení, zadajte inú hodnotu.'],
      ['amount', '', 'Zadajte číslo, napríklad 19,90 alebo −5.'],
      ['set', '-5', 'Zadajte číslo, napríklad 19,90 alebo −5.'],
      ['set', '0', 'Cena s DPH musí byť od 0,01 do 1 000 000.'],
      ['raise', '5', 'Neplatná hodnota.'],
    ];
    for (const [mode, value, message] of cases) {
      const res = await post([
        ['intent', 'price-preview'],
        ['id', String(id)],
        ['priceMode', mode],
        ['priceValue', value],
      ]);
      expect(res.init?.status, `${mode} ${value}`).toBe(422);
      if (res.data.ok) throw new Error('accepted');
      if (mode !== 'raise') expect(res.data.message, `${mode} ${value}`).toBe(message);
    }
    const none = await post([
      ['intent', 'price'],
      ['priceMode', 'percent'],
      ['priceValue', '10'],
    ]);
    expect(none.data).toEqual({ ok: false, message: 'Vyberte aspoň jednu položku.' });

    const apiBad = await api('POST', '/api/admin/products/bulk-price', { ids: [id], mode: 'percent', value: -120 });
    expect(apiBad.status).toBe(422);
    expect(apiBad.body.errors.value).toEqual(['Zmena o percentá musí byť väčšia ako −100 % a najviac +1 000 %.']);
    const apiIds = await api('POST', '/api/admin/products/bulk-price', { ids: [], mode: 'set', value: 100 });
    expect(apiIds.status).toBe(422);
    const apiPreview = await api('POST', '/api/admin/products/bulk-price', { ids: [id], mode: 'amount', value: 150, preview: true });
    expect(apiPreview.status).toBe(200);
    expect(apiPreview.body.data.summary).toBe('Zmení sa 1 variant v 1 produkte, bez zmeny: 0 produktov, odmietnuté: 0 produktov.');
    expect((await detail(id)).priceGross).toBe(1000);
    const apiApply = await api('POST', '/api/admin/products/bulk-price', { ids: [id], mode: 'amount', value: 150 });
    expect(apiApply.status).toBe(200);
    expect((await detail(id)).priceGross).toBe(1150);
  });
});

describe('bulk stock change', () => {
  const stockOf = async (id: number) => (await detail(id)).variants.map((v) => v.stock[String(warehouseId)] ?? 0);

  it('sets and adds per store, refuses a product whole below zero, audits, and purges only when availability changes', async () => {
    const a = await product({ priceGross: 500, variant: { priceGross: null } });
    const { deps, purges } = recordingDeps();
    const input = (over: Partial<ProductStockBulkInput>): ProductStockBulkInput => ({
      ids: [a],
      storeId: warehouseId,
      mode: 'set',
      quantity: 5,
      preview: false,
      ...over,
    });
    const preview = await bulkChangeProductStock(deps, input({ preview: true }), ADMIN_ID);
    if ('errors' in preview) throw new Error('errors');
    expect(preview.summary).toBe('Zmení sa 2 varianty v 1 produkte, bez zmeny: 0 produktov, odmietnuté: 0 produktov.');
    expect(await stockOf(a)).toEqual([0, 0]);
    expect(purges).toEqual([]);

    const set = await bulkChangeProductStock(deps, input({}), ADMIN_ID);
    if ('errors' in set) throw new Error('errors');
    expect(set.changed).toBe(1);
    expect(await stockOf(a)).toEqual([5, 5]);
    expect(purges).toEqual([[a]]); // unavailable → in stock

    const sub = await bulkChangeProductStock(deps, input({ mode: 'add', quantity: -3 }), ADMIN_ID);
    if ('errors' in sub) throw new Error('errors');
    expect(await stockOf(a)).toEqual([2, 2]);
    expect(purges).toHaveLength(1); // still in stock: the pages keep their availability

    const below = await bulkChangeProductStock(deps, input({ mode: 'add', quantity: -3 }), ADMIN_ID);
    if ('errors' in below) throw new Error('errors');
    expect(below.items[0]!.outcome).toBe('refused');
    expect(below.items[0]!.message).toMatch(/má v sklade .+ len 2 ks, sklad nemôže klesnúť pod nulu\.$/);
    expect(await stockOf(a)).toEqual([2, 2]);

    const audit = await queryRows<{ changes: Record<string, { from: number; to: number }> }>(
      t.services.db,
      sql`SELECT changes FROM audit_log WHERE entity = 'products' AND entity_id = ${String(a)} ORDER BY id DESC LIMIT 1`,
    );
    const codes = (await detail(a)).variants.map((v) => v.code);
    expect(audit[0]!.changes).toEqual({
      [`${codes[0]}.stock.${warehouseId}`]: { from: 5, to: 2 },
      [`${codes[1]}.stock.${warehouseId}`]: { from: 5, to: 2 },
    });

    const empty = await bulkChangeProductStock(deps, input({ mode: 'add', quantity: -2 }), ADMIN_ID);
    if ('errors' in empty) throw new Error('errors');
    expect(purges).toEqual([[a], [a]]); // in stock → not orderable

    const unknown = await bulkChangeProductStock(deps, input({ storeId: 2_000_000_000 }), ADMIN_ID);
    expect(unknown).toEqual({ errors: { storeId: ['Vyberte sklad alebo predajňu.'] } });
  });

  it('never goes below zero under parallel changes: of four −3 on 8 pieces two pass, two are refused', async () => {
    const id = await product({ priceGross: 700 });
    const { deps } = recordingDeps();
    const base = { ids: [id], storeId: warehouseId, preview: false };
    await bulkChangeProductStock(deps, { ...base, mode: 'set', quantity: 8 }, ADMIN_ID);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => bulkChangeProductStock(deps, { ...base, mode: 'add', quantity: -3 }, ADMIN_ID)),
    );
    const outcomes = results.map((r) => ('errors' in r ? 'errors' : r.items[0]!.outcome)).sort();
    expect(outcomes).toEqual(['changed', 'changed', 'refused', 'refused']);
    expect(await stockOf(id)).toEqual([2]);
    // the database itself refuses a negative stock
    const [variant] = (await detail(id)).variants;
    await expect(
      queryRows(t.services.db, sql`UPDATE stock SET quantity = -1 WHERE variant_id = ${variant!.id} AND store_id = ${warehouseId}`),
    ).rejects.toThrow();
  });

  it('answers 422 in Slovak for bad stock input on the page and on the API', async () => {
    const id = await product({ priceGross: 700 });
    const res = await post([
      ['intent', 'stock-preview'],
      ['id', String(id)],
      ['stockStore', String(warehouseId)],
      ['stockMode', 'set'],
      ['stockQuantity', '-4'],
    ]);
    expect(res.init?.status).toBe(422);
    expect(res.data).toEqual({ ok: false, message: 'Počet kusov musí byť od 0 do 1 000 000.' });
    const half = await post([
      ['intent', 'stock'],
      ['id', String(id)],
      ['stockStore', String(warehouseId)],
      ['stockMode', 'add'],
      ['stockQuantity', '1,5'],
    ]);
    expect(half.data).toEqual({ ok: false, message: 'Zadajte celý počet kusov, napríklad 10 alebo −3.' });
    const ok = await post([
      ['intent', 'stock'],
      ['id', String(id)],
      ['stockStore', String(warehouseId)],
      ['stockMode', 'add'],
      ['stockQuantity', '+4'],
    ]);
    expect(ok.data.ok).toBe(true);
    expect(await stockOf(id)).toEqual([4]);
    const apiBad = await api('POST', '/api/admin/products/bulk-stock', { ids: [id], storeId: 2_000_000_000, mode: 'add', quantity: 1 });
    expect(apiBad.status).toBe(422);
    expect(apiBad.body.errors.storeId).toEqual(['Vyberte sklad alebo predajňu.']);
    const apiOk = await api('POST', '/api/admin/products/bulk-stock', { ids: [id], storeId: warehouseId, mode: 'add', quantity: -4 });
    expect(apiOk.status).toBe(200);
    expect(await stockOf(id)).toEqual([0]);
  });
});

describe('the gift threshold in the main currency (decision 0080)', () => {
  it('is typed and read in €, stored as gross CZK, kept when unchanged, refused off the currency step', async () => {
    const main = await loadMainCurrency(t.services.db);
    const id = await product({ priceGross: 100 });
    const body = {
      name: `Darček ${Date.now()}`,
      code: `GIFT-${Date.now()}`,
      defaultCategoryId: categoryId,
      taxRateId: 1,
      priceGross: 100,
      isVisible: true,
      isGift: true,
      giftThresholdAmount: 2500,
    };
    expect((await api('PUT', `/api/admin/products/${id}`, body)).status).toBe(200);
    const saved = await detail(id);
    expect(saved.giftThresholdAmount).toBe(2500);
    expect(saved.giftThresholdGross).toBe(czkFromCurrencyMinor(2500, main));

    // a stored CZK value that reads 25 € is kept when the form is saved unchanged
    await queryRows(t.services.db, sql`UPDATE products SET gift_threshold_gross = ${saved.giftThresholdGross! + 1} WHERE id = ${id}`);
    expect((await detail(id)).giftThresholdAmount).toBe(2500);
    expect((await api('PUT', `/api/admin/products/${id}`, body)).status).toBe(200);
    expect((await detail(id)).giftThresholdGross).toBe(saved.giftThresholdGross! + 1);

    const offStep = await api('PUT', `/api/admin/products/${id}`, { ...body, giftThresholdAmount: 2550 });
    expect(offStep.status).toBe(422);
    expect(offStep.body.errors.giftThresholdAmount).toEqual([
      'Hodnota musí byť násobkom zaokrúhlenia meny (v nastaveniach), inak by ju zákazník videl zaokrúhlenú.',
    ]);
    const missing = productInputSchema.safeParse({ ...body, giftThresholdAmount: null });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]!.path).toEqual(['giftThresholdAmount']);

    // the form's field is in € (the one money parser)
    const fromForm = productFormToInput({ giftThresholdAmount: '40,00', isGift: 'on' }, { categoryIds: [] }) as Record<string, unknown>;
    expect(fromForm.giftThresholdAmount).toBe(4000);
  });
});
