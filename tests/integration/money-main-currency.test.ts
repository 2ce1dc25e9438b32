/**
 * Decision 0080, on both databases: the owner types gross prices in the shop's main currency (EUR) and reads them so
 * everywhere. A product typed at 19,90 € with two variants (one with its own 24,90 €) shows exactly those amounts in
 * the back office, the product page, the listing (price filter and sort), the cart, the placed order and the
 * Heureka feed; a voucher typed 5 € with a 20 € minimum applies as typed; an unchanged price is never rewritten; the
 * demo's existing prices read in the back office as the shop shows them (no data had to move).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadMainCurrency } from '../../src/domain/pricing/main-currency';
import { netCzkForGross, unitGross } from '../../src/domain/pricing/pricing';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { placeOrder } from '../../src/domain/orders/place-order';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call } from '../fixtures/cart-fixtures';
import { checkoutData, EUR, placeDeps, placeInput, storeCart } from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'money-main-currency-admin-token-80';
const WAREHOUSE = 14;

let t: TestDatabase;
let db: Db;
let categoryId: number;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.services.db;
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  const [cat] = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM categories c WHERE c.is_visible AND c.parent_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  categoryId = Number(cat!.id);
});
afterAll(async () => {
  await t?.cleanup();
});

const admin = (method: string, url: string, body?: unknown) => call(t, method, url, body, { token: ADMIN_TOKEN });

interface Created {
  id: number;
  body: Record<string, unknown>;
  plain: number;
  own: number;
}

/** The owner's product: 19,90 € gross at 23 %, variant A at the product's price, variant B at its own 24,90 €. */
async function createEuroProduct(): Promise<Created> {
  const code = `EUR80-${Date.now() % 1_000_000}`;
  const body = {
    name: `Balón Eurový ${code}`,
    code,
    defaultCategoryId: categoryId,
    taxRateId: 1,
    priceGross: 1990,
    isVisible: true,
  };
  const created = await admin('POST', '/api/admin/products', body);
  expect(created.status).toBe(201);
  const id = Number(created.body.data.id);
  const [plain] = await queryRows<{ id: number }>(db, sql`SELECT id FROM product_variants WHERE product_id = ${id}`);
  const a = await admin('PUT', `/api/admin/products/${id}/variants/${plain!.id}`, {
    name: 'Červený',
    code,
    priceGross: null,
    stock: [{ storeId: WAREHOUSE, quantity: 20 }],
  });
  expect(a.status).toBe(200);
  const b = await admin('POST', `/api/admin/products/${id}/variants`, {
    name: 'Modrý',
    code: `${code}-B`,
    priceGross: 2490,
    stock: [{ storeId: WAREHOUSE, quantity: 20 }],
  });
  expect(b.status).toBe(201);
  // a new product is saved hidden (decision 0071): publish it
  expect((await admin('PUT', `/api/admin/products/${id}`, body)).status).toBe(200);
  return { id, body, plain: Number(plain!.id), own: Number(b.body.data.id) };
}

describe('a price typed gross in € is the price shown, to the cent', () => {
  let p: Created;
  beforeAll(async () => {
    p = await createEuroProduct();
  });

  it('the main currency is the euro; the back office reads back what was typed and stores the net CZK that shows it', async () => {
    expect((await loadMainCurrency(db)).code).toBe('EUR');
    const { body } = await admin('GET', `/api/admin/products/${p.id}`);
    expect(body.data).toMatchObject({ priceCurrency: 'EUR', priceGross: 1990, priceSaleGross: null, vatRate: 23 });
    expect(body.data.price).toBe(netCzkForGross(1990, 23, EUR));
    const variants = Object.fromEntries(body.data.variants.map((v: { id: number }) => [v.id, v]));
    expect(variants[p.plain]).toMatchObject({ priceGross: null, price: null });
    expect(variants[p.own]).toMatchObject({ priceGross: 2490, price: netCzkForGross(2490, 23, EUR) });
    const list = await admin('GET', `/api/admin/products?q=${encodeURIComponent(String(p.body.code))}`);
    expect(list.body.data).toEqual([expect.objectContaining({ id: p.id, priceGross: 1990 })]);
  });

  it('the product page and the listing show 19,90 € and 24,90 €; the price filter and sort agree', async () => {
    const detail = await call(t, 'GET', `/api/catalog/product/${p.id}`, undefined, { currencyId: 2 });
    expect(detail.status).toBe(200);
    expect(detail.body.data.display).toMatchObject({ unit: 1990, currencyCode: 'EUR' });
    const shown = Object.fromEntries(
      detail.body.data.variants.map((v: { id: number; display: { unit: number } }) => [v.id, v.display.unit]),
    );
    expect(shown).toEqual({ [p.plain]: 1990, [p.own]: 2490 });

    const inRange = await call(
      t,
      'GET',
      `/api/catalog/products?categoryId=${categoryId}&priceMin=1990&priceMax=1990&perPage=48`,
      undefined,
      {
        currencyId: 2,
      },
    );
    const tile = inRange.body.data.items.find((i: { id: number }) => i.id === p.id);
    expect(tile?.display.unit).toBe(1990);
    const above = await call(t, 'GET', `/api/catalog/products?categoryId=${categoryId}&priceMin=1991&perPage=48`, undefined, {
      currencyId: 2,
    });
    expect(above.body.data.items.some((i: { id: number }) => i.id === p.id)).toBe(false);
    const sorted = await call(t, 'GET', `/api/catalog/products?categoryId=${categoryId}&sort=cheapest&perPage=48`, undefined, {
      currencyId: 2,
    });
    const units = sorted.body.data.items.map((i: { display: { unit: number } }) => i.display.unit);
    expect(sorted.body.data.items.some((i: { id: number }) => i.id === p.id)).toBe(true);
    expect(units).toEqual([...units].sort((a: number, b: number) => a - b));
  });

  it('the cart and the placed order charge exactly 19,90 € and 24,90 € a piece, plus delivery', async () => {
    const read = await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { currencyId: 2 });
    const tempId = read.body.data.tempId;
    await call(t, 'PUT', '/api/cart/0', { variantId: p.plain, quantity: 2 }, { tempId, currencyId: 2 });
    await call(t, 'PUT', '/api/cart/0', { variantId: p.own, quantity: 1 }, { tempId, currencyId: 2 });
    const cart = await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`, undefined, { tempId, currencyId: 2 });
    expect(cart.body.data.items.map((i: { unit_price: number; total: number }) => [i.unit_price, i.total]).sort()).toEqual([
      [1990, 3980],
      [2490, 2490],
    ]);
    expect(cart.body.data.totals).toMatchObject({ items: 6470, total: 6470 });

    const stored = await storeCart(db, [
      { variant: { product: p.id, variant: p.plain }, quantity: 2 },
      { variant: { product: p.id, variant: p.own }, quantity: 1 },
    ]);
    const placed = await placeOrder(placeDeps(t), placeInput(stored, { checkout: checkoutData({ email: 'eur80@example.sk' }) }));
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    expect(summary.currency.code).toBe('EUR');
    expect(summary.items.map((i: { unitPrice: number }) => i.unitPrice).sort()).toEqual([1990, 2490]);
    expect(summary.totals.items).toBe(6470);
    expect(summary.totals.total).toBe(6470 + summary.totals.delivery + summary.totals.payment - summary.totals.discount);
  });

  it('the Heureka feed offers the variants at 19.90 and 24.90', async () => {
    const res = await t.app.request('/feeds/heureka.xml');
    const xml = await res.text();
    const item = (code: string) => new RegExp(`<ITEM_ID>${code}</ITEM_ID>[\\s\\S]*?<PRICE_VAT>([^<]+)</PRICE_VAT>`).exec(xml)?.[1];
    expect(item(String(p.body.code))).toBe('19.90');
    expect(item(`${String(p.body.code)}-B`)).toBe('24.90');
  });

  it('saving the same gross price again leaves the stored net and the price history alone; a new price is recorded', async () => {
    // a net that also shows 19,90 € but is not the one the pricing module would pick (e.g. typed earlier in Kč)
    const other = netCzkForGross(1990, 23, EUR)! - 2;
    expect(unitGross(other, 23, EUR)).toBe(1990);
    await queryRows(db, sql`UPDATE products SET price = ${other} WHERE id = ${p.id}`);
    const same = await admin('PUT', `/api/admin/products/${p.id}`, p.body);
    expect(same.status).toBe(200);
    const [row] = await queryRows<{ price: number }>(db, sql`SELECT price FROM products WHERE id = ${p.id}`);
    expect(Number(row!.price)).toBe(other);

    const dearer = await admin('PUT', `/api/admin/products/${p.id}`, {
      ...p.body,
      priceGross: 2190,
      priceSaleGross: 1790,
      isPriceSaleActive: true,
    });
    expect(dearer.status).toBe(200);
    expect(dearer.body.data.priceHistory).toBeGreaterThan(0);
    const detail = await call(t, 'GET', `/api/catalog/product/${p.id}`, undefined, { currencyId: 2 });
    expect(detail.body.data.display).toMatchObject({ unit: 1790, original: 2190, isSale: true });
    const [last] = await queryRows<{ price: number }>(
      db,
      sql`SELECT price FROM price_history WHERE product_id = ${p.id} AND variant_id IS NULL ORDER BY recorded_at DESC, id DESC LIMIT 1`,
    );
    expect(unitGross(Number(last!.price), 23, EUR)).toBe(1790);
    // a sale not below the regular price is refused at the gross field
    const bad = await admin('PUT', `/api/admin/products/${p.id}`, {
      ...p.body,
      priceGross: 1990,
      priceSaleGross: 1990,
      isPriceSaleActive: true,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['priceSaleGross']);
  });
});

describe('vouchers typed in €', () => {
  it('5 € off from 20 €: stored as the CZK that reads 5 € and 20 €, applied as typed', async () => {
    const created = await admin('POST', '/api/admin/vouchers', {
      code: 'EURO5Z20',
      voucherType: 'amount',
      amount: 500,
      minimalAmount: 2000,
    });
    expect(created.status).toBe(201);
    const voucher = await admin('GET', `/api/admin/vouchers/${created.body.data.id}`);
    expect(voucher.body.data.voucher ?? voucher.body.data).toMatchObject({ amount: 500, minimalAmount: 2000 });
    const [row] = await queryRows<{ value: number; minimal_price: number }>(
      db,
      sql`SELECT value, minimal_price FROM vouchers WHERE code = 'EURO5Z20'`,
    );
    expect([Number(row!.value), Number(row!.minimal_price)]).toEqual([12_600, 50_400]);

    const p = await createEuroProduct();
    const read = await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { currencyId: 2 });
    const tempId = read.body.data.tempId;
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: p.plain, quantity: 1 }, { tempId, currencyId: 2 });
    const cartId = put.body.data.cart_id;
    // 19,90 € is below the 20 € minimum: refused with the amount as typed
    const low = await call(
      t,
      'POST',
      `/api/voucher/cart/add/${cartId}`,
      { voucherCode: 'EURO5Z20', serviceType: 'eshop' },
      { tempId, currencyId: 2 },
    );
    expect(JSON.stringify(low.body)).toContain('20,00\u00a0€');
    // one more piece (a PUT adds to the line): 39,80 €
    await call(t, 'PUT', '/api/cart/0', { variantId: p.plain, quantity: 1 }, { tempId, currencyId: 2 });
    const ok = await call(
      t,
      'POST',
      `/api/voucher/cart/add/${cartId}`,
      { voucherCode: 'EURO5Z20', serviceType: 'eshop' },
      { tempId, currencyId: 2 },
    );
    expect(ok.status).toBeLessThan(300);
    const cart = await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`, undefined, { tempId, currencyId: 2 });
    expect(cart.body.data.totals).toMatchObject({ items: 3980, vouchers: 500, total: 3480 });

    // a minimum off the euro's rounding step would be read rounded: refused at the field
    const odd = await admin('POST', '/api/admin/vouchers', { code: 'EUROODD', voucherType: 'amount', amount: 500, minimalAmount: 1990 });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors)).toEqual(['minimalAmount']);
  });
});

describe('existing prices (stored before decision 0080)', () => {
  it('read in the back office exactly as the shop shows them', async () => {
    const list = await admin('GET', '/api/admin/products?zoradit=price&smer=asc&strana=1');
    expect(list.body.data.length).toBeGreaterThan(5);
    const grosses = list.body.data.map((r: { priceGross: number }) => r.priceGross);
    expect(grosses).toEqual([...grosses].sort((a: number, b: number) => a - b));
    for (const row of list.body.data.slice(0, 5) as Array<{ id: number; price: number; priceGross: number; vatRate: number }>) {
      expect(row.priceGross).toBe(unitGross(row.price, row.vatRate, EUR));
      const shop = await call(t, 'GET', `/api/catalog/product/${row.id}`, undefined, { currencyId: 2 });
      if (shop.status === 200 && !shop.body.data.display.isSale) expect(shop.body.data.display.original).toBe(row.priceGross);
    }
  });
});
