/**
 * The owner's figures on the dashboard (decision 0107): paid orders summed per shop day / ISO week / month across the
 * autumn summer-time switch (27 Oct 2030) and a month end, cancelled and unpaid orders left out, CZK orders converted
 * to the main currency (€), orders by state, the order of the top products, voucher use, and the low-stock threshold.
 * Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { LOW_STOCK_THRESHOLD, loadDashboard } from '../../src/domain/back-office/dashboard';
import { bucketStarts, loadSalesFigures, SALES_BUCKETS } from '../../src/domain/back-office/sales-figures';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';
import { loadOrderFixtures, setStock, WAREHOUSE } from '../fixtures/place-order-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
const NOW = new Date('2030-11-02T10:00:00Z'); // Saturday 2 Nov 2030, 11:00 in Bratislava (CET)
let seq = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
  const at = (iso: string) => new Date(iso);
  const item = (name: string, quantity: number, unitPrice: number) => [{ name, quantity, unitPrice }];
  // paid orders (paid_at is the day they count on); each € order of one item, no delivery fee
  const paid: Array<[string, OrderFixtureOptions]> = [
    ['2030-10-26T22:30:00Z', { items: item('Balón', 1, 1000) }], // 27 Oct 00:30 CEST
    ['2030-10-27T22:30:00Z', { items: item('Balón', 2, 1000) }], // 27 Oct 23:30 CET (after the switch)
    ['2030-10-27T23:30:00Z', { items: item('Sviečka', 5, 100) }], // 28 Oct 00:30 CET
    ['2030-10-31T22:59:59Z', { items: item('Konfety', 1, 300) }], // 31 Oct 23:59:59: October's last second
    ['2030-10-31T23:00:00Z', { items: item('Konfety', 1, 300) }], // 1 Nov 00:00: November
    ['2030-10-30T12:00:00Z', { items: item('Kostým', 1, 25_200), currency: 'CZK' }], // 252 Kč at 25,2 Kč/€ = 10 €
  ];
  for (const [paidAt, options] of paid) await order({ ...options, state: 'processing', createdAt: at(paidAt) }, at(paidAt));
  // left out: a cancelled order that had been paid, an order waiting for payment, one paid after now
  await order({ items: item('Balón', 50, 1000), state: 'cancelled', createdAt: at('2030-10-27T10:00:00Z') }, at('2030-10-27T10:00:00Z'));
  await order({ items: item('Balón', 40, 1000), state: 'waiting_for_payment', createdAt: at('2030-10-29T10:00:00Z') }, null);
  await order({ items: item('Balón', 30, 1000), state: 'paid', createdAt: at('2030-11-02T10:30:00Z') }, at('2030-11-02T10:30:00Z'));
});
afterAll(async () => {
  await t?.cleanup();
});

async function order(options: OrderFixtureOptions, paidAt: Date | null) {
  seq += 1;
  const o = await createOrderFixture(t.services.db, { email: `figures-${seq}@example.sk`, deliveryPrice: 0, ...options });
  await queryRows(t.services.db, sql`UPDATE orders SET paid_at = ${paidAt?.toISOString() ?? null}::timestamptz WHERE id = ${o.id}`);
  return o;
}

describe('sales figures', () => {
  it('per day: shop days across the summer-time switch and the month end, cancelled and unpaid orders left out', async () => {
    const f = await loadSalesFigures(t.services.db, NOW, 'day');
    expect(f.sales).toHaveLength(SALES_BUCKETS.day);
    expect(f.from).toBe('2030-10-04');
    expect(f.sales.at(-1)!.start).toBe('2030-11-02');
    const day = (start: string) => f.sales.find((b) => b.start === start);
    expect(day('2030-10-26')).toEqual({ start: '2030-10-26', orders: 0, revenue: 0 });
    expect(day('2030-10-27')).toEqual({ start: '2030-10-27', orders: 2, revenue: 3000 });
    expect(day('2030-10-28')).toEqual({ start: '2030-10-28', orders: 1, revenue: 500 });
    expect(day('2030-10-30')).toEqual({ start: '2030-10-30', orders: 1, revenue: 1000 });
    expect(day('2030-10-31')).toEqual({ start: '2030-10-31', orders: 1, revenue: 300 });
    expect(day('2030-11-01')).toEqual({ start: '2030-11-01', orders: 1, revenue: 300 });
    expect(day('2030-11-02')).toEqual({ start: '2030-11-02', orders: 0, revenue: 0 }); // the later order is after now
    expect(f.totals).toEqual({ orders: 6, revenue: 5100 });
    expect(f.currency).toMatchObject({ code: 'EUR', symbol_after: '€' });
  });

  it('per ISO week (Monday) and per month', async () => {
    const weeks = await loadSalesFigures(t.services.db, NOW, 'week');
    expect(weeks.sales).toHaveLength(SALES_BUCKETS.week);
    expect(weeks.sales.slice(-2)).toEqual([
      { start: '2030-10-21', orders: 2, revenue: 3000 }, // 27 Oct is a Sunday: both of its orders
      { start: '2030-10-28', orders: 4, revenue: 2100 },
    ]);
    const months = await loadSalesFigures(t.services.db, NOW, 'month');
    expect(months.sales).toHaveLength(SALES_BUCKETS.month);
    expect(months.from).toBe('2029-12-01');
    expect(months.sales.slice(-2)).toEqual([
      { start: '2030-10-01', orders: 5, revenue: 4800 },
      { start: '2030-11-01', orders: 1, revenue: 300 },
    ]);
  });

  it('bucket starts walk back over year and month ends in shop days', () => {
    expect(bucketStarts('month', new Date('2031-01-31T23:30:00Z')).slice(-2)).toEqual(['2031-01-01', '2031-02-01']); // 1 Feb 00:30 CET
    expect(bucketStarts('week', new Date('2031-01-01T10:00:00Z')).at(-1)).toBe('2030-12-30');
    expect(bucketStarts('day', new Date('2030-03-31T22:30:00Z')).slice(-2)).toEqual(['2030-03-31', '2030-04-01']); // 00:30 CEST
  });

  it('orders by state count the orders placed in the range, every state listed', async () => {
    const f = await loadSalesFigures(t.services.db, NOW, 'day');
    const count = (state: string) => f.byState.find((s) => s.state === state)?.orders;
    expect(f.byState.map((s) => s.state)).toContain('completed');
    expect(count('processing')).toBe(6);
    expect(count('cancelled')).toBe(1);
    expect(count('waiting_for_payment')).toBe(1);
    expect(count('paid')).toBe(0); // placed after now
  });

  it('top products: most pieces first, then revenue; one product under its latest name; gifts left out', async () => {
    const f = await loadSalesFigures(t.services.db, NOW, 'month');
    expect(f.topProducts.map((p) => [p.name, p.quantity, p.revenue])).toEqual([
      ['Sviečka', 5, 500],
      ['Balón', 3, 3000],
      ['Konfety', 2, 600],
      ['Kostým', 1, 1000],
    ]);
    // two lines of one product (renamed between the orders) count as one, under the newer name
    const a = await order(
      { items: [{ name: 'Starý názov', quantity: 4, unitPrice: 100 }], state: 'paid' },
      new Date('2030-11-01T09:00:00Z'),
    );
    const b = await order(
      { items: [{ name: 'Nový názov', quantity: 3, unitPrice: 100 }], state: 'paid' },
      new Date('2030-11-01T10:00:00Z'),
    );
    const c = await order(
      { items: [{ name: 'Darček', quantity: 9, unitPrice: 0, isGift: true }], state: 'paid' },
      new Date('2030-11-01T11:00:00Z'),
    );
    await queryRows(t.services.db, sql`UPDATE order_items SET product_id = ${fx.other.product} WHERE order_id IN (${a.id}, ${b.id})`);
    const after = await loadSalesFigures(t.services.db, NOW, 'month');
    expect(after.topProducts[0]).toEqual({ productId: fx.other.product, name: 'Nový názov', quantity: 7, revenue: 700 });
    expect(after.topProducts.some((p) => p.name === 'Darček')).toBe(false);
    await queryRows(t.services.db, sql`DELETE FROM orders WHERE id IN (${a.id}, ${b.id}, ${c.id})`);
  });

  it('voucher use: paid orders per code, most used first; cancelled orders do not count', async () => {
    const [voucher] = await queryRows<{ id: number }>(
      t.services.db,
      sql`INSERT INTO vouchers (code, voucher_type, value) VALUES ('LETO30', 'percent', 10) RETURNING id`,
    );
    const [other] = await queryRows<{ id: number }>(
      t.services.db,
      sql`INSERT INTO vouchers (code, voucher_type, value) VALUES ('ZIMA', 'percent', 5) RETURNING id`,
    );
    const ids = await queryRows<{ id: number; state: string }>(
      t.services.db,
      sql`SELECT id, state FROM orders WHERE paid_at >= '2030-10-26T00:00:00Z' AND paid_at < '2030-11-02T00:00:00Z' ORDER BY paid_at`,
    );
    const paidIds = ids.filter((o) => o.state === 'processing').map((o) => Number(o.id));
    const cancelled = ids.find((o) => o.state === 'cancelled')!;
    for (const id of paidIds.slice(0, 2)) await useVoucher(voucher!.id, id);
    await useVoucher(voucher!.id, Number(cancelled.id));
    await useVoucher(other!.id, paidIds[2]!);
    const f = await loadSalesFigures(t.services.db, NOW, 'week');
    expect(f.vouchers).toEqual([
      { voucherId: Number(voucher!.id), code: 'LETO30', orders: 2, revenue: 3000 },
      { voucherId: Number(other!.id), code: 'ZIMA', orders: 1, revenue: 500 },
    ]);
  });

  it('low stock lists a variant at the threshold, not one above it', async () => {
    await setStock(t.services.db, fx.other.variant, { [WAREHOUSE]: LOW_STOCK_THRESHOLD });
    await setStock(t.services.db, fx.sale.variant, { [WAREHOUSE]: LOW_STOCK_THRESHOLD + 1 });
    const d = await loadDashboard(t.services.db, NOW, { lowStockLimit: 100_000 });
    expect(d.lowStock.variants.find((v) => v.variantId === fx.other.variant)?.quantity).toBe(LOW_STOCK_THRESHOLD);
    expect(d.lowStock.variants.some((v) => v.variantId === fx.sale.variant)).toBe(false);
  });

  it('the paid range is read through the partial index on paid_at (PostgreSQL plan)', async () => {
    if (t.services.dbKind !== 'postgres') return; // PGlite plans are not the production's
    const plan = await t.services.db.transaction(async (tx) => {
      await queryRows(tx, sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT count(*) FROM orders o WHERE o.paid_at IS NOT NULL AND o.paid_at >= '2030-10-01'::timestamptz AND o.paid_at <= '2030-11-02'::timestamptz`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('orders_paid_at_idx');
  });
});

async function useVoucher(voucherId: number, orderId: number) {
  await queryRows(t.services.db, sql`INSERT INTO voucher_uses (voucher_id, order_id) VALUES (${voucherId}, ${orderId})`);
}
