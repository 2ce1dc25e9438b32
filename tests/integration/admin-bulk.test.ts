/**
 * Back-office bulk actions (decision 0099): mark paid / ship of several orders through the domain function, POST
 * /api/admin/orders/bulk and the order list's page action — legal and illegal transitions mixed, per-order answers
 * in Slovak, the audit and history written only for the orders that changed, and 422 for bad input.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as slipsLoader } from '../../app/routes/admin/order-packing-slips';
import { action as ordersAction } from '../../app/routes/admin/orders';
import { action as productsAction } from '../../app/routes/admin/products';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { bulkChangeOrderState } from '../../src/domain/orders/admin-order-bulk';
import type { OrderAdminDeps } from '../../src/domain/orders/admin-order-actions';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { loadOrderFixtures } from '../fixtures/place-order-fixtures';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';

const ADMIN_TOKEN = 'admin-bulk-test-admin-token-3';
const ADMIN_ID = 3;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await loadOrderFixtures(t.services.db);
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

const api = (body: unknown) => apiRequest(t, 'POST', '/api/admin/orders/bulk', { body, token: ADMIN_TOKEN, address: '198.51.100.90' });

let seq = 0;
async function order(options: OrderFixtureOptions = {}) {
  seq += 1;
  return createOrderFixture(t.services.db, {
    email: `bulk-${seq}-${Date.now()}@example.sk`,
    items: [{ name: 'Balón', quantity: 1, unitPrice: 1000 }],
    ...options,
  });
}

async function stateOf(id: number): Promise<string> {
  const [row] = await queryRows<{ state: string }>(t.services.db, sql`SELECT state FROM orders WHERE id = ${id}`);
  return row!.state;
}

async function auditCount(id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.services.db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'orders' AND entity_id = ${String(id)}`,
  );
  return Number(row!.n);
}

describe('bulkChangeOrderState', () => {
  it('marks the waiting orders paid, refuses the others one by one, and audits only what changed', async () => {
    const waiting1 = await order();
    const waiting2 = await order({ paymentMethod: 'bank_transfer' });
    const completed = await order({ state: 'completed' });
    const result = await bulkChangeOrderState(
      deps(),
      { action: 'paid', ids: [waiting1.id, completed.id, waiting2.id, waiting1.id, 2_000_000_000], notifyCustomer: false },
      ADMIN_ID,
    );
    expect(result.changed).toBe(2);
    expect(result.refused).toBe(2);
    expect(result.summary).toBe('Zmenené: 2 objednávky, odmietnuté: 2 objednávky.');
    expect(result.items.map((i) => [i.id, i.ok])).toEqual([
      [waiting1.id, true],
      [completed.id, false],
      [waiting2.id, true],
      [2_000_000_000, false],
    ]);
    expect(result.items[0]!.message).toBe(`Objednávka ${waiting1.number}: „Čaká na platbu“ → „Zaplatená“.`);
    expect(result.items[1]).toMatchObject({ ok: false, code: 'illegal_transition', number: completed.number });
    expect(result.items[1]!.message).toContain(`Objednávka ${completed.number} nebola zmenená:`);
    expect(result.items[3]).toMatchObject({ ok: false, code: 'not_found', message: 'Objednávka s ID 2000000000 neexistuje.' });

    expect(await stateOf(waiting1.id)).toBe('paid');
    expect(await stateOf(waiting2.id)).toBe('paid');
    expect(await stateOf(completed.id)).toBe('completed');
    expect(await auditCount(waiting1.id)).toBe(1);
    expect(await auditCount(completed.id)).toBe(0);
    const [audit] = await queryRows<{ action: string; user_id: number }>(
      t.services.db,
      sql`SELECT action, user_id FROM audit_log WHERE entity = 'orders' AND entity_id = ${String(waiting2.id)}`,
    );
    expect(audit).toEqual({ action: 'mark_paid', user_id: ADMIN_ID });
    const payments = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${waiting1.id} AND state = 'paid'`,
    );
    expect(Number(payments[0]!.n)).toBe(1);
  });

  it('ships paid courier orders and refuses a personal pickup and a waiting order', async () => {
    const paid = await order({ state: 'paid' });
    const pickup = await order({ state: 'paid', carrier: 'pickup' });
    const waiting = await order();
    const result = await bulkChangeOrderState(
      deps(),
      { action: 'shipped', ids: [paid.id, pickup.id, waiting.id], notifyCustomer: false },
      ADMIN_ID,
    );
    expect(result.items.map((i) => i.ok)).toEqual([true, false, false]);
    expect(await stateOf(paid.id)).toBe('shipped');
    expect(await stateOf(pickup.id)).toBe('paid');
    expect(await stateOf(waiting.id)).toBe('waiting_for_payment');
    const history = await queryRows<{ to_state: string }>(
      t.services.db,
      sql`SELECT to_state FROM order_state_changes WHERE order_id IN (${paid.id}, ${pickup.id}, ${waiting.id}) ORDER BY id`,
    );
    expect(history.map((h) => h.to_state)).toEqual(['shipped']);
  });
});

describe('POST /api/admin/orders/bulk', () => {
  it('answers per order and sends the e-mail by default', async () => {
    const waiting = await order();
    const shipped = await order({ state: 'shipped' });
    const answer = await api({ action: 'paid', ids: [waiting.id, shipped.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.changed).toBe(1);
    expect(answer.body.data.items[0]).toMatchObject({ id: waiting.id, ok: true, from: 'waiting_for_payment', to: 'paid', mailed: true });
    expect(answer.body.data.items[1]).toMatchObject({ id: shipped.id, ok: false, code: 'illegal_transition' });
    expect(answer.body.message).toBe('Zmenené: 1 objednávka, odmietnuté: 1 objednávka.');
  });

  it('is 422 for no ids, too many ids, ids that are not positive integers and an unknown action', async () => {
    const waiting = await order();
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      { action: 'paid', ids: [] },
      { action: 'paid', ids: tooMany },
      { action: 'paid', ids: ['abc'] },
      { action: 'paid', ids: [-1] },
      { action: 'paid', ids: [1.5] },
      { action: 'paid', ids: [99_999_999_999] },
      { action: 'cancelled', ids: [waiting.id] },
      { ids: [waiting.id] },
    ]) {
      const answer = await api(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body.errors).toBeTypeOf('object');
    }
    const tooManyAnswer = await api({ action: 'paid', ids: tooMany });
    expect(tooManyAnswer.body.errors.ids).toEqual(['Naraz možno spracovať najviac 100 položiek.']);
    expect(await stateOf(waiting.id)).toBe('waiting_for_payment');
  });

  it('is 401 for a guest', async () => {
    const answer = await apiRequest(t, 'POST', '/api/admin/orders/bulk', { body: { action: 'paid', ids: [1] }, address: '198.51.100.91' });
    expect(answer.status).toBe(401);
  });
});

describe('the order list page action', () => {
  function post(form: [string, string][]) {
    const body = new FormData();
    for (const [k, v] of form) body.append(k, v);
    const request = new Request('http://localhost/admin/objednavky', {
      method: 'POST',
      headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
      body,
    });
    const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.92' } as unknown as AppLoadContext;
    return ordersAction({ request, context, params: {} } as Parameters<typeof ordersAction>[0]);
  }

  it('marks the selected orders paid without e-mails when the box is unticked', async () => {
    const a = await order();
    const b = await order({ state: 'cancelled' });
    const answer = (await post([
      ['intent', 'paid'],
      ['id', String(a.id)],
      ['id', String(b.id)],
      ['notifyCustomer', '0'],
    ])) as unknown as { data: { ok: true; result: { items: { ok: boolean; mailed?: boolean }[] } }; init: { status?: number } | null };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.result.items).toMatchObject([{ ok: true, mailed: false }, { ok: false }]);
    expect(await stateOf(a.id)).toBe('paid');
    expect(await stateOf(b.id)).toBe('cancelled');
  });

  it('is 422 with a Slovak message when nothing is selected', async () => {
    const answer = (await post([['intent', 'paid']])) as unknown as { data: { ok: false; message: string }; init: { status?: number } };
    expect(answer.init.status).toBe(422);
    expect(answer.data).toEqual({ ok: false, message: 'Vyberte aspoň jednu položku.' });
  });
});

describe('the packing slips of the selected orders', () => {
  it('loads one slip per known id, duplicates and junk left out, and redirects a guest to the login', async () => {
    const a = await order();
    const b = await order({ state: 'paid' });
    const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.93' } as unknown as AppLoadContext;
    const path = `/admin/objednavky/dodacie-listy?id=${a.id}&id=${b.id}&id=${a.id}&id=abc&id=1999999999`;
    const request = new Request(`http://localhost${path}`, { headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` } });
    const loaded = (await slipsLoader({ request, context, params: {} } as Parameters<typeof slipsLoader>[0])) as {
      slips: { summary: { number: string } }[];
    };
    expect(loaded.slips.map((s) => s.summary.number)).toEqual([a.number, b.number]);
    const guest = await slipsLoader({ request: new Request(`http://localhost${path}`), context, params: {} } as Parameters<
      typeof slipsLoader
    >[0]).catch((e: unknown) => e);
    expect((guest as Response).status).toBe(302);
  });
});

describe('bulk show / hide on the product list', () => {
  function post(form: [string, string][]) {
    const body = new FormData();
    for (const [k, v] of form) body.append(k, v);
    const request = new Request('http://localhost/admin/produkty', {
      method: 'POST',
      headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
      body,
    });
    const context = { services: t.services, cspNonce: '', clientIp: '198.51.100.94' } as unknown as AppLoadContext;
    return productsAction({ request, context, params: {} } as Parameters<typeof productsAction>[0]) as unknown as Promise<{
      data: { ok: boolean; message?: string; result?: { changed: number; summary: string; items: { id: number; outcome: string }[] } };
      init: { status?: number } | null;
    }>;
  }
  const visibility = async (ids: number[]) =>
    (
      await queryRows<{ id: number; is_visible: boolean }>(
        t.services.db,
        sql`SELECT id, is_visible FROM products WHERE id IN ${sql.raw(`(${ids.join(',')})`)} ORDER BY id`,
      )
    ).map((r) => r.is_visible);

  it('hides the selected products, skips the hidden ones, audits each change and shows them again', async () => {
    const rows = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM products WHERE is_visible ORDER BY id LIMIT 2`);
    const [a, b] = rows.map((r) => Number(r.id)) as [number, number];
    await queryRows(t.services.db, sql`UPDATE products SET is_visible = false WHERE id = ${b}`);
    const hidden = await post([
      ['intent', 'hide'],
      ['id', String(a)],
      ['id', String(b)],
      ['id', '1999999999'],
    ]);
    expect(hidden.data.ok).toBe(true);
    expect(hidden.data.result!.items.map((i) => i.outcome)).toEqual(['changed', 'unchanged', 'not_found']);
    expect(hidden.data.result!.summary).toBe('Zmenené: 1 produkt, bez zmeny: 2 produkty.');
    expect(await visibility([a, b])).toEqual([false, false]);
    const audit = await queryRows<{ action: string; changes: unknown; user_id: number }>(
      t.services.db,
      sql`SELECT action, changes, user_id FROM audit_log WHERE entity = 'products' AND entity_id = ${String(a)} ORDER BY id`,
    );
    expect(audit).toEqual([{ action: 'update', changes: { isVisible: { from: true, to: false } }, user_id: ADMIN_ID }]);

    const shown = await post([
      ['intent', 'show'],
      ['id', String(a)],
      ['id', String(b)],
    ]);
    expect(shown.data.result!.changed).toBe(2);
    expect(await visibility([a, b])).toEqual([true, true]);
  });

  it('is 422 for no selection or an unknown intent', async () => {
    const none = await post([['intent', 'hide']]);
    expect(none.init?.status).toBe(422);
    expect(none.data).toEqual({ ok: false, message: 'Vyberte aspoň jednu položku.' });
    const bad = await post([
      ['intent', 'delete'],
      ['id', '1'],
    ]);
    expect(bad.init?.status).toBe(422);
  });
});
