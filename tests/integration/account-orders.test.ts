/**
 * A customer's own orders: GET /api/orders (newest first, 10 per page, amounts in the order's currency),
 * GET /api/orders/{id} (the summary with IBAN and QR while unpaid), 404 for anybody else's order and unknown ids,
 * 401 without a session; the /ucet and /ucet/objednavka/{id} loaders (guest → '/', foreign order → 404). No answer
 * carries another customer's order or a password hash. The video library (GET /api/videos) for customers only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loader as accountLoader } from '../../app/routes/account';
import { loader as orderLoader } from '../../app/routes/account-order';
import { queryRows } from '../../src/db/client';
import { inTransaction, openTestTransaction, type TestTransaction } from '../setup/test-transaction';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import {
  ACCOUNT_TOKENS,
  ACCOUNT_USERS,
  api,
  createAccountSessions,
  expectNoSecrets,
  expectNotFound,
  pageContext,
  pageRequest,
  settle,
} from '../fixtures/account-fixtures';
import { createOrderFixture, type OrderFixture } from '../fixtures/order-fixtures';

// One clone of the demo database (with the account sessions) for the file. Each test runs in a transaction on it that
// is rolled back afterwards, with its own services and app built on that transaction: the orders a test adds for the
// demo customers (and the video it unpublishes) never reach the others, so the tests keep asserting on whole lists.
let shared: TestDatabase | undefined;
let t: TestDatabase;

let transaction: TestTransaction | undefined;

beforeEach(async () => {
  if (!shared) {
    shared = await createTestDatabase();
    await createAccountSessions(shared.services.db);
  }
  transaction = await openTestTransaction(shared.handle);
  t = await createTestDatabase({ shareDatabaseOf: inTransaction(shared, transaction) });
});
afterEach(async () => {
  await t?.cleanup();
  await transaction?.rollBack();
  transaction = undefined;
});
afterAll(async () => {
  await shared?.cleanup();
});

const DAY = 86_400_000;

/** An order of `userId` placed `daysAgo` days ago. */
async function orderOf(userId: number, daysAgo: number, options: Parameters<typeof createOrderFixture>[1] = {}): Promise<OrderFixture> {
  const order = await createOrderFixture(t.services.db, { createdAt: new Date(Date.now() - daysAgo * DAY), ...options });
  await queryRows(t.services.db, sql`UPDATE orders SET user_id = ${userId} WHERE id = ${order.id}`);
  return order;
}

describe('GET /api/orders', () => {
  it('lists only the caller’s orders, newest first, 10 per page, totals in the order currency', async () => {
    const own: OrderFixture[] = [];
    for (let i = 0; i < 12; i++) own.push(await orderOf(ACCOUNT_USERS.customer, 30 - i, { currency: i === 11 ? 'CZK' : 'EUR' }));
    const foreign = await orderOf(ACCOUNT_USERS.company, 1);
    const guest = await createOrderFixture(t.services.db, {}); // no user

    const first = await api(t, 'GET', '/api/orders', { token: ACCOUNT_TOKENS.customer });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 10, total: 12, pageCount: 2 });
    const newest = own[11]!;
    expect(first.body.data.items[0]).toEqual({
      id: newest.id,
      number: newest.number,
      createdAt: expect.any(String),
      state: 'waiting_for_payment',
      isPaid: false,
      total: newest.total,
      currency: { code: 'CZK', decimals: 2, symbol_before: '', symbol_after: 'Kč' },
    });
    expect(first.body.data.items[1]).toMatchObject({
      id: own[10]!.id,
      total: own[10]!.total,
      currency: { code: 'EUR', symbol_after: '€' },
    });
    const dates = first.body.data.items.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await api(t, 'GET', '/api/orders?page=2', { token: ACCOUNT_TOKENS.customer });
    expect(second.body.data.items.map((o: { id: number }) => o.id)).toEqual([own[1]!.id, own[0]!.id]);

    for (const answer of [first, second]) {
      expect(answer.text).not.toContain(foreign.number);
      expect(answer.text).not.toContain(guest.number);
      expectNoSecrets(answer.text);
    }
    // via the auth cookie too
    const viaCookie = await api(t, 'GET', '/api/orders', { token: ACCOUNT_TOKENS.company, viaCookie: true });
    expect(viaCookie.body.data.items.map((o: { id: number }) => o.id)).toEqual([foreign.id]);
  });

  it('an account without orders gets an empty page; a bad page is 422; no session is 401', async () => {
    const empty = await api(t, 'GET', '/api/orders', { token: ACCOUNT_TOKENS.influencer });
    expect(empty.body.data).toEqual({ items: [], page: 1, pageSize: 10, total: 0, pageCount: 1 });
    const bad = await api(t, 'GET', '/api/orders?page=abc', { token: ACCOUNT_TOKENS.customer });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toBeDefined();
    expect((await api(t, 'GET', '/api/orders?page=0', { token: ACCOUNT_TOKENS.customer })).status).toBe(422);
    const guest = await api(t, 'GET', '/api/orders');
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('unauthenticated');
    expect((await api(t, 'GET', '/api/orders', { token: 'not-a-live-token' })).status).toBe(401);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the owner the summary with the bank account and QR while unpaid', async () => {
    const order = await orderOf(ACCOUNT_USERS.customer, 2, { paymentMethod: 'bank_transfer' });
    const res = await api(t, 'GET', `/api/orders/${order.id}`, { token: ACCOUNT_TOKENS.customer });
    expect(res.status).toBe(200);
    const summary = res.body.data;
    expect(summary).toMatchObject({
      id: order.id,
      number: order.number,
      variableSymbol: order.variableSymbol,
      state: 'waiting_for_payment',
      isPaid: false,
    });
    expect(summary.totals.total).toBe(order.total);
    expect(summary.payment.bankTransfer).toMatchObject({
      amount: order.total,
      variableSymbol: order.variableSymbol,
      iban: expect.stringMatching(/^SK\d{22}$/),
    });
    expect(summary.payment.bankTransfer.qr.dataUrl).toMatch(/^data:image\/svg\+xml/);
    expectNoSecrets(res.text);
    expect(res.text).not.toContain(order.hash);

    const paid = await orderOf(ACCOUNT_USERS.customer, 1, { state: 'paid' });
    const paidRes = await api(t, 'GET', `/api/orders/${paid.id}`, { token: ACCOUNT_TOKENS.customer });
    expect(paidRes.body.data).toMatchObject({ isPaid: true, state: 'paid' });
    expect(paidRes.body.data.payment.bankTransfer).toBeNull();
  });

  it('is 404 for another customer’s order, a guest order and unknown ids — the same answer', async () => {
    const order = await orderOf(ACCOUNT_USERS.customer, 2);
    const guestOrder = await createOrderFixture(t.services.db);
    for (const path of [`/api/orders/${order.id}`, `/api/orders/${guestOrder.id}`, '/api/orders/99999999', '/api/orders/99999999999999']) {
      const res = await api(t, 'GET', path, { token: ACCOUNT_TOKENS.company });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'This page could not be found' });
    }
    expect((await api(t, 'GET', `/api/orders/${order.id}`)).status).toBe(401);
  });
});

describe('the /ucet pages', () => {
  it('/ucet lists the customer’s orders; a guest is sent home', async () => {
    const own = await orderOf(ACCOUNT_USERS.customer, 3);
    await orderOf(ACCOUNT_USERS.company, 1);
    const args = (token: string | null, path = '/ucet') =>
      ({ request: pageRequest(path, token), context: pageContext(t), params: {} }) as unknown as Parameters<typeof accountLoader>[0];
    const data = await accountLoader(args(ACCOUNT_TOKENS.customer));
    expect(data.orders.items.map((o) => o.number)).toEqual([own.number]);
    expect(data.name).toBe('Jana Nováková');
    expect((await accountLoader(args(ACCOUNT_TOKENS.customer, '/ucet?strana=5'))).orders).toMatchObject({ page: 5, items: [] });

    const { error } = await settle(accountLoader(args(null)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get('Location')).toBe('/');
  });

  it('/ucet/objednavka/{id} shows the owner’s order and is 404 for anyone else', async () => {
    const order = await orderOf(ACCOUNT_USERS.customer, 3);
    const args = (token: string | null, id: string) =>
      ({ request: pageRequest(`/ucet/objednavka/${id}`, token), context: pageContext(t), params: { id } }) as unknown as Parameters<
        typeof orderLoader
      >[0];
    const data = await orderLoader(args(ACCOUNT_TOKENS.customer, String(order.id)));
    expect(data.summary).toMatchObject({ number: order.number, variableSymbol: order.variableSymbol });
    expect(data.summary.payment.bankTransfer?.qr.dataUrl).toMatch(/^data:image\/svg\+xml/);

    expectNotFound((await settle(orderLoader(args(ACCOUNT_TOKENS.company, String(order.id))))).error);
    expectNotFound((await settle(orderLoader(args(ACCOUNT_TOKENS.customer, 'abc')))).error);
    expectNotFound((await settle(orderLoader(args(ACCOUNT_TOKENS.customer, '0')))).error);
    const guest = (await settle(orderLoader(args(null, String(order.id))))).error as Response;
    expect(guest.status).toBe(302);
  });
});

describe('GET /api/videos', () => {
  it('lists the published videos for customers; a local file plays only when it is there; unknown ids 404', async () => {
    const list = await api(t, 'GET', '/api/videos', { token: ACCOUNT_TOKENS.customer });
    expect(list.status).toBe(200);
    const videos = list.body.data as Array<{ id: number; url: string; kind: string; playable: boolean; mimeType: string | null }>;
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.kind === 'local' && v.mimeType === 'video/mp4' && v.playable === false)).toBe(true);

    const first = videos[0]!;
    // stored where every app server reads it (decision 0045)
    await t.services.files.put(first.url.replace(/^\//, ''), Buffer.from([0, 0, 0, 24, 102, 116, 121, 112]), 'video/mp4');
    const one = await api(t, 'GET', `/api/videos/${first.id}`, { token: ACCOUNT_TOKENS.customer });
    expect(one.body.data).toMatchObject({ id: first.id, playable: true });

    await queryRows(t.services.db, sql`UPDATE videos SET is_published = FALSE WHERE id = ${first.id}`);
    expect((await api(t, 'GET', `/api/videos/${first.id}`, { token: ACCOUNT_TOKENS.customer })).status).toBe(404);
    expect((await api(t, 'GET', '/api/videos/99999', { token: ACCOUNT_TOKENS.customer })).status).toBe(404);
    expect((await api(t, 'GET', '/api/videos')).status).toBe(401);
  });
});
