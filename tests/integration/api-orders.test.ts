/**
 * POST /api/orders (server/api/orders.ts): a guest's cart built through the cart and voucher calls is ordered and the
 * summary shows what the cart showed; idempotent repeats; every checkout rule of SPEC §5 at its field (422);
 * unknown and foreign carts (404); not available (409); voucher errors (decision 0012); bad bodies; the rate limit.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { ORDER_PLACEMENT_LIMIT } from '../../src/domain/orders/place-order';
import { startFakePaymentGateway, type FakePaymentGateway } from '../fakes/fake-payment-gateway';
import { getJson, postJson } from '../setup/app-request';
import { inTransaction, openTestTransaction, type TestTransaction } from '../setup/test-transaction';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';
import { BRANCH_1, CHECKOUT_FORM, countRows, loadOrderFixtures, stockOf, storeCart, WAREHOUSE } from '../fixtures/place-order-fixtures';

// One clone of the demo database (with the order fixtures) for the file. Each test runs in a transaction on it that is
// rolled back afterwards, with its own services and app built on that transaction: the orders, stock, carts and
// rate-limit counters a test changes never reach the others, so the tests keep asserting on the whole orders table
// and on the fixture stock.
let shared: TestDatabase | undefined;
let fixtures: FixtureIds;
let t: TestDatabase;
let fx: FixtureIds;
let fake: FakePaymentGateway;

let transaction: TestTransaction | undefined;

beforeAll(async () => {
  fake = await startFakePaymentGateway({ merchant: '123456', secret: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y' });
});
afterAll(async () => {
  await fake?.close();
  await shared?.cleanup();
});
afterEach(async () => {
  await t?.cleanup();
  await transaction?.rollBack();
  transaction = undefined;
});

async function setup(env: Record<string, string> = {}) {
  if (!shared) {
    shared = await createTestDatabase();
    fixtures = await loadOrderFixtures(shared.services.db);
  }
  transaction = await openTestTransaction(shared.handle);
  t = await createTestDatabase({ env, shareDatabaseOf: inTransaction(shared, transaction) });
  fx = fixtures;
  return t.services.db;
}

interface OrderCall {
  tempId?: string | null;
  token?: string;
  currencyId?: number;
  address?: string;
}

function order(body: Record<string, unknown>, options: OrderCall = {}) {
  const cookies = [
    options.tempId ? `guest-cart=${options.tempId}` : null,
    options.currencyId ? `currencyId=${options.currencyId}` : null,
  ].filter(Boolean);
  const headers: Record<string, string> = {};
  if (cookies.length) headers.cookie = cookies.join('; ');
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return postJson(t, '/api/orders', body, { address: options.address ?? '203.0.113.7', headers });
}

const orderBody = (cartId: number, overrides: Record<string, unknown> = {}) => ({
  ...CHECKOUT_FORM,
  cartId,
  idempotencyKey: randomUUID(),
  ...overrides,
});

describe('POST /api/orders', () => {
  it('orders a guest cart built through the API: 201, the summary shows the cart total plus delivery; a repeat is 200', async () => {
    const db = await setup();
    const tempId = randomUUID();
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 2 }, { tempId });
    const cartId = put.body.data.cart_id as number;
    const view = (await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { tempId })).body.data;
    await call(t, 'PUT', `/api/cart/${cartId}`, { variantId: fx.helium.variant, quantity: 2, parentId: view.items[0].id }, { tempId });
    expect(
      (await call(t, 'POST', `/api/voucher/cart/add/${cartId}`, { voucherCode: 'VITAJ10', serviceType: 'eshop' }, { tempId })).status,
    ).toBe(200);
    const cart = (await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { tempId })).body.data;
    // 2 × 4,88 + 2 × 0,49 = 10,74 €; −10 % = 9,67 €
    expect(cart.totals).toMatchObject({ items: 1074, vouchers: 107, total: 967 });

    const body = orderBody(cartId, { carrier: 'pickup', pickupStoreId: BRANCH_1 });
    const placed = await order(body, { tempId });
    expect(placed.status).toBe(201);
    const data = placed.body.data;
    expect(data).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^\d{10}$/),
      hash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      summaryUrl: `/shrnuti/${data.id}/${data.hash}`,
      paymentRedirectUrl: null,
    });
    const summary = await getJson(t, `/api/orders/summary/${data.id}/${data.hash}`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.totals).toMatchObject({ items: 1074, discount: 107, delivery: 0, total: 967 });
    expect(summary.body.data.payment.bankTransfer).toMatchObject({ amount: 967, currencyCode: 'EUR', variableSymbol: data.number });
    expect(summary.body.data.items.map((i: { name: string; parentId: number | null }) => i.parentId === null)).toEqual([true, false]);
    // pickup at branch 1: its 2 units go first
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 0, [WAREHOUSE]: 5 });
    expect((await call(t, 'GET', '/api/cart/anonymous/sk/0', undefined, { tempId })).body.data.items).toEqual([]);

    const repeat = await order(body, { tempId });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(data);
    expect(await countRows(db, 'orders')).toBe(1);
  });

  it('a customer orders with the bearer token in CZK (currencyId cookie) with the group discount', async () => {
    const db = await setup();
    const cart = await storeCart(db, [{ variant: fx.sale, quantity: 2 }], [], 5);
    const placed = await order(orderBody(0, { paymentMethod: 'cod' }), { token: TOKENS.company, currencyId: 1 });
    expect(placed.status).toBe(201);
    const [row] = await queryRows<{ user_id: number; currency_code: string; total: number; discount_total: number }>(
      db,
      sql`SELECT user_id, currency_code, total, discount_total FROM orders WHERE id = ${placed.body.data.id}`,
    );
    // 2 × 184,50 = 369,00 Kč − 10 % group = 332,10 Kč + courier 123,48 + cod 37,80 = 493,38 Kč
    expect(row).toEqual({ user_id: 5, currency_code: 'CZK', total: 49_338, discount_total: 3690 });
    expect((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cart.cartId}`))[0]!.n).toBe(
      0,
    );
  });

  it('card payment: answers the gateway page to redirect to', async () => {
    const db = await setup({
      PAYMENT_GATEWAY: 'comgate',
      PAYMENT_GATEWAY_URL: fake.url,
      PAYMENT_GATEWAY_MERCHANT: '123456',
      PAYMENT_GATEWAY_SECRET: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y',
      PAYMENT_GATEWAY_TEST: '1',
    });
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const placed = await order(orderBody(cart.cartId, { paymentMethod: 'card' }), { tempId: cart.tempId });
    expect(placed.status).toBe(201);
    expect(placed.body.data.paymentRedirectUrl).toMatch(new RegExp(`^${fake.url}/`));
  });

  it('creates and logs in the account a guest asks for; a taken e-mail refuses the order at email', async () => {
    const db = await setup();
    const taken = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const account = { createAccount: true, password: 'tajne-heslo-1', passwordConfirmation: 'tajne-heslo-1' };
    const refused = await order(orderBody(taken.cartId, { ...account, email: 'Zakaznik@party-shop.sk' }), { tempId: taken.tempId });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ email: ['Účet s týmto e-mailom už existuje. Skúste sa najskôr prihlásiť.'] });
    expect(await countRows(db, 'orders')).toBe(0);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 5 });

    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const placed = await order(orderBody(cart.cartId, { ...account, email: 'nova.zakaznicka@example.sk' }), { tempId: cart.tempId });
    expect(placed.status).toBe(201);
    expect(placed.body.token).toEqual(expect.any(String));
    expect(placed.res.headers.getSetCookie().some((c) => c.startsWith('auth._token.local='))).toBe(true);
    const me = await getJson(t, '/api/me', { headers: { authorization: `Bearer ${placed.body.token}` } });
    expect(me.body.data).toMatchObject({ email: 'nova.zakaznicka@example.sk', firstname: 'Jana', lastname: 'Nováková' });
    const [row] = await queryRows<{ user_id: number }>(db, sql`SELECT user_id FROM orders WHERE id = ${placed.body.data.id}`);
    expect(row!.user_id).toBe(me.body.data.id);
  });

  it('answers every checkout rule at its field (422) and keeps the cart', async () => {
    const db = await setup();
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const cases: Array<[overrides: Record<string, unknown>, field: string, message?: string]> = [
      [{ termsAgreed: false }, 'termsAgreed', 'Na odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.'],
      [{ email: 'nie-je-email' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ carrier: undefined }, 'carrier', 'Vyberte spôsob doručenia.'],
      [{ paymentMethod: undefined }, 'paymentMethod', 'Vyberte spôsob platby.'],
      [{ carrier: 'pickup' }, 'pickupStoreId', 'Vyberte predajňu, na ktorej si tovar vyzdvihnete.'],
      [{ carrier: 'pickup', pickupStoreId: 9999 }, 'pickupStoreId', 'Vybraná predajňa neexistuje. Vyberte prosím inú predajňu.'],
      [
        { carrier: 'pickup', pickupStoreId: BRANCH_1, paymentMethod: 'cod' },
        'paymentMethod',
        'Pri osobnom odbere je potrebné zaplatiť vopred kartou alebo bankovým prevodom.',
      ],
      [{ paymentMethod: 'card' }, 'paymentMethod', 'Platba kartou momentálne nie je dostupná. Vyberte prosím iný spôsob platby.'],
      [{ carrier: 'packeta' }, 'packetaPointId', 'Vyberte výdajné miesto Zásielkovne.'],
      [
        { isCompany: true, invoice: { ...CHECKOUT_FORM.invoice, company: 'Oslavy s.r.o.' } },
        'invoice.ico',
        'Pri nákupe na firmu vyplňte IČO.',
      ],
      [{ isCompany: true, invoice: { ...CHECKOUT_FORM.invoice, company: 'Oslavy s.r.o.', ico: '12345678' } }, 'invoice.ico'],
      [
        { invoice: { ...CHECKOUT_FORM.invoice, country: 'CZ' } },
        'invoice.country',
        'Fakturačná aj doručovacia adresa musí byť na Slovensku.',
      ],
      [{ invoice: { ...CHECKOUT_FORM.invoice, street: 'Hlavná' } }, 'invoice.street', 'Doplňte aj číslo domu.'],
      [{ invoice: { ...CHECKOUT_FORM.invoice, zip: '811' } }, 'invoice.zip'],
      [{ differentDelivery: true }, 'delivery.firstname'],
      [
        { createAccount: true, password: 'tajneheslo1', passwordConfirmation: 'ine-heslo-2' },
        'passwordConfirmation',
        'Heslá nie sú zhodné.',
      ],
      [{ idempotencyKey: 'x' }, 'idempotencyKey'],
      [{ cartId: 'abc' }, 'cartId'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await order(orderBody(cart.cartId, overrides), { tempId: cart.tempId });
      expect(res.status, `${JSON.stringify(overrides)} → ${field}`).toBe(422);
      expect(res.body.message).toBe('Skontrolujte zadané údaje');
      expect(res.body.errors[field], `${JSON.stringify(overrides)} → ${field}: ${JSON.stringify(res.body.errors)}`).toEqual([
        message ?? expect.any(String),
      ]);
    }
    expect(await countRows(db, 'orders')).toBe(0);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 5 });
  });

  it('404 for unknown and foreign carts; 409 for missing goods and an empty cart; voucher errors; bad bodies', async () => {
    const db = await setup();
    const guest = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    const customer = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [], 1);
    const notFound = { message: 'This page could not be found' };
    expect(await order(orderBody(999_999), { tempId: guest.tempId })).toMatchObject({ status: 404, body: notFound });
    expect(await order(orderBody(guest.cartId), { tempId: randomUUID() })).toMatchObject({ status: 404, body: notFound });
    expect(await order(orderBody(guest.cartId))).toMatchObject({ status: 404, body: notFound });
    expect(await order(orderBody(customer.cartId), { tempId: guest.tempId })).toMatchObject({ status: 404, body: notFound });
    expect(await order(orderBody(customer.cartId), { token: TOKENS.influencer })).toMatchObject({ status: 404, body: notFound });

    const tooMany = await storeCart(db, [{ variant: fx.balloon, quantity: 9 }]);
    const short = await order(orderBody(tooMany.cartId), { tempId: tooMany.tempId });
    expect(short.status).toBe(409);
    expect(short.body).toEqual({
      code: 'not_available',
      message: 'Niektoré produkty už nie sú dostupné v požadovanom množstve.',
      items: [{ variantId: fx.balloon.variant, name: 'Testovací balón', requested: 9, available: 7 }],
    });
    const empty = await storeCart(db, []);
    expect(await order(orderBody(empty.cartId), { tempId: empty.tempId })).toMatchObject({ status: 409, body: { code: 'cart_empty' } });

    const expired = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [10 /* EXPIROVANY */]);
    const refused = await order(orderBody(expired.cartId), { tempId: expired.tempId });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'active_to', message: 'Zľavový kód už nie je k dispozícii, jeho platnosť skončila.' });

    expect((await postJson(t, '/api/orders', '{"cartId": 1,', { address: '203.0.113.7' })).status).toBe(400);
    expect((await postJson(t, '/api/orders', [1, 2], { address: '203.0.113.7' })).status).toBe(422);
    expect((await postJson(t, '/api/orders', 'null', { address: '203.0.113.7' })).status).toBe(422);
    expect(await countRows(db, 'orders')).toBe(0);
  });

  it(`limits placements to ${ORDER_PLACEMENT_LIMIT.hits} per address and window (429); the API is documented`, async () => {
    await setup();
    for (let i = 0; i < ORDER_PLACEMENT_LIMIT.hits; i++) {
      expect((await order(orderBody(999_999), { address: '203.0.113.99' })).status).toBe(404);
    }
    const limited = await order(orderBody(999_999), { address: '203.0.113.99' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect((await order(orderBody(999_999), { address: '203.0.113.100' })).status).toBe(404);

    const doc = await getJson(t, '/api/openapi.json');
    const post = doc.body.paths['/api/orders'].post;
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '422', '429']));
  });
});
