/**
 * Money rules of decisions 0059 and 0060 and the checkout options of decision 0051, on both databases:
 * - the product form of the back office saves the delivery restriction, and the checkout follows it;
 * - a voucher marked "zľava aj na dopravu" (set in the back-office voucher form or the API) lowers the delivery fee by
 *   what the goods leave of it — never below 0, never the payment fee; without the mark delivery is untouched;
 * - GET /api/checkout/options?cartId= and the /kosik loader say per carrier and payment method whether it can take
 *   the cart and why not (code + Slovak message);
 * - thresholds per currency: free delivery is each currency's own amount (60 €, 1 500 Kč), set in the back office;
 *   gift thresholds and voucher minimums kept in CZK are read and compared in the shopper's currency rounded to the
 *   currency's step (500 Kč → 20 €), also when the order is placed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckoutPageData } from '../../app/components/checkout/checkout.server';
import { action as productEditAction } from '../../app/routes/admin/product-edit';
import { action as settingsAction } from '../../app/routes/admin/settings';
import { action as voucherEditAction } from '../../app/routes/admin/vouchers-edit';
import { queryRows, type Db } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadAdminProduct } from '../../src/domain/catalog/admin-catalog-products';
import { productFormValues } from '../../src/domain/catalog/admin-catalog-schema';
import { OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { convertCzkMinor, deliveryVoucherDiscount, freeDeliveryThreshold, thresholdInCurrency } from '../../src/domain/pricing/pricing';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, type FixtureIds } from '../fixtures/cart-fixtures';
import { BRANCH_1, checkoutData, CZK, EUR, loadOrderFixtures, placeDeps, placeInput, storeCart } from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'money-thresholds-admin-token-3';
const PICKUP_ONLY = 'Nie je možné pre: Testovacie nafúknutie héliom – tento tovar neposielame, len osobný odber na predajni.';
const COD_PICKUP_ONLY =
  'Nie je možné pre: Testovacie nafúknutie héliom – tento tovar si môžete len osobne vyzdvihnúť na predajni a osobný odber sa platí vopred.';

let t: TestDatabase;
let db: Db;
let fx: FixtureIds;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.services.db;
  fx = await loadOrderFixtures(db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const context = () => ({ services: t.services, cspNonce: '', clientIp: '198.51.100.77' }) as unknown as AppLoadContext;

/** A back-office form post as the browser sends it (the admin's auth cookie). */
function adminPost(path: string, form: Record<string, string | undefined>, repeated: Array<[string, string]> = []): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) if (v !== undefined) body.append(k, v);
  for (const [k, v] of repeated) body.append(k, v);
  return new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` }, body });
}

/** Runs a route action: the redirect it throws (saved) or the data it answers (refused). */
async function runAction(
  action: (args: never) => Promise<unknown>,
  args: unknown,
): Promise<{ redirect: string | null; status: number; data: any }> {
  try {
    const result = (await action(args as never)) as { init?: { status?: number }; data?: unknown } | undefined;
    return { redirect: null, status: result?.init?.status ?? 200, data: result?.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('location'), status: thrown.status, data: null };
    throw thrown;
  }
}

const options = (cartId: number | string, tempId?: string | null, currencyId?: number) =>
  call(t, 'GET', `/api/checkout/options?cartId=${cartId}`, undefined, {
    ...(tempId ? { tempId } : {}),
    ...(currencyId ? { currencyId } : {}),
  });

const byCode = <T extends { code: string }>(list: T[], code: string): T => list.find((x) => x.code === code)!;

describe('the delivery restriction in the back-office product form', () => {
  it('saves none / pickup only / not to a Packeta point, refuses an unknown value, and the checkout follows it', async () => {
    const before = (await loadAdminProduct(db, fx.other.product))!;
    expect(before.deliveryRestriction).toBeNull();
    const { values, categoryIds } = productFormValues(before);
    const post = (restriction: string) => {
      const request = adminPost(
        `/admin/produkty/${fx.other.product}`,
        { ...values, intent: 'product', deliveryRestriction: restriction },
        categoryIds.map((id) => ['categoryIds', id]),
      );
      return runAction(productEditAction, { request, context: context(), params: { id: String(fx.other.product) } });
    };

    const saved = await post('pickup_only');
    expect(saved.redirect).toContain(`/admin/produkty/${fx.other.product}`);
    expect((await loadAdminProduct(db, fx.other.product))!.deliveryRestriction).toBe('pickup_only');

    // the storefront's checkout explains it before the choice
    const cart = await storeCart(db, [{ variant: fx.other, quantity: 1 }]);
    const pickupOnly = (await options(cart.cartId, cart.tempId)).body.data;
    expect(byCode(pickupOnly.carriers, 'courier')).toMatchObject({ available: false, unavailable: { code: 'pickup_only' } });

    expect((await post('no_packeta')).redirect).not.toBeNull();
    expect((await loadAdminProduct(db, fx.other.product))!.deliveryRestriction).toBe('no_packeta');
    const noPacketa = (await options(cart.cartId, cart.tempId)).body.data;
    expect(byCode(noPacketa.carriers, 'courier')).toMatchObject({ available: true, unavailable: null });
    expect(byCode(noPacketa.carriers, 'packeta')).toMatchObject({
      available: false,
      unavailable: { code: 'no_packeta', message: 'Nie je možné pre: Testovacia sviečka – tento tovar nemôžeme poslať na výdajné miesto.' },
    });
    expect(byCode(noPacketa.paymentMethods, 'cod')).toMatchObject({ available: true, unavailable: null });

    const refused = await post('teleport');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.data.errors)).toEqual(['deliveryRestriction']);
    expect((await loadAdminProduct(db, fx.other.product))!.deliveryRestriction).toBe('no_packeta');

    expect((await post('')).redirect).not.toBeNull();
    expect((await loadAdminProduct(db, fx.other.product))!.deliveryRestriction).toBeNull();
  });
});

describe('checkout options with availability and reasons (decision 0051)', () => {
  it('GET /api/checkout/options?cartId= marks courier, Packeta and cash on delivery unavailable for a helium cart, with the reasons', async () => {
    await queryRows(db, sql`UPDATE products SET delivery_restriction = 'pickup_only' WHERE id = ${fx.helium.product}`);
    try {
      const cart = await storeCart(db, [
        { variant: fx.balloon, quantity: 1 },
        { variant: fx.helium, quantity: 1, parentIndex: 0 },
      ]);
      const answer = await options(cart.cartId, cart.tempId);
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data.cartId).toBe(cart.cartId);
      expect(data.cartTotal).toBe(488 + 49);
      expect(data.carriers.map((c: any) => [c.code, c.available, c.unavailable])).toEqual([
        ['pickup', true, null],
        ['courier', false, { code: 'pickup_only', message: PICKUP_ONLY }],
        ['packeta', false, { code: 'pickup_only', message: PICKUP_ONLY }],
      ]);
      expect(data.paymentMethods.map((m: any) => [m.code, m.available, m.unavailable])).toEqual([
        ['bank_transfer', true, null],
        ['cod', false, { code: 'pickup_only', message: COD_PICKUP_ONLY }],
      ]);
      // free delivery is announced from the carriers that remain (pickup costs nothing anyway)
      expect(data.freeDeliveryFrom).toBeNull();

      // cartId 0 = the caller's current cart (the guest-cart cookie)
      expect((await options(0, cart.tempId)).body.data.cartId).toBe(cart.cartId);
      // someone else's cart, no cart, a bad id
      expect((await options(cart.cartId, randomUUID())).status).toBe(404);
      expect((await options(0, randomUUID())).status).toBe(404);
      expect((await options('abc', cart.tempId)).status).toBe(422);

      // the /kosik checkout loader gives the same answer (the same domain function)
      const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`)).body.data;
      const request = new Request('http://localhost/kosik', { headers: { cookie: `guest-cart=${cart.tempId}` } });
      const page = await loadCheckoutPageData(request, context(), view);
      expect(page.carriers.map((c) => [c.code, c.unavailable?.code ?? null])).toEqual([
        ['pickup', null],
        ['courier', 'pickup_only'],
        ['packeta', 'pickup_only'],
      ]);
      expect(byCode(page.paymentMethods, 'cod').unavailable).toEqual({ code: 'pickup_only', message: COD_PICKUP_ONLY });
    } finally {
      await queryRows(db, sql`UPDATE products SET delivery_restriction = NULL WHERE id = ${fx.helium.product}`);
    }
  });
});

describe('a voucher that discounts delivery too (decision 0059)', () => {
  let deliveryVoucherId: number;

  it('the back-office voucher form sets the flag; the API shows and sets it', async () => {
    const created = await runAction(voucherEditAction, {
      request: adminPost('/admin/kupony/novy', {
        code: 'DOPRAVA300',
        voucherType: 'amount',
        // typed gross in € (decision 0080): 11,90 €, kept as the 299,88 Kč that reads exactly 11,90 €
        value: '11,90',
        serviceType: 'eshop',
        isActive: 'on',
        discountsDelivery: 'on',
      }),
      context: context(),
      params: {},
    });
    expect(created.redirect).toMatch(/^\/admin\/kupony\/\d+/);
    const [row] = await queryRows<{ id: number; discounts_delivery: boolean; value: number }>(
      db,
      sql`SELECT id, discounts_delivery, value FROM vouchers WHERE code = 'DOPRAVA300'`,
    );
    expect(row).toMatchObject({ discounts_delivery: true, value: 29_988 });
    deliveryVoucherId = Number(row!.id);

    const admin = (method: string, path: string, body?: unknown) =>
      call(t, method, path, body, { token: ADMIN_TOKEN, address: '198.51.100.78' });
    const viaApi = await admin('POST', '/api/admin/vouchers', {
      code: 'DOPRAVA50P',
      voucherType: 'percent',
      value: 50,
      discountsDelivery: true,
    });
    expect(viaApi.status, JSON.stringify(viaApi.body)).toBe(201);
    expect(viaApi.body.data).toMatchObject({ code: 'DOPRAVA50P', discountsDelivery: true });
    const plain = await admin('POST', '/api/admin/vouchers', { code: 'TOVAR300', voucherType: 'amount', value: 30_000 });
    expect(plain.body.data.discountsDelivery).toBe(false);
  });

  it('what the goods leave of the code lowers the delivery fee, never below 0 and never the payment fee', async () => {
    // 1 balloon 4,88 €; DOPRAVA300 = 11,90 € → goods 0, 7,02 € left ≥ courier 4,90 € → delivery 0; COD 1,50 € stays
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [deliveryVoucherId]);
    const data = (await options(cart.cartId, cart.tempId)).body.data;
    expect(data.cartTotal).toBe(0);
    expect(byCode(data.carriers, 'courier')).toMatchObject({ regularPrice: 490, isFree: false, voucherDiscount: 490, price: 0 });
    expect(byCode(data.paymentMethods, 'cod')).toMatchObject({ price: 150 });

    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ email: 'doprava@example.sk', paymentMethod: 'cod' }) }),
    );
    const [order] = await queryRows<{
      carrier_price: number;
      payment_price: number;
      items_total: number;
      discount_total: number;
      total: number;
      state: string;
    }>(db, sql`SELECT carrier_price, payment_price, items_total, discount_total, total, state FROM orders WHERE id = ${placed.order.id}`);
    const eur = (czk: number) => convertCzkMinor(Number(czk), EUR);
    // items 4,88 − discount (4,88 goods + 4,90 delivery) + delivery 4,90 + COD 1,50 = 1,50 €
    expect({
      items: eur(order!.items_total),
      discount: eur(order!.discount_total),
      delivery: eur(order!.carrier_price),
      payment: eur(order!.payment_price),
      total: eur(order!.total),
    }).toEqual({
      items: 488,
      discount: 488 + 490,
      delivery: 490,
      payment: 150,
      total: 150,
    });
    expect(order!.state).toBe('processing');
  });

  it('a smaller remainder lowers delivery in part; a percent code takes its percent; without the mark delivery stays', async () => {
    await queryRows(
      db,
      sql`INSERT INTO vouchers (code, voucher_type, value, discounts_delivery) VALUES ('DOPRAVA150', 'amount', 15000, TRUE)`,
    );
    const [small] = await queryRows<{ id: number }>(db, sql`SELECT id FROM vouchers WHERE code = 'DOPRAVA150'`);
    // 150 Kč = 5,95 €: goods 4,88 → 1,07 € left → courier 4,90 − 1,07 = 3,83 €
    const partial = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [Number(small!.id)]);
    expect(byCode((await options(partial.cartId, partial.tempId)).body.data.carriers, 'courier')).toMatchObject({
      voucherDiscount: 107,
      price: 383,
    });

    const [percent] = await queryRows<{ id: number }>(db, sql`SELECT id FROM vouchers WHERE code = 'DOPRAVA50P'`);
    const half = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [Number(percent!.id)]);
    const halfData = (await options(half.cartId, half.tempId)).body.data;
    expect(halfData.cartTotal).toBe(244);
    // 50 % of 4,90 € = 2,45 €
    expect(byCode(halfData.carriers, 'courier')).toMatchObject({ voucherDiscount: 245, price: 245 });
    // pickup costs nothing: nothing to take off
    expect(byCode(halfData.carriers, 'pickup')).toMatchObject({ voucherDiscount: 0, price: 0 });

    const [goodsOnly] = await queryRows<{ id: number }>(db, sql`SELECT id FROM vouchers WHERE code = 'TOVAR300'`);
    const plain = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [Number(goodsOnly!.id)]);
    const plainData = (await options(plain.cartId, plain.tempId)).body.data;
    expect(plainData.cartTotal).toBe(0);
    expect(byCode(plainData.carriers, 'courier')).toMatchObject({ voucherDiscount: 0, price: 490 });
    const placed = await placeOrder(placeDeps(t), placeInput(plain, { checkout: checkoutData({ email: 'tovar@example.sk' }) }));
    const [order] = await queryRows<{ total: number }>(db, sql`SELECT total FROM orders WHERE id = ${placed.order.id}`);
    expect(convertCzkMinor(Number(order!.total), EUR)).toBe(490);
  });

  it('the pricing functions: never more than the fee, percents before the amount', () => {
    expect(deliveryVoucherDiscount(490, { percents: [], amount: 10_000 })).toBe(490);
    expect(deliveryVoucherDiscount(490, { percents: [], amount: 0 })).toBe(0);
    expect(deliveryVoucherDiscount(0, { percents: [100], amount: 500 })).toBe(0);
    expect(deliveryVoucherDiscount(490, { percents: [50], amount: 100 })).toBe(245 + 100);
    expect(deliveryVoucherDiscount(490, { percents: [100, 50], amount: 100 })).toBe(490);
  });
});

describe('thresholds per currency (decision 0060)', () => {
  it('each currency has its own round free-delivery threshold: 60 € and 1 500 Kč (SPEC), not a conversion', async () => {
    const rows = await queryRows<{ code: string; free_delivery_from: number; threshold_step: number }>(
      db,
      sql`SELECT code, free_delivery_from, threshold_step FROM currencies ORDER BY code`,
    );
    expect(rows.map((r) => [r.code, Number(r.free_delivery_from), Number(r.threshold_step)])).toEqual([
      ['CZK', 150_000, 100],
      ['EUR', 6_000, 100],
    ]);
    expect(freeDeliveryThreshold(EUR)).toBe(6_000);
    expect(freeDeliveryThreshold(CZK)).toBe(150_000);
    expect((await call(t, 'GET', '/api/lists/currencies')).body.data.map((c: any) => [c.code, c.free_delivery_from])).toEqual([
      ['EUR', 6_000],
      ['CZK', 150_000],
    ]);

    // the cart and the checkout use the same threshold
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const eurView = (await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`)).body.data;
    expect(eurView.totals.free_delivery).toEqual({ threshold: 6_000, missing: 6_000 - 488, reached: false });
    const czkView = (await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`, undefined, { currencyId: 1 })).body.data;
    expect(czkView.totals.free_delivery).toEqual({ threshold: 150_000, missing: 150_000 - 12_300, reached: false });
    expect((await options(cart.cartId, cart.tempId)).body.data.freeDeliveryFrom).toBe(6_000);
    expect((await options(cart.cartId, cart.tempId, 1)).body.data.freeDeliveryFrom).toBe(150_000);
  });

  it('a gift threshold kept in CZK is read and compared in euros rounded to whole euros: 492 Kč reads 20 €', async () => {
    // 492 Kč = 19,52 € → 20,00 € with the euro step; 4 balloons = 19,52 € (= 492 Kč in crowns)
    await queryRows(db, sql`UPDATE products SET gift_threshold_gross = 49200 WHERE id = ${fx.gift.product}`);
    try {
      expect(thresholdInCurrency(49_200, EUR)).toBe(2_000);
      expect(thresholdInCurrency(49_200, CZK)).toBe(49_200);
      expect(thresholdInCurrency(100_000, EUR)).toBe(4_000); // 1 000 Kč: 40 €, not 39,68 €
      const guest = randomUUID();
      const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 4 }, { tempId: guest });
      const cartId = put.body.data.cart_id as number;
      const eurView = (await call(t, 'GET', `/api/cart/anonymous/sk/${guest}`)).body.data;
      expect(eurView.totals.subtotal).toBe(1_952);
      expect(eurView.gifts).toEqual([]);
      const early = await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.gift.variant, quantity: 1 }, { tempId: guest });
      expect(early.status).toBe(422);
      expect(early.body.errors.variantId).toEqual(['Darček si môžete vybrať pri nákupe nad 20,00\u00a0€.']);
      // in crowns the same cart reaches 492 Kč
      const czkView = (await call(t, 'GET', `/api/cart/anonymous/sk/${guest}`, undefined, { currencyId: 1 })).body.data;
      expect(czkView.gifts).toEqual([expect.objectContaining({ product_id: fx.gift.product, threshold: 49_200 })]);

      // + the helium inflation (0,49 €) = 20,01 €: reached in euros, shown as 20 €
      const balloonLine = eurView.items[0];
      await call(
        t,
        'PUT',
        `/api/cart/${cartId}`,
        { variantId: fx.helium.variant, quantity: 1, parentId: balloonLine.id },
        { tempId: guest },
      );
      const reached = (await call(t, 'GET', `/api/cart/anonymous/sk/${guest}`)).body.data;
      expect(reached.totals.subtotal).toBe(2_001);
      expect(reached.gifts).toEqual([expect.objectContaining({ product_id: fx.gift.product, threshold: 2_000 })]);
    } finally {
      await queryRows(db, sql`UPDATE products SET gift_threshold_gross = 50000 WHERE id = ${fx.gift.product}`);
    }
  });

  it('the gift is checked again at the order in the order currency; a voucher minimum reads rounded too', async () => {
    await queryRows(db, sql`UPDATE products SET gift_threshold_gross = 49200 WHERE id = ${fx.gift.product}`);
    try {
      const lines = [
        { variant: fx.balloon, quantity: 4 },
        { variant: fx.gift, quantity: 1, isGift: true },
      ];
      const pickup = { carrier: 'pickup', pickupStoreId: BRANCH_1 };
      const inEuros = await storeCart(db, lines);
      const error = await placeOrder(
        placeDeps(t),
        placeInput(inEuros, { checkout: checkoutData({ email: 'darcek-eur@example.sk', ...pickup }) }),
      ).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(OrderPlacementError);
      expect((error as OrderPlacementError).code).toBe('gift_unavailable');
      const inCrowns = await storeCart(db, lines);
      const placed = await placeOrder(
        placeDeps(t),
        placeInput(inCrowns, { currency: CZK, checkout: checkoutData({ email: 'darcek-czk@example.sk', ...pickup }) }),
      );
      expect(placed.order.id).toBeGreaterThan(0);
    } finally {
      await queryRows(db, sql`UPDATE products SET gift_threshold_gross = 50000 WHERE id = ${fx.gift.product}`);
    }

    await queryRows(db, sql`INSERT INTO vouchers (code, voucher_type, value, minimal_price) VALUES ('MIN492', 'amount', 100, 49200)`);
    const guest = randomUUID();
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 4 }, { tempId: guest });
    const refused = await call(
      t,
      'POST',
      `/api/voucher/cart/add/${put.body.data.cart_id}`,
      { voucherCode: 'MIN492', serviceType: 'eshop' },
      { tempId: guest, address: '198.51.100.79' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'minimal_price', value: '20,00\u00a0€' });
  });

  it('the back office sets the thresholds per currency; the cart follows at once; bad input is refused at the field', async () => {
    const post = (form: Record<string, string>) =>
      runAction(settingsAction, {
        request: adminPost('/admin/nastavenia', { intent: 'currencies', ...form }),
        context: context(),
        params: {},
      });
    const saved = await post({
      'cur.2.freeDeliveryFrom': '50',
      'cur.2.thresholdStep': '100',
      'cur.1.freeDeliveryFrom': '1 500',
      'cur.1.thresholdStep': '100',
    });
    expect(saved.redirect).toContain('/admin/nastavenia');
    try {
      const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
      expect((await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`)).body.data.totals.free_delivery).toMatchObject({
        threshold: 5_000,
      });
      expect(byCode((await options(cart.cartId, cart.tempId)).body.data.carriers, 'courier')).toMatchObject({
        freeFrom: 5_000,
        remainingForFree: 5_000 - 488,
      });
      const [audit] = await queryRows<{ changes: unknown }>(
        db,
        sql`SELECT changes FROM audit_log WHERE entity = 'currencies' AND entity_id = '2' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit!.changes).toEqual({ freeDeliveryFrom: { from: 6_000, to: 5_000 } });

      // empty = never free: no free-delivery note in the cart, no threshold at checkout
      expect(
        (
          await post({
            'cur.2.freeDeliveryFrom': '',
            'cur.2.thresholdStep': '100',
            'cur.1.freeDeliveryFrom': '1500',
            'cur.1.thresholdStep': '100',
          })
        ).redirect,
      ).not.toBeNull();
      expect((await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`)).body.data.totals.free_delivery).toBeNull();
      expect(byCode((await options(cart.cartId, cart.tempId)).body.data.carriers, 'courier')).toMatchObject({ freeFrom: null, price: 490 });

      const refused = await post({
        'cur.2.freeDeliveryFrom': 'šesťdesiat',
        'cur.2.thresholdStep': '7',
        'cur.1.freeDeliveryFrom': '1500',
        'cur.1.thresholdStep': '3',
      });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.data.errors).sort()).toEqual(['cur.1.thresholdStep', 'cur.2.freeDeliveryFrom']);
      const [eur] = await queryRows<{ free_delivery_from: number | null }>(
        db,
        sql`SELECT free_delivery_from FROM currencies WHERE code = 'EUR'`,
      );
      expect(eur!.free_delivery_from).toBeNull();
    } finally {
      await post({
        'cur.2.freeDeliveryFrom': '60',
        'cur.2.thresholdStep': '100',
        'cur.1.freeDeliveryFrom': '1500',
        'cur.1.thresholdStep': '100',
      });
    }
    const [eur] = await queryRows<{ free_delivery_from: number }>(db, sql`SELECT free_delivery_from FROM currencies WHERE code = 'EUR'`);
    expect(Number(eur!.free_delivery_from)).toBe(6_000);
  });
});
