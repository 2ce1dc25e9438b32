/**
 * Back-office customers, groups and influencers (issue 7, decision 0035): search by name, e-mail, company and IČO;
 * a group change reaches the customer's prices on the next cart view; group edits with 422s; the influencer's
 * figures equal the account page's, "mark paid" zeroes the unpaid commission (total margin stays) and is audited.
 * One database for the file.
 */
import { loadMainCurrency } from '../../src/domain/pricing/main-currency';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { loadInfluencerOverview } from '../../src/domain/accounts/influencer';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { BASE_CURRENCY } from '../../src/domain/catalog/listing';
import { placeOrder } from '../../src/domain/orders/place-order';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, TOKENS, type FixtureIds } from '../fixtures/cart-fixtures';
import { checkoutData, loadOrderFixtures, placeDeps, placeInput, storeCart } from '../fixtures/place-order-fixtures';

const ADMIN_TOKEN = 'admin-customers-test-admin-token-3';
const INFLUENCER15 = 11;

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
const emails = (res: { body: { data: Array<{ email: string }> } }) => res.body.data.map((c) => c.email);

describe('customers', () => {
  it('finds customers by name, e-mail, company and IČO; the detail has orders, addresses and group', async () => {
    expect(emails(await admin('GET', '/api/admin/customers?q=nováková'))).toContain('zakaznik@party-shop.sk');
    expect(emails(await admin('GET', '/api/admin/customers?q=INFLUENCER@'))).toEqual(['influencer@party-shop.sk']);
    const [firm] = await queryRows<{ company: string; ico: string }>(t.services.db, sql`SELECT company, ico FROM users WHERE id = 5`);
    expect(emails(await admin('GET', `/api/admin/customers?q=${encodeURIComponent(firm!.company.slice(0, 6))}`))).toContain(
      'firma@party-shop.sk',
    );
    expect(emails(await admin('GET', `/api/admin/customers?q=${firm!.ico}`))).toEqual(['firma@party-shop.sk']);
    expect((await admin('GET', '/api/admin/customers?group=3')).body.data.every((c: { groupId: number }) => c.groupId === 3)).toBe(true);
    const detail = await admin('GET', '/api/admin/customers/1');
    expect(detail.body.data.customer).toMatchObject({ id: 1, email: 'zakaznik@party-shop.sk', groupId: 1 });
    expect(Array.isArray(detail.body.data.orders)).toBe(true);
    expect(Array.isArray(detail.body.data.addresses)).toBe(true);
    expect((await admin('GET', '/api/admin/customers/999999')).status).toBe(404);
  });

  it("moving a customer into a discounted group changes the prices of the customer's cart", async () => {
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { token: TOKENS.customer });
    expect(put.status).toBe(200);
    const before = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer })).body.data[0].totals;
    expect(before).toMatchObject({ items: 488, group_discount: 0, subtotal: 488 });

    const moved = await admin('PUT', '/api/admin/customers/1/group', { groupId: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ groupId: 3, groupName: 'Veľkoodberatelia' });
    const after = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer })).body.data[0].totals;
    expect(after.subtotal).toBeLessThan(488);
    expect(after.subtotal).toBeGreaterThanOrEqual(438);

    // the group's own discount: 10 → 20 %
    const group = await admin('PUT', '/api/admin/customer-groups/3', {
      name: 'Veľkoodberatelia',
      description: 'Veľkoodberateľ',
      discount: 20,
    });
    expect(group.body.data).toMatchObject({ id: 3, discount: 20 });
    const cheaper = (await call(t, 'GET', '/api/cart/sk', undefined, { token: TOKENS.customer })).body.data[0].totals;
    expect(cheaper.subtotal).toBeLessThan(after.subtotal);

    expect((await admin('PUT', '/api/admin/customers/1/group', { groupId: 999 })).body.errors).toEqual({
      groupId: ['Vybraná skupina neexistuje.'],
    });
    expect((await admin('PUT', '/api/admin/customers/1/group', {})).status).toBe(422);
    expect((await admin('PUT', '/api/admin/customers/999999/group', { groupId: 1 })).status).toBe(404);
    const audit = (await admin('GET', '/api/admin/customers/1')).body.data.audit;
    expect(audit[0]).toMatchObject({ action: 'update', userId: 3, changes: { groupId: { from: 1, to: 3 } } });
    await admin('PUT', '/api/admin/customers/1/group', { groupId: 1 });
    await admin('PUT', '/api/admin/customer-groups/3', { name: 'Veľkoodberatelia', description: 'Veľkoodberateľ', discount: 10 });
  });

  it('validates groups (name required, discount 0–100) and creates one', async () => {
    const bad = await admin('PUT', '/api/admin/customer-groups/3', { name: ' ', discount: 150 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['discount', 'name']);
    expect((await admin('PUT', '/api/admin/customer-groups/999', { name: 'X', discount: 1 })).status).toBe(404);
    const created = await admin('POST', '/api/admin/customer-groups', { name: 'Školy', description: 'Materské školy', discount: 5 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Školy', discount: 5, members: 0 });
  });
});

describe('influencers', () => {
  it('shows the account figures, sets the rate, and mark paid zeroes the unpaid commission while the margin stays', async () => {
    const db = t.services.db;
    // two orders with the influencer's code INFLUENCER15 (commission 10 %)
    const orderIds: number[] = [];
    for (const email of ['fan1@example.sk', 'fan2@example.sk']) {
      const cart = await storeCart(db, [{ variant: fx.sale, quantity: 2 }], [INFLUENCER15]);
      orderIds.push((await placeOrder(placeDeps(t), placeInput(cart, { checkout: checkoutData({ email }) }))).order.id);
    }
    // bank transfers waiting for their payment earn nothing payable yet (decision 0070): pending only, mark paid pays nothing
    const waiting = await loadInfluencerOverview(db, 2, BASE_CURRENCY);
    expect(waiting).toMatchObject({ unpaidCommission: 0, totalMargin: 0, orders: 0, orderBreakdown: [] });
    expect(waiting.pendingCommission).toBeGreaterThan(0);
    expect((await admin('POST', '/api/admin/influencers/2/mark-paid', {})).body.data).toEqual({ uses: 0, amount: 0 });
    // the payments arrive
    for (const id of orderIds) expect((await admin('POST', `/api/admin/orders/${id}/mark-paid`, {})).status).toBe(200);
    const account = await loadInfluencerOverview(db, 2, BASE_CURRENCY);
    expect(account.unpaidCommission).toBe(waiting.pendingCommission);
    expect(account.pendingCommission).toBe(0);

    // the back office reads the figures in the shop's main currency (EUR, decision 0080)
    const main = await loadMainCurrency(db);
    expect(main.code).toBe('EUR');
    const accountMain = await loadInfluencerOverview(db, 2, main);
    const list = await admin('GET', '/api/admin/influencers');
    const row = list.body.data.find((i: { id: number }) => i.id === 2);
    expect(row).toMatchObject({
      email: 'influencer@party-shop.sk',
      commissionPercent: 10,
      unpaidCommission: accountMain.unpaidCommission,
      totalMargin: accountMain.totalMargin,
      vouchers: [expect.objectContaining({ code: 'INFLUENCER15', used: account.used })],
    });

    expect((await admin('PUT', '/api/admin/influencers/2/commission', { commissionPercent: 12 })).status).toBe(200);
    expect((await admin('PUT', '/api/admin/influencers/2/commission', { commissionPercent: 101 })).status).toBe(422);

    // a payout up to a moment before the orders pays nothing
    const early = await admin('POST', '/api/admin/influencers/2/mark-paid', { asOf: '2000-01-01T00:00:00Z' });
    expect(early.body.data).toEqual({ uses: 0, amount: 0 });

    const paid = await admin('POST', '/api/admin/influencers/2/mark-paid', {});
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ uses: account.used, amount: account.unpaidCommission });
    const afterAccount = await loadInfluencerOverview(db, 2, BASE_CURRENCY);
    expect(afterAccount.unpaidCommission).toBe(0);
    expect(afterAccount.totalMargin).toBe(account.totalMargin);
    // the payout history: one payout of both orders; the breakdown shows each order paid out
    expect(afterAccount.payouts).toEqual([{ paidAt: expect.any(String), orders: 2, amount: account.unpaidCommission }]);
    expect(afterAccount.orderBreakdown.map((o) => o.orderId).sort()).toEqual([...orderIds].sort());
    expect(afterAccount.orderBreakdown.every((o) => o.commissionPaidAt === afterAccount.payouts[0]!.paidAt)).toBe(true);
    const afterRow = (await admin('GET', '/api/admin/influencers')).body.data.find((i: { id: number }) => i.id === 2);
    expect(afterRow).toMatchObject({ unpaidCommission: 0, totalMargin: accountMain.totalMargin, commissionPercent: 12 });

    // nothing left: a second click records nothing
    expect((await admin('POST', '/api/admin/influencers/2/mark-paid', {})).body.data).toEqual({ uses: 0, amount: 0 });
    const audit = (await admin('GET', '/api/admin/customers/2')).body.data.audit;
    expect(audit.filter((a: { action: string }) => a.action === 'mark_paid')).toEqual([
      expect.objectContaining({
        userId: 3,
        changes: expect.objectContaining({ unpaidCommission: { from: account.unpaidCommission, to: 0 } }),
      }),
    ]);
    expect((await admin('POST', '/api/admin/influencers/999999/mark-paid', {})).status).toBe(404);
  });
});
