/**
 * Back-office vouchers (issue 7, decision 0034): create and update through /api/admin/vouchers with validation 422s
 * and the case-insensitive unique code (422 code already_exists); the limits saved are the ones the cart enforces —
 * a voucher created with quantity 1 is used by one order and refused to the next shopper by POST
 * /api/voucher/cart/add; total uses not below the uses made; the page form in Kč and Bratislava time; the detail's
 * uses and audit log. One database for the file (each test uses its own codes).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as voucherEditAction } from '../../app/routes/admin/vouchers-edit';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { voucherFormToInput } from '../../src/domain/vouchers/admin-vouchers-schema';
import { isoToShopLocalInput, shopLocalInputToIso } from '../../src/lib/shop-time';
import { placeOrder } from '../../src/domain/orders/place-order';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, type FixtureIds } from '../fixtures/cart-fixtures';
import { loadOrderFixtures, placeDeps, placeInput, storeCart } from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'admin-vouchers-test-admin-token-3';

let t: TestDatabase;
let fx: FixtureIds;
beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

let address = 0;
const admin = (method: string, path: string, body?: unknown) =>
  call(t, method, path, body, { token: ADMIN_TOKEN, address: `198.51.100.${(address++ % 200) + 1}` });

const base = { voucherType: 'amount', value: 5000 };

async function guestCartWithBalloon() {
  const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
  const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { tempId });
  return { tempId, cartId: put.body.data.cart_id as number };
}

describe('POST/PUT /api/admin/vouchers', () => {
  it('creates a voucher with all its limits in the stored units, and refuses a taken code in any letter case', async () => {
    const created = await admin('POST', '/api/admin/vouchers', {
      code: 'Jar2030',
      voucherType: 'amount',
      value: 12_550,
      quantity: 10,
      quantityPerUser: 2,
      minimalPrice: 100_000,
      activeFrom: '2030-03-01T00:00:00+01:00',
      activeTo: '2030-05-31T23:59:00+02:00',
      requiresEmail: true,
      ownerUserId: 2,
      commissionPercent: 7,
      isActive: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'Jar2030',
      voucherType: 'amount',
      value: 12_550,
      serviceType: 'eshop',
      quantity: 10,
      usedCount: 0,
      quantityPerUser: 2,
      minimalPrice: 100_000,
      activeFrom: '2030-02-28T23:00:00.000Z',
      activeTo: '2030-05-31T21:59:00.000Z',
      requiresEmail: true,
      ownerUserId: 2,
      commissionPercent: 7,
      isActive: false,
    });
    for (const code of ['JAR2030', 'jar2030', 'vitaj10']) {
      const dup = await admin('POST', '/api/admin/vouchers', { ...base, code });
      expect(dup.status, code).toBe(422);
      expect(dup.body).toMatchObject({ code: 'already_exists', errors: { code: ['Kupón s týmto kódom už existuje.'] } });
    }
    // renaming another voucher onto it is refused too; keeping one's own code is fine
    const other = await admin('POST', '/api/admin/vouchers', { ...base, code: 'JAR2030B' });
    expect((await admin('PUT', `/api/admin/vouchers/${other.body.data.id}`, { ...base, code: 'jar2030' })).body.code).toBe(
      'already_exists',
    );
    expect((await admin('PUT', `/api/admin/vouchers/${other.body.data.id}`, { ...base, code: 'jar2030b', value: 6000 })).status).toBe(200);
  });

  it('answers 422 at the fields for bad values and 404 for an unknown voucher', async () => {
    const bad = await admin('POST', '/api/admin/vouchers', {
      code: 'ZLY KOD',
      voucherType: 'percent',
      value: 150,
      quantity: 0,
      activeFrom: '2030-06-01T00:00:00Z',
      activeTo: '2030-05-01T00:00:00Z',
      commissionPercent: 5,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['activeTo', 'code', 'commissionPercent', 'quantity', 'value']);
    const refined = await admin('POST', '/api/admin/vouchers', {
      code: 'ZLY1',
      voucherType: 'percent',
      value: 150,
      activeFrom: '2030-06-01T00:00:00Z',
      activeTo: '2030-05-01T00:00:00Z',
      commissionPercent: 5,
    });
    expect(refined.status).toBe(422);
    expect(refined.body.errors).toEqual({
      value: ['Percentuálna zľava musí byť od 1 do 100.'],
      activeTo: ['Koniec platnosti musí byť po jej začiatku.'],
      commissionPercent: ['Províziu možno nastaviť len kupónu s vlastníkom.'],
    });
    const unknownOwner = await admin('POST', '/api/admin/vouchers', { ...base, code: 'BEZMAJITELA', ownerUserId: 999_999 });
    expect(unknownOwner.body.errors).toEqual({ ownerUserId: ['Vybraný zákazník neexistuje.'] });
    expect((await admin('POST', '/api/admin/vouchers', {})).status).toBe(422);
    expect((await admin('PUT', '/api/admin/vouchers/999999', { ...base, code: 'NIKTO' })).status).toBe(404);
    expect((await admin('GET', '/api/admin/vouchers/999999')).status).toBe(404);
  });

  it('a voucher created with quantity 1 serves one order; the next shopper is refused by the cart (quantity)', async () => {
    const created = await admin('POST', '/api/admin/vouchers', { code: 'LENRAZ', voucherType: 'amount', value: 2000, quantity: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;

    const first = await guestCartWithBalloon();
    expect(
      (
        await call(
          t,
          'POST',
          `/api/voucher/cart/add/${first.cartId}`,
          { voucherCode: 'lenraz', serviceType: 'eshop' },
          { tempId: first.tempId, address: '198.51.100.231' },
        )
      ).status,
    ).toBe(200);
    const cart = await storeCart(t.services.db, [{ variant: fx.balloon, quantity: 1 }], [id]);
    const placed = await placeOrder(placeDeps(t), placeInput(cart));
    expect(placed.order.number).toBeTruthy();

    const second = await guestCartWithBalloon();
    const refused = await call(
      t,
      'POST',
      `/api/voucher/cart/add/${second.cartId}`,
      { voucherCode: 'LENRAZ', serviceType: 'eshop' },
      { tempId: second.tempId, address: '198.51.100.232' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('quantity');

    // the detail lists the use with its order; total uses cannot drop below it, raising it lets the shopper in
    const detail = await admin('GET', `/api/admin/vouchers/${id}`);
    expect(detail.body.data.voucher.usedCount).toBe(1);
    expect(detail.body.data.uses).toEqual([
      expect.objectContaining({ orderNumber: placed.order.number, email: 'jana.novakova@example.sk' }),
    ]);
    expect(detail.body.data.audit[0]).toMatchObject({ action: 'create', userId: 3 });
    const body = { code: 'LENRAZ', voucherType: 'amount', value: 2000 };
    const below = await admin('PUT', `/api/admin/vouchers/${id}`, { ...body, quantity: 0 });
    expect(below.status).toBe(422);
    const raised = await admin('PUT', `/api/admin/vouchers/${id}`, { ...body, quantity: 2 });
    expect(raised.status).toBe(200);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/voucher/cart/add/${second.cartId}`,
          { voucherCode: 'LENRAZ', serviceType: 'eshop' },
          { tempId: second.tempId, address: '198.51.100.233' },
        )
      ).status,
    ).toBe(200);
    const audit = (await admin('GET', `/api/admin/vouchers/${id}`)).body.data.audit;
    expect(audit[0]).toMatchObject({ action: 'update', changes: { quantity: { from: 1, to: 2 } } });
  });

  it('the other limits saved by the admin are enforced by the cart: window, per customer, minimal value, e-mail, switched off', async () => {
    const make = async (code: string, extra: Record<string, unknown>) =>
      expect((await admin('POST', '/api/admin/vouchers', { ...base, code, ...extra })).status).toBe(201);
    await make('BUDUCI', { activeFrom: '2099-01-01T00:00:00Z' });
    await make('VELKYKOSIK', { minimalPrice: 1_000_000 });
    await make('SEMAILOM', { requiresEmail: true });
    await make('VYPNUTY', { isActive: false });
    const codes: Array<[string, string]> = [
      ['BUDUCI', 'active_from'],
      ['VELKYKOSIK', 'minimal_price'],
      ['SEMAILOM', 'email_required'],
      ['VYPNUTY', 'not_exists'],
    ];
    const cart = await guestCartWithBalloon();
    for (const [i, [code, expected]] of codes.entries()) {
      const res = await call(
        t,
        'POST',
        `/api/voucher/cart/add/${cart.cartId}`,
        { voucherCode: code, serviceType: 'eshop' },
        { tempId: cart.tempId, address: `198.51.100.${240 + i}` },
      );
      expect(res.body.code, code).toBe(expected);
    }
  });

  it('lists with search and filters', async () => {
    const list = await admin('GET', '/api/admin/vouchers?q=jar20&zoradit=code&smer=asc');
    expect(list.body.data.map((v: { code: string }) => v.code)).toEqual(['Jar2030', 'jar2030b']);
    const percent = await admin('GET', '/api/admin/vouchers?type=percent');
    expect(percent.body.data.length).toBeGreaterThan(0);
    expect(percent.body.data.every((v: { voucherType: string }) => v.voucherType === 'percent')).toBe(true);
    const off = await admin('GET', '/api/admin/vouchers?active=0');
    expect(off.body.data.every((v: { isActive: boolean }) => !v.isActive)).toBe(true);
  });
});

describe('the page form', () => {
  function context(): AppLoadContext {
    return { services: t.services, cspNonce: '', clientIp: '198.51.100.90' } as unknown as AppLoadContext;
  }
  function post(path: string, form: Record<string, string>): Request {
    return new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  }

  it('reads € gross with two decimals (decision 0080) and Bratislava wall time, and keeps the typed values after a refusal', async () => {
    expect(voucherFormToInput({ voucherType: 'amount', value: '1 234,5', minimalPrice: '12.05 €' })).toMatchObject({
      amount: 123_450,
      minimalAmount: 1205,
    });
    expect(voucherFormToInput({ voucherType: 'amount', value: '12,345', minimalPrice: '' })).toMatchObject({
      amount: '12,345',
      minimalAmount: null,
    });
    expect(voucherFormToInput({ voucherType: 'percent', value: '15' })).toMatchObject({ value: 15 });
    expect(shopLocalInputToIso('2030-07-01T10:00')).toBe('2030-07-01T08:00:00.000Z');
    expect(shopLocalInputToIso('2030-01-15T10:00')).toBe('2030-01-15T09:00:00.000Z');
    expect(isoToShopLocalInput('2030-07-01T08:00:00.000Z')).toBe('2030-07-01T10:00');

    const refused = (await voucherEditAction({
      request: post('/admin/kupony/novy', { code: 'FORMULAR', voucherType: 'amount', value: '12,345', minimalPrice: 'veľa' }),
      context: context(),
      params: {},
    } as never)) as {
      init: { status: number };
      data: { errors: Record<string, string[]>; values: Record<string, string> };
    };
    expect(refused.init.status).toBe(422);
    expect(Object.keys(refused.data.errors).sort()).toEqual(['minimalPrice', 'value']);
    expect(refused.data.values).toMatchObject({ code: 'FORMULAR', value: '12,345', minimalPrice: 'veľa' });

    let location = '';
    try {
      await voucherEditAction({
        request: post('/admin/kupony/novy', {
          code: 'FORMULAR',
          voucherType: 'amount',
          value: '49,90',
          minimalPrice: '1 000',
          quantity: '5',
          activeTo: '2030-12-31T23:59',
          isActive: 'on',
        }),
        context: context(),
        params: {},
      } as never);
    } catch (thrown) {
      location = (thrown as Response).headers.get('location') ?? '';
    }
    expect(location).toMatch(/^\/admin\/kupony\/\d+\?ok=admin\.flash\.created$/);
    const [row] = await queryRows<{
      value: number;
      minimal_price: number;
      quantity: number;
      active_to: Date;
      is_active: boolean;
      requires_email: boolean;
    }>(
      t.services.db,
      sql`SELECT value, minimal_price, quantity, active_to, is_active, requires_email FROM vouchers WHERE code = 'FORMULAR'`,
    );
    // stored as the gross CZK the euro shop converts back to exactly 49,90 € and 1 000 € (rate 25,2)
    expect(row).toMatchObject({ value: 125_748, minimal_price: 2_520_000, quantity: 5, is_active: true, requires_email: false });
    expect(new Date(row!.active_to).toISOString()).toBe('2030-12-31T22:59:00.000Z');
  });
});
