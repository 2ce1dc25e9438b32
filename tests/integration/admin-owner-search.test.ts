/**
 * The owner's back-office search and customer list (decision 0089): names typed without accents find Šťastný and
 * Nováková in orders, customers and the search across the back office (shop_unaccent on both sides, on PGlite and
 * PostgreSQL); guest buyers are listed as guests grouped by e-mail with their orders and totals, searchable; guest
 * orders under an account's e-mail count on the account's row. One database for the file.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { formatAuditChanges } from '../../src/domain/back-office/audit-format';
import { listAudit, recordAudit } from '../../src/domain/back-office/audit-log';
import { searchBackOffice } from '../../src/domain/back-office/back-office-search';
import { isMessageKey, translator } from '../../src/i18n';
import '../../src/i18n/admin';
import { listAdminCustomers } from '../../src/domain/accounts/admin-customers';
import { customerListFilterSchema } from '../../src/domain/accounts/admin-customers-schema';
import { parseListQuery } from '../../src/domain/back-office/list-query';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call } from '../fixtures/cart-fixtures';
import { createOrderFixture } from '../fixtures/order-fixtures';

const ADMIN_TOKEN = 'admin-owner-search-test-admin-token-3';
const stamp = Date.now().toString(36);
const STASTNY = `peter.stastny.${stamp}@example.sk`;

let t: TestDatabase;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.services.db;
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  // a guest buyer with two orders (one cancelled), the latest under a company name; EUR 19,90 + 30,00
  const first = await createOrderFixture(db, {
    email: STASTNY,
    invoiceFirstname: 'Peter',
    invoiceLastname: 'Šťastný',
    items: [{ name: 'Balón', quantity: 1, unitPrice: 1990 }],
    deliveryPrice: 0,
    createdAt: new Date(Date.now() - 3_600_000),
  });
  const second = await createOrderFixture(db, {
    email: STASTNY.toUpperCase(),
    invoiceFirstname: 'Peter',
    invoiceLastname: 'Šťastný',
    invoiceCompany: 'Šťastné oslavy s.r.o.',
    items: [{ name: 'Konfety', quantity: 1, unitPrice: 3000 }],
    deliveryPrice: 0,
  });
  const cancelled = await createOrderFixture(db, {
    email: STASTNY,
    invoiceFirstname: 'Peter',
    invoiceLastname: 'Šťastný',
    items: [{ name: 'Sviečka', quantity: 1, unitPrice: 500 }],
    deliveryPrice: 0,
    state: 'cancelled',
    createdAt: new Date(Date.now() - 1_800_000),
  });
  // a guest order under the demo customer's e-mail (zakaznik@party-shop.sk, Jana Nováková): counted on her account
  const underAccount = await createOrderFixture(db, {
    email: 'Zakaznik@party-shop.sk',
    invoiceFirstname: 'Jana',
    invoiceLastname: 'Nováková',
    items: [{ name: 'Balón', quantity: 1, unitPrice: 1000 }],
    deliveryPrice: 0,
  });
  Object.assign(ids, { first: first.id, second: second.id, cancelled: cancelled.id, underAccount: underAccount.id });
});
afterAll(async () => {
  await t?.cleanup();
});

const admin = (path: string) => call(t, 'GET', path, undefined, { token: ADMIN_TOKEN });
const orderIds = async (q: string) =>
  ((await admin(`/api/admin/orders?q=${encodeURIComponent(q)}`)).body.data as Array<{ id: number }>).map((o) => o.id);

describe('accent-insensitive search in the back office', () => {
  it('finds orders by a name typed without accents, in either order, in any case', async () => {
    const mine = [ids.first, ids.second, ids.cancelled].sort();
    expect((await orderIds('stastny')).filter((id) => mine.includes(id)).sort()).toEqual(mine);
    expect((await orderIds('STASTNY PETER')).filter((id) => mine.includes(id)).sort()).toEqual(mine);
    expect((await orderIds('Šťastný')).filter((id) => mine.includes(id)).sort()).toEqual(mine);
    expect(await orderIds('stastne oslavy')).toEqual([ids.second]);
    expect(await orderIds(`stastny.${stamp}`)).toHaveLength(3);
    expect(await orderIds('stastnyx')).toEqual([]);
  });

  it('finds customers (accounts and guests) by a name typed without accents', async () => {
    const found = (await admin('/api/admin/customers?q=novakova')).body.data as Array<{ email: string; guest: boolean }>;
    expect(found.map((c) => c.email)).toContain('zakaznik@party-shop.sk');
    const guests = (await admin('/api/admin/customers?q=stastny')).body.data as Array<{ email: string; guest: boolean }>;
    expect(guests.filter((c) => c.email.toLowerCase() === STASTNY)).toHaveLength(1);
  });

  it('the search across the back office answers orders and customers for an unaccented name', async () => {
    const found = await searchBackOffice(t.services.db, 'stastny', { limit: 20 });
    expect(found.orders.map((o) => o.id)).toEqual(expect.arrayContaining([ids.first, ids.second, ids.cancelled]));
    expect(found.customers.some((c) => c.guest && c.email.toLowerCase() === STASTNY)).toBe(true);
    const jana = await searchBackOffice(t.services.db, 'novakova', { limit: 20 });
    expect(jana.customers.some((c) => !c.guest && c.email === 'zakaznik@party-shop.sk')).toBe(true);
    expect((await searchBackOffice(t.services.db, '  ', { limit: 20 })).orders).toEqual([]);
  });
});

describe('guest buyers in the customer list', () => {
  const list = (params: Record<string, string>) =>
    listAdminCustomers(
      t.services.db,
      customerListFilterSchema.parse(params),
      parseListQuery(new URLSearchParams(params), {
        sortable: ['name', 'email', 'created_at', 'orders'] as const,
        defaultSort: 'created_at',
      }),
    );

  it('one row per guest e-mail (case ignored), marked as a guest, with the order count and the total without cancelled orders', async () => {
    const page = await list({ q: stamp, kind: 'guests' });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      id: null,
      guest: true,
      name: 'Peter Šťastný',
      company: 'Šťastné oslavy s.r.o.',
      groupId: null,
      orders: 3,
      total: 1990 + 3000,
    });
    expect(page.rows[0]!.email.toLowerCase()).toBe(STASTNY);
  });

  it('accounts only and group filters leave guests out; "all" lists both', async () => {
    expect((await list({ q: stamp, kind: 'accounts' })).total).toBe(0);
    expect((await list({ q: stamp, group: '1' })).total).toBe(0);
    const all = await list({ q: 'party-shop.sk' });
    expect(all.rows.every((r) => !r.guest)).toBe(true); // the guest order under zakaznik@… is the account's
    const both = await list({ q: 'stastny' });
    expect(both.rows.some((r) => r.guest)).toBe(true);
  });

  it('a guest order under an account e-mail counts on the account row and shows on its page, marked', async () => {
    const [jana] = (await list({ q: 'zakaznik@party-shop.sk', kind: 'accounts' })).rows;
    const [own] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = 1`);
    expect(jana).toMatchObject({ id: 1, guest: false, orders: Number(own!.n) + 1 });
    expect(jana!.total).toBeGreaterThanOrEqual(1000);
    const detail = (await admin('/api/admin/customers/1')).body.data as { orders: Array<{ id: number; guest: boolean }> };
    expect(detail.orders.find((o) => o.id === ids.underAccount)).toMatchObject({ guest: true });
    expect(detail.orders.filter((o) => o.id !== ids.underAccount).every((o) => !o.guest)).toBe(true);
  });

  it('the list sorts guests and accounts together by order count', async () => {
    const page = await list({ q: 'stastny', zoradit: 'orders', smer: 'desc' });
    expect(page.rows[0]).toMatchObject({ guest: true, orders: 3 });
  });
});

describe('the history names what the changes refer to (decision 0090)', () => {
  it('listAudit answers the names of brands, categories, stores and returned variants; the formatter writes them', async () => {
    const db = t.services.db;
    const [brand] = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands ORDER BY id LIMIT 1`);
    const [category] = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM categories ORDER BY id LIMIT 1`);
    const [store] = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM stores ORDER BY id LIMIT 1`);
    const [variant] = await queryRows<{ id: number; code: string }>(db, sql`SELECT id, code FROM product_variants ORDER BY id LIMIT 1`);
    const entityId = 900_000 + Math.floor(Math.random() * 1000);
    await recordAudit(db, {
      userId: 3,
      entity: 'products',
      entityId,
      action: 'update',
      changes: {
        brandId: { from: null, to: Number(brand!.id) },
        categories: { from: [], to: [Number(category!.id), 2_000_000] },
        [`stock.${store!.id}`]: { from: 0, to: 14 },
        price: { from: 40769, to: 39900 },
      },
    });
    await recordAudit(db, {
      userId: null,
      entity: 'orders',
      entityId,
      action: 'cancel',
      changes: {
        state: { from: 'paid', to: 'cancelled' },
        stockReturned: { from: null, to: `2× variant ${variant!.id} → store ${store!.id}` },
      },
    });
    const [entry] = await listAudit(db, 'products', entityId);
    expect(entry).toMatchObject({ entity: 'products', action: 'update', userEmail: 'admin@party-shop.sk' });
    expect(entry!.refs).toMatchObject({
      [`brands:${brand!.id}`]: brand!.name,
      [`categories:${category!.id}`]: category!.name,
      [`stores:${store!.id}`]: store!.name,
    });
    const lines = formatAuditChanges(translator('sk'), entry!, isMessageKey).map((c) =>
      `${c.label}: ${c.from} → ${c.to}`.replace(/\u00a0/g, ' '),
    );
    // jsonb keeps its own key order
    expect(lines.sort()).toEqual(
      [
        `Značka: – → ${brand!.name}`,
        `Kategórie: – → ${category!.name}, #2000000`,
        `Sklad – ${store!.name}: 0 ks → 14 ks`,
        'Cena bez DPH: 407,69 Kč → 399,00 Kč',
      ].sort(),
    );
    const [order] = await listAudit(db, 'orders', entityId);
    expect(order!.refs[`variants:${variant!.id}`]).toContain(`(${variant!.code})`);
    const cancel = formatAuditChanges(translator('sk'), order!, isMessageKey);
    expect(cancel.find((c) => c.key === 'state')).toMatchObject({ label: 'Stav', from: 'Zaplatená', to: 'Stornovaná' });
    expect(cancel.find((c) => c.key === 'stockReturned')!.to).toBe(`2 ks ${order!.refs[`variants:${variant!.id}`]} → ${store!.name}`);
  });
});
