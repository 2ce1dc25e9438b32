/** mergeGuestCartIntoCustomerCart (src/domain/cart/merge.ts): what the login call does with the guest cart. */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { mergeGuestCartIntoCustomerCart } from '../../src/domain/cart/merge';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, loadCartFixtures, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';

// One clone with the cart fixtures for both tests: merging moves cart lines only (no stock is taken), and each test
// merges into another customer's cart (user 1, user 5).
let shared: TestDatabase | undefined;
let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  if (!shared) {
    shared = await createTestDatabase();
    fx = await loadCartFixtures(shared.services.db);
  }
  t = await createTestDatabase({ shareDatabaseOf: shared });
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

describe('mergeGuestCartIntoCustomerCart', () => {
  it('moves lines (summed, capped by stock, children kept), carries valid vouchers and deletes the guest cart', async () => {
    const db = t.services.db;
    // the merchant let these two codes stack (decision 0050); a code that may not stack is dropped: see below
    await queryRows(db, sql`UPDATE vouchers SET is_combinable = TRUE WHERE code IN ('VITAJ10', 'ZLAVA5')`);
    // the customer (user 1) has 4 balloons and VITAJ10
    const customerCart = (await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 4 }, { token: TOKENS.customer }))
      .body.data.cart_id;
    await call(
      t,
      'POST',
      `/api/voucher/cart/add/${customerCart}`,
      { voucherCode: 'VITAJ10', serviceType: 'eshop' },
      { token: TOKENS.customer },
    );

    // the guest has 5 balloons with 5 inflations, 2 candles, ZLAVA5, EXPIROVANY (expired meanwhile) and NAOSOBU
    const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId;
    const guestPut = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 5 }, { tempId });
    const guestCart = guestPut.body.data.cart_id;
    await call(
      t,
      'PUT',
      `/api/cart/${guestCart}`,
      { variantId: fx.helium.variant, quantity: 5, parentId: guestPut.body.data.item_id },
      { tempId },
    );
    await call(t, 'PUT', `/api/cart/${guestCart}`, { variantId: fx.other.variant, quantity: 2, note: 'Na tortu' }, { tempId });
    for (const code of ['ZLAVA5', 'EXPIROVANY', 'VITAJ10']) {
      const res = await call(t, 'POST', `/api/voucher/cart/add/${guestCart}`, { voucherCode: code, serviceType: 'eshop' }, { tempId });
      if (code === 'EXPIROVANY') expect(res.status).toBe(422);
    }
    await queryRows(db, sql`INSERT INTO cart_vouchers (cart_id, voucher_id) VALUES (${guestCart}, 10)`); // expired after it was added

    const result = await mergeGuestCartIntoCustomerCart(db, { userId: 1, tempId });
    expect(result).toMatchObject({
      cartId: customerCart,
      merged: true,
      carriedVoucherIds: [2],
      droppedVouchers: [{ voucherId: 10, code: 'EXPIROVANY', reason: 'active_to' }],
    });

    const [cart] = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer })).body.data;
    expect(cart.id).toBe(customerCart);
    const balloon = cart.items.find((i: any) => i.product.id === fx.balloon.product);
    // 4 + 5 = 9, stock 7
    expect(balloon.quantity).toBe(7);
    expect(balloon.children).toEqual([
      expect.objectContaining({ quantity: 5, product: expect.objectContaining({ id: fx.helium.product }) }),
    ]);
    expect(cart.items.find((i: any) => i.product.id === fx.other.product)).toMatchObject({ quantity: 2, note: 'Na tortu' });
    expect(cart.vouchers.map((v: any) => v.code)).toEqual(['VITAJ10', 'ZLAVA5']);

    const [left] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM carts WHERE id = ${guestCart}`);
    expect(left!.n).toBe(0);
    // the old tempId now reads as an unsaved cart
    expect((await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data.id).toBe(0);
  });

  it('creates the customer cart when there is none; a missing guest cart merges nothing', async () => {
    const db = t.services.db;
    expect(await mergeGuestCartIntoCustomerCart(db, { userId: 5, tempId: null })).toEqual({
      cartId: null,
      merged: false,
      mergedLineIds: [],
      carriedVoucherIds: [],
      droppedVouchers: [],
    });
    const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId;
    await call(t, 'PUT', '/api/cart/0', { variantId: fx.sale.variant, quantity: 3 }, { tempId });
    const result = await mergeGuestCartIntoCustomerCart(db, { userId: 5, tempId });
    expect(result.merged).toBe(true);
    const carts = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.company })).body.data;
    expect(carts).toHaveLength(1);
    expect(carts[0].id).toBe(result.cartId);
    // the customer's group discount applies now: 15 000 / 2 520 × 1.23 × 0.9 = 6.5893 → 659 cents
    expect(carts[0].items[0]).toMatchObject({ quantity: 3, unit_price: 659, total: 1977 });
  });
});
