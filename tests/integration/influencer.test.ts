/**
 * The influencer's 'Môj voucher' block (GET /api/influencer, /account/influencer; decision 0022): computed from
 * real orders — a cart with INFLUENCER15 ordered through POST /api/orders writes the voucher use and its commission;
 * only paid orders earn commission (decision 0070: cancelled ones do not count, unpaid ones are pending); paid-out
 * commissions leave the unpaid figure; the per-order breakdown and the payout history; amounts in the shown currency.
 * Group 2 only: everybody else gets 404 (API and page).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loader as influencerLoader } from '../../app/routes/account-influencer';
import { queryRows } from '../../src/db/client';
import { convertCzkMinor } from '../../src/domain/pricing/pricing';
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
import { call, loadCartFixtures, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';
import { CHECKOUT_FORM } from '../fixtures/place-order-fixtures';

// One clone of the demo database (with the cart fixtures and account sessions) for the file. Each test runs in a
// transaction on it that is rolled back afterwards, with its own services and app built on that transaction: the
// orders, voucher uses and voucher changes of a test never reach the others, so the tests keep asserting on the
// influencer's whole figures and on the whole voucher_uses table.
let shared: TestDatabase | undefined;
let t: TestDatabase;
let fx: FixtureIds;

let transaction: TestTransaction | undefined;

beforeEach(async () => {
  if (!shared) {
    shared = await createTestDatabase();
    fx = await loadCartFixtures(shared.services.db);
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

/** Customer 1 orders `quantity` test balloons with INFLUENCER15 through the cart and order calls. */
async function orderWithInfluencerCode(quantity: number): Promise<number> {
  const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.sale.variant, quantity }, { token: TOKENS.customer });
  expect(put.status).toBe(200);
  const cartId = put.body.data.cart_id as number;
  const voucher = await call(
    t,
    'POST',
    `/api/voucher/cart/add/${cartId}`,
    { voucherCode: 'INFLUENCER15', serviceType: 'eshop' },
    { token: TOKENS.customer },
  );
  expect(voucher.status).toBe(200);
  const placed = await call(
    t,
    'POST',
    '/api/orders',
    {
      ...CHECKOUT_FORM,
      email: 'zakaznik@party-shop.sk',
      carrier: 'courier',
      paymentMethod: 'bank_transfer',
      cartId,
      idempotencyKey: randomUUID(),
    },
    { token: TOKENS.customer },
  );
  expect(placed.status).toBe(201);
  return placed.body.data.id as number;
}

async function eur() {
  const [row] = await queryRows<{ rate: number }>(t.services.db, sql`SELECT rate FROM currencies WHERE code = 'EUR'`);
  return { rate: Number(row!.rate), decimals: 2 };
}

describe('GET /api/influencer', () => {
  it('shows used/total, unpaid commission and total margin from real orders', async () => {
    const before = await api(t, 'GET', '/api/influencer', { token: ACCOUNT_TOKENS.influencer });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      used: 0,
      total: null,
      orders: 0,
      unpaidCommission: 0,
      totalMargin: 0,
      turnover: 0,
      currency: { code: 'EUR' },
    });
    expect(before.body.data.vouchers.map((v: { code: string }) => v.code)).toEqual(['INFLUENCER15']);

    const first = await orderWithInfluencerCode(2);
    const second = await orderWithInfluencerCode(1);
    const third = await orderWithInfluencerCode(3);
    const fourth = await orderWithInfluencerCode(1);
    const uses = await queryRows<{ order_id: number; commission_amount: number }>(
      t.services.db,
      sql`SELECT order_id, commission_amount FROM voucher_uses ORDER BY order_id`,
    );
    expect(uses.map((u) => u.order_id)).toEqual([first, second, third, fourth]);
    const commissions = uses.map((u) => Number(u.commission_amount));
    expect(commissions.every((c) => c > 0)).toBe(true);

    // the first and third are paid, the second is cancelled, the fourth still waits for its bank transfer (decision
    // 0070: it earns nothing payable yet); the third one's commission was paid out
    await queryRows(t.services.db, sql`UPDATE orders SET state = 'paid', paid_at = now() WHERE id IN (${first}, ${third})`);
    await queryRows(t.services.db, sql`UPDATE orders SET state = 'cancelled' WHERE id = ${second}`);
    await queryRows(t.services.db, sql`UPDATE voucher_uses SET commission_paid_at = '2026-03-02T10:00:00Z' WHERE order_id = ${third}`);
    const [totals] = await queryRows<{ t1: number; t3: number }>(
      t.services.db,
      sql`SELECT (SELECT total FROM orders WHERE id = ${first}) AS t1, (SELECT total FROM orders WHERE id = ${third}) AS t3`,
    );
    const numbers = await queryRows<{ id: number; number: string }>(
      t.services.db,
      sql`SELECT id, number FROM orders WHERE id IN (${first}, ${third})`,
    );
    const numberOf = (id: number) => numbers.find((n) => Number(n.id) === id)!.number;

    const res = await api(t, 'GET', '/api/influencer', { token: ACCOUNT_TOKENS.influencer });
    const currency = await eur();
    const data = res.body.data;
    expect(data).toMatchObject({
      used: 3,
      total: null,
      orders: 2,
      unpaidCommission: convertCzkMinor(commissions[0]!, currency),
      pendingCommission: convertCzkMinor(commissions[3]!, currency),
      totalMargin: convertCzkMinor(commissions[0]! + commissions[2]!, currency),
      turnover: convertCzkMinor(Number(totals!.t1) + Number(totals!.t3), currency),
    });
    // per paid order, newest first; the payout history
    expect(data.orderBreakdown).toEqual([
      expect.objectContaining({
        orderId: third,
        number: numberOf(third),
        codes: ['INFLUENCER15'],
        paidAmount: convertCzkMinor(Number(totals!.t3), currency),
        commission: convertCzkMinor(commissions[2]!, currency),
        commissionPaidAt: '2026-03-02T10:00:00.000Z',
      }),
      expect.objectContaining({
        orderId: first,
        number: numberOf(first),
        paidAmount: convertCzkMinor(Number(totals!.t1), currency),
        commission: convertCzkMinor(commissions[0]!, currency),
        commissionPaidAt: null,
      }),
    ]);
    expect(data.payouts).toEqual([{ paidAt: '2026-03-02T10:00:00.000Z', orders: 1, amount: convertCzkMinor(commissions[2]!, currency) }]);
    expect(data.paidCommission).toBe(data.totalMargin - data.unpaidCommission);
    expect(data.vouchers[0]).toMatchObject({
      code: 'INFLUENCER15',
      voucherType: 'percent',
      value: 15,
      commissionPercent: 10,
      used: 3,
      total: null,
    });
    expectNoSecrets(res.text);
    // nothing about the buyers
    expect(res.text).not.toContain('zakaznik@party-shop.sk');

    // in CZK when the shopper shows CZK
    const czk = await api(t, 'GET', '/api/influencer?currencyId=1', { token: ACCOUNT_TOKENS.influencer });
    expect(czk.body.data).toMatchObject({
      currency: { code: 'CZK' },
      unpaidCommission: commissions[0],
      totalMargin: commissions[0]! + commissions[2]!,
    });
  });

  it('with a limited voucher, total is the allowed uses', async () => {
    await queryRows(t.services.db, sql`UPDATE vouchers SET quantity = 50 WHERE code = 'INFLUENCER15'`);
    await orderWithInfluencerCode(1);
    const res = await api(t, 'GET', '/api/influencer', { token: ACCOUNT_TOKENS.influencer });
    expect(res.body.data).toMatchObject({ used: 1, total: 50 });
  });

  it('is 404 for customers outside group 2 and 401 for guests', async () => {
    expect((await api(t, 'GET', '/api/influencer', { token: ACCOUNT_TOKENS.customer })).status).toBe(404);
    expect((await api(t, 'GET', '/api/influencer', { token: ACCOUNT_TOKENS.company })).status).toBe(404);
    expect((await api(t, 'GET', '/api/influencer')).status).toBe(401);
  });
});

describe('the /account/influencer page', () => {
  const args = (token: string | null) =>
    ({ request: pageRequest('/account/influencer', token), context: pageContext(t), params: {} }) as unknown as Parameters<
      typeof influencerLoader
    >[0];

  it('shows the block titled by the group name to group 2 and is 404 for anyone else', async () => {
    const id = await orderWithInfluencerCode(2);
    await queryRows(t.services.db, sql`UPDATE orders SET state = 'paid', paid_at = now() WHERE id = ${id}`);
    const data = await influencerLoader(args(ACCOUNT_TOKENS.influencer));
    expect(data.groupName).toBe('Influenceri');
    expect(data.overview.used).toBe(1);
    expect(data.overview.unpaidCommission).toBeGreaterThan(0);
    expect(data.overview.orderBreakdown).toHaveLength(1);
    expectNotFound((await settle(influencerLoader(args(ACCOUNT_TOKENS.customer)))).error);
    expect(((await settle(influencerLoader(args(null)))).error as Response).status).toBe(302);
    expect(ACCOUNT_USERS.influencer).toBe(2);
  });
});
