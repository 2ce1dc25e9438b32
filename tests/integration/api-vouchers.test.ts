/**
 * Voucher calls (SPEC §7, §8): POST /api/voucher/cart/add|delete/{cartId}; every error code against the demo
 * vouchers of src/seed/demo.ts, the 'order' voucher that cannot be removed, the rate limit, bad input.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, insertOrder, loadCartFixtures, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';

// One clone of the demo database (with the cart fixtures) for the whole file; each test gets its own services and
// app on it. Tests stay independent: every test works in its own guest carts, each voucher that a test changes
// (ZLAVA5, JEDENKRAT, DVAKRAT, LETO2026) or uses up per customer (NAOSOBU) is used by that test only, the customer's
// carts only ever get different vouchers, and rate-limit keys (client addresses) differ between tests.
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

let addressCounter = 0;
/** Each voucher call from its own address unless given, so the rate limit stays out of the way. */
function add(
  cartId: number,
  body: Record<string, unknown>,
  options: { tempId?: string; token?: string; address?: string; currencyId?: number } = {},
) {
  addressCounter += 1;
  return call(
    t,
    'POST',
    `/api/voucher/cart/add/${cartId}`,
    { serviceType: 'eshop', ...body },
    { address: `198.51.100.${addressCounter % 250}`, ...options },
  );
}

/** A guest cart with one test balloon (4,88 €; 123 Kč). */
async function guestCart(quantity = 1) {
  const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
  const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity }, { tempId });
  return { tempId, cartId: put.body.data.cart_id as number };
}

function expectRefused(res: { status: number; body: any }, code: string, message: string, value?: unknown) {
  expect(res.status).toBe(422);
  expect(res.body).toEqual(value === undefined ? { code, message } : { code, message, value });
}

describe('POST /api/voucher/cart/add/{cartId}', () => {
  it('adds a voucher (any letter case) and answers the cart with its discount', async () => {
    const { tempId, cartId } = await guestCart(2);
    const res = await add(cartId, { voucherCode: ' vitaj10 ' }, { tempId });
    expect(res.status).toBe(200);
    // 976 cents, 10 % = 97.6 → 98
    expect(res.body.data.vouchers).toEqual([
      { voucher_id: 1, code: 'VITAJ10', voucher_type: 'percent', value: 10, discount: 98, removable: true, error: null },
    ]);
    expect(res.body.data.totals).toMatchObject({ subtotal: 976, vouchers: 98, total: 878 });
    // a guest's first voucher on cart 0 stores the cart like a first line does
    const fresh = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId;
    const onZero = await add(0, { voucherCode: 'INFLUENCER15' }, { tempId: fresh });
    expect(onZero.status).toBe(200);
    expect(onZero.body.data).toMatchObject({ tempId: fresh, vouchers: [{ code: 'INFLUENCER15', discount: 0 }] });
    expect(onZero.body.data.id).toBeGreaterThan(0);
  });

  it('not_exists and service_type: "voucher does not exist"', async () => {
    const { tempId, cartId } = await guestCart();
    expectRefused(await add(cartId, { voucherCode: 'NEEXISTUJE' }, { tempId }), 'not_exists', 'Zľavový kód neexistuje.');
    expectRefused(
      await add(cartId, { voucherCode: 'VITAJ10', serviceType: 'pozicovna' }, { tempId }),
      'service_type',
      'Zľavový kód neexistuje.',
    );
    await queryRows(t.services.db, sql`UPDATE vouchers SET is_active = FALSE WHERE code = 'ZLAVA5'`);
    expectRefused(await add(cartId, { voucherCode: 'ZLAVA5' }, { tempId }), 'not_exists', 'Zľavový kód neexistuje.');
  });

  it('voucher_is_already_added and user_check: "voucher already in cart"', async () => {
    const { tempId, cartId } = await guestCart();
    expect((await add(cartId, { voucherCode: 'VITAJ10' }, { tempId })).status).toBe(200);
    expectRefused(
      await add(cartId, { voucherCode: 'vitaj10' }, { tempId }),
      'voucher_is_already_added',
      'Tento zľavový kód už je v košíku uplatnený.',
    );

    // a customer with two carts: the code goes into one of them only
    const first = (await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.customer })).body.data
      .cart_id;
    expect((await add(first, { voucherCode: 'VITAJ10' }, { token: TOKENS.customer })).status).toBe(200);
    const second = (await call(t, 'POST', '/api/cart/create', undefined, { token: TOKENS.customer })).body.data.id;
    expectRefused(
      await add(second, { voucherCode: 'VITAJ10' }, { token: TOKENS.customer }),
      'user_check',
      'Tento zľavový kód už máte uplatnený v inom košíku.',
    );
  });

  it('quantity, active_from, active_to: "voucher not available"', async () => {
    const { tempId, cartId } = await guestCart();
    // JEDENKRAT: 1 use in total, already used
    await queryRows(t.services.db, sql`UPDATE vouchers SET used_count = 1 WHERE code = 'JEDENKRAT'`);
    expectRefused(
      await add(cartId, { voucherCode: 'JEDENKRAT' }, { tempId }),
      'quantity',
      'Zľavový kód nie je k dispozícii, jeho použitia sa už vyčerpali.',
    );
    // DVAKRAT: 2 uses, one left → fine (in a cart of its own: one discount code per cart, decision 0050)
    await queryRows(t.services.db, sql`UPDATE vouchers SET used_count = 1 WHERE code = 'DVAKRAT'`);
    const dva = await guestCart();
    expect((await add(dva.cartId, { voucherCode: 'DVAKRAT' }, { tempId: dva.tempId })).status).toBe(200);
    // EXPIROVANY ended yesterday
    expectRefused(
      await add(cartId, { voucherCode: 'EXPIROVANY' }, { tempId }),
      'active_to',
      'Zľavový kód už nie je k dispozícii, jeho platnosť skončila.',
    );
    // LETO2026 is valid now; moved to start next week it is not yet
    expect((await add(cartId, { voucherCode: 'LETO2026' }, { tempId })).status).toBe(200);
    await queryRows(t.services.db, sql`UPDATE vouchers SET active_from = now() + interval '7 days' WHERE code = 'LETO2026'`);
    const other = await guestCart();
    expectRefused(
      await add(other.cartId, { voucherCode: 'LETO2026' }, { tempId: other.tempId }),
      'active_from',
      'Zľavový kód zatiaľ nie je k dispozícii.',
    );
    // the cart that already holds it shows why it no longer applies
    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(view.vouchers.find((v: any) => v.code === 'LETO2026')).toMatchObject({
      discount: 0,
      error: { code: 'active_from', message: 'Zľavový kód zatiaľ nie je k dispozícii.' },
    });
  });

  it('minimal_price with the minimal cart value formatted in the request currency', async () => {
    const { tempId, cartId } = await guestCart();
    // MINIMUM: minimal cart value 126 000 haléře = 1 260 Kč = 50,00 €
    expectRefused(
      await add(cartId, { voucherCode: 'MINIMUM' }, { tempId }),
      'minimal_price',
      'Zľavový kód je možné uplatniť pri minimálnej hodnote košíka 50,00\u00a0€.',
      '50,00\u00a0€',
    );
    expectRefused(
      await add(cartId, { voucherCode: 'MINIMUM' }, { tempId, currencyId: 1 }),
      'minimal_price',
      'Zľavový kód je možné uplatniť pri minimálnej hodnote košíka 1\u00a0260,00\u00a0Kč.',
      '1\u00a0260,00\u00a0Kč',
    );
    // 123 + 6 × 184,50 = 1 230 Kč: still below; + one more sale balloon = 1 414,50 Kč: enough
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.sale.variant, quantity: 6 }, { tempId });
    expect((await add(cartId, { voucherCode: 'MINIMUM' }, { tempId })).status).toBe(422);
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.sale.variant, quantity: 1 }, { tempId });
    const ok = await add(cartId, { voucherCode: 'MINIMUM' }, { tempId });
    expect(ok.status).toBe(200);
    // 10 € = 25 200 haléře → 1 000 cents
    expect(ok.body.data.vouchers).toEqual([expect.objectContaining({ code: 'MINIMUM', discount: 1000, error: null })]);
  });

  it('email_required for a guest without an e-mail; a guest e-mail or the account e-mail satisfies it', async () => {
    const { tempId, cartId } = await guestCart();
    expectRefused(
      await add(cartId, { voucherCode: 'EMAILOVY' }, { tempId }),
      'email_required',
      'Pre tento zľavový kód je potrebné zadať e-mail.',
    );
    expectRefused(
      await add(cartId, { voucherCode: 'EMAILOVY', guestEmail: '' }, { tempId }),
      'email_required',
      'Pre tento zľavový kód je potrebné zadať e-mail.',
    );
    expect((await add(cartId, { voucherCode: 'EMAILOVY', guestEmail: 'host@example.sk' }, { tempId })).status).toBe(200);
    const [row] = await queryRows<{ email: string }>(
      t.services.db,
      sql`SELECT email FROM cart_vouchers WHERE cart_id = ${cartId} AND voucher_id = 8`,
    );
    expect(row!.email).toBe('host@example.sk');
    const customerCart = (await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.customer }))
      .body.data.cart_id;
    expect((await add(customerCart, { voucherCode: 'EMAILOVY' }, { token: TOKENS.customer })).status).toBe(200);
  });

  it('quantity_per_user_limit with the limit: "more than N x" (by user id and by e-mail)', async () => {
    // NAOSOBU: once per customer; zakaznik@ (user 1) used it in an earlier order
    const orderId = await insertOrder(t.services.db, 1, 'zakaznik@party-shop.sk', 1);
    await queryRows(
      t.services.db,
      sql`INSERT INTO voucher_uses (voucher_id, order_id, user_id, email) VALUES (7, ${orderId}, 1, 'zakaznik@party-shop.sk')`,
    );
    const customerCart = (await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 1 }, { token: TOKENS.customer }))
      .body.data.cart_id;
    expectRefused(
      await add(customerCart, { voucherCode: 'NAOSOBU' }, { token: TOKENS.customer }),
      'quantity_per_user_limit',
      'Tento zľavový kód nie je možné použiť viac ako 1 x.',
      1,
    );
    // a guest giving that e-mail in other letter case is the same customer
    const { tempId, cartId } = await guestCart();
    expectRefused(
      await add(cartId, { voucherCode: 'NAOSOBU', guestEmail: 'Zakaznik@Party-Shop.sk' }, { tempId }),
      'quantity_per_user_limit',
      'Tento zľavový kód nie je možné použiť viac ako 1 x.',
      1,
    );
    // another customer may
    expect((await add(cartId, { voucherCode: 'NAOSOBU', guestEmail: 'iny@example.sk' }, { tempId })).status).toBe(200);
  });

  it('rate-limits one address after 20 attempts with 429', async () => {
    const { tempId, cartId } = await guestCart();
    const address = '203.0.113.50';
    for (let i = 0; i < 20; i++) expect((await add(cartId, { voucherCode: `ZLY${i}` }, { tempId, address })).status).toBe(422);
    const limited = await add(cartId, { voucherCode: 'VITAJ10' }, { tempId, address });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'rate_limited',
      message: 'Príliš veľa pokusov o zadanie zľavového kódu. Skúste to prosím neskôr.',
    });
    expect((await add(cartId, { voucherCode: 'VITAJ10' }, { tempId, address: '203.0.113.51' })).status).toBe(200);
  });

  it('answers 422 with the errors object for bad bodies and 404 for bad cart ids', async () => {
    const { tempId, cartId } = await guestCart();
    const empty = await add(cartId, { voucherCode: '' }, { tempId });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.voucherCode).toEqual(['Pole musí byť vyplnené.']);
    const badEmail = await add(cartId, { voucherCode: 'EMAILOVY', guestEmail: 'not-an-email' }, { tempId });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.guestEmail).toEqual(['Pole musí obsahovať platný e-mail.']);
    expect((await add(cartId, { voucherCode: 42 }, { tempId })).status).toBe(422);
    expect((await call(t, 'POST', `/api/voucher/cart/add/${cartId}`, '{', { tempId })).status).toBe(400);
    expect((await add(99_999_999_999, { voucherCode: 'VITAJ10' }, { tempId })).status).toBe(404);
    expect((await call(t, 'POST', '/api/voucher/cart/add/x', { voucherCode: 'VITAJ10' }, { tempId })).status).toBe(404);
  });
});

describe('POST /api/voucher/cart/delete/{cartId}', () => {
  it("removes a voucher, but never an 'order' voucher", async () => {
    const { tempId, cartId } = await guestCart();
    expect((await add(cartId, { voucherCode: 'VITAJ10' }, { tempId })).status).toBe(200);
    const withOrder = await add(cartId, { voucherCode: 'OBJEDNAVKA' }, { tempId });
    expect(withOrder.status).toBe(200);
    expect(withOrder.body.data.vouchers.map((v: any) => [v.code, v.voucher_type, v.removable])).toEqual([
      ['VITAJ10', 'percent', true],
      ['OBJEDNAVKA', 'order', false],
    ]);

    const refused = await call(t, 'POST', `/api/voucher/cart/delete/${cartId}`, { voucherId: 9 }, { tempId });
    expectRefused(refused, 'order_voucher_not_removable', 'Zľavový kód z objednávky nie je možné z košíka odstrániť.');

    const removed = await call(t, 'POST', `/api/voucher/cart/delete/${cartId}`, { voucherId: 1 }, { tempId });
    expect(removed.status).toBe(200);
    expect(removed.body.data.vouchers.map((v: any) => v.code)).toEqual(['OBJEDNAVKA']);
    // cart 0 = the cookie's cart; a voucher not in the cart is unknown
    expect((await call(t, 'POST', '/api/voucher/cart/delete/0', { voucherId: 1 }, { tempId })).status).toBe(404);
    const badBody = await call(t, 'POST', `/api/voucher/cart/delete/${cartId}`, { voucherId: 'x' }, { tempId });
    expect(badBody.status).toBe(422);
    expect(badBody.body.errors.voucherId).toEqual([expect.any(String)]);
    // a guest without a cart has nothing to remove from
    expect((await call(t, 'POST', '/api/voucher/cart/delete/0', { voucherId: 1 })).status).toBe(404);
  });
});
