/**
 * The money rules of decision 0050 on both databases: one shopper-typed discount code per cart (a second is refused
 * with the same message by the API and the /kosik action; 'order' vouchers and codes marked combinable stack; parallel
 * adds cannot slip a second code in), the first-purchase condition (at the cart and again at the order, also under
 * concurrency), the total never below 0 and delivery never discounted, an order of 0 that skips payment, and the
 * gift checked again when the order is placed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performCartAction } from '../../app/lib/cart/cart-actions.server';
import { resolveStorefrontCartRequest } from '../../app/lib/cart/cart-request.server';
import { queryRows, type Db } from '../../src/db/client';
import { listDeliveryOptions } from '../../src/domain/checkout/delivery-options';
import { carrierBlockedMessage, loadDeliveryRestrictions, productsBlockingCarrier } from '../../src/domain/checkout/delivery-restrictions';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { initialOrderState, OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { VoucherError } from '../../src/domain/vouchers/voucher-errors';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, insertOrder, type FixtureIds } from '../fixtures/cart-fixtures';
import {
  BRANCH_1,
  checkoutData,
  CZK,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  storeCart,
  type StoredCart,
} from '../fixtures/place-order-fixtures';

const VITAJ10 = 1; // 10 %, first purchase only
const ZLAVA5 = 2; // 5 €
const OBJEDNAVKA = 9; // 'order' voucher

let t: TestDatabase;
let db: Db;
let fx: FixtureIds;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.services.db;
  fx = await loadOrderFixtures(db);
  // a 100 % code for the zero-total orders
  await queryRows(db, sql`INSERT INTO vouchers (code, voucher_type, value) VALUES ('ZADARMO', 'percent', 100)`);
});
afterAll(async () => {
  await t?.cleanup();
});

let address = 0;
function addCode(cartId: number, voucherCode: string, options: { tempId?: string; token?: string; guestEmail?: string } = {}) {
  address += 1;
  const body = { voucherCode, serviceType: 'eshop', ...(options.guestEmail ? { guestEmail: options.guestEmail } : {}) };
  return call(t, 'POST', `/api/voucher/cart/add/${cartId}`, body, { address: `198.51.100.${address % 250}`, ...options });
}

/** A guest cart with `quantity` test balloons (4,88 € each), built through the API. */
async function guestCart(quantity = 2) {
  const tempId = randomUUID();
  const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity }, { tempId });
  return { tempId, cartId: put.body.data.cart_id as number };
}

async function refusal(promise: Promise<unknown>): Promise<OrderPlacementError | VoucherError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof OrderPlacementError || error instanceof VoucherError) return error;
  throw error ?? new Error('expected a refusal');
}

const NOT_COMBINABLE =
  'Zľavové kódy nie je možné kombinovať: v košíku už je kód ZLAVA5. Ak chcete použiť tento, najprv kód ZLAVA5 odstráňte.';

describe('stacking (decision 0050)', () => {
  it('a second discount code is refused with the same message by the API and the /kosik action; the first stays', async () => {
    const { tempId, cartId } = await guestCart();
    expect((await addCode(cartId, 'ZLAVA5', { tempId })).status).toBe(200);
    const second = await addCode(cartId, 'JEDENKRAT', { tempId });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ code: 'not_combinable', message: NOT_COMBINABLE, value: 'ZLAVA5' });

    const request = new Request('http://localhost/kosik', { method: 'POST', headers: { cookie: `guest-cart=${tempId}` } });
    const context = { services: t.services } as unknown as AppLoadContext;
    const form = new FormData();
    form.set('intent', 'voucher-add');
    form.set('voucherCode', 'jedenkrat');
    const outcome = await performCartAction(context, await resolveStorefrontCartRequest(request, context), form);
    expect(outcome.status).toBe(422);
    expect(outcome.result).toMatchObject({
      ok: false,
      data: { code: 'not_combinable' },
      message: NOT_COMBINABLE,
      errors: { voucherCode: [NOT_COMBINABLE] },
    });

    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`)).body.data;
    expect(view.vouchers.map((v: any) => v.code)).toEqual(['ZLAVA5']);
  });

  it("an 'order' voucher stacks with a code; two codes marked combinable stack; combinable + exclusive does not", async () => {
    const { tempId, cartId } = await guestCart(4);
    expect((await addCode(cartId, 'ZLAVA5', { tempId })).status).toBe(200);
    expect((await addCode(cartId, 'OBJEDNAVKA', { tempId })).status).toBe(200);
    await queryRows(db, sql`UPDATE vouchers SET is_combinable = TRUE WHERE code IN ('NAOSOBU', 'INFLUENCER15')`);
    const other = await guestCart(4);
    expect((await addCode(other.cartId, 'NAOSOBU', { tempId: other.tempId, guestEmail: 'stack@example.sk' })).status).toBe(200);
    const both = await addCode(other.cartId, 'INFLUENCER15', { tempId: other.tempId });
    expect(both.status).toBe(200);
    expect(both.body.data.vouchers.map((v: any) => [v.code, v.error])).toEqual([
      ['NAOSOBU', null],
      ['INFLUENCER15', null],
    ]);
    // ZLAVA5 is not combinable: refused although the codes in the cart are
    expect((await addCode(other.cartId, 'ZLAVA5', { tempId: other.tempId })).body.code).toBe('not_combinable');
  });

  it('10 parallel adds of different codes to one cart leave exactly one code in it', async () => {
    const { tempId, cartId } = await guestCart(4);
    const codes = ['ZLAVA5', 'JEDENKRAT', 'DVAKRAT', 'LETO2026', 'EMAILOVY', 'VITAJ10', 'ZLAVA5', 'DVAKRAT', 'JEDENKRAT', 'LETO2026'];
    const answers = await Promise.all(codes.map((code) => addCode(cartId, code, { tempId, guestEmail: 'paralelne@example.sk' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_vouchers WHERE cart_id = ${cartId}`);
    expect(row!.n).toBe(1);
  });

  it('a cart holding several exclusive codes (stored before the rule) is priced with the first only and cannot be ordered so', async () => {
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 4 }], [ZLAVA5, 6 /* DVAKRAT */, OBJEDNAVKA]);
    const view = (await call(t, 'GET', `/api/cart/anonymous/sk/${cart.tempId}`)).body.data;
    expect(view.vouchers.map((v: any) => [v.code, v.discount, v.error?.code ?? null])).toEqual([
      ['ZLAVA5', 500, null],
      ['DVAKRAT', 0, 'not_combinable'],
      ['OBJEDNAVKA', 300, null],
    ]);
    // 4 × 4,88 = 19,52 − 5,00 − 3,00 = 11,52 €
    expect(view.totals).toMatchObject({ subtotal: 1952, vouchers: 800, total: 1152 });
    const error = await refusal(placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email: 'stare@example.sk' }) })));
    expect(error).toMatchObject({ code: 'not_combinable', value: 'ZLAVA5' });
  });
});

describe('first purchase (decision 0050)', () => {
  it('is refused at the cart for an e-mail or account with an earlier non-cancelled order; a cancelled one does not count', async () => {
    const orderId = await insertOrder(db, 'FP1', 'Uz.Nakupila@example.sk');
    const { tempId, cartId } = await guestCart();
    const refused = await addCode(cartId, 'VITAJ10', { tempId, guestEmail: 'uz.nakupila@example.sk' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'first_purchase', message: 'Tento zľavový kód platí len pri prvom nákupe.' });
    await queryRows(db, sql`UPDATE orders SET state = 'cancelled' WHERE id = ${orderId}`);
    expect((await addCode(cartId, 'VITAJ10', { tempId, guestEmail: 'uz.nakupila@example.sk' })).status).toBe(200);
  });

  it('a guest who gave no e-mail is checked at the order with the order e-mail; the first order itself may use it', async () => {
    await insertOrder(db, 'FP2', 'druhy.nakup@example.sk');
    const { tempId, cartId } = await guestCart();
    expect((await addCode(cartId, 'VITAJ10', { tempId })).status).toBe(200);
    const cart: StoredCart = { cartId, tempId, owner: { kind: 'guest', tempId } };
    const checkout = checkoutData({ email: 'druhy.nakup@example.sk' });
    expect(await refusal(placeOrder(placeDeps(t), placeInput(cart, { checkout })))).toMatchObject({ code: 'first_purchase' });
    const first = await placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email: 'prvy.nakup@example.sk' }) }));
    expect(first.created).toBe(true);
  });

  it('6 parallel first orders of one e-mail with VITAJ10: exactly one gets it', async () => {
    const carts: StoredCart[] = [];
    for (let i = 0; i < 6; i++) carts.push(await storeCart(db, [{ variant: fx.other, quantity: 1 }], [VITAJ10]));
    const outcomes = await Promise.all(
      carts.map((cart, i) =>
        placeOrder(
          placeDeps(t),
          placeInput(cart, { checkout: checkoutData({ email: i % 2 ? 'Paralela@Example.sk' : 'paralela@example.sk' }) }),
        ).then(
          () => 'ok',
          (e: unknown) => (e instanceof VoucherError ? e.code : Promise.reject(e)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set(['first_purchase']));
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE lower(email) = 'paralela@example.sk'`);
    expect(row!.n).toBe(1);
  });
});

describe('totals (decision 0050)', () => {
  it('a 100 % code: goods 0, delivery still paid (vouchers never discount shipping)', async () => {
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], []);
    await queryRows(
      db,
      sql`INSERT INTO cart_vouchers (cart_id, voucher_id) SELECT ${cart.cartId}, id FROM vouchers WHERE code = 'ZADARMO'`,
    );
    const placed = await placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email: 'kurier.nula@example.sk' }) }));
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    // goods 4,88 − 4,88; courier 4,90 €
    expect(summary.totals).toMatchObject({ items: 488, discount: 488, delivery: 490, total: 490 });
    expect(summary.state).toBe('waiting_for_payment');
    expect(summary.payment.bankTransfer?.amount).toBe(490);
  });

  it('an order totalling 0 skips payment: state paid, no QR, the summary and the e-mail say nothing is to pay', async () => {
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], []);
    await queryRows(
      db,
      sql`INSERT INTO cart_vouchers (cart_id, voucher_id) SELECT ${cart.cartId}, id FROM vouchers WHERE code = 'ZADARMO'`,
    );
    const checkout = checkoutData({
      email: 'nic.neplati@example.sk',
      carrier: 'pickup',
      pickupStoreId: BRANCH_1,
      paymentMethod: 'bank_transfer',
    });
    const placed = await placeOrder(placeDeps(t), placeInput(cart, { checkout, currency: CZK }));
    expect(placed.paymentRedirectUrl).toBeNull();
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: true }))!;
    expect(summary.totals.total).toBe(0);
    expect(summary).toMatchObject({ state: 'paid', isPaid: true });
    expect(summary.paidAt).not.toBeNull();
    expect(summary.payment.bankTransfer).toBeNull();
    expect(summary.payment.cardPayable).toBe(false);
    const [change] = await queryRows<{ to_state: string; note: string }>(
      db,
      sql`SELECT to_state, note FROM order_state_changes WHERE order_id = ${placed.order.id}`,
    );
    expect(change).toEqual({ to_state: 'paid', note: 'order placed: nothing to pay (total 0)' });
    expect(await t.services.background.drain(10_000)).toBe(0); // the outbox worker sends it (decision 0095)
    const mail = (await readStoredMails(t.services.config.dataDir)).find((m) => m.to.includes('nic.neplati@example.sk'))!;
    expect(mail.decoded).toContain('Objednávka je celá uhradená zľavou – nie je potrebné nič platiť.');
    expect(mail.decoded).not.toContain('Čaká na platbu');
  });

  it('the first state: nothing to pay → paid whatever the method; cash on delivery → processing; else waiting', () => {
    expect(initialOrderState('card', 0)).toBe('paid');
    expect(initialOrderState('cod', 0)).toBe('paid');
    expect(initialOrderState('cod', 150)).toBe('processing');
    expect(initialOrderState('card', 1)).toBe('waiting_for_payment');
  });
});

describe('gift at order placement (decision 0050)', () => {
  it('a price drop below the gift threshold refuses the order and takes the gift out of the cart', async () => {
    // 3 × 184,50 Kč = 553,50 Kč ≥ 500 Kč gift threshold
    const cart = await storeCart(db, [
      { variant: fx.sale, quantity: 3 },
      { variant: fx.gift, quantity: 1, isGift: true },
    ]);
    await queryRows(db, sql`UPDATE products SET price_sale = price_sale / 2 WHERE id = ${fx.sale.product}`);
    const before = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders`);
    const error = await refusal(placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email: 'darcek@example.sk' }) })));
    expect(error).toMatchObject({ code: 'gift_unavailable', gifts: [expect.objectContaining({ name: 'Testovací darček' })] });
    expect(await queryRows(db, sql`SELECT count(*)::int AS n FROM orders`)).toEqual(before);
    const lines = await queryRows<{ is_gift: boolean }>(db, sql`SELECT is_gift FROM cart_items WHERE cart_id = ${cart.cartId}`);
    expect(lines).toEqual([{ is_gift: false }]);
    // through the API: 409 with the message; the order goes through once the shopper sends it again
    const again = await storeCart(db, [
      { variant: fx.sale, quantity: 3 },
      { variant: fx.gift, quantity: 1, isGift: true },
    ]);
    const res = await call(
      t,
      'POST',
      '/api/orders',
      { cartId: again.cartId, idempotencyKey: randomUUID(), ...checkoutForm('darcek2@example.sk') },
      { tempId: again.tempId! },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'gift_unavailable',
      gifts: ['Testovací darček'],
      message:
        'Darček Testovací darček už nie je k dispozícii: hodnota tovaru v košíku klesla pod hranicu pre darček. Z košíka sme ho odobrali, skontrolujte prosím objednávku a odošlite ju znova.',
    });
    const retry = await call(
      t,
      'POST',
      '/api/orders',
      { cartId: again.cartId, idempotencyKey: randomUUID(), ...checkoutForm('darcek2@example.sk') },
      { tempId: again.tempId! },
    );
    expect(retry.status).toBe(201);
  });
});

function checkoutForm(email: string) {
  return {
    email,
    phonePrefix: '+421',
    phone: '905 123 456',
    isCompany: false,
    invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Hlavná 12', city: 'Bratislava', zip: '81101', country: 'SK' },
    carrier: 'pickup',
    pickupStoreId: BRANCH_1,
    paymentMethod: 'bank_transfer',
    termsAgreed: true,
  };
}

describe('delivery restrictions (decision 0051)', () => {
  const PICKUP_ONLY = 'Nie je možné pre: Testovacie nafúknutie héliom – tento tovar neposielame, len osobný odber na predajni.';

  it('the demo data: the helium inflation services are pickup only, the helium tanks not for Packeta', async () => {
    const rows = await queryRows<{ restriction: string; n: number }>(
      db,
      sql`SELECT delivery_restriction AS restriction, count(*)::int AS n FROM products
          WHERE delivery_restriction IS NOT NULL AND code NOT LIKE 'TEST-%' GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { restriction: 'no_packeta', n: 3 },
      { restriction: 'pickup_only', n: 5 },
    ]);
    const [inflation] = await queryRows<{ restriction: string }>(
      db,
      sql`SELECT delivery_restriction AS restriction FROM products WHERE name = 'Nafúknutie latexového balóna héliom'`,
    );
    expect(inflation!.restriction).toBe('pickup_only');
  });

  it('the checkout lists the excluded carriers with the reason; the order refuses them (domain and API), pickup goes through', async () => {
    await queryRows(db, sql`UPDATE products SET delivery_restriction = 'pickup_only' WHERE id = ${fx.helium.product}`);
    const restricted = await loadDeliveryRestrictions(db, [fx.balloon.product, fx.helium.product]);
    expect(restricted).toEqual([{ productId: fx.helium.product, name: 'Testovacie nafúknutie héliom', restriction: 'pickup_only' }]);
    const options = await listDeliveryOptions(db, {
      currency: CZK,
      cartTotal: 10_000,
      cardEnabled: false,
      packetaEnabled: true,
      restrictions: { products: restricted, t: t.services.t },
    });
    expect(options.carriers.map((c) => [c.code, c.unavailable?.message ?? null])).toEqual([
      ['pickup', null],
      ['courier', PICKUP_ONLY],
      ['packeta', PICKUP_ONLY],
    ]);

    const lines = [
      { variant: fx.balloon, quantity: 1 },
      { variant: fx.helium, quantity: 1, parentIndex: 0 },
    ];
    const cart = await storeCart(db, lines);
    const error = await refusal(
      placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email: 'helium@example.sk', paymentMethod: 'cod' }) })),
    );
    expect(error).toMatchObject({ code: 'validation', errors: { carrier: [PICKUP_ONLY] } });
    const [none] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE email = 'helium@example.sk'`);
    expect(none!.n).toBe(0);

    const api = await call(
      t,
      'POST',
      '/api/orders',
      {
        cartId: cart.cartId,
        idempotencyKey: randomUUID(),
        ...checkoutForm('helium@example.sk'),
        carrier: 'courier',
        pickupStoreId: undefined,
      },
      { tempId: cart.tempId! },
    );
    expect(api.status).toBe(422);
    expect(api.body.errors.carrier).toEqual([PICKUP_ONLY]);

    // a tank (no_packeta) may go by courier, not to a pickup point
    await queryRows(db, sql`UPDATE products SET delivery_restriction = 'no_packeta' WHERE id = ${fx.other.product}`);
    const tank = await loadDeliveryRestrictions(db, [fx.other.product]);
    expect(productsBlockingCarrier('courier', tank)).toEqual([]);
    expect(carrierBlockedMessage(t.services.t, productsBlockingCarrier('packeta', tank))).toMatch(/nemôžeme poslať na výdajné miesto/);

    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ email: 'helium@example.sk', carrier: 'pickup', pickupStoreId: BRANCH_1 }) }),
    );
    expect(placed.created).toBe(true);
  });
});
