/** Cart REST calls (SPEC §7): guest and customer carts, lines, stock cap, add-ons, gifts, totals, ownership. */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, cartCount, guestCookie, loadCartFixtures, TOKENS, type FixtureIds, retireCartFixtures } from '../fixtures/cart-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The tests share one clone of the demo database. Each gets a fresh set of the cart fixtures (the previous test's set
// is retired first: codes and session tokens are unique), so stock, visibility and service flags are as loaded; a
// test that changes shared data (a store) takes its own clone with useOwnClone().
let shared: TestDatabase | undefined;
let sharedFx: FixtureIds | undefined;
let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  shared ??= await createTestDatabase();
  if (sharedFx) await retireCartFixtures(shared.services.db, sharedFx);
  sharedFx = await loadCartFixtures(shared.services.db);
  fx = sharedFx;
  t = await createTestDatabase({ shareDatabaseOf: shared });
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

/** For a test that changes data other tests read (e.g. switches a store off): its own clone with its own fixtures. */
async function useOwnClone() {
  await t.cleanup();
  t = await createTestDatabase();
  fx = await loadCartFixtures(t.services.db);
}

/** A guest's first write: PUT /api/cart/0 with a fresh tempId from the anonymous read. */
async function guestWithCart(lines: Array<{ variantId: number; quantity: number }>) {
  const read = await call(t, 'GET', '/api/cart/anonymous/sk/0');
  const tempId = read.body.data.tempId as string;
  let cartId = 0;
  for (const line of lines) {
    const put = await call(t, 'PUT', `/api/cart/${cartId}`, line, { tempId });
    expect(put.status).toBe(200);
    cartId = put.body.data.cart_id;
  }
  return { tempId, cartId };
}

describe('guest cart', () => {
  it('answers an unsaved empty cart for 0 with a fresh tempId and the guest-cart cookie, storing nothing', async () => {
    const before = await cartCount(t.services.db);
    const { status, body, res } = await call(t, 'GET', '/api/cart/anonymous/sk/0');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 0, items: [], vouchers: [], totals: { items: 0, total: 0 } });
    expect(body.data.tempId).toMatch(UUID);
    const cookie = guestCookie(res)!;
    expect(cookie.value).toBe(body.data.tempId);
    expect(cookie.header).toMatch(/Max-Age=1209600/);
    expect(cookie.header).toMatch(/Path=\//);
    // an unknown tempId: again nothing stored, and a server-made tempId instead of the client's
    const unknown = '0b5c3c1e-8a1f-4a55-9f0e-2d7c4f1f0a11';
    const second = await call(t, 'GET', `/api/cart/anonymous/sk/${unknown}`);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(0);
    expect(second.body.data.tempId).toMatch(UUID);
    expect(second.body.data.tempId).not.toBe(unknown);
    // a malformed tempId behaves like an unknown one
    expect((await call(t, 'GET', '/api/cart/anonymous/sk/not-a-uuid')).body.data.id).toBe(0);
    expect(await cartCount(t.services.db)).toBe(before);
  });

  it('stores the cart at the first write to cart 0 and reads it back by path tempId and by cookie', async () => {
    const read = await call(t, 'GET', '/api/cart/anonymous/sk/0');
    const tempId = read.body.data.tempId;
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 2, note: 'Všetko najlepšie' }, { tempId });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      tempId,
      product: { id: fx.balloon.product, name: 'Testovací balón', default_category: { name: 'Testovacie balóny' }, price: 488 },
      variant: { id: fx.balloon.variant },
      quantity: 2,
      original_quantity: 2,
    });
    const cartId = put.body.data.cart_id;
    expect(cartId).toBeGreaterThan(0);

    const byPath = await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`);
    expect(byPath.body.data).toMatchObject({ id: cartId, tempId });
    expect(byPath.body.data.items).toHaveLength(1);
    expect(byPath.body.data.items[0]).toMatchObject({
      parent_id: null,
      children: [],
      quantity: 2,
      note: 'Všetko najlepšie',
      is_gift: false,
      unit_price: 488,
      total: 976,
      product: {
        id: fx.balloon.product,
        slug: 'test-balloon',
        name: 'Testovací balón',
        price: 488,
        price_sale: null,
        is_price_sale_active: false,
        default_category: { slug: 'testovacie-balony', name: 'Testovacie balóny' },
        tax_rate: { rate: 23 },
      },
      variant: { id: fx.balloon.variant, name: 'Štandard', price: 488, price_sale: null, is_price_sale_active: false },
    });
    const byCookie = await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { tempId });
    expect(byCookie.body.data.id).toBe(cartId);
    expect(guestCookie(byCookie.res)!.value).toBe(tempId);

    // adding the same variant again adds to the line; a changed line (id) gets the quantity
    const again = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.balloon.variant, quantity: 1 }, { tempId });
    expect(again.body.data).toMatchObject({ item_id: byPath.body.data.items[0].id, quantity: 3, original_quantity: 3 });
    const set = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { id: again.body.data.item_id, variantId: fx.balloon.variant, quantity: 1 },
      { tempId },
    );
    expect(set.body.data).toMatchObject({ quantity: 1, original_quantity: 1 });
    // quantity 0 removes
    const removed = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { id: again.body.data.item_id, variantId: fx.balloon.variant, quantity: 0 },
      { tempId },
    );
    expect(removed.body.data).toMatchObject({ item_id: null, quantity: 0, original_quantity: 0 });
    expect((await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data.items).toEqual([]);
  });

  it('caps the quantity by the stock of active stores and reports what was asked', async () => {
    await useOwnClone(); // switches store 1 off
    const { tempId, cartId } = await guestWithCart([]);
    const put = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.balloon.variant, quantity: 10 }, { tempId });
    expect(put.body.data).toMatchObject({ quantity: 7, original_quantity: 10 });
    const more = await call(t, 'PUT', `/api/cart/${put.body.data.cart_id}`, { variantId: fx.balloon.variant, quantity: 2 }, { tempId });
    expect(more.body.data).toMatchObject({ quantity: 7, original_quantity: 9 });
    // a store switched off no longer counts (5 in the warehouse remain)
    await queryRows(t.services.db, sql`UPDATE stores SET is_active = FALSE WHERE id = 1`);
    const set = await call(
      t,
      'PUT',
      `/api/cart/${put.body.data.cart_id}`,
      { id: put.body.data.item_id, variantId: fx.balloon.variant, quantity: 7 },
      { tempId },
    );
    expect(set.body.data).toMatchObject({ quantity: 5, original_quantity: 7 });
    // sold out: nothing is added
    const soldout = await call(t, 'PUT', `/api/cart/${put.body.data.cart_id}`, { variantId: fx.soldout.variant, quantity: 1 }, { tempId });
    expect(soldout.body.data).toMatchObject({ item_id: null, quantity: 0, original_quantity: 1 });
    // a service (products.is_service) keeps no stock and is never capped
    await queryRows(t.services.db, sql`UPDATE products SET is_service = TRUE WHERE id = ${fx.soldout.product}`);
    const service = await call(t, 'PUT', `/api/cart/${put.body.data.cart_id}`, { variantId: fx.soldout.variant, quantity: 40 }, { tempId });
    expect(service.body.data).toMatchObject({ quantity: 40, original_quantity: 40 });
  });

  it('attaches add-on services as children (not capped), refuses unrelated children, removes children with the parent', async () => {
    const { tempId, cartId } = await guestWithCart([{ variantId: fx.balloon.variant, quantity: 3 }]);
    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    const parentId = view.items[0].id;
    const child = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.helium.variant, quantity: 500, parentId }, { tempId });
    expect(child.status).toBe(200);
    expect(child.body.data).toMatchObject({ quantity: 500, original_quantity: 500 });

    const notAddon = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.other.variant, quantity: 1, parentId }, { tempId });
    expect(notAddon.status).toBe(422);
    expect(notAddon.body.errors.parentId).toEqual(['Túto službu nie je možné pridať k vybranému produktu.']);
    const unknownParent = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { variantId: fx.helium.variant, quantity: 1, parentId: 2_000_000 },
      { tempId },
    );
    expect(unknownParent.status).toBe(422);
    expect(unknownParent.body.errors.parentId).toHaveLength(1);
    // a child of a child is refused
    const grandchild = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { variantId: fx.helium.variant, quantity: 1, parentId: child.body.data.item_id },
      { tempId },
    );
    expect(grandchild.status).toBe(422);

    const nested = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(nested.items).toHaveLength(1);
    expect(nested.items[0].children).toHaveLength(1);
    expect(nested.items[0].children[0]).toMatchObject({ parent_id: parentId, quantity: 500, unit_price: 49, total: 24_500 });

    const removed = await call(t, 'PUT', `/api/cart/${cartId}`, { id: parentId, variantId: fx.balloon.variant, quantity: 0 }, { tempId });
    expect(removed.status).toBe(200);
    const [left] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cartId}`);
    expect(left!.n).toBe(0);
  });

  it('computes totals to the cent in EUR and CZK', async () => {
    const { tempId, cartId } = await guestWithCart([
      { variantId: fx.balloon.variant, quantity: 3 },
      { variantId: fx.sale.variant, quantity: 2 },
    ]);
    const parentId = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data.items[0].id;
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.helium.variant, quantity: 3, parentId }, { tempId });

    // EUR (default): 488 × 3 + 732 × 2 + 49 × 3 = 1464 + 1464 + 147 = 3075
    const eur = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(eur.currency).toMatchObject({ id: 2, code: 'EUR' });
    const sale = eur.items.find((i: any) => i.product.id === fx.sale.product);
    expect(sale.product).toMatchObject({ price: 976, price_sale: 732, is_price_sale_active: true });
    expect(sale).toMatchObject({ unit_price: 732, total: 1464 });
    // free delivery: the euro shop's own round threshold, 60 € (decision 0060) — not 1 500 Kč converted (59,52 €)
    expect(eur.totals).toEqual({
      items: 3075,
      group_discount: 0,
      subtotal: 3075,
      vouchers: 0,
      total: 3075,
      free_delivery: { threshold: 6000, missing: 2925, reached: false },
    });

    // CZK (cookie currencyId=1): 12 300 × 3 + 18 450 × 2 + 1 230 × 3 = 36 900 + 36 900 + 3 690 = 77 490
    const czk = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`, undefined, { currencyId: 1 })).body.data;
    expect(czk.currency).toMatchObject({ id: 1, code: 'CZK' });
    expect(czk.totals).toEqual({
      items: 77_490,
      group_discount: 0,
      subtotal: 77_490,
      vouchers: 0,
      total: 77_490,
      free_delivery: { threshold: 150_000, missing: 72_510, reached: false },
    });

    // VITAJ10 (10 %) and ZLAVA5 (12 600 haléře = 5,00 €), both marked combinable by the merchant (decision 0050):
    // percent first, then the amount
    await queryRows(t.services.db, sql`UPDATE vouchers SET is_combinable = TRUE WHERE code IN ('VITAJ10', 'ZLAVA5')`);
    expect(
      (await call(t, 'POST', `/api/voucher/cart/add/${cartId}`, { voucherCode: 'zlava5', serviceType: 'eshop' }, { tempId })).status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', `/api/voucher/cart/add/${cartId}`, { voucherCode: 'VITAJ10', serviceType: 'eshop' }, { tempId })).status,
    ).toBe(200);
    const eurV = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    // 10 % of 3075 = 307.5 → 308; 3075 − 308 = 2767; − 500 = 2267
    expect(eurV.vouchers.map((v: any) => [v.code, v.discount, v.voucher_type, v.error])).toEqual([
      ['ZLAVA5', 500, 'amount', null],
      ['VITAJ10', 308, 'percent', null],
    ]);
    expect(eurV.totals).toMatchObject({ subtotal: 3075, vouchers: 808, total: 2267, free_delivery: { threshold: 6000, missing: 3733 } });
    const czkV = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`, undefined, { currencyId: 1 })).body.data;
    // 10 % of 77 490 = 7 749; 77 490 − 7 749 − 12 600 = 57 141
    expect(czkV.vouchers.map((v: any) => v.discount)).toEqual([12_600, 7_749]);
    expect(czkV.totals).toMatchObject({ subtotal: 77_490, vouchers: 20_349, total: 57_141 });
  });

  it('lists gifts once the threshold is reached, adds one gift line for free and drops it below the threshold', async () => {
    const { tempId, cartId } = await guestWithCart([{ variantId: fx.balloon.variant, quantity: 1 }]);
    // 123 Kč: below the 500 Kč threshold, which reads 20 € in the euro shop (19,84 € rounded to whole euros, decision 0060)
    const early = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 1 }, { tempId });
    expect(early.status).toBe(422);
    expect(early.body.errors.variantId).toEqual(['Darček si môžete vybrať pri nákupe nad 20,00\u00a0€.']);
    expect((await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data.gifts).toEqual([]);

    // 123 + 4 × 184,50 = 861 Kč: the test gift (500 Kč) is reached, the demo gifts (from 1 000 Kč) are not
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.sale.variant, quantity: 4 }, { tempId });
    const withGifts = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(withGifts.gifts).toEqual([
      expect.objectContaining({ product_id: fx.gift.product, variant_id: fx.gift.variant, threshold: 2000, selected: false }),
    ]);
    const gift = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 3 }, { tempId });
    expect(gift.status).toBe(200);
    expect(gift.body.data).toMatchObject({ quantity: 1, product: { price: 0 } });
    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    const giftLine = view.items.find((i: any) => i.is_gift);
    expect(giftLine).toMatchObject({ quantity: 1, unit_price: 0, total: 0, product: { id: fx.gift.product } });
    expect(view.gifts[0].selected).toBe(true);
    expect(view.totals.items).toBe(488 + 4 * 732);

    // down to 123 + 2 × 184,50 = 492 Kč: the gift goes
    const saleLine = view.items.find((i: any) => i.product.id === fx.sale.product);
    await call(t, 'PUT', `/api/cart/${cartId}`, { id: saleLine.id, variantId: fx.sale.variant, quantity: 2 }, { tempId });
    const after = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(after.items.some((i: any) => i.is_gift)).toBe(false);
    expect(after.gifts).toEqual([]);
  });
});

describe('customer carts', () => {
  it('401 without a session; creates a cart for a customer with none; create, list newest first, delete', async () => {
    const anonymous = await call(t, 'GET', '/api/cart/sk');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
    expect((await call(t, 'GET', '/api/cart/sk', undefined, { token: 'no-such-session' })).status).toBe(401);

    const first = await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ tempId: null, items: [] });
    const again = await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer });
    expect(again.body.data.map((c: any) => c.id)).toEqual([first.body.data[0].id]);

    const created = await call(t, 'POST', '/api/cart/create', undefined, { token: TOKENS.customer });
    expect(created.status).toBe(201);
    const list = await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer });
    expect(list.body.data.map((c: any) => c.id)).toEqual([created.body.data.id, first.body.data[0].id]);

    // cart 0 = the active (newest) cart
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 2 }, { token: TOKENS.customer });
    expect(put.body.data.cart_id).toBe(created.body.data.id);

    const deleted = await call(t, 'DELETE', `/api/cart/${created.body.data.id}`, undefined, { token: TOKENS.customer });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: created.body.data.id });
    const reloaded = await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer });
    expect(reloaded.body.data.map((c: any) => c.id)).toEqual([first.body.data[0].id]);
    expect((await call(t, 'DELETE', `/api/cart/${created.body.data.id}`, undefined, { token: TOKENS.customer })).status).toBe(404);
  });

  it('applies the customer-group discount (firma: group 3, −10 %)', async () => {
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 3 }, { token: TOKENS.company });
    // 10 000 / 2 520 × 1.23 × 0.9 = 4.3929 → 439 cents
    expect(put.body.data.product.price).toBe(439);
    const [cart] = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.company })).body.data;
    expect(cart.items[0]).toMatchObject({ unit_price: 439, total: 1317, product: { price: 488 } });
    expect(cart.totals).toMatchObject({ items: 1464, group_discount: 147, subtotal: 1317, total: 1317 });
    const [czk] = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.company, currencyId: 1 })).body.data;
    // 12 300 × 0.9 = 11 070
    expect(czk.totals).toMatchObject({ items: 36_900, group_discount: 3_690, subtotal: 33_210, total: 33_210 });
  });

  it('creates a guest cart with a new guest-cart cookie and deletes it with the cookie', async () => {
    const created = await call(t, 'POST', '/api/cart/create');
    expect(created.status).toBe(201);
    const tempId = created.body.data.tempId;
    expect(guestCookie(created.res)!.value).toBe(tempId);
    expect(created.body.data.id).toBeGreaterThan(0);
    const deleted = await call(t, 'DELETE', `/api/cart/${created.body.data.id}`, undefined, { tempId });
    expect(deleted.status).toBe(200);
    expect(guestCookie(deleted.res)!.header).toMatch(/Max-Age=0/);
  });
});

describe('ownership', () => {
  it("answers 404 for another guest's or customer's cart, for every call", async () => {
    const owner = await guestWithCart([{ variantId: fx.balloon.variant, quantity: 1 }]);
    const stranger = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId;
    // the customer's cart belongs to the influencer (user 2): user 1 must start without carts in 'customer carts'
    const customerCart = (await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.influencer }))
      .body.data.cart_id;

    const attempts: Array<[string, string, unknown, { tempId?: string; token?: string }]> = [
      ['PUT', `/api/cart/${owner.cartId}`, { variantId: fx.other.variant, quantity: 1 }, { tempId: stranger }],
      ['PUT', `/api/cart/${owner.cartId}`, { variantId: fx.other.variant, quantity: 1 }, {}],
      ['PUT', `/api/cart/${owner.cartId}`, { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.customer }],
      ['DELETE', `/api/cart/${owner.cartId}`, undefined, { tempId: stranger }],
      ['POST', `/api/voucher/cart/add/${owner.cartId}`, { voucherCode: 'VITAJ10', serviceType: 'eshop' }, { tempId: stranger }],
      ['POST', `/api/voucher/cart/delete/${owner.cartId}`, { voucherId: 1 }, { tempId: stranger }],
      ['PUT', `/api/cart/${customerCart}`, { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.company }],
      ['PUT', `/api/cart/${customerCart}`, { variantId: fx.other.variant, quantity: 1 }, { tempId: owner.tempId }],
      ['DELETE', `/api/cart/${customerCart}`, undefined, { token: TOKENS.customer }],
      ['POST', `/api/voucher/cart/add/${customerCart}`, { voucherCode: 'VITAJ10', serviceType: 'eshop' }, { token: TOKENS.company }],
      ['PUT', '/api/cart/2000000000', { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.customer }],
      ['DELETE', '/api/cart/99999999999', undefined, { token: TOKENS.customer }],
      ['DELETE', '/api/cart/abc', undefined, { token: TOKENS.customer }],
    ];
    for (const [method, path, body, options] of attempts) {
      const res = await call(t, method, path, body, options);
      expect({ method, path, options, status: res.status, body: res.body }).toMatchObject({
        status: 404,
        body: { message: 'This page could not be found' },
      });
    }
    // nothing changed
    const [lines] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${owner.cartId}`,
    );
    expect(lines!.n).toBe(1);
    const [vouchers] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM cart_vouchers WHERE cart_id IN (${owner.cartId}, ${customerCart})`,
    );
    expect(vouchers!.n).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 422 with the errors object, 404 for unknown paths, never 500', async () => {
    const { tempId, cartId } = await guestWithCart([{ variantId: fx.balloon.variant, quantity: 1 }]);
    const bodies: Array<[unknown, string]> = [
      [{ quantity: 1 }, 'variantId'],
      [{ variantId: fx.balloon.variant, quantity: -1 }, 'quantity'],
      [{ variantId: fx.balloon.variant, quantity: 'abc' }, 'quantity'],
      [{ variantId: fx.balloon.variant, quantity: 1.5 }, 'quantity'],
      [{ variantId: 'x', quantity: 1 }, 'variantId'],
      [{ variantId: fx.balloon.variant, quantity: 1, note: 'x'.repeat(501) }, 'note'],
      [{ variantId: 2_000_000_000, quantity: 1 }, 'variantId'],
      [{ variantId: fx.balloon.variant, quantity: 1, id: 2_000_000_000 }, 'id'],
    ];
    for (const [body, field] of bodies) {
      const res = await call(t, 'PUT', `/api/cart/${cartId}`, body, { tempId });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.message).toBe('Skontrolujte zadané údaje');
      expect(res.body.errors[field]).toEqual([expect.any(String)]);
    }
    // a hidden (non-gift) product is not for sale
    await queryRows(t.services.db, sql`UPDATE products SET is_visible = FALSE WHERE id = ${fx.other.product}`);
    const hidden = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.other.variant, quantity: 1 }, { tempId });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors.variantId).toEqual(['Tento produkt nie je možné pridať do košíka.']);

    expect((await call(t, 'PUT', `/api/cart/${cartId}`, '{"variantId": ', { tempId })).status).toBe(400);
    expect((await call(t, 'PUT', '/api/cart/abc', { variantId: fx.balloon.variant, quantity: 1 }, { tempId })).status).toBe(404);
    expect((await call(t, 'GET', '/api/cart/xx')).status).toBe(404);
    expect((await call(t, 'GET', '/api/cart/anonymous/de/0')).status).toBe(404);
    // a refused first write of a guest stores no cart
    const before = await cartCount(t.services.db);
    const fresh = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId;
    expect((await call(t, 'PUT', '/api/cart/0', { variantId: 2_000_000_000, quantity: 1 }, { tempId: fresh })).status).toBe(422);
    expect(await cartCount(t.services.db)).toBe(before);
  });
});
