/**
 * Back-office dashboard and orders (issue 7, decision 0030): dashboard figures on known data, list filters and
 * search, every state transition (legal and illegal) through the admin API and the page action, cancel returning
 * the stock exactly once (double submit and parallel), the restock watchdog on cancel, marking a bank transfer
 * paid, and the CSV export. One database for the file: each test uses its own orders (own dates / e-mails).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as orderDetailAction, loader as orderDetailLoader } from '../../app/routes/admin/order-detail';
import { loader as ordersLoader } from '../../app/routes/admin/orders';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { LOW_STOCK_THRESHOLD, loadDashboard } from '../../src/domain/back-office/dashboard';
import { changeOrderStateAsAdmin, type OrderAdminDeps } from '../../src/domain/orders/admin-order-actions';
import { allowedNextStates } from '../../src/domain/orders/admin-order-transitions';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { placeOrder } from '../../src/domain/orders/place-order';
import { apiRequest } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';
import {
  BRANCH_1,
  checkoutData,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'admin-orders-test-admin-token-3';
const ADMIN_ID = 3;

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

function deps(): OrderAdminDeps {
  const s = t.services;
  return { db: s.db, mailer: s.mailer, mailOutbox: s.mailOutbox, t: s.t, publicUrl: s.config.publicUrl, now: s.now };
}

const api = (method: string, path: string, body?: unknown) =>
  apiRequest(t, method, path, { body, token: ADMIN_TOKEN, address: '198.51.100.80' });

let seq = 0;
function uniqueEmail(tag: string) {
  seq += 1;
  return `${tag}-${seq}-${Date.now()}@example.sk`;
}

async function order(options: OrderFixtureOptions = {}) {
  return createOrderFixture(t.services.db, { email: uniqueEmail('order'), ...options });
}

const ONE_ITEM = [{ name: 'Testovací balón', quantity: 1, unitPrice: 1000 }];

async function mailsTo(email: string) {
  await t.services.background.drain(10_000); // the order e-mails go through the outbox (decision 0095)
  return (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.includes(email));
}

async function stateOf(id: number): Promise<string> {
  const [row] = await queryRows<{ state: string }>(t.services.db, sql`SELECT state FROM orders WHERE id = ${id}`);
  return row!.state;
}

function pageContext(): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: '198.51.100.81' } as unknown as AppLoadContext;
}

function pageRequest(path: string, form?: Record<string, string>): Request {
  const headers = { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` };
  if (!form) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.append(k, v);
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body });
}

describe('dashboard', () => {
  it('counts orders and EUR revenue of today / 7 / 30 Bratislava days without cancelled ones, waiting orders and low stock', async () => {
    const db = t.services.db;
    const now = new Date('2031-06-15T10:00:00Z'); // 12:00 in Bratislava
    const at = (iso: string) => new Date(iso);
    const before = await loadDashboard(db, now);
    await order({ items: ONE_ITEM, deliveryPrice: 0, currency: 'EUR', createdAt: at('2031-06-15T08:00:00Z'), state: 'paid' });
    await order({
      items: [{ name: 'Sviečka', quantity: 1, unitPrice: 25_200 }],
      deliveryPrice: 0,
      currency: 'CZK',
      createdAt: at('2031-06-14T22:30:00Z'),
      state: 'paid',
    }); // 00:30 on the 15th in Bratislava
    await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: at('2031-06-15T09:00:00Z'), state: 'cancelled' });
    await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: at('2031-06-14T21:30:00Z') }); // 23:30 on the 14th: yesterday, waiting
    await order({
      items: [{ name: 'Kostým', quantity: 2, unitPrice: 1500 }],
      deliveryPrice: 0,
      createdAt: at('2031-06-09T07:00:00Z'),
      state: 'completed',
    }); // day 7
    await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: at('2031-06-08T12:00:00Z'), state: 'shipped' }); // day 8 → 30 only
    await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: at('2031-05-16T10:00:00Z'), state: 'paid' }); // day 31 → outside
    await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: at('2031-06-15T11:00:00Z'), state: 'paid' }); // after now → outside
    await setStock(db, fx.other.variant, { [WAREHOUSE]: 2, [BRANCH_1]: 1 });

    const d = await loadDashboard(db, now, { lowStockLimit: 100_000 });
    expect(before.today).toEqual({ orders: 0, revenue: 0 });
    expect(d.today).toEqual({ orders: 2, revenue: 2000 }); // 10,00 € + 252 Kč at 25,2 Kč/€
    expect(d.days7).toEqual({ orders: 4, revenue: 6000 });
    expect(d.days30).toEqual({ orders: 5, revenue: 7000 });
    expect(d.waitingForPayment).toBe(before.waitingForPayment + 1);
    expect(d.lowStock.threshold).toBe(LOW_STOCK_THRESHOLD);
    const other = d.lowStock.variants.find((v) => v.variantId === fx.other.variant);
    expect(other).toEqual(expect.objectContaining({ productId: fx.other.product, quantity: 3 }));
    expect(d.lowStock.variants.some((v) => v.variantId === fx.sale.variant)).toBe(false); // 50 in stock
    expect(d.lowStock.count).toBe(d.lowStock.variants.length);
    expect(d.lowStock.variants.every((v) => v.quantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect((await loadDashboard(db, now)).lowStock.variants.length).toBeLessThanOrEqual(20);
    expect(d.eur.symbol_after).toBe('€');

    const answer = await api('GET', '/api/admin/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body.data.waitingForPayment).toBe(d.waitingForPayment);
  });
});

describe('order list', () => {
  it('filters by state, dates (Bratislava days), payment, delivery and branch, searches number / name / e-mail, sorts and pages', async () => {
    const tag = 'filter';
    const a = await order({
      email: uniqueEmail(tag),
      invoiceFirstname: 'Zuzana',
      invoiceLastname: 'Filtrová',
      createdAt: new Date('2032-03-01T23:30:00Z'),
      paymentMethod: 'bank_transfer',
      carrier: 'courier',
      items: ONE_ITEM,
    }); // 2 March in Bratislava
    const b = await order({
      email: uniqueEmail(tag),
      invoiceFirstname: 'Peter',
      invoiceLastname: 'Hľadaný',
      createdAt: new Date('2032-03-02T10:00:00Z'),
      paymentMethod: 'card',
      carrier: 'pickup',
      state: 'paid',
      items: [{ name: 'X', quantity: 3, unitPrice: 1000 }],
    });
    const c = await order({
      email: 'unikatny.mail@example.sk',
      createdAt: new Date('2032-03-05T10:00:00Z'),
      paymentMethod: 'cod',
      carrier: 'packeta',
      state: 'processing',
      items: ONE_ITEM,
    });
    const list = async (query: string) => {
      const answer = await api('GET', `/api/admin/orders?from=2032-03-01&to=2032-03-31&${query}`);
      expect(answer.status).toBe(200);
      return (answer.body.data as { id: number }[]).map((r) => r.id);
    };
    expect(await list('')).toEqual([c.id, b.id, a.id]); // newest first
    expect(await list('zoradit=created_at&smer=asc')).toEqual([a.id, b.id, c.id]);
    expect((await list('zoradit=total&smer=desc'))[0]).toBe(b.id);
    expect(await list('state=paid')).toEqual([b.id]);
    expect(await list('payment=cod')).toEqual([c.id]);
    expect(await list('delivery=pickup')).toEqual([b.id]);
    const [pickupStore] = await queryRows<{ pickup_store_id: number }>(
      t.services.db,
      sql`SELECT pickup_store_id FROM orders WHERE id = ${b.id}`,
    );
    expect(await list(`store=${pickupStore!.pickup_store_id}`)).toEqual([b.id]);
    expect(await list(`q=${a.number}`)).toEqual([a.id]);
    expect(await list('q=hľadaný')).toEqual([b.id]);
    expect(await list('q=UNIKATNY.mail')).toEqual([c.id]);
    expect(await list('q=%25')).toEqual([]); // a literal %, not a wildcard
    // the day boundaries are Bratislava days: 2032-03-01T23:30Z is 2 March
    const march2 = await api('GET', '/api/admin/orders?from=2032-03-02&to=2032-03-02');
    expect((march2.body.data as { id: number }[]).map((r) => r.id)).toEqual([b.id, a.id]);
    const march1 = await api('GET', '/api/admin/orders?from=2032-03-01&to=2032-03-01');
    expect(march1.body.data).toEqual([]);
    // paging
    const paged = await api('GET', '/api/admin/orders?from=2032-03-01&to=2032-03-31&strana=2');
    expect(paged.body.data).toEqual([]);
    expect(paged.body.meta).toEqual({ total: 3, page: 2, pageSize: 25 });
    // bad filter values: 422 at the field on the API
    const bad = await api('GET', '/api/admin/orders?state=lost&from=2032-13-45');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'state']);

    // the page: same filters, a bad value is ignored
    const page = (await ordersLoader({
      request: pageRequest('/admin/objednavky?from=2032-03-01&to=2032-03-31&state=nonsense&delivery=pickup'),
      params: {},
      context: pageContext(),
    } as never)) as Awaited<ReturnType<typeof ordersLoader>>;
    expect(page.page.rows.map((r) => r.id)).toEqual([b.id]);
    expect(page.exportHref).toBe('/api/admin/orders/export?from=2032-03-01&to=2032-03-31&delivery=pickup');
  });
});

describe('state transitions', () => {
  it('the allowed table: shipped only for shipping, ready_for_pickup only for pickups, final states stay', () => {
    expect(allowedNextStates('waiting_for_payment', 'courier')).toEqual(['paid', 'cancelled']);
    expect(allowedNextStates('paid', 'courier')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(allowedNextStates('paid', 'pickup')).toEqual(['processing', 'ready_for_pickup', 'cancelled']);
    expect(allowedNextStates('shipped', 'packeta')).toEqual(['completed']);
    expect(allowedNextStates('completed', 'courier')).toEqual([]);
    expect(allowedNextStates('cancelled', 'pickup')).toEqual([]);
  });

  it('waiting → paid → shipped → completed (courier): each e-mails the customer, writes the history and the audit log', async () => {
    const o = await order({ items: ONE_ITEM });
    const email = (await queryRows<{ email: string }>(t.services.db, sql`SELECT email FROM orders WHERE id = ${o.id}`))[0]!.email;
    for (const [to, from] of [
      ['paid', 'waiting_for_payment'],
      ['shipped', 'paid'],
      ['completed', 'shipped'],
    ] as const) {
      const answer = await api('POST', `/api/admin/orders/${o.id}/state`, { state: to, note: `krok ${to}` });
      expect(answer.status, to).toBe(200);
      expect(answer.body.data).toEqual({ from, to, mailed: true, returned: [] });
    }
    expect(await stateOf(o.id)).toBe('completed');
    const history = await queryRows<{ from_state: string | null; to_state: string; user_id: number | null; note: string | null }>(
      t.services.db,
      sql`SELECT from_state, to_state, user_id, note FROM order_state_changes WHERE order_id = ${o.id} ORDER BY id`,
    );
    expect(history).toEqual([
      { from_state: 'waiting_for_payment', to_state: 'paid', user_id: ADMIN_ID, note: 'krok paid' },
      { from_state: 'paid', to_state: 'shipped', user_id: ADMIN_ID, note: 'krok shipped' },
      { from_state: 'shipped', to_state: 'completed', user_id: ADMIN_ID, note: 'krok completed' },
    ]);
    const audit = await api('GET', `/api/admin/audit/orders/${o.id}`);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['state_change', 'state_change', 'mark_paid']);
    expect(audit.body.data[0]).toEqual(
      expect.objectContaining({
        userId: ADMIN_ID,
        userEmail: 'admin@party-shop.sk',
        changes: expect.objectContaining({ state: { from: 'shipped', to: 'completed' } }),
      }),
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.decoded).join('\n')).toContain('Objednávka bola úspešne uhradená');
    expect(mails.some((m) => m.decoded.includes('Objednávku sme odoslali'))).toBe(true);
    expect(mails.every((m) => m.decoded.includes(`/shrnuti/${o.id}/${o.hash}`))).toBe(true);
  });

  it('pickup: paid → ready_for_pickup → completed; cash on delivery: processing → shipped → completed sets paid_at', async () => {
    const pickup = await order({ items: ONE_ITEM, carrier: 'pickup', state: 'paid' });
    expect((await api('POST', `/api/admin/orders/${pickup.id}/state`, { state: 'ready_for_pickup' })).status).toBe(200);
    expect((await api('POST', `/api/admin/orders/${pickup.id}/state`, { state: 'completed' })).status).toBe(200);
    const cod = await order({ items: ONE_ITEM, paymentMethod: 'cod', state: 'processing' });
    expect((await api('POST', `/api/admin/orders/${cod.id}/state`, { state: 'shipped' })).status).toBe(200);
    expect((await api('POST', `/api/admin/orders/${cod.id}/state`, { state: 'completed' })).status).toBe(200);
    const [row] = await queryRows<{ paid_at: unknown }>(t.services.db, sql`SELECT paid_at FROM orders WHERE id = ${cod.id}`);
    expect(row!.paid_at).not.toBeNull();
  });

  it('illegal transitions answer 422 illegal_transition with a Slovak message and change nothing; bad input 422, unknown order 404', async () => {
    const waiting = await order({ items: ONE_ITEM });
    const courierPaid = await order({ items: ONE_ITEM, state: 'paid' });
    const pickupPaid = await order({ items: ONE_ITEM, carrier: 'pickup', state: 'paid' });
    const done = await order({ items: ONE_ITEM, state: 'completed' });
    const cases: Array<[number, string, string]> = [
      [waiting.id, 'shipped', 'Objednávku v stave „Čaká na platbu“ nemožno zmeniť na „Odoslaná“.'],
      [waiting.id, 'completed', 'Objednávku v stave „Čaká na platbu“ nemožno zmeniť na „Vybavená“.'],
      [waiting.id, 'waiting_for_payment', 'Objednávku v stave „Čaká na platbu“ nemožno zmeniť na „Čaká na platbu“.'],
      [courierPaid.id, 'ready_for_pickup', 'Objednávku v stave „Zaplatená“ nemožno zmeniť na „Pripravená na odber“.'],
      [pickupPaid.id, 'shipped', 'Objednávku v stave „Zaplatená“ nemožno zmeniť na „Odoslaná“.'],
      [done.id, 'cancelled', 'Objednávku v stave „Vybavená“ nemožno zmeniť na „Stornovaná“.'],
    ];
    const changesBefore = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM order_state_changes`);
    for (const [id, to, message] of cases) {
      const answer = await api('POST', `/api/admin/orders/${id}/state`, { state: to });
      expect(answer.status, `${id} → ${to}`).toBe(422);
      expect(answer.body).toEqual({ message, code: 'illegal_transition', errors: { state: [message] } });
    }
    const changesAfter = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM order_state_changes`);
    expect(changesAfter[0]!.n).toBe(changesBefore[0]!.n);
    expect(await stateOf(waiting.id)).toBe('waiting_for_payment');
    expect(await stateOf(done.id)).toBe('completed');

    const badState = await api('POST', `/api/admin/orders/${waiting.id}/state`, { state: 'lost' });
    expect(badState.status).toBe(422);
    expect(Object.keys(badState.body.errors)).toEqual(['state']);
    expect((await api('POST', '/api/admin/orders/999999999/state', { state: 'paid' })).status).toBe(404);
    expect((await api('POST', '/api/admin/orders/abc/state', { state: 'paid' })).status).toBe(404);
    expect((await api('GET', '/api/admin/orders/999999999')).status).toBe(404);
  });

  it('the detail page action: a legal change redirects with the flash, an illegal one answers 422 with the message', async () => {
    const o = await order({ items: ONE_ITEM });
    const path = `/admin/objednavky/${o.id}`;
    const call = async (form: Record<string, string>) => {
      try {
        return await orderDetailAction({ request: pageRequest(path, form), params: { id: String(o.id) }, context: pageContext() } as never);
      } catch (error) {
        return error;
      }
    };
    const ok = (await call({ state: 'paid', note: 'prišla platba' })) as Response;
    expect(ok).toBeInstanceOf(Response);
    expect(ok.headers.get('location')).toBe(`${path}?ok=admin.order.flash.changed`);
    const illegal = (await call({ state: 'paid' })) as { type: string; data: { ok: boolean; message: string }; init: { status: number } };
    expect(illegal.init.status).toBe(422);
    expect(illegal.data).toEqual({ ok: false, message: 'Objednávku v stave „Zaplatená“ nemožno zmeniť na „Zaplatená“.' });
    const bad = (await call({ state: 'x' })) as { init: { status: number } };
    expect(bad.init.status).toBe(422);

    const detail = (await orderDetailLoader({
      request: pageRequest(path),
      params: { id: String(o.id) },
      context: pageContext(),
    } as never)) as Awaited<ReturnType<typeof orderDetailLoader>>;
    expect(detail.detail.summary.state).toBe('paid');
    expect(detail.detail.nextStates).toEqual(['processing', 'shipped', 'cancelled']);
    expect(detail.detail.history.map((h) => [h.from, h.to, h.note])).toEqual([['waiting_for_payment', 'paid', 'prišla platba']]);
    expect(detail.detail.audit[0]).toEqual(expect.objectContaining({ action: 'mark_paid', userName: expect.any(String) }));
  });
});

describe('cancel and stock', () => {
  async function placed(
    lines: { variant: { product: number; variant: number }; quantity: number }[],
    checkout: Record<string, unknown> = {},
  ) {
    const cart = await storeCart(t.services.db, lines);
    const result = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ email: uniqueEmail('cancel'), ...checkout }) }),
    );
    return result.order;
  }

  it('returns the stock exactly once: a double submit and two parallel cancels restock one time, one audit entry', async () => {
    const db = t.services.db;
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 5, [BRANCH_1]: 2 });
    const o = await placed([
      { variant: fx.balloon, quantity: 3 },
      { variant: fx.helium, quantity: 3 },
    ]);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 2 });
    const [first, second] = await Promise.all([
      changeOrderStateAsAdmin(deps(), o.id, 'cancelled', { userId: ADMIN_ID }),
      changeOrderStateAsAdmin(deps(), o.id, 'cancelled', { userId: ADMIN_ID }),
    ]);
    const results = [first, second];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'illegal_transition', from: 'cancelled', to: 'cancelled' }]);
    const done = results.find((r) => r.ok)!;
    expect(done).toEqual(
      expect.objectContaining({
        from: 'waiting_for_payment',
        to: 'cancelled',
        returned: [{ variantId: fx.balloon.variant, storeId: WAREHOUSE, quantity: 3 }],
      }),
    );
    // a third, sequential submit (double click after the page reloaded)
    const again = await api('POST', `/api/admin/orders/${o.id}/state`, { state: 'cancelled' });
    expect(again.status).toBe(422);
    expect(await stockOf(db, fx.balloon.variant)).toEqual({ [BRANCH_1]: 2, [WAREHOUSE]: 5 });
    const [audits] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'orders' AND entity_id = ${String(o.id)} AND action = 'cancel'`,
    );
    expect(audits!.n).toBe(1);
    // the helium add-on is a service: no stock row was created for it
    expect(await stockOf(db, fx.helium.variant)).toEqual({});
  });

  it('gives the voucher use back: a voucher limited to one use (and one per customer) works again after the cancel', async () => {
    const db = t.services.db;
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 10 });
    const [voucher] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO vouchers (code, voucher_type, value, quantity, quantity_per_user) VALUES ('JEDENKRAT-STORNO', 'percent', 10, 1, 1) RETURNING id`,
    );
    const voucherId = Number(voucher!.id);
    const email = uniqueEmail('voucher-cancel');
    const usedCount = async () =>
      (await queryRows<{ n: number }>(db, sql`SELECT used_count AS n FROM vouchers WHERE id = ${voucherId}`))[0]!.n;
    const withVoucher = async () => {
      const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }], [voucherId]);
      return placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email }) }));
    };

    const first = (await withVoucher()).order;
    expect(await usedCount()).toBe(1);
    const refused = await withVoucher().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'quantity' });

    const result = await changeOrderStateAsAdmin(deps(), first.id, 'cancelled', { userId: ADMIN_ID });
    expect(result.ok).toBe(true);
    expect(await usedCount()).toBe(0);
    // the use stays on record (an influencer's history), the audit entry says what was given back
    const [uses] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM voucher_uses WHERE voucher_id = ${voucherId}`);
    expect(uses!.n).toBe(1);
    const [audit] = await queryRows<{ changes: Record<string, { to: string }> }>(
      db,
      sql`SELECT changes FROM audit_log WHERE entity = 'orders' AND entity_id = ${String(first.id)} AND action = 'cancel'`,
    );
    expect(audit!.changes.voucherUsesReleased).toEqual({ from: null, to: 'JEDENKRAT-STORNO' });

    // the same customer may use it again: the total and the per-customer limit both count it free
    const again = (await withVoucher()).order;
    expect(again.id).not.toBe(first.id);
    expect(await usedCount()).toBe(1);
  });

  it('a cancelled pickup order returns the goods to its branch; the restock watchdog of the variant is mailed', async () => {
    const db = t.services.db;
    await setStock(db, fx.other.variant, { [BRANCH_1]: 1 });
    const o = await placed([{ variant: fx.other, quantity: 1 }], {
      carrier: 'pickup',
      pickupStoreId: BRANCH_1,
      paymentMethod: 'bank_transfer',
    });
    expect(await stockOf(db, fx.other.variant)).toEqual({ [BRANCH_1]: 0 });
    await queryRows(db, sql`INSERT INTO watchdogs (user_id, product_id, variant_id) VALUES (1, ${fx.other.product}, ${fx.other.variant})`);
    const result = await changeOrderStateAsAdmin(deps(), o.id, 'cancelled', { userId: ADMIN_ID });
    expect(result).toEqual(
      expect.objectContaining({ ok: true, returned: [{ variantId: fx.other.variant, storeId: BRANCH_1, quantity: 1 }] }),
    );
    expect(await stockOf(db, fx.other.variant)).toEqual({ [BRANCH_1]: 1 });
    const [watchdog] = await queryRows<{ notified_at: unknown }>(
      db,
      sql`SELECT notified_at FROM watchdogs WHERE user_id = 1 AND variant_id = ${fx.other.variant}`,
    );
    expect(watchdog!.notified_at).not.toBeNull();
    expect((await mailsTo('zakaznik@party-shop.sk')).length).toBeGreaterThanOrEqual(1);
  });
});

describe('mark paid', () => {
  it('a bank transfer waiting for payment: paid state, paid_at, a payments row; the summary shows it paid; a second call is 422', async () => {
    const o = await order({ items: ONE_ITEM, paymentMethod: 'bank_transfer' });
    const before = await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false });
    expect(before!.isPaid).toBe(false);
    expect(before!.payment.bankTransfer).not.toBeNull();
    const answer = await api('POST', `/api/admin/orders/${o.id}/mark-paid`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ from: 'waiting_for_payment', to: 'paid', mailed: true }));
    const after = await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false });
    expect(after!.isPaid).toBe(true);
    expect(after!.paidAt).not.toBeNull();
    expect(after!.payment.bankTransfer).toBeNull();
    const payments = await queryRows<{ provider: string; state: string; amount: number; currency_code: string }>(
      t.services.db,
      sql`SELECT provider, state, amount, currency_code FROM payments WHERE order_id = ${o.id}`,
    );
    expect(payments).toEqual([{ provider: 'bank_transfer', state: 'paid', amount: o.total, currency_code: 'EUR' }]);
    const again = await api('POST', `/api/admin/orders/${o.id}/mark-paid`, {});
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('illegal_transition');
  });
});

describe('CSV export', () => {
  it('streams the filtered list as UTF-8 with BOM, ; separated, quoted where needed, formulas defused', async () => {
    const a = await order({
      items: [{ name: 'A', quantity: 1, unitPrice: 123_456 }],
      deliveryPrice: 0,
      invoiceFirstname: 'Ján',
      invoiceLastname: 'Bodkočiarka; "Tester"',
      invoiceCompany: '=HYPERLINK("x")',
      createdAt: new Date('2033-01-10T10:00:00Z'),
    });
    const b = await order({ items: ONE_ITEM, deliveryPrice: 0, createdAt: new Date('2033-01-11T10:00:00Z'), state: 'paid' });
    const res = await t.app.request('/api/admin/orders/export?from=2033-01-01&to=2033-01-31', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="objednavky-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Číslo;Vytvorená;Stav;Zákazník;Firma;E-mail;Suma;Mena;Platba;Doprava;Predajňa;Uhradená');
    expect(lines).toHaveLength(4); // header, two orders, '' after the last CRLF
    expect(lines[3]).toBe('');
    expect(lines[1]!.startsWith(`${b.number};11.01.2033 11:00;`)).toBe(true);
    expect(lines[1]).toContain(';Zaplatená;');
    expect(lines[1]).toContain(';10,00;EUR;');
    expect(lines[2]).toContain(`${a.number};`);
    expect(lines[2]).toContain(';"Ján Bodkočiarka; ""Tester""";');
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(lines[2]).toContain(';1234,56;EUR;');

    const filtered = await t.app.request('/api/admin/orders/export?from=2033-01-01&to=2033-01-31&state=paid', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect((await filtered.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
