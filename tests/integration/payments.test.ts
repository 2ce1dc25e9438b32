/**
 * Card payments end to end against the fake Comgate (tests/fakes/fake-payment-gateway.ts): start → redirect URL →
 * the fake marks the payment paid → notification → order paid; forged and duplicate notifications; the shopper's
 * return; the gateway down.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as summaryPageAction } from '../../app/routes/order-summary';
import { queryRows } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { isCardPaymentEnabled } from '../../src/domain/payments/gateways';
import { getJson, postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { startFakePaymentGateway, type FakePaymentGateway } from '../fakes/fake-payment-gateway';
import { createOrderFixture, type OrderFixture } from '../fixtures/order-fixtures';
import type { FormResult } from '../../app/lib/forms/form-result';

const MERCHANT = '123456';
const SECRET = 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y';

let fake: FakePaymentGateway;
// every test works on its own orders, so they all share one clone of the demo database (each with its own configuration)
let shared: TestDatabase | undefined;
beforeAll(async () => {
  fake = await startFakePaymentGateway({ merchant: MERCHANT, secret: SECRET });
});
afterAll(async () => {
  await fake?.close();
  await shared?.cleanup();
});

async function shop(env: Record<string, string> = {}) {
  shared ??= await createTestDatabase();
  return createTestDatabase({ env, shareDatabaseOf: shared });
}

function gatewayEnv(url = fake.url) {
  return {
    PAYMENT_GATEWAY: 'comgate',
    PAYMENT_GATEWAY_URL: url,
    PAYMENT_GATEWAY_MERCHANT: MERCHANT,
    PAYMENT_GATEWAY_SECRET: SECRET,
    PAYMENT_GATEWAY_TEST: '1',
  };
}

async function orderRow(t: TestDatabase, id: number) {
  const [row] = await queryRows<{ state: string; paid_at: Date | null }>(
    t.services.db,
    sql`select state, paid_at from orders where id = ${id}`,
  );
  return row!;
}

async function stateChanges(t: TestDatabase, id: number) {
  return queryRows<{ from_state: string; to_state: string }>(
    t.services.db,
    sql`select from_state, to_state from order_state_changes where order_id = ${id} order by id`,
  );
}

async function paymentRows(t: TestDatabase, id: number) {
  return queryRows<{ state: string; amount: number; currency_code: string; provider_payment_id: string; raw: unknown }>(
    t.services.db,
    sql`select state, amount, currency_code, provider_payment_id, raw from payments where order_id = ${id} order by id`,
  );
}

const deliverTo = (t: TestDatabase) => (body: string, contentType: string) =>
  Promise.resolve(t.app.request('/api/payments/notify', { method: 'POST', headers: { 'content-type': contentType }, body }));

describe('card payment configuration', () => {
  it('is off without PAYMENT_GATEWAY, on with it, and refuses a gateway without merchant or secret', () => {
    expect(isCardPaymentEnabled(loadConfig({}))).toBe(false);
    const config = loadConfig(gatewayEnv('https://payments.comgate.cz/'));
    expect(isCardPaymentEnabled(config)).toBe(true);
    expect(config.paymentGateway).toEqual({
      provider: 'comgate',
      url: 'https://payments.comgate.cz',
      merchant: MERCHANT,
      secret: SECRET,
      test: true,
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'comgate' })).toThrow(/PAYMENT_GATEWAY_MERCHANT/);
  });
});

describe('card payments through the gateway', () => {
  let t: TestDatabase;
  let order: OrderFixture;
  beforeEach(async () => {
    t = await shop(gatewayEnv());
    order = await createOrderFixture(t.services.db, { paymentMethod: 'card', currency: 'EUR' });
  });
  afterEach(async () => {
    fake.setDown(false);
    await t?.cleanup();
  });

  async function start() {
    const res = await postJson(t, `/api/payments/card/${order.id}/${order.hash}`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const transId = new URL(res.body.data.redirectUrl).searchParams.get('id')!;
    return { ...res.body.data, transId } as { paymentId: number; redirectUrl: string; transId: string };
  }

  it('start → redirect URL → paid at the gateway → notification → the order is paid once', async () => {
    const started = await start();
    expect(started.redirectUrl.startsWith(`${fake.url}/client/instructions/index?id=`)).toBe(true);
    const created = fake.payments.get(started.transId)!;
    expect(created).toMatchObject({
      price: order.total,
      curr: 'EUR',
      refId: order.number,
      email: 'jana.novakova@example.sk',
      test: 'true',
    });
    expect(created.label.length).toBeLessThanOrEqual(16);
    expect(created.urlPaid).toBe(`http://localhost:3000/api/payments/return/${order.id}/${order.hash}`);
    expect(await paymentRows(t, order.id)).toMatchObject([
      { state: 'created', amount: order.total, currency_code: 'EUR', provider_payment_id: started.transId },
    ]);

    // the summary offers the card button while unpaid
    expect((await getJson(t, `/api/orders/summary/${order.id}/${order.hash}`)).body.data.payment.cardPayable).toBe(true);

    fake.markPaid(started.transId);
    const statusCallsBefore = fake.requests.filter((r) => r.path === '/v1.0/status').length;
    const answer = await fake.notify(started.transId, { deliver: deliverTo(t) });
    expect(answer).toEqual({ status: 200, body: 'code=0&message=OK' });
    // the push was confirmed with the status call
    expect(fake.requests.filter((r) => r.path === '/v1.0/status').length).toBe(statusCallsBefore + 1);

    const row = await orderRow(t, order.id);
    expect(row.state).toBe('paid');
    expect(row.paid_at).not.toBeNull();
    expect(await stateChanges(t, order.id)).toEqual([{ from_state: 'waiting_for_payment', to_state: 'paid' }]);
    const [payment] = await paymentRows(t, order.id);
    expect(payment!.state).toBe('paid');
    expect(JSON.stringify(payment!.raw)).not.toContain(SECRET);

    const summary = (await getJson(t, `/api/orders/summary/${order.id}/${order.hash}`)).body.data;
    expect(summary).toMatchObject({ state: 'paid', isPaid: true, payment: { cardPayable: false } });

    // paying again is refused
    const again = await postJson(t, `/api/payments/card/${order.id}/${order.hash}`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_paid');
  });

  it('a duplicate notification changes nothing the second time', async () => {
    const started = await start();
    fake.markPaid(started.transId);
    expect((await fake.notify(started.transId, { deliver: deliverTo(t) })).status).toBe(200);
    const paidAt = (await orderRow(t, order.id)).paid_at;
    const second = await fake.notify(started.transId, { deliver: deliverTo(t) });
    expect(second).toEqual({ status: 200, body: 'code=0&message=OK' });
    expect((await orderRow(t, order.id)).paid_at).toEqual(paidAt);
    expect(await stateChanges(t, order.id)).toHaveLength(1);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });

  it('notifications arriving at the same time mark the order paid exactly once', async () => {
    const started = await start();
    fake.markPaid(started.transId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => fake.notify(started.transId, { deliver: deliverTo(t) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await stateChanges(t, order.id)).toEqual([{ from_state: 'waiting_for_payment', to_state: 'paid' }]);
  });

  it('rejects forged notifications: wrong secret, wrong merchant, no secret; a PAID push without a paid status changes nothing', async () => {
    const started = await start();
    const forgeries: Array<Record<string, string>> = [{ secret: 'guessed-secret' }, { merchant: '999999' }, { secret: '' }];
    for (const overrides of forgeries) {
      const res = await fake.notify(started.transId, { overrides, deliver: deliverTo(t) });
      expect(res.status, JSON.stringify(overrides)).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_notification' });
    }
    // a push that claims PAID (with the right secret) while the gateway says PENDING: the status call decides
    const claimed = await fake.notify(started.transId, { overrides: { status: 'PAID' }, deliver: deliverTo(t) });
    expect(claimed.status).toBe(200);
    expect((await orderRow(t, order.id)).state).toBe('waiting_for_payment');
    expect((await paymentRows(t, order.id))[0]!.state).toBe('pending');
    expect(await stateChanges(t, order.id)).toHaveLength(0);

    // a payment the shop does not know
    const unknown = await postJson(
      t,
      '/api/payments/notify',
      new URLSearchParams({ merchant: MERCHANT, secret: SECRET, transId: 'XXXX-YYYY-ZZZZ', status: 'PAID' }).toString(),
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown_payment');
  });

  it('the shopper’s return checks the status and redirects to the summary', async () => {
    const started = await start();
    const pending = await t.app.request(`/api/payments/return/${order.id}/${order.hash}`);
    expect(pending.status).toBe(303);
    expect(pending.headers.get('location')).toBe(`/shrnuti/${order.id}/${order.hash}?platba=caka`);

    fake.markPaid(started.transId);
    const paid = await t.app.request(`/api/payments/return/${order.id}/${order.hash}`);
    expect(paid.headers.get('location')).toBe(`/shrnuti/${order.id}/${order.hash}?platba=zaplatena`);
    expect((await orderRow(t, order.id)).state).toBe('paid');
    // the later notification finds everything done
    expect((await fake.notify(started.transId, { deliver: deliverTo(t) })).status).toBe(200);
    expect(await stateChanges(t, order.id)).toHaveLength(1);

    expect((await t.app.request(`/api/payments/return/${order.id}/wrong-hash`)).status).toBe(404);
  });

  it('a cancelled payment leaves the order waiting; the shopper may start again', async () => {
    const first = await start();
    fake.markCancelled(first.transId);
    const back = await t.app.request(`/api/payments/return/${order.id}/${order.hash}`);
    expect(back.headers.get('location')).toBe(`/shrnuti/${order.id}/${order.hash}?platba=zrusena`);
    expect((await orderRow(t, order.id)).state).toBe('waiting_for_payment');
    const second = await start();
    expect(second.transId).not.toBe(first.transId);
    expect((await paymentRows(t, order.id)).map((p) => p.state)).toEqual(['cancelled', 'created']);
  });

  it('gateway down: a clear 503, never a 500 with a stack; the return still reaches the summary', async () => {
    const started = await start();
    fake.setDown(true);
    const res = await postJson(t, `/api/payments/card/${order.id}/${order.hash}`, {});
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'payment_gateway_unavailable',
      message: 'Platobná brána je momentálne nedostupná. Skúste to prosím neskôr.',
    });

    const notify = await postJson(
      t,
      '/api/payments/notify',
      new URLSearchParams(fake.notificationFields(started.transId, { status: 'PAID' })).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(notify.status).toBe(503); // the gateway retries later
    expect(JSON.stringify(notify.body)).not.toMatch(/at .*\.ts|Error:/);

    const back = await t.app.request(`/api/payments/return/${order.id}/${order.hash}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/shrnuti/${order.id}/${order.hash}?platba=neoverena`);
    expect((await orderRow(t, order.id)).state).toBe('waiting_for_payment');

    // an unreachable gateway (nothing listens) is the same clear error
    const closed = await shop(gatewayEnv('http://127.0.0.1:9'));
    try {
      const other = await createOrderFixture(closed.services.db, { paymentMethod: 'card' });
      const r = await postJson(closed, `/api/payments/card/${other.id}/${other.hash}`, {});
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('payment_gateway_unavailable');
    } finally {
      await closed.cleanup();
    }
  });

  it('refuses a bank-transfer order, a wrong hash, and card payments when no gateway is configured', async () => {
    const bank = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer' });
    const r1 = await postJson(t, `/api/payments/card/${bank.id}/${bank.hash}`, {});
    expect(r1.status).toBe(409);
    expect(r1.body.code).toBe('not_card_order');
    expect((await postJson(t, `/api/payments/card/${order.id}/x${order.hash}`, {})).status).toBe(404);

    const off = await shop();
    try {
      const o = await createOrderFixture(off.services.db, { paymentMethod: 'card' });
      const r = await postJson(off, `/api/payments/card/${o.id}/${o.hash}`, {});
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('card_payment_disabled');
      expect((await getJson(off, `/api/orders/summary/${o.id}/${o.hash}`)).body.data.payment.cardPayable).toBe(false);
    } finally {
      await off.cleanup();
    }
  });

  it('the summary page’s “Zaplatiť kartou” action starts the payment and answers the gateway address', async () => {
    const args = (hash: string) =>
      ({
        params: { id: String(order.id), hash },
        request: new Request(`http://localhost/shrnuti/${order.id}/${hash}`, { method: 'POST' }),
        context: { services: t.services, cspNonce: '' },
      }) as unknown as Parameters<typeof summaryPageAction>[0];
    const answer = (await summaryPageAction(args(order.hash))) as unknown as { data: FormResult<{ redirectUrl: string }> };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.data?.redirectUrl).toMatch(new RegExp(`^${fake.url}/client/instructions/index\\?id=`));
    expect(await paymentRows(t, order.id)).toHaveLength(1);

    fake.setDown(true);
    const down = (await summaryPageAction(args(order.hash))) as unknown as { data: FormResult; init: { status: number } };
    expect(down.init.status).toBe(200);
    expect(down.data).toMatchObject({
      ok: false,
      message: 'Platobná brána je momentálne nedostupná. Skúste to prosím neskôr.',
      errors: {},
    });
    expect(down.data.data).toBeUndefined();
    await expect(summaryPageAction(args('wrong'))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const { body } = await getJson(t, '/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/card/{id}/{hash}',
        '/api/payments/notify',
        '/api/payments/return/{id}/{hash}',
        '/api/orders/summary/{id}/{hash}',
      ]),
    );
  });
});
