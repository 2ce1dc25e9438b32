/**
 * Carriers and payment methods in the back office (decision 0124): the fee typed with VAT in euros is stored as the
 * net CZK that shows exactly that amount and reaches the checkout at once; name, delivery time and the tracking page
 * pattern saved with an audit entry; the last offered carrier / payment method cannot be switched off, not even by two
 * saves at once; the error contract (422 at the fields, 404, 403 for a non-admin). PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '../../server/app';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { saveDeliveryMethodSettings } from '../../src/domain/checkout/admin-delivery-payment';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call } from '../fixtures/cart-fixtures';

const ADMIN_TOKEN = 'admin-delivery-test-admin-token-3';
const CUSTOMER_TOKEN = 'admin-delivery-test-customer-token-2';
const dummyStorefront: StorefrontHandler = async () => new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ app: { storefront: dummyStorefront } });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  for (const [userId, token] of [
    [3, ADMIN_TOKEN],
    [2, CUSTOMER_TOKEN],
  ] as const) {
    await queryRows(
      t.services.db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${userId}, ${hashSessionToken(token)}, ${inADay}::timestamptz)`,
    );
  }
});
afterAll(async () => {
  await t?.cleanup();
});

let address = 0;
const as = (token: string) => (method: string, path: string, body?: unknown) =>
  call(t, method, path, body, { token, address: `198.51.100.${(address++ % 200) + 1}` });
const admin = as(ADMIN_TOKEN);

const courierBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Kuriér SPS',
  priceGross: 590,
  deliveryDays: '1 pracovný deň',
  trackingUrl: 'https://t.sps-sro.sk/result/?n={n}',
  isActive: true,
  ...patch,
});

async function carrierId(code: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM carriers WHERE code = ${code}`);
  return Number(row!.id);
}

describe('carriers and payment methods in the back office', () => {
  it('lists the methods with fees as the owner types them (euros with VAT) and as the other currency shows them', async () => {
    const res = await admin('GET', '/api/admin/delivery-payment');
    expect(res.status).toBe(200);
    const { currency, carriers, paymentMethods } = res.body.data;
    expect(currency.code).toBe('EUR');
    expect(carriers.map((c: { code: string }) => c.code)).toEqual(['pickup', 'courier', 'packeta']);
    const courier = carriers.find((c: { code: string }) => c.code === 'courier');
    expect(courier).toMatchObject({
      name: 'Kuriér (doručenie na adresu)',
      priceGross: 490,
      vatPercent: 23,
      isActive: true,
      trackingUrl: null,
    });
    expect(courier.otherPrices).toEqual([expect.objectContaining({ code: 'CZK', priceGross: expect.any(Number) })]);
    expect(paymentMethods.find((p: { code: string }) => p.code === 'cod')).toMatchObject({ priceGross: 150 });
  });

  it('a saved fee shows exactly in the checkout at once; name, delivery time and tracking page kept; one audit entry', async () => {
    const id = await carrierId('courier');
    const saved = await admin('PUT', `/api/admin/carriers/${id}`, courierBody());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const courier = saved.body.data.carriers.find((c: { id: number }) => c.id === id);
    expect(courier).toMatchObject({
      name: 'Kuriér SPS',
      priceGross: 590,
      deliveryDays: '1 pracovný deň',
      trackingUrl: 'https://t.sps-sro.sk/result/?n={n}',
    });
    const options = await call(t, 'GET', '/api/checkout/options?cartTotal=1000');
    expect(options.body.data.carriers.find((c: { code: string }) => c.code === 'courier')).toMatchObject({
      name: 'Kuriér SPS',
      price: 590,
      regularPrice: 590,
    });
    const audit = await queryRows<{ changes: Record<string, unknown> }>(
      t.services.db,
      sql`SELECT changes FROM audit_log WHERE entity = 'carriers' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit).toHaveLength(1);
    expect(Object.keys(audit[0]!.changes).sort()).toEqual(['deliveryDays', 'name', 'price', 'trackingUrl']);
    // saved again unchanged: the stored net stays and no entry is written
    await admin('PUT', `/api/admin/carriers/${id}`, courierBody());
    const after = await queryRows(t.services.db, sql`SELECT 1 FROM audit_log WHERE entity = 'carriers' AND entity_id = ${String(id)}`);
    expect(after).toHaveLength(1);
  });

  it('refuses a malformed fee, a tracking page without {n} or not https, an empty name: 422 at the fields', async () => {
    const id = await carrierId('courier');
    const res = await admin(
      'PUT',
      `/api/admin/carriers/${id}`,
      courierBody({ name: ' ', priceGross: -1, trackingUrl: 'http://example.com/track' }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'priceGross', 'trackingUrl']);
    expect(res.body.errors.trackingUrl).toEqual(['Zadajte adresu začínajúcu https://, v ktorej {n} označuje číslo zásielky.']);
    expect(JSON.stringify(res.body)).not.toMatch(/select|stack/i);
    expect((await admin('PUT', '/api/admin/carriers/99999', courierBody())).status).toBe(404);
    expect((await admin('PUT', '/api/admin/payment-methods/99999', { name: 'X', priceGross: 0, isActive: true })).status).toBe(404);
    expect((await as(CUSTOMER_TOKEN)('PUT', `/api/admin/carriers/${id}`, courierBody())).status).toBe(403);
  });

  it('an empty delivery time or tracking page is stored as none', async () => {
    const id = await carrierId('courier');
    const res = await admin('PUT', `/api/admin/carriers/${id}`, courierBody({ deliveryDays: '  ', trackingUrl: '' }));
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ delivery_days: string | null; tracking_url: string | null }>(
      t.services.db,
      sql`SELECT delivery_days, tracking_url FROM carriers WHERE id = ${id}`,
    );
    expect(row).toEqual({ delivery_days: null, tracking_url: null });
  });

  it('a payment method switched off leaves the checkout; the last offered one cannot be switched off', async () => {
    const methods: Array<{ id: number; code: string; name: string; priceGross: number; isActive: boolean }> = (
      await admin('GET', '/api/admin/delivery-payment')
    ).body.data.paymentMethods;
    const active = methods.filter((m) => m.isActive);
    for (const m of active.slice(0, -1)) {
      const res = await admin('PUT', `/api/admin/payment-methods/${m.id}`, { name: m.name, priceGross: m.priceGross, isActive: false });
      expect(res.status).toBe(200);
    }
    const last = active.at(-1)!;
    const refused = await admin('PUT', `/api/admin/payment-methods/${last.id}`, {
      name: last.name,
      priceGross: last.priceGross,
      isActive: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.isActive).toEqual(['Aspoň jeden spôsob platby musí ostať v ponuke.']);
    const options = await call(t, 'GET', '/api/checkout/options?cartTotal=1000');
    expect(options.body.data.paymentMethods.map((p: { code: string }) => p.code)).toEqual([last.code]);
    for (const m of active.slice(0, -1)) await admin('PUT', `/api/admin/payment-methods/${m.id}`, { ...m, isActive: true });
  });

  it('two saves switching off the last two offered carriers at once: one wins, one carrier stays offered', async () => {
    const ids = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM carriers WHERE is_active ORDER BY id`);
    const [first, ...rest] = ids.map((r) => Number(r.id));
    for (const id of rest.slice(0, -1)) await queryRows(t.services.db, sql`UPDATE carriers SET is_active = false WHERE id = ${id}`);
    const pair = [first!, rest.at(-1)!];
    const results = await Promise.all(
      pair.map((id) =>
        saveDeliveryMethodSettings(
          t.services.db,
          'carrier',
          id,
          { ...courierBody({ name: `Doprava ${id}` }), isActive: false } as never,
          3,
          t.services.t,
        ),
      ),
    );
    expect(results.filter((r) => r?.ok).length).toBe(1);
    const offered = await queryRows(t.services.db, sql`SELECT id FROM carriers WHERE is_active`);
    expect(offered).toHaveLength(1);
  });
});
