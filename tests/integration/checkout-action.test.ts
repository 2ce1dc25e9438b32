/**
 * The checkout form's server side (app/components/checkout/checkout.server.ts): handleCheckoutAction answers 422 with
 * the errors at the form's fields and what the shopper typed (never the passwords) for every SPEC §5 rule the form
 * can break, places the order and redirects to the summary when the form is valid, creates the account asked for,
 * and reports placement refusals at the top of the form; loadCheckoutPageData gives the form its options and the
 * logged-in customer's data.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCheckoutAction, loadCheckoutPageData } from '../../app/components/checkout/checkout.server';
import type { FormResult } from '../../app/lib/forms/form-result';
import { queryRows, type Db } from '../../src/db/client';
import { loadCartView } from '../../src/domain/cart/cart-view';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { CHECKOUT_BRANCH_ID, validCheckoutForm } from '../fixtures/checkout-form-fixture';
import { call, guestCookie, loadCartFixtures, TOKENS, type FixtureIds, retireCartFixtures } from '../fixtures/cart-fixtures';

const BRANCH_ID = CHECKOUT_BRANCH_ID;
const validForm = validCheckoutForm;

function request(cookies: Record<string, string> = {}): Request {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new Request('http://localhost:3000/kosik', { method: 'POST', headers: cookie ? { cookie } : {} });
}

// All tests share one clone of the demo database. Each gets a fresh set of the cart fixtures (the previous test's set
// is retired first: codes and session tokens are unique), so the stock it buys and empties is its own; orders are
// checked from a mark taken at the start of the test.
let shared: TestDatabase | undefined;
let sharedFx: FixtureIds | undefined;
afterAll(async () => {
  await shared?.cleanup();
});

async function sharedClone(): Promise<TestDatabase> {
  shared ??= await createTestDatabase();
  return shared;
}

/** The highest order id now: the orders a test placed are those above it. */
async function orderMark(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM orders`);
  return row!.id;
}

type DataResult = { type: 'DataWithResponseInit'; data: FormResult; init: { status?: number; headers?: Headers } | null };

function asData(result: unknown): DataResult {
  expect(result).not.toBeInstanceOf(Response);
  const r = result as DataResult;
  expect(r.type).toBe('DataWithResponseInit');
  return r;
}

describe('checkout form action', () => {
  let t: TestDatabase;
  let ids: FixtureIds;
  let context: AppLoadContext;
  /** orders with a higher id were placed by the running test */
  let mark: number;

  beforeEach(async () => {
    const db = (await sharedClone()).services.db;
    if (sharedFx) await retireCartFixtures(db, sharedFx);
    sharedFx = ids = await loadCartFixtures(db);
    // helium inflation is a service (products.is_service), as in the demo catalogue: it keeps no stock
    await queryRows(db, sql`UPDATE products SET is_service = TRUE WHERE id = ${ids.helium.product}`);
    mark = await orderMark(db);
    t = await createTestDatabase({ shareDatabaseOf: shared });
    context = { services: t.services, cspNonce: '' } as AppLoadContext;
  });
  afterEach(async () => {
    await t?.cleanup();
  });

  /** A guest cart with the balloon (2 pcs, stocked), its helium add-on and a candle; returns the guest-cart tempId. */
  async function guestCart(): Promise<string> {
    const first = await call(t, 'PUT', '/api/cart/0', { variantId: ids.balloon.variant, quantity: 2 });
    expect(first.status).toBe(200);
    const tempId = guestCookie(first.res)!.value;
    const helium = await call(
      t,
      'PUT',
      '/api/cart/0',
      { variantId: ids.helium.variant, quantity: 2, parentId: first.body.data.item_id },
      { tempId },
    );
    expect(helium.status).toBe(200);
    const other = await call(t, 'PUT', '/api/cart/0', { variantId: ids.other.variant, quantity: 1 }, { tempId });
    expect(other.status).toBe(200);
    return tempId;
  }

  it('answers 422 with every problem at its field and the typed values, without the passwords', async () => {
    const form = validForm({
      email: 'not-an-email',
      phone: '12',
      'invoice.street': 'Obchodná',
      'invoice.zip': '8110',
      termsAgreed: null,
      pickupStoreId: null,
      isCompany: 'on',
      'invoice.company': '',
      'invoice.ico': '12345678',
      createAccount: 'on',
      password: 'tajneHeslo1',
      passwordConfirmation: 'tajneHeslo1',
    });
    const { data, init } = asData(await handleCheckoutAction(request(), context, form));
    expect(init?.status).toBe(422);
    expect(data.intent).toBe('checkout');
    expect(data.message).toBe('Skontrolujte zadané údaje');
    expect(data.errors).toMatchObject({
      email: ['Pole musí obsahovať platný e-mail.'],
      phone: ['Vyplňte prosím minimálne 6 znakov.'],
      'invoice.street': ['Doplňte aj číslo domu.'],
      'invoice.zip': ['PSČ musí mať 5 číslic, napríklad 811 01.'],
      termsAgreed: ['Na odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.'],
      pickupStoreId: ['Vyberte predajňu, na ktorej si tovar vyzdvihnete.'],
      'invoice.company': ['Pole musí byť vyplnené.'],
      'invoice.ico': ['IČO nie je platné. Skontrolujte, či ste ho zadali správne (8 číslic).'],
    });
    expect(data.values).toMatchObject({
      email: 'not-an-email',
      phone: '12',
      'invoice.street': 'Obchodná',
      'invoice.ico': '12345678',
      note: 'Prosím zabaliť ako darček',
      createAccount: 'on',
      isCompany: 'on',
    });
    expect(data.values).not.toHaveProperty('password');
    expect(data.values).not.toHaveProperty('passwordConfirmation');
    expect(JSON.stringify(data)).not.toContain('tajneHeslo1');
    expect(await queryRows(t.services.db, sql`SELECT id FROM orders WHERE id > ${mark}`)).toHaveLength(0);
  });

  it('refuses personal pickup with cash on delivery: pickup needs prepayment', async () => {
    const { data, init } = asData(await handleCheckoutAction(request(), context, validForm({ paymentMethod: 'cod' })));
    expect(init?.status).toBe(422);
    expect(data.errors).toEqual({ paymentMethod: ['Pri osobnom odbere je potrebné zaplatiť vopred kartou alebo bankovým prevodom.'] });
    expect(data.values.paymentMethod).toBe('cod');
  });

  it('requires delivery method, payment method and the pickup branch', async () => {
    const { data } = asData(await handleCheckoutAction(request(), context, validForm({ carrier: null, paymentMethod: null })));
    expect(data.errors).toMatchObject({ carrier: ['Vyberte spôsob doručenia.'], paymentMethod: ['Vyberte spôsob platby.'] });
    const branch = asData(await handleCheckoutAction(request(), context, validForm({ pickupStoreId: '' })));
    expect(branch.data.errors).toEqual({ pickupStoreId: ['Vyberte predajňu, na ktorej si tovar vyzdvihnete.'] });
  });

  it('keeps invoice and delivery addresses in Slovakia in the sk shop', async () => {
    const form = validForm({
      carrier: 'courier',
      pickupStoreId: null,
      'invoice.country': 'CZ',
      differentDelivery: 'on',
      'delivery.firstname': 'Peter',
      'delivery.lastname': 'Malý',
      'delivery.street': 'Václavské náměstí 1',
      'delivery.city': 'Praha',
      'delivery.zip': '110 00',
      'delivery.country': 'CZ',
    });
    const { data, init } = asData(await handleCheckoutAction(request(), context, form));
    expect(init?.status).toBe(422);
    expect(data.errors).toEqual({
      'invoice.country': ['Fakturačná aj doručovacia adresa musí byť na Slovensku.'],
      'delivery.country': ['Fakturačná aj doručovacia adresa musí byť na Slovensku.'],
    });
    expect(data.values['delivery.city']).toBe('Praha');
  });

  it("says 'Heslá nie sú zhodné.' when the account's passwords differ", async () => {
    const form = validForm({ createAccount: 'on', password: 'tajneHeslo1', passwordConfirmation: 'tajneHeslo2' });
    const { data, init } = asData(await handleCheckoutAction(request(), context, form));
    expect(init?.status).toBe(422);
    expect(data.errors).toEqual({ passwordConfirmation: ['Heslá nie sú zhodné.'] });
    expect(data.values).not.toHaveProperty('password');
    expect(data.values).not.toHaveProperty('passwordConfirmation');
    expect(await queryRows(t.services.db, sql`SELECT id FROM users WHERE email = 'jana.kratka@example.sk'`)).toHaveLength(0);
  });

  it('places the order of the guest cart and redirects to its summary', async () => {
    const tempId = await guestCart();
    const result = await handleCheckoutAction(request({ 'guest-cart': tempId }), context, validForm());
    expect(result).toBeInstanceOf(Response);
    const res = result as Response;
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/shrnuti\/\d+\/[A-Za-z0-9_-]+$/);
    const [, id, hash] = location.split('/').slice(1);
    const [order] = await queryRows<{
      hash: string;
      email: string;
      pickup_store_id: number;
      note: string;
      invoice_zip: string;
      user_id: number | null;
    }>(t.services.db, sql`SELECT hash, email, pickup_store_id, note, invoice_zip, user_id FROM orders WHERE id = ${Number(id)}`);
    expect(order).toMatchObject({
      hash,
      email: 'jana.kratka@example.sk',
      pickup_store_id: BRANCH_ID,
      note: 'Prosím zabaliť ako darček',
      invoice_zip: '811 06',
      user_id: null,
    });

    // the same form again (a double click): the same order, no second one
    const again = (await handleCheckoutAction(request({ 'guest-cart': tempId }), context, validForm())) as Response;
    expect(again.headers.get('location')).toBe(location);
    expect(await queryRows(t.services.db, sql`SELECT id FROM orders WHERE id > ${mark}`)).toHaveLength(1);
  });

  it('creates the account asked for, logs it in and gives it the order', async () => {
    const tempId = await guestCart();
    // an e-mail of its own: the other tests check that jana.kratka@example.sk gets no account
    const form = validForm({
      email: 'jana.kratka.ucet@example.sk',
      createAccount: 'on',
      password: 'tajneHeslo1',
      passwordConfirmation: 'tajneHeslo1',
    });
    const res = (await handleCheckoutAction(request({ 'guest-cart': tempId }), context, form)) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.headers.get('location')).toMatch(/^\/shrnuti\//);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('auth._token.local=') && c.includes('HttpOnly'))).toBe(true);
    const [user] = await queryRows<{ id: number; firstname: string; phone: string; city: string }>(
      t.services.db,
      sql`SELECT id, firstname, phone, city FROM users WHERE email = 'jana.kratka.ucet@example.sk'`,
    );
    expect(user).toMatchObject({ firstname: 'Jana', phone: '905111222', city: 'Bratislava' });
    const orders = await queryRows<{ user_id: number }>(t.services.db, sql`SELECT user_id FROM orders WHERE id > ${mark}`);
    expect(orders).toEqual([{ user_id: user!.id }]);

    // an e-mail that has an account already: the message at the e-mail field, no order
    const taken = validForm({
      email: 'zakaznik@party-shop.sk',
      createAccount: 'on',
      password: 'tajneHeslo1',
      passwordConfirmation: 'tajneHeslo1',
    });
    const refused = asData(await handleCheckoutAction(request({ 'guest-cart': await guestCart() }), context, taken));
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors).toEqual({ email: ['Účet s týmto e-mailom už existuje. Skúste sa najskôr prihlásiť.'] });
  });

  it('reports goods no longer available at the top of the form and keeps the input', async () => {
    const tempId = await guestCart();
    await queryRows(t.services.db, sql`UPDATE stock SET quantity = 0 WHERE variant_id = ${ids.other.variant}`);
    const { data, init } = asData(await handleCheckoutAction(request({ 'guest-cart': tempId }), context, validForm()));
    expect(init?.status).toBe(409);
    expect(data.message).toBe(
      'Niektorý tovar už nie je dostupný v požadovanom množstve: Testovacia sviečka (k dispozícii 0 ks). Upravte prosím košík a objednávku odošlite znova.',
    );
    expect(data.errors).toEqual({});
    expect(data.values.email).toBe('jana.kratka@example.sk');

    // an account asked for with a refused order is not created either
    const withAccount = validForm({ createAccount: 'on', password: 'tajneHeslo1', passwordConfirmation: 'tajneHeslo1' });
    const again = asData(await handleCheckoutAction(request({ 'guest-cart': tempId }), context, withAccount));
    expect(again.init?.status).toBe(409);
    expect(await queryRows(t.services.db, sql`SELECT id FROM users WHERE email = 'jana.kratka@example.sk'`)).toHaveLength(0);
  });

  it('reports an empty cart and a missing cart', async () => {
    const missing = asData(await handleCheckoutAction(request(), context, validForm()));
    expect(missing.init?.status).toBe(409);
    expect(missing.data.message).toBe('Košík sa nepodarilo nájsť. Obnovte prosím stránku a skontrolujte jeho obsah.');

    const first = await call(t, 'PUT', '/api/cart/0', { variantId: ids.other.variant, quantity: 1 });
    const tempId = guestCookie(first.res)!.value;
    await call(t, 'PUT', '/api/cart/0', { id: first.body.data.item_id, variantId: ids.other.variant, quantity: 0 }, { tempId });
    const empty = asData(await handleCheckoutAction(request({ 'guest-cart': tempId }), context, validForm()));
    expect(empty.data.message).toBe('Košík je prázdny. Pridajte doň prosím tovar a objednávku odošlite znova.');
  });

  it('gives the form its options, the stocked lines and a fresh idempotency key per render', async () => {
    const tempId = await guestCart();
    const [cart] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM carts WHERE temp_id = ${tempId}::uuid`);
    const eur = {
      id: 2,
      code: 'EUR',
      decimals: 2,
      rate: 25.2,
      symbol_before: '',
      symbol_after: '€',
      freeDeliveryFrom: 6_000,
      thresholdStep: 100,
    };
    const view = (await loadCartView(t.services.db, cart!.id, { currency: eur, now: new Date() }, t.services.t))!;
    const req = new Request('http://localhost:3000/kosik', { headers: { cookie: `guest-cart=${tempId}` } });
    const page = await loadCheckoutPageData(req, context, view);
    expect(page.country).toBe('SK');
    expect(page.customer).toBeNull();
    expect(page.phonePrefixes).toEqual(['+421', '+420', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', '']);
    expect(page.carriers.map((c) => c.code)).toEqual(expect.arrayContaining(['pickup', 'courier']));
    expect(page.carriers.find((c) => c.code === 'pickup')!.paymentMethods).not.toContain('cod');
    expect(page.cardEnabled).toBe(false);
    expect(page.paymentMethods.map((m) => m.code)).not.toContain('card');
    expect(page.pickupBranches).toHaveLength(13);
    // the helium add-on is a service: never missing at a branch
    expect(page.stockLines).toEqual([
      { variantId: ids.balloon.variant, quantity: 2 },
      { variantId: ids.other.variant, quantity: 1 },
    ]);
    expect(page.cart.total).toBe(view.totals.total);
    const again = await loadCheckoutPageData(req, context, view);
    expect(again.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.idempotencyKey).not.toBe(page.idempotencyKey);
  });

  it("pre-fills a logged-in customer's invoice data and saved addresses", async () => {
    const req = new Request('http://localhost:3000/kosik', { headers: { authorization: `Bearer ${TOKENS.customer}` } });
    const eur = {
      id: 2,
      code: 'EUR',
      decimals: 2,
      rate: 25.2,
      symbol_before: '',
      symbol_after: '€',
      freeDeliveryFrom: 6_000,
      thresholdStep: 100,
    };
    const empty = {
      id: 0,
      tempId: null,
      currency: eur,
      items: [],
      vouchers: [],
      gifts: [],
      totals: {
        items: 0,
        group_discount: 0,
        subtotal: 0,
        vouchers: 0,
        total: 0,
        free_delivery: { threshold: 0, missing: 0, reached: false },
      },
    };
    const page = await loadCheckoutPageData(req, context, empty);
    expect(page.customer).toMatchObject({
      email: 'zakaznik@party-shop.sk',
      phonePrefix: '+421',
      invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Obchodná 12', city: 'Bratislava', zip: '811 06', country: 'SK' },
    });
    expect(page.customer!.addresses.map((a) => [a.name, a.isDefault])).toEqual([
      ['Domov', true],
      ['Chata', false],
    ]);
  });
});

describe('checkout form action, cs shop', () => {
  let t: TestDatabase;
  afterEach(async () => {
    await t?.cleanup();
  });

  it('requires the Czech Republic as the country', async () => {
    t = await createTestDatabase({ env: { SHOP_LOCALE: 'cs' }, shareDatabaseOf: await sharedClone() });
    const context = { services: t.services, cspNonce: '' } as AppLoadContext;
    const { data, init } = asData(await handleCheckoutAction(request(), context, validForm()));
    expect(init?.status).toBe(422);
    expect(data.errors['invoice.country']).toHaveLength(1);
    expect(data.errors['invoice.country']![0]).toMatch(/Česk/);
  });
});
