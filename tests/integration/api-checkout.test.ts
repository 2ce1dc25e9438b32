/**
 * Checkout REST calls: options (carriers, payments, branches, free delivery), validation of the checkout form against
 * the database, pickup availability at a branch, Packeta pickup points (demo list, the live feed through a fake).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { FAKE_PACKETA_KEY, startFakePacketa, type FakePacketa } from '../fakes/fake-packeta';
import { getJson, postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const CARD_GATEWAY = {
  PAYMENT_GATEWAY: 'comgate',
  PAYMENT_GATEWAY_MERCHANT: 'm-1',
  PAYMENT_GATEWAY_SECRET: 's-1',
  PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
};

// Tests that only read share one clone of the demo database (each with its own configuration); a test that changes
// data asks for its own clone (`{ writes: true }`).
let shared: TestDatabase | undefined;
let opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.map((o) => o.cleanup()));
  opened = [];
});
afterAll(async () => {
  await shared?.cleanup();
});

async function shop(env: Record<string, string> = {}, { writes = false } = {}) {
  if (!writes) shared ??= await createTestDatabase();
  const t = await createTestDatabase({ env, ...(writes ? {} : { shareDatabaseOf: shared }) });
  opened.push(t);
  return t;
}

const VALID_ORDER = {
  email: 'jana@example.sk',
  phonePrefix: '+421',
  phone: '911 222 333',
  isCompany: false,
  invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Hlavná 5', city: 'Košice', zip: '040 01', country: 'SK' },
  differentDelivery: false,
  carrier: 'courier',
  paymentMethod: 'cod',
  termsAgreed: true,
};

const VALIDATE = '/api/checkout/validate';

describe('GET /api/checkout/options', () => {
  it('lists carriers, payment methods and 13 branches priced in euros (the default currency)', async () => {
    const { status, body } = await getJson(await shop(), '/api/checkout/options?cartTotal=1000');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.currencyCode).toBe('EUR');
    expect(data.carriers.map((c: any) => c.code)).toEqual(['pickup', 'courier', 'packeta']);
    const courier = data.carriers.find((c: any) => c.code === 'courier');
    // 4,90 € gross; free from the euro shop's own round threshold, 60 € (decision 0060), not 1 500 Kč converted
    expect(courier).toMatchObject({
      price: 490,
      regularPrice: 490,
      isFree: false,
      voucherDiscount: 0,
      freeFrom: 6000,
      remainingForFree: 5000,
      available: true,
      unavailable: null,
    });
    expect(data.freeDeliveryFrom).toBe(6000);
    expect(data.cartId).toBeNull();
    expect(data.paymentMethods).toEqual([
      { id: 1, code: 'bank_transfer', name: 'Bankový prevod', price: 0, available: true, unavailable: null },
      { id: 3, code: 'cod', name: 'Dobierka', price: 150, available: true, unavailable: null },
    ]);
    expect(data.pickupBranches).toHaveLength(13);
    for (const branch of data.pickupBranches) {
      expect(branch.name).toBeTruthy();
      expect(branch.town).toBeTruthy();
      expect(branch.street).toBeTruthy();
      expect(branch.openingHours).toHaveLength(7);
    }
    expect(data.packeta).toEqual({ mode: 'demo', notice: 'Ukážkové výdajné miesta: Zásielkovňa nie je v tomto prostredí pripojená.' });
  });

  it('makes delivery free from 60 € in euros and 1 500 Kč in crowns (each currency its own threshold)', async () => {
    const app = await shop();
    const free = (await getJson(app, '/api/checkout/options?cartTotal=6000')).body.data.carriers.find((c: any) => c.code === 'courier');
    expect(free).toMatchObject({ price: 0, regularPrice: 490, isFree: true, remainingForFree: null });
    const justBelow = (await getJson(app, '/api/checkout/options?cartTotal=5999')).body.data.carriers.find(
      (c: any) => c.code === 'courier',
    );
    expect(justBelow).toMatchObject({ price: 490, isFree: false, remainingForFree: 1 });
    const czk = (await getJson(app, '/api/checkout/options?cartTotal=150000&currencyId=1')).body.data;
    expect(czk.currencyCode).toBe('CZK');
    expect(czk.carriers.find((c: any) => c.code === 'courier')).toMatchObject({ price: 0, isFree: true, freeFrom: 150_000 });
  });

  it('offers no cash on delivery with personal pickup, and card only when a gateway is configured', async () => {
    const without = (await getJson(await shop(), '/api/checkout/options')).body.data;
    expect(without.carriers.find((c: any) => c.code === 'pickup').paymentMethods).toEqual(['bank_transfer']);
    expect(without.paymentMethods.map((m: any) => m.code)).not.toContain('card');
    const withCard = (await getJson(await shop(CARD_GATEWAY), '/api/checkout/options')).body.data;
    expect(withCard.carriers.find((c: any) => c.code === 'pickup').paymentMethods).toEqual(['bank_transfer', 'card']);
    expect(withCard.carriers.find((c: any) => c.code === 'courier').paymentMethods).toEqual(['bank_transfer', 'card', 'cod']);
    expect(withCard.paymentMethods.map((m: any) => m.code)).toEqual(['bank_transfer', 'card', 'cod']);
  });

  it('leaves out inactive carriers and payment methods', async () => {
    const app = await shop({}, { writes: true });
    await app.services.db.execute(sql`UPDATE carriers SET is_active = false WHERE code = 'courier'`);
    await app.services.db.execute(sql`UPDATE payment_methods SET is_active = false WHERE code = 'cod'`);
    const data = (await getJson(app, '/api/checkout/options')).body.data;
    expect(data.carriers.map((c: any) => c.code)).toEqual(['pickup', 'packeta']);
    expect(data.carriers.find((c: any) => c.code === 'packeta').paymentMethods).toEqual(['bank_transfer']);
  });

  it('hides Packeta in production when it is not configured', async () => {
    const app = await shop({ NODE_ENV: 'production' });
    const data = (await getJson(app, '/api/checkout/options')).body.data;
    expect(data.carriers.map((c: any) => c.code)).toEqual(['pickup', 'courier']);
    expect(data.packeta).toEqual({ mode: 'off', notice: null });
    expect((await getJson(app, '/api/checkout/packeta-points?q=bratislava')).status).toBe(404);
  });

  it.each(['abc', '-1', '1.5', '1e30'])('answers 422 for cartTotal=%s', async (value) => {
    const { status, body } = await getJson(await shop(), `/api/checkout/options?cartTotal=${value}`);
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['cartTotal']);
  });
});

describe('POST /api/checkout/validate', () => {
  it('accepts a valid order', async () => {
    const { status, body } = await postJson(await shop(), VALIDATE, VALID_ORDER);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { valid: true } });
  });

  it('answers 422 with the errors at the form fields', async () => {
    const { status, body } = await postJson(await shop(), VALIDATE, {
      ...VALID_ORDER,
      isCompany: true,
      invoice: { ...VALID_ORDER.invoice, company: 'Firma s.r.o.', ico: '12345678', country: 'CZ' },
      carrier: 'pickup',
      termsAgreed: false,
    });
    expect(status).toBe(422);
    expect(body.message).toBe('Skontrolujte zadané údaje');
    expect(body.errors).toEqual({
      'invoice.country': ['Fakturačná aj doručovacia adresa musí byť na Slovensku.'],
      'invoice.ico': ['IČO nie je platné. Skontrolujte, či ste ho zadali správne (8 číslic).'],
      termsAgreed: ['Na odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.'],
      pickupStoreId: ['Vyberte predajňu, na ktorej si tovar vyzdvihnete.'],
      paymentMethod: ['Pri osobnom odbere je potrebné zaplatiť vopred kartou alebo bankovým prevodom.'],
    });
  });

  it("rejects a pickup branch that does not exist, is closed or is the warehouse ('Selected store does not exist')", async () => {
    const app = await shop({}, { writes: true });
    const [warehouse] = await queryRows<{ id: number }>(app.services.db, sql`SELECT id FROM stores WHERE kind = 'warehouse' LIMIT 1`);
    await app.services.db.execute(sql`UPDATE stores SET is_active = false WHERE id = 2`);
    const pickup = { ...VALID_ORDER, carrier: 'pickup', paymentMethod: 'bank_transfer' };
    expect((await postJson(app, VALIDATE, { ...pickup, pickupStoreId: 1 })).status).toBe(200);
    for (const storeId of [999, 2, warehouse!.id, 2_147_483_647]) {
      const { status, body } = await postJson(app, VALIDATE, { ...pickup, pickupStoreId: storeId });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ pickupStoreId: ['Vybraná predajňa neexistuje. Vyberte prosím inú predajňu.'] });
    }
  });

  it('accepts card payments only when a gateway is configured', async () => {
    const order = { ...VALID_ORDER, paymentMethod: 'card' };
    const { status, body } = await postJson(await shop(), VALIDATE, order);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ paymentMethod: ['Platba kartou momentálne nie je dostupná. Vyberte prosím iný spôsob platby.'] });
    expect((await postJson(await shop(CARD_GATEWAY), VALIDATE, order)).status).toBe(200);
  });

  it('rejects an inactive carrier and payment method', async () => {
    const app = await shop({}, { writes: true });
    await app.services.db.execute(sql`UPDATE carriers SET is_active = false WHERE code = 'courier'`);
    await app.services.db.execute(sql`UPDATE payment_methods SET is_active = false WHERE code = 'cod'`);
    const { status, body } = await postJson(app, VALIDATE, VALID_ORDER);
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      carrier: ['Zvolený spôsob doručenia momentálne nie je dostupný. Vyberte prosím iný.'],
      paymentMethod: ['Zvolený spôsob platby momentálne nie je dostupný. Vyberte prosím iný.'],
    });
  });

  it('checks the Packeta point against the demo points', async () => {
    const app = await shop();
    const packeta = { ...VALID_ORDER, carrier: 'packeta', packetaPointName: 'Bratislava, Obchodná 12' };
    expect((await postJson(app, VALIDATE, { ...packeta, packetaPointId: '99000001' })).status).toBe(200);
    const { status, body } = await postJson(app, VALIDATE, { ...packeta, packetaPointId: '12345' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ packetaPointId: ['Zvolené výdajné miesto Zásielkovne už neexistuje. Vyberte prosím iné.'] });
  });

  it('uses the Czech rules and messages in the cs shop', async () => {
    const app = await shop({ SHOP_LOCALE: 'cs' });
    const { status, body } = await postJson(app, VALIDATE, VALID_ORDER);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'invoice.country': ['Fakturační i doručovací adresa musí být v České republice.'] });
    const czech = { ...VALID_ORDER, phonePrefix: '+420', invoice: { ...VALID_ORDER.invoice, city: 'Praha', zip: '110 00', country: 'CZ' } };
    expect((await postJson(app, VALIDATE, czech)).status).toBe(200);
  });

  it('never answers 500 to bad input', async () => {
    const app = await shop();
    expect((await postJson(app, VALIDATE, '{"email":')).status).toBe(400);
    for (const payload of [
      [],
      'null',
      '"text"',
      '42',
      { invoice: 'x', carrier: ['pickup'], pickupStoreId: { id: 1 } },
      { ...VALID_ORDER, phone: 123456789 },
    ]) {
      const { status, body } = await postJson(app, VALIDATE, typeof payload === 'string' ? payload : payload);
      expect(status).toBe(422);
      expect(body.errors).toBeTypeOf('object');
    }
    // a JSON call: a form-encoded body is what a cross-site form sends, refused (decision 0043)
    const form = await app.app.request(VALIDATE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/checkout/pickup-availability', () => {
  it('tells which lines the branch does not have (up to 10 days)', async () => {
    const app = await shop();
    const db = app.services.db;
    const [stocked] = await queryRows<{ variant_id: number; quantity: number }>(
      db,
      sql`SELECT variant_id, quantity FROM stock WHERE store_id = 1 AND quantity >= 2 ORDER BY variant_id LIMIT 1`,
    );
    const [absent] = await queryRows<{ id: number }>(
      db,
      sql`SELECT v.id FROM product_variants v
          WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.variant_id = v.id AND s.store_id = 1 AND s.quantity > 0)
          ORDER BY v.id LIMIT 1`,
    );
    const inStock = await postJson(app, '/api/checkout/pickup-availability', {
      storeId: 1,
      lines: [{ variantId: stocked!.variant_id, quantity: 1 }],
    });
    expect(inStock.status).toBe(200);
    expect(inStock.body.data).toMatchObject({ storeId: 1, missing: [], estimate: { key: 'availability.pickup_in_stock' } });

    const lines = [
      { variantId: stocked!.variant_id, quantity: 1 },
      { variantId: absent!.id, quantity: 1 },
      // the same variant twice: together more than the branch has
      { variantId: stocked!.variant_id, quantity: stocked!.quantity },
    ];
    const { status, body } = await postJson(app, '/api/checkout/pickup-availability', { storeId: 1, lines });
    expect(status).toBe(200);
    expect(body.data.missing).toEqual([
      { variantId: stocked!.variant_id, requested: stocked!.quantity + 1, available: stocked!.quantity },
      { variantId: absent!.id, requested: 1, available: 0 },
    ]);
    expect(body.data.estimate).toEqual({
      key: 'availability.pickup_up_to_10_days',
      message: 'Tovar na predajni nie je skladom, doručenie môže trvať až 10 dní.',
      minDays: 3,
      maxDays: 10,
    });
  });

  it('answers 422 for an unknown branch or bad lines', async () => {
    const app = await shop();
    const unknown = await postJson(app, '/api/checkout/pickup-availability', { storeId: 999, lines: [] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ storeId: ['Vybraná predajňa neexistuje. Vyberte prosím inú predajňu.'] });
    const bad = await postJson(app, '/api/checkout/pickup-availability', { storeId: 'x', lines: [{ variantId: -1, quantity: 0 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.0.variantId', 'storeId']);
  });
});

describe('GET /api/checkout/packeta-points without Packeta configured (demo points)', () => {
  it('finds demo points by town, ignoring diacritics and case', async () => {
    const { status, body } = await getJson(await shop(), '/api/checkout/packeta-points?q=ZILINA');
    expect(status).toBe(200);
    expect(body.data.mode).toBe('demo');
    expect(body.data.notice).toBe('Ukážkové výdajné miesta: Zásielkovňa nie je v tomto prostredí pripojená.');
    expect(body.data.points).toHaveLength(1);
    expect(body.data.points[0]).toMatchObject({ city: 'Žilina', country: 'SK', demo: true });
  });

  it('finds by ZIP and by street words', async () => {
    const app = await shop();
    expect((await getJson(app, '/api/checkout/packeta-points?q=040')).body.data.points.map((p: any) => p.city)).toContain('Košice');
    expect((await getJson(app, '/api/checkout/packeta-points?q=obchodna%2012')).body.data.points.map((p: any) => p.id)).toEqual([
      '99000001',
    ]);
  });

  it('shows the Czech demo points in the cs shop', async () => {
    const { body } = await getJson(await shop({ SHOP_LOCALE: 'cs' }), '/api/checkout/packeta-points?q=praha');
    expect(body.data.points.length).toBeGreaterThan(0);
    expect(body.data.points.every((p: any) => p.country === 'CZ' && p.demo)).toBe(true);
  });

  it('answers 422 for a missing or too short query', async () => {
    const app = await shop();
    for (const path of [
      '/api/checkout/packeta-points',
      '/api/checkout/packeta-points?q=a',
      `/api/checkout/packeta-points?q=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await getJson(app, path);
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['q']);
    }
  });
});

describe('GET /api/checkout/packeta-points with the Packeta feed (fake)', () => {
  let packeta: FakePacketa;
  beforeAll(async () => {
    packeta = await startFakePacketa();
  });
  afterAll(async () => {
    await packeta.close();
  });
  const live = (extra: Record<string, string> = {}) =>
    shop({ PACKETA_API_KEY: FAKE_PACKETA_KEY, PACKETA_API_URL: packeta.apiUrl, PACKETA_TIMEOUT_MS: '1500', ...extra });

  it("searches the feed's points of the shop's country, downloading the feed once", async () => {
    packeta.mode = 'ok';
    const app = await live();
    const before = packeta.requests.length;
    const { status, body } = await getJson(app, '/api/checkout/packeta-points?q=bratislava');
    expect(status).toBe(200);
    expect(body.data.mode).toBe('live');
    expect(body.data.notice).toBeNull();
    expect(body.data.points.map((p: any) => p.id).sort()).toEqual(['1001', '1002']);
    expect(body.data.points[0]).toMatchObject({ country: 'SK', demo: false, openingHours: 'Po–Pi 8:00–18:00' });
    // a closed point and the Czech points are not offered
    expect((await getJson(app, '/api/checkout/packeta-points?q=kosice')).body.data.points).toEqual([]);
    expect((await getJson(app, '/api/checkout/packeta-points?q=praha')).body.data.points).toEqual([]);
    expect(packeta.requests.slice(before)).toEqual([`/api/v4/${FAKE_PACKETA_KEY}/branch.json?lang=sk`]);
  });

  it('verifies the chosen point at validation', async () => {
    packeta.mode = 'ok';
    const app = await live();
    const order = { ...VALID_ORDER, carrier: 'packeta', packetaPointName: 'Bratislava, Obchodná 12' };
    expect((await postJson(app, VALIDATE, { ...order, packetaPointId: '1001' })).status).toBe(200);
    expect((await postJson(app, VALIDATE, { ...order, packetaPointId: '1004' })).status).toBe(422);
  });

  it.each(['error', 'malformed', 'slow'] as const)(
    'answers 503 packeta_unavailable when the feed is %s, and checkout goes on',
    async (mode) => {
      packeta.mode = mode;
      const app = await live();
      const { status, body } = await getJson(app, '/api/checkout/packeta-points?q=bratislava');
      expect(status).toBe(503);
      expect(body).toEqual({
        code: 'packeta_unavailable',
        message: 'Výdajné miesta Zásielkovne sa nepodarilo načítať. Skúste to prosím neskôr.',
      });
      // the point cannot be verified, so the order is not blocked
      const order = { ...VALID_ORDER, carrier: 'packeta', packetaPointId: '1001', packetaPointName: 'Bratislava, Obchodná 12' };
      expect((await postJson(app, VALIDATE, order)).status).toBe(200);
      packeta.mode = 'ok';
    },
  );
});
