/**
 * PUT /api/cart/{id} answers and stored lines where the cart after the write is computed from what the write read
 * (cart-items.ts): the add-response of changed, moved and removed lines, gifts dropped, the group discount,
 * concurrent writes to one cart, and setCartItem by a plain cart id (the storefront's form actions).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { resolveWritableCart, CURRENT_CART_ID } from '../../src/domain/cart/cart-access';
import { setCartItem } from '../../src/domain/cart/cart-items';
import { BASE_CURRENCY } from '../../src/domain/catalog/listing';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, loadCartFixtures, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadCartFixtures(t.services.db);
});
afterAll(async () => {
  await t?.cleanup();
});

async function guestCart(lines: Array<{ variantId: number; quantity: number; parentId?: number }>) {
  const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
  let cartId = 0;
  const itemIds: number[] = [];
  for (const line of lines) {
    const put = await call(t, 'PUT', `/api/cart/${cartId}`, line, { tempId });
    expect(put.status).toBe(200);
    cartId = put.body.data.cart_id;
    itemIds.push(put.body.data.item_id);
  }
  return { tempId, cartId, itemIds };
}

async function storedLines(cartId: number) {
  return queryRows<{ id: number; parent_id: number | null; variant_id: number; quantity: number; note: string | null; is_gift: boolean }>(
    t.services.db,
    sql`SELECT id, parent_id, variant_id, quantity, note, is_gift FROM cart_items WHERE cart_id = ${cartId} ORDER BY id`,
  );
}

describe('add-response', () => {
  it('prices a removed line, a line moved to another variant and a note change like a stored line', async () => {
    const { tempId, cartId, itemIds } = await guestCart([
      { variantId: fx.balloon.variant, quantity: 2 },
      { variantId: fx.other.variant, quantity: 1 },
    ]);
    // removed: the unit price of the variant, no line
    const removed = await call(t, 'PUT', `/api/cart/${cartId}`, { id: itemIds[1], variantId: fx.other.variant, quantity: 0 }, { tempId });
    expect(removed.body.data).toMatchObject({
      item_id: null,
      quantity: 0,
      original_quantity: 0,
      product: { id: fx.other.product, price: 244 },
    });
    // the balloon line becomes the sale balloon (its line id stays): the sale price in the answer and in the view
    const moved = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { id: itemIds[0], variantId: fx.sale.variant, quantity: 3, note: 'Na oslavu' },
      { tempId },
    );
    expect(moved.body.data).toMatchObject({
      item_id: itemIds[0],
      quantity: 3,
      original_quantity: 3,
      product: { id: fx.sale.product, price: 732 },
    });
    const note = await call(t, 'PUT', `/api/cart/${cartId}`, { id: itemIds[0], variantId: fx.sale.variant, quantity: 3 }, { tempId });
    expect(note.body.data).toMatchObject({ item_id: itemIds[0], quantity: 3, product: { price: 732 } });
    expect(await storedLines(cartId)).toEqual([
      { id: itemIds[0], parent_id: null, variant_id: fx.sale.variant, quantity: 3, note: 'Na oslavu', is_gift: false },
    ]);
    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({ id: itemIds[0], quantity: 3, note: 'Na oslavu', unit_price: 732, total: 2196 });
    // nothing to remove: the variant's price, nothing stored
    const none = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.balloon.variant, quantity: 0 }, { tempId });
    expect(none.body.data).toMatchObject({ item_id: null, quantity: 0, product: { price: 488 } });
    expect(await storedLines(cartId)).toHaveLength(1);
  });

  it('applies the customer-group discount to the answer of a new, a changed and a removed line (firma −10 %)', async () => {
    await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.company });
    const added = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { token: TOKENS.company });
    // 10 000 net × 1.23 × 0.9 / 25.2 = 4.3929 € → 439
    expect(added.body.data).toMatchObject({ quantity: 1, product: { price: 439 } });
    const cartId = added.body.data.cart_id;
    const more = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.balloon.variant, quantity: 1 }, { token: TOKENS.company });
    expect(more.body.data).toMatchObject({ item_id: added.body.data.item_id, quantity: 2, product: { price: 439 } });
    const removed = await call(
      t,
      'PUT',
      `/api/cart/${cartId}`,
      { id: added.body.data.item_id, variantId: fx.balloon.variant, quantity: 0 },
      { token: TOKENS.company },
    );
    expect(removed.body.data).toMatchObject({ item_id: null, quantity: 0, product: { price: 439 } });
  });

  it('drops the gift when a removal takes the cart below its threshold, and a gift replaces the gift line', async () => {
    // 123 + 4 × 184,50 = 861 Kč ≥ 500 Kč
    const { tempId, cartId, itemIds } = await guestCart([
      { variantId: fx.balloon.variant, quantity: 1 },
      { variantId: fx.sale.variant, quantity: 4 },
    ]);
    const gift = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 1 }, { tempId });
    expect(gift.body.data).toMatchObject({ quantity: 1, product: { price: 0 } });
    const again = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 1 }, { tempId });
    expect(again.body.data).toMatchObject({ item_id: gift.body.data.item_id, quantity: 1 });
    expect((await storedLines(cartId)).filter((l) => l.is_gift)).toHaveLength(1);
    // the sale line goes: 123 Kč left, the gift goes with it; the answer is of the removed line
    const removed = await call(t, 'PUT', `/api/cart/${cartId}`, { id: itemIds[1], variantId: fx.sale.variant, quantity: 0 }, { tempId });
    expect(removed.body.data).toMatchObject({ item_id: null, quantity: 0, product: { price: 732 } });
    expect(await storedLines(cartId)).toEqual([expect.objectContaining({ id: itemIds[0], quantity: 1, is_gift: false })]);
  });

  it('removes the children of a removed parent from the cart the gift check sees', async () => {
    // balloon 3 × 123 + helium 400 × 12,30 = 5 289 Kč; the gift (500 Kč) is reached
    const { tempId, cartId, itemIds } = await guestCart([{ variantId: fx.balloon.variant, quantity: 3 }]);
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.helium.variant, quantity: 400, parentId: itemIds[0] }, { tempId });
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.other.variant, quantity: 1 }, { tempId });
    expect((await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 1 }, { tempId })).status).toBe(200);
    // the balloon goes with its helium: 61,50 Kč left, the gift goes too
    await call(t, 'PUT', `/api/cart/${cartId}`, { id: itemIds[0], variantId: fx.balloon.variant, quantity: 0 }, { tempId });
    expect((await storedLines(cartId)).map((l) => l.variant_id)).toEqual([fx.other.variant]);
  });
});

describe('concurrent writes to one cart', () => {
  it('caps the stock over all of them (one writer at a time) and keeps one line per variant', async () => {
    const { tempId, cartId } = await guestCart([{ variantId: fx.other.variant, quantity: 1 }]);
    // balloon: 7 in stock; 12 parallel adds of one
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.balloon.variant, quantity: 1 }, { tempId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const balloon = (await storedLines(cartId)).filter((l) => l.variant_id === fx.balloon.variant);
    expect(balloon).toEqual([expect.objectContaining({ quantity: 7 })]);
    expect(Math.max(...answers.map((a) => a.body.data.quantity))).toBe(7);
  });
});

describe('setCartItem by a plain cart id (the storefront form actions)', () => {
  it('locks the cart itself and adds a line with an add-on child in one transaction', async () => {
    const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
    const owner = { kind: 'guest' as const, tempId };
    const ctx = { currency: BASE_CURRENCY, now: new Date() };
    const { cart, parent, child } = await t.services.db.transaction(async (tx) => {
      const cart = await resolveWritableCart(tx, CURRENT_CART_ID, owner, 'sk');
      const parent = await setCartItem(tx, cart.cartId, { variantId: fx.balloon.variant, quantity: 2 }, ctx);
      const child = await setCartItem(tx, cart.cartId, { variantId: fx.helium.variant, quantity: 2, parentId: parent.itemId! }, ctx);
      return { cart, parent, child };
    });
    expect(parent).toMatchObject({ quantity: 2, product: { price: 12_300 } });
    expect(child).toMatchObject({ quantity: 2, product: { price: 1_230 } });
    expect(await storedLines(cart.cartId)).toEqual([
      expect.objectContaining({ id: parent.itemId, parent_id: null, quantity: 2 }),
      expect.objectContaining({ id: child.itemId, parent_id: parent.itemId, quantity: 2 }),
    ]);
    await expect(
      t.services.db.transaction((tx) => setCartItem(tx, 2_000_000_000, { variantId: fx.balloon.variant, quantity: 1 }, ctx)),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
