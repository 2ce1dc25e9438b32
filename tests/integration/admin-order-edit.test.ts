/**
 * Editing an order in the back office (decision 0083), on PGlite and PostgreSQL: changed quantities, removed and added
 * lines re-price the order exactly (kept unit prices, the percentage voucher again, delivery) and move the stock;
 * parallel edits never oversell; a paid order keeps the difference to refund; shipped and cancelled orders are refused
 * with 422 and a Slovak message; every edit leaves one audit entry with readable before → after values; the page
 * action and the API share the rules.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as orderEditAction, loader as orderEditLoader } from '../../app/routes/admin/order-edit';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadAdminOrderDetail } from '../../src/domain/orders/admin-orders';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { placeOrder } from '../../src/domain/orders/place-order';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import { createOrderFixture } from '../fixtures/order-fixtures';
import {
  checkoutData,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'admin-order-edit-admin-token';
const ADMIN_ID = 3;
const NAOSOBU = 7; // percent 5, once per customer

let t: TestDatabase;
let fx: FixtureIds;
beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN_ID}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, path: string, body?: unknown) =>
  apiRequest(t, method, path, { body, token: ADMIN_TOKEN, address: '198.51.100.95' });

let seq = 0;
/** A real order: balloon × 2 (4,88 €), candle × 1 (2,44 €), voucher NAOSOBU (−5 %), courier 4,90 €, bank transfer. */
async function placedOrder(): Promise<{ id: number }> {
  seq += 1;
  const db = t.services.db;
  await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 20, 1: 2 });
  await setStock(db, fx.other.variant, { [WAREHOUSE]: 20 });
  const cart = await storeCart(
    db,
    [
      { variant: fx.balloon, quantity: 2 },
      { variant: fx.other, quantity: 1 },
    ],
    [NAOSOBU],
  );
  const placed = await placeOrder(
    placeDeps(t),
    placeInput(cart, { checkout: checkoutData({ email: `edit-${seq}-${randomUUID()}@example.sk` }), clientIp: `198.51.100.${seq}` }),
  );
  return { id: placed.order.id };
}

async function orderRow(id: number) {
  const [row] = await queryRows<{
    total: number;
    balance_due: number;
    state: string;
    invoice_street: string;
    delivery_street: string | null;
  }>(t.services.db, sql`SELECT total, balance_due, state, invoice_street, delivery_street FROM orders WHERE id = ${id}`);
  return row!;
}

async function lineOf(orderId: number, variantId: number) {
  const [row] = await queryRows<{ id: number; quantity: number }>(
    t.services.db,
    sql`SELECT id, quantity FROM order_items WHERE order_id = ${orderId} AND variant_id = ${variantId}`,
  );
  return row;
}

describe('editing an order', () => {
  it('a placed order re-prices exactly: 3 balloons, candle removed, 5 % voucher again, courier fee; stock follows', async () => {
    const db = t.services.db;
    const order = await placedOrder();
    // placement: items 2 × 488 + 244 = 1 220; −5 % = 61; goods 1 159; courier 490 → 1 649
    const placedSummary = (await loadOrderSummary(db, order.id, { cardPaymentEnabled: false }))!;
    expect(placedSummary.totals).toEqual(expect.objectContaining({ items: 1220, discount: 61, delivery: 490, total: 1649 }));
    const balloonStock = await stockOf(db, fx.balloon.variant);
    const candleStock = await stockOf(db, fx.other.variant);
    const balloon = (await lineOf(order.id, fx.balloon.variant))!;
    const candle = (await lineOf(order.id, fx.other.variant))!;

    const answer = await api('PATCH', `/api/admin/orders/${order.id}`, {
      lines: [
        { id: balloon.id, quantity: 3 },
        { id: candle.id, quantity: 0 },
      ],
    });
    expect(answer.status).toBe(200);
    // items 3 × 488 = 1 464; −5 % = 73.2 → 73; goods 1 391; courier 490 → 1 881
    expect(answer.body.data).toEqual(
      expect.objectContaining({
        changed: true,
        currencyCode: 'EUR',
        before: { items: 1220, discount: 61, delivery: 490, payment: 0, total: 1649 },
        after: { items: 1464, discount: 73, delivery: 490, payment: 0, total: 1881 },
        balanceDue: 0,
      }),
    );
    const summary = (await loadOrderSummary(db, order.id, { cardPaymentEnabled: false }))!;
    expect(summary.totals).toEqual(expect.objectContaining({ items: 1464, discount: 73, delivery: 490, payment: 0, total: 1881 }));
    expect(summary.totals.vat.reduce((sum, v) => sum + v.total, 0)).toBe(1881);
    expect(summary.items.map((i) => [i.name, i.quantity, i.unitPrice, i.total])).toEqual([['Testovací balón', 3, 488, 1464]]);
    // the bank-transfer instructions ask for the new total
    expect(summary.payment.bankTransfer?.amount).toBe(1881);

    // one more balloon left the stock (the e-shop warehouse first), the candle went back to the warehouse
    const balloonAfter = await stockOf(db, fx.balloon.variant);
    const sum = (s: Record<number, number>) => Object.values(s).reduce((a, b) => a + b, 0);
    expect(sum(balloonAfter)).toBe(sum(balloonStock) - 1);
    expect((await stockOf(db, fx.other.variant))[WAREHOUSE]).toBe(candleStock[WAREHOUSE]! + 1);

    const audit = await api('GET', `/api/admin/audit/orders/${order.id}`);
    const entry = audit.body.data[0];
    expect(entry.action).toBe('edit');
    expect(entry.changes).toEqual(
      expect.objectContaining({
        'Testovací balón – Štandard: množstvo': { from: '2 ks', to: '3 ks' },
        'Testovacia sviečka – Štandard: odstránená položka': { from: '1 ks', to: null },
        'Tovar spolu': { from: '12,20\u00a0€', to: '14,64\u00a0€' },
        Zľavy: { from: '0,61\u00a0€', to: '0,73\u00a0€' },
        'Celková suma': { from: '16,49\u00a0€', to: '18,81\u00a0€' },
      }),
    );
    expect(entry.changes.Sklad.to).toContain('−1 ks Testovací balón – Štandard');
    expect(entry.changes.Sklad.to).toContain('+1 ks Testovacia sviečka – Štandard');
  });

  it('adds a variant by its code at today’s price and takes it from stock; an unknown code or an empty order is 422', async () => {
    const db = t.services.db;
    const order = await placedOrder();
    const before = (await stockOf(db, fx.other.variant))[WAREHOUSE]!;
    const added = await api('PATCH', `/api/admin/orders/${order.id}`, { add: [{ code: 'test-sale-v1', quantity: 2 }] });
    expect(added.status).toBe(200);
    // + 2 × 7,32 € (the sale price): items 1 220 + 1 464 = 2 684; −5 % = 134.2 → 134; goods 2 550; + 490 → 3 040
    expect(added.body.data.after).toEqual({ items: 2684, discount: 134, delivery: 490, payment: 0, total: 3040 });
    expect((await lineOf(order.id, fx.sale.variant))!.quantity).toBe(2);
    // adding a variant already on the order raises its line
    const again = await api('PATCH', `/api/admin/orders/${order.id}`, { add: [{ variantId: fx.other.variant, quantity: 1 }] });
    expect(again.status).toBe(200);
    expect((await lineOf(order.id, fx.other.variant))!.quantity).toBe(2);
    expect((await stockOf(db, fx.other.variant))[WAREHOUSE]).toBe(before - 1);

    const unknown = await api('PATCH', `/api/admin/orders/${order.id}`, { add: [{ code: 'NEEXISTUJE', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['add.0.code']).toEqual(['Produkt s kódom „NEEXISTUJE“ sme nenašli.']);
    const items = await queryRows<{ id: number }>(db, sql`SELECT id FROM order_items WHERE order_id = ${order.id}`);
    const empty = await api('PATCH', `/api/admin/orders/${order.id}`, { lines: items.map((i) => ({ id: i.id, quantity: 0 })) });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.lines).toEqual(['Objednávka musí mať aspoň jednu položku. Ak ju zákazník nechce, stornujte ju.']);
    // the refused edits changed nothing: items 2 684 + 244 = 2 928; −5 % = 146.4 → 146; goods 2 782; + 490 → 3 272
    expect(again.body.data.after.total).toBe(3272);
    expect((await loadOrderSummary(db, order.id, { cardPaymentEnabled: false }))!.totals.total).toBe(3272);
  });

  it('more pieces than the stock holds: 422 at lines, nothing written', async () => {
    const db = t.services.db;
    const order = await placedOrder();
    await setStock(db, fx.other.variant, { [WAREHOUSE]: 1 });
    const candle = (await lineOf(order.id, fx.other.variant))!;
    const totalBefore = (await orderRow(order.id)).total;
    const answer = await api('PATCH', `/api/admin/orders/${order.id}`, { lines: [{ id: candle.id, quantity: 4 }] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.lines).toEqual([
      'Testovacia sviečka – Štandard: na sklade nie je dosť kusov (treba ešte 3 ks, k dispozícii 1 ks).',
    ]);
    expect((await lineOf(order.id, fx.other.variant))!.quantity).toBe(1);
    expect((await orderRow(order.id)).total).toBe(totalBefore);
    expect(await stockOf(db, fx.other.variant)).toEqual({ [WAREHOUSE]: 1 });
  });

  it('parallel edits of six orders for the last 3 candles: 3 succeed, 3 are refused, the stock ends at 0, never below', async () => {
    const db = t.services.db;
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await createOrderFixture(db, { email: `parallel-${i}@example.sk`, state: 'processing' }));
    await setStock(db, fx.other.variant, { [WAREHOUSE]: 2, 1: 1 });
    const answers = await Promise.all(
      orders.map((o) => api('PATCH', `/api/admin/orders/${o.id}`, { add: [{ variantId: fx.other.variant, quantity: 1 }] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.errors.lines[0]).toContain('na sklade nie je dosť kusov');
    }
    expect(await stockOf(db, fx.other.variant)).toEqual({ 1: 0, [WAREHOUSE]: 0 });
    const [sold] = await queryRows<{ n: number }>(
      db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items
          WHERE variant_id = ${fx.other.variant} AND order_id IN (${sql.join(
            orders.map((o) => sql`${o.id}`),
            sql`, `,
          )})`,
    );
    expect(sold!.n).toBe(3);
  });

  it('a paid order that gets cheaper keeps the difference to refund; the detail shows it and the edit in the history', async () => {
    const db = t.services.db;
    const order = await placedOrder();
    expect((await api('POST', `/api/admin/orders/${order.id}/state`, { state: 'paid', notifyCustomer: false })).status).toBe(200);
    const candle = (await lineOf(order.id, fx.other.variant))!;
    const answer = await api('PATCH', `/api/admin/orders/${order.id}`, { lines: [{ id: candle.id, quantity: 0 }] });
    expect(answer.status).toBe(200);
    // items 976; −5 % = 48.8 → 49; goods 927; + 490 = 1 417; paid 1 649 → refund 2,32 €
    expect(answer.body.data.after.total).toBe(1417);
    expect(answer.body.data.balanceDue).toBe(-232);
    expect(answer.body.data.changes['Vyrovnanie so zákazníkom']).toEqual({ from: 'vyrovnané', to: 'vrátiť zákazníkovi 2,32\u00a0€' });
    const detail = (await loadAdminOrderDetail(db, order.id))!;
    expect(detail.balanceDue).toBe(-232);
    expect(detail.edits).toHaveLength(1);
    expect(detail.edits[0]!.changes).toContainEqual({ label: 'Celková suma', from: '16,49\u00a0€', to: '14,17\u00a0€' });
    expect(detail.summary.isPaid).toBe(true);
  });

  it('address and contact changes are audited readably and leave the totals alone', async () => {
    const order = await placedOrder();
    const totalBefore = (await orderRow(order.id)).total;
    const answer = await api('PATCH', `/api/admin/orders/${order.id}`, {
      contact: { email: 'nova.adresa@example.sk', phonePrefix: '+421', phone: '911 222 333' },
      invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Nová 7', city: 'Košice', zip: '04001', country: 'SK' },
      delivery: { firstname: 'Peter', lastname: 'Novák', street: 'Dlhá 3', city: 'Trnava', zip: '917 01', country: 'SK' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.changes).toEqual({
      'E-mail': { from: expect.stringContaining('@example.sk'), to: 'nova.adresa@example.sk' },
      Telefón: { from: '+421 905123456', to: '+421 911222333' },
      'Fakturačná adresa': { from: 'Jana Nováková, Hlavná 12, 811 01 Bratislava, SK', to: 'Jana Nováková, Nová 7, 040 01 Košice, SK' },
      'Doručovacia adresa': { from: 'rovnaká ako fakturačná', to: 'Peter Novák, Dlhá 3, 917 01 Trnava, SK' },
    });
    const row = await orderRow(order.id);
    expect(row).toEqual(expect.objectContaining({ total: totalBefore, invoice_street: 'Nová 7', delivery_street: 'Dlhá 3' }));
    const bad = await api('PATCH', `/api/admin/orders/${order.id}`, {
      invoice: { firstname: '', lastname: 'Nováková', street: 'Bez čísla', city: 'Košice', zip: '12', country: 'SK' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['invoice.firstname', 'invoice.street', 'invoice.zip']);
    const same = await api('PATCH', `/api/admin/orders/${order.id}`, {
      invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Nová 7', city: 'Košice', zip: '04001', country: 'SK' },
    });
    expect(same.body.data.changed).toBe(false);
    const audit = await api('GET', `/api/admin/audit/orders/${order.id}`);
    expect(audit.body.data.filter((a: { action: string }) => a.action === 'edit')).toHaveLength(1);
  });

  it('refuses a shipped, ready-for-pickup or cancelled order with 422 and a Slovak message; unknown order 404', async () => {
    const db = t.services.db;
    const shipped = await createOrderFixture(db, { state: 'shipped' });
    const answer = await api('PATCH', `/api/admin/orders/${shipped.id}`, {
      invoice: { firstname: 'Jana', lastname: 'Nová', street: 'Nová 7', city: 'Košice', zip: '04001', country: 'SK' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(
      expect.objectContaining({
        code: 'not_editable',
        message: 'Objednávka už bola odoslaná alebo je pripravená na odber, preto ju nemožno upraviť.',
      }),
    );
    const pickup = await createOrderFixture(db, { state: 'ready_for_pickup', carrier: 'pickup' });
    expect((await api('PATCH', `/api/admin/orders/${pickup.id}`, { add: [{ variantId: fx.other.variant, quantity: 1 }] })).status).toBe(
      422,
    );
    const cancelled = await createOrderFixture(db, { state: 'cancelled' });
    const refused = await api('PATCH', `/api/admin/orders/${cancelled.id}`, { add: [{ variantId: fx.other.variant, quantity: 1 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Stornovanú objednávku nemožno upraviť.');
    expect((await api('PATCH', '/api/admin/orders/99999999', { add: [] })).status).toBe(404);
    const audit = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'orders' AND entity_id IN (${String(shipped.id)}, ${String(cancelled.id)})`,
    );
    expect(audit[0]!.n).toBe(0);
  });

  it('the edit page: loads the form, saves an address and a quantity through the same domain function, 422 with field errors', async () => {
    const order = await placedOrder();
    const balloon = (await lineOf(order.id, fx.balloon.variant))!;
    const candle = (await lineOf(order.id, fx.other.variant))!;
    const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.96' } as unknown as AppLoadContext;
    const headers = { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` };
    const path = `/admin/objednavky/${order.id}/upravit`;
    const loaded = (await orderEditLoader({
      request: new Request(`http://localhost${path}`, { headers }),
      context,
      params: { id: String(order.id) },
    } as never)) as {
      order: { lines: Array<{ id: number; quantity: number }>; invoice: { street: string } };
    };
    expect(loaded.order.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(loaded.order.invoice.street).toBe('Hlavná 12');

    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return orderEditAction({
        request: new Request(`http://localhost${path}`, { method: 'POST', headers, body }),
        context,
        params: { id: String(order.id) },
      } as never);
    };
    const base = {
      email: 'jana@example.sk',
      phonePrefix: '+421',
      phone: '905123456',
      'invoice.firstname': 'Jana',
      'invoice.lastname': 'Nováková',
      'invoice.street': 'Hlavná 12',
      'invoice.city': 'Bratislava',
      'invoice.zip': '81101',
      'invoice.country': 'SK',
      [`qty.${balloon.id}`]: '2',
      [`qty.${candle.id}`]: '1',
    };
    const refused = (await post({ ...base, 'invoice.zip': 'abc', [`qty.${balloon.id}`]: '-1' })) as {
      init: { status: number };
      data: { errors: Record<string, string[]> };
    };
    expect(refused.init.status).toBe(422);
    expect(Object.keys(refused.data.errors).sort()).toEqual(['invoice.zip', `qty.${balloon.id}`]);

    let redirected: Response | undefined;
    try {
      await post({ ...base, 'invoice.street': 'Mierová 5', [`remove.${candle.id}`]: '1' });
    } catch (thrown) {
      redirected = thrown as Response;
    }
    expect(redirected?.status).toBe(302);
    expect(redirected?.headers.get('location')).toBe(`/admin/objednavky/${order.id}?ok=admin.order_edit.flash.saved`);
    expect((await orderRow(order.id)).invoice_street).toBe('Mierová 5');
    expect(await lineOf(order.id, fx.other.variant)).toBeUndefined();
  });
});
