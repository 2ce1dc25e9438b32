/**
 * placeOrder (src/domain/orders/place-order.ts): totals to the cent in EUR and CZK (items, group discount, percent
 * and amount vouchers, free delivery from 1 500 Kč, cash-on-delivery fee), the stored order and its items (add-on
 * children, gifts), stock taken per delivery method, vouchers claimed, the cart emptied, the confirmation e-mail,
 * card payments against the fake gateway, idempotent repeats, and refusals that write nothing.
 *
 * Fixture prices (tests/fixtures/cart-fixtures.ts, EUR rate 25.2, VAT 23 %): balloon 488 cents / 123,00 Kč,
 * helium add-on 49 cents, sale balloon 184,50 Kč (166,05 Kč with the company group's 10 %), gift 0.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { VoucherError } from '../../src/domain/vouchers/voucher-errors';
import { startFakePaymentGateway, type FakePaymentGateway } from '../fakes/fake-payment-gateway';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { type FixtureIds, retireCartFixtures } from '../fixtures/cart-fixtures';
import {
  BRANCH_1,
  CHECKOUT_FORM,
  checkoutData,
  countRows,
  CZK,
  expectedOrderNumber,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

const MERCHANT = '123456';
const SECRET = 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y';
const VITAJ10 = 1; // percent 10
const ZLAVA5 = 2; // amount 5 € (12 600 haléře)
const EXPIROVANY = 10;

let fake: FakePaymentGateway;
let t: TestDatabase;
let fx: FixtureIds;
// The tests share one clone of the demo database. Each gets a fresh set of the order fixtures (the previous test's
// set is retired first: codes and session tokens are unique), so the stock it checks is its own; table-wide counts
// are compared with the count at the start of the test. A test that changes shared data (a store) takes its own
// clone: setup(env, { own: true }).
let shared: TestDatabase | undefined;
let sharedFx: FixtureIds | undefined;

beforeAll(async () => {
  fake = await startFakePaymentGateway({ merchant: MERCHANT, secret: SECRET });
});
afterAll(async () => {
  await fake?.close();
  await shared?.cleanup();
});
afterEach(async () => {
  await t?.cleanup();
});

async function setup(env: Record<string, string> = {}, { own = false } = {}) {
  if (own) {
    t = await createTestDatabase({ env });
    fx = await loadOrderFixtures(t.services.db);
    return t.services.db;
  }
  shared ??= await createTestDatabase();
  if (sharedFx) await retireCartFixtures(shared.services.db, sharedFx);
  sharedFx = fx = await loadOrderFixtures(shared.services.db);
  // these tests price a percent and an amount code together: the merchant marked both combinable, and VITAJ10's
  // first-purchase condition is off (the shared database collects the tests' orders); both rules: money-rules.test.ts
  await queryRows(
    shared.services.db,
    sql`UPDATE vouchers SET is_combinable = TRUE, first_purchase_only = FALSE WHERE id IN (${VITAJ10}, ${ZLAVA5})`,
  );
  t = await createTestDatabase({ env, shareDatabaseOf: shared });
  return t.services.db;
}

async function usedCounts(db: Db, voucherIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ used_count: number }>(
    db,
    sql`SELECT used_count FROM vouchers WHERE id IN (${sql.join(
      voucherIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  );
  return rows.map((r) => Number(r.used_count));
}

const gatewayEnv = () => ({
  PAYMENT_GATEWAY: 'comgate',
  PAYMENT_GATEWAY_URL: fake.url,
  PAYMENT_GATEWAY_MERCHANT: MERCHANT,
  PAYMENT_GATEWAY_SECRET: SECRET,
  PAYMENT_GATEWAY_TEST: '1',
});

async function orderRow(db: Db, id: number) {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM orders WHERE id = ${id}`);
  return row!;
}

async function cartContents(db: Db, cartId: number) {
  const [row] = await queryRows<{ items: number; vouchers: number; carts: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM cart_items WHERE cart_id = ${cartId}) AS items,
               (SELECT count(*)::int FROM cart_vouchers WHERE cart_id = ${cartId}) AS vouchers,
               (SELECT count(*)::int FROM carts WHERE id = ${cartId}) AS carts`,
  );
  return row!;
}

async function expectRefusal(promise: Promise<unknown>): Promise<OrderPlacementError | VoucherError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  if (!(error instanceof OrderPlacementError) && !(error instanceof VoucherError)) throw error;
  return error;
}

describe('placeOrder: amounts and rows', () => {
  it('EUR guest order: vouchers, courier, add-on child; summary, items, stock, vouchers, cart and e-mail', async () => {
    const db = await setup();
    const usedBefore = await usedCounts(db, [VITAJ10, ZLAVA5]);
    const usesBefore = await countRows(db, 'voucher_uses');
    const cart = await storeCart(
      db,
      [
        { variant: fx.balloon, quantity: 2 },
        { variant: fx.helium, quantity: 2, parentIndex: 0 },
      ],
      [VITAJ10, ZLAVA5],
    );
    const placed = await placeOrder(placeDeps(t), placeInput(cart));
    expect(placed.created).toBe(true);
    expect(placed.paymentRedirectUrl).toBeNull();
    expect(placed.order.summaryUrl).toBe(`/shrnuti/${placed.order.id}/${placed.order.hash}`);
    expect(placed.order.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(placed.order.number).toBe(expectedOrderNumber(1)); // the year's first order (decision 0069)
    expect(placed.order.number).toMatch(/^\d{10}$/);

    // items 2 × 4,88 + 2 × 0,49 = 10,74 €; −10 % = −1,07 → 9,67; −5,00 € → 4,67 €; courier 4,90 € (free from 60 €)
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    expect(summary.currency.code).toBe('EUR');
    expect(summary.totals).toMatchObject({ items: 1074, discount: 607, delivery: 490, payment: 0, total: 957 });
    expect(summary.totals.vat).toEqual([{ rate: 23, base: 778, vat: 179, total: 957 }]);
    expect(summary.variableSymbol).toBe(placed.order.number);
    expect(summary.state).toBe('waiting_for_payment');
    expect(summary.payment.bankTransfer?.amount).toBe(957);
    const [balloon, helium] = summary.items;
    expect(balloon).toMatchObject({ name: 'Testovací balón', quantity: 2, unitPrice: 488, total: 976, parentId: null, isGift: false });
    expect(helium).toMatchObject({ name: 'Testovacie nafúknutie héliom', quantity: 2, unitPrice: 49, total: 98, parentId: balloon!.id });

    const order = await orderRow(db, placed.order.id);
    expect(order).toMatchObject({
      currency_code: 'EUR',
      locale: 'sk',
      email: 'jana.novakova@example.sk',
      phone_prefix: '+421',
      phone: '905123456',
      invoice_zip: '811 01',
      invoice_country_code: 'SK',
      user_id: null,
      variable_symbol: placed.order.number,
      total: Math.round(957 * 25.2), // 24 116 haléře: GROSS CZK converting back to exactly 9,57 €
    });
    expect(Number(order.currency_rate)).toBe(25.2);
    expect(String(order.idempotency_key)).toMatch(/^g[0-9a-f-]{36}:/);

    // stock: courier takes from the e-shop warehouse first; the service keeps none
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 3 });
    expect(await stockOf(db, fx.helium.variant)).toEqual({});
    // vouchers claimed, state change written, cart emptied (the cart itself stays for its cookie)
    expect(await usedCounts(db, [VITAJ10, ZLAVA5])).toEqual(usedBefore.map((n) => n + 1));
    expect(await countRows(db, 'voucher_uses')).toBe(usesBefore + 2);
    const uses = await queryRows<{ order_id: number; email: string }>(
      db,
      sql`SELECT order_id, email FROM voucher_uses WHERE order_id = ${placed.order.id} ORDER BY voucher_id`,
    );
    expect(uses).toEqual([
      { order_id: placed.order.id, email: 'jana.novakova@example.sk' },
      { order_id: placed.order.id, email: 'jana.novakova@example.sk' },
    ]);
    const changes = await queryRows<{ from_state: string | null; to_state: string }>(
      db,
      sql`SELECT from_state, to_state FROM order_state_changes WHERE order_id = ${placed.order.id}`,
    );
    expect(changes).toEqual([{ from_state: null, to_state: 'waiting_for_payment' }]);
    expect(await cartContents(db, cart.cartId)).toEqual({ items: 0, vouchers: 0, carts: 1 });

    // the customer's confirmation (the shop's own e-mail goes to the shop: shop-order-mail.test.ts), sent by the
    // outbox worker after the answer (decision 0095)
    expect(await t.services.background.drain(10_000)).toBe(0);
    const mails = (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.includes('jana.novakova@example.sk'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('jana.novakova@example.sk');
    expect(mails[0]!.decoded).toContain(placed.order.number);
    expect(mails[0]!.decoded).toContain(`/shrnuti/${placed.order.id}/${placed.order.hash}`);
  });

  it('CZK company order: group discount, free delivery from 1 500 Kč, cash-on-delivery fee, state processing', async () => {
    const db = await setup();
    // user 5 is in group 3 (−10 %): 10 × 166,05 Kč = 1 660,50 Kč ≥ 1 500 Kč → free courier; cod 37,80 Kč
    const cart = await storeCart(db, [{ variant: fx.sale, quantity: 10 }], [], 5);
    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { currency: CZK, groupDiscountPercent: 10, checkout: checkoutData({ paymentMethod: 'cod' }) }),
    );
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    expect(summary.currency.code).toBe('CZK');
    expect(summary.totals).toMatchObject({ items: 184_500, discount: 18_450, delivery: 0, payment: 3780, total: 169_830 });
    expect(summary.items[0]).toMatchObject({ quantity: 10, unitPrice: 18_450, total: 184_500, taxRate: 23 });
    expect(summary.state).toBe('processing');
    expect(summary.payment.bankTransfer).toBeNull();
    const order = await orderRow(db, placed.order.id);
    expect(order).toMatchObject({ user_id: 5, currency_code: 'CZK', total: 169_830, items_total: 184_500, discount_total: 18_450 });
    // VAT: 1 660,50 + 37,80 = 1 698,30 Kč at 23 % → VAT 317,57 Kč
    expect(order.vat_breakdown).toEqual([{ rate: 23, base: 138_073, vat: 31_757, total: 169_830 }]);
    expect(String(order.idempotency_key)).toMatch(/^u5:/);
  });

  it('delivery is paid when vouchers take the goods below 1 500 Kč; gift lines cost 0 and leave stock', async () => {
    const db = await setup();
    const cart = await storeCart(
      db,
      [
        { variant: fx.sale, quantity: 9 },
        { variant: fx.gift, quantity: 1, isGift: true },
      ],
      [VITAJ10, ZLAVA5],
    );
    // 9 × 184,50 = 1 660,50; −10 % (166,05) = 1 494,45; −126,00 = 1 368,45 < 1 500 → courier 123,48 Kč
    const placed = await placeOrder(placeDeps(t), placeInput(cart, { currency: CZK }));
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    expect(summary.totals).toMatchObject({ items: 166_050, discount: 16_605 + 12_600, delivery: 12_348, total: 136_845 + 12_348 });
    expect(summary.items[1]).toMatchObject({ name: 'Testovací darček', quantity: 1, unitPrice: 0, total: 0, isGift: true });
    expect(await stockOf(db, fx.gift.variant)).toEqual({ [WAREHOUSE]: 2 });
  });

  it('personal pickup takes from the chosen branch first, then the warehouse', async () => {
    const db = await setup();
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 3 }]);
    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ carrier: 'pickup', pickupStoreId: BRANCH_1 }) }),
    );
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 0, [WAREHOUSE]: 4 });
    const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: false }))!;
    expect(summary.delivery.pickupStore?.id).toBe(BRANCH_1);
    expect(summary.totals.delivery).toBe(0);
  });
});

describe('placeOrder: refusals write nothing', () => {
  it('not_available lists what is short (stock of inactive stores does not count)', async () => {
    const db = await setup({}, { own: true }); // switches a branch off
    await queryRows(db, sql`UPDATE stores SET is_active = FALSE WHERE id = ${BRANCH_1}`);
    const cart = await storeCart(db, [
      { variant: fx.balloon, quantity: 6 },
      { variant: fx.other, quantity: 1 },
    ]);
    const error = await expectRefusal(placeOrder(placeDeps(t), placeInput(cart)));
    expect(error).toMatchObject({
      code: 'not_available',
      items: [{ variantId: fx.balloon.variant, name: 'Testovací balón', requested: 6, available: 5 }],
    });
    expect(await countRows(db, 'orders')).toBe(0);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 5 });
    expect(await stockOf(db, fx.other.variant)).toEqual({ [WAREHOUSE]: 10 });
    expect(await cartContents(db, cart.cartId)).toEqual({ items: 2, vouchers: 0, carts: 1 });
    expect(await readStoredMails(t.services.config.dataDir)).toEqual([]);
  });

  it('a voucher that stopped applying is refused with its code; stock and voucher counts stay', async () => {
    const db = await setup();
    const ordersBefore = await countRows(db, 'orders');
    const usedBefore = await usedCounts(db, [VITAJ10, EXPIROVANY]);
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [VITAJ10, EXPIROVANY]);
    const error = await expectRefusal(placeOrder(placeDeps(t), placeInput(cart)));
    expect(error).toBeInstanceOf(VoucherError);
    expect(error.code).toBe('active_to');
    expect(await countRows(db, 'orders')).toBe(ordersBefore);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 5 });
    expect(await usedCounts(db, [VITAJ10, EXPIROVANY])).toEqual(usedBefore);
  });

  it('unknown, foreign and empty carts; the database checks of the checkout', async () => {
    const db = await setup();
    const ordersBefore = await countRows(db, 'orders');
    const guest = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const customer = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [], 1);
    const deps = placeDeps(t);
    const codeOf = async (p: Promise<unknown>) => (await expectRefusal(p)).code;

    expect(await codeOf(placeOrder(deps, placeInput(guest, { cartId: 999_999 })))).toBe('cart_not_found');
    expect(await codeOf(placeOrder(deps, placeInput(guest, { owner: { kind: 'guest', tempId: crypto.randomUUID() } })))).toBe(
      'cart_not_found',
    );
    expect(await codeOf(placeOrder(deps, placeInput(customer, { owner: { kind: 'customer', userId: 2 }, userId: 2 })))).toBe(
      'cart_not_found',
    );
    expect(await codeOf(placeOrder(deps, placeInput(customer, { owner: { kind: 'guest', tempId: guest.tempId }, userId: null })))).toBe(
      'cart_not_found',
    );
    const empty = await storeCart(db, []);
    expect(await codeOf(placeOrder(deps, placeInput(empty)))).toBe('cart_empty');

    const unknownBranch = await expectRefusal(
      placeOrder(deps, placeInput(guest, { checkout: checkoutData({ carrier: 'pickup', pickupStoreId: WAREHOUSE }) })),
    );
    expect(unknownBranch).toMatchObject({
      code: 'validation',
      errors: { pickupStoreId: ['Vybraná predajňa neexistuje. Vyberte prosím inú predajňu.'] },
    });
    const card = await expectRefusal(placeOrder(deps, placeInput(guest, { checkout: checkoutData({ paymentMethod: 'card' }) })));
    expect(card).toMatchObject({ code: 'validation', errors: { paymentMethod: [expect.stringContaining('kartou')] } });
    const badKey = await expectRefusal(placeOrder(deps, placeInput(guest, { idempotencyKey: 'x' })));
    expect(badKey).toMatchObject({ code: 'validation', errors: { idempotencyKey: [expect.any(String)] } });
    expect(await countRows(db, 'orders')).toBe(ordersBefore);
  });
});

describe('placeOrder: idempotency and card payments', () => {
  it('the same key answers the same order (created false) and sends no second e-mail', async () => {
    const db = await setup();
    const ordersBefore = await countRows(db, 'orders');
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const input = placeInput(cart);
    const first = await placeOrder(placeDeps(t), input);
    const again = await placeOrder(placeDeps(t), input);
    expect(again).toEqual({ ...first, created: false });
    expect(await countRows(db, 'orders')).toBe(ordersBefore + 1);
    expect(await t.services.background.drain(10_000)).toBe(0);
    expect((await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.includes(CHECKOUT_FORM.email))).toHaveLength(1);
    // the same key of another shopper is another order
    const other = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const second = await placeOrder(placeDeps(t), placeInput(other, { idempotencyKey: input.idempotencyKey }));
    expect(second.created).toBe(true);
    expect(second.order.id).not.toBe(first.order.id);
  });

  it('card: the payment starts at the gateway after the commit; a repeat answers the same gateway page', async () => {
    const db = await setup(gatewayEnv());
    const paymentsBefore = await countRows(db, 'payments');
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 2 }]);
    const input = placeInput(cart, { checkout: checkoutData({ paymentMethod: 'card' }) });
    const placed = await placeOrder(placeDeps(t), input);
    expect(placed.paymentRedirectUrl).toMatch(new RegExp(`^${fake.url}/client/instructions/index\\?id=`));
    const payment = [...fake.payments.values()].find((p) => p.refId === placed.order.number)!;
    expect(payment).toMatchObject({ price: 976 + 490, curr: 'EUR' });
    const payments = await queryRows<{ state: string; amount: number }>(
      db,
      sql`SELECT state, amount FROM payments WHERE order_id = ${placed.order.id}`,
    );
    expect(payments).toEqual([{ state: 'created', amount: 1466 }]);
    const again = await placeOrder(placeDeps(t), input);
    expect(again).toMatchObject({ created: false, paymentRedirectUrl: placed.paymentRedirectUrl });
    expect(await countRows(db, 'payments')).toBe(paymentsBefore + 1);
  });

  it('card: a gateway outage leaves the order waiting for payment, without a redirect', async () => {
    const db = await setup(gatewayEnv());
    const paymentsBefore = await countRows(db, 'payments');
    fake.setDown(true);
    try {
      const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
      const placed = await placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ paymentMethod: 'card' }) }));
      expect(placed).toMatchObject({ created: true, paymentRedirectUrl: null });
      expect(await orderRow(db, placed.order.id)).toMatchObject({ state: 'waiting_for_payment' });
      const summary = (await loadOrderSummary(db, placed.order.id, { cardPaymentEnabled: true }))!;
      expect(summary.payment.cardPayable).toBe(true);
      expect(await countRows(db, 'payments')).toBe(paymentsBefore);
    } finally {
      fake.setDown(false);
    }
  });
});
