/**
 * The owner's figures on the dashboard (decision 0107): paid orders summed per shop day / ISO week / month across the
 * autumn summer-time switch (27 Oct 2030) and a month end, cancelled and unpaid orders left out, CZK orders converted
 * to the main currency (€), credit notes subtracted on the day they were issued, orders by state, the order of the top products net of refunded pieces, voucher use, and the low-stock threshold.
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

/** a bucket without credit notes */
const bucket = (start: string, orders: number, revenue: number) => ({ start, orders, revenue, refunds: 0, net: revenue });

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
    expect(day('2030-10-26')).toEqual(bucket('2030-10-26', 0, 0));
    expect(day('2030-10-27')).toEqual(bucket('2030-10-27', 2, 3000));
    expect(day('2030-10-28')).toEqual(bucket('2030-10-28', 1, 500));
    expect(day('2030-10-30')).toEqual(bucket('2030-10-30', 1, 1000));
    expect(day('2030-10-31')).toEqual(bucket('2030-10-31', 1, 300));
    expect(day('2030-11-01')).toEqual(bucket('2030-11-01', 1, 300));
    expect(day('2030-11-02')).toEqual(bucket('2030-11-02', 0, 0)); // the later order is after now
    expect(f.totals).toEqual({ orders: 6, revenue: 5100, refunds: 0, net: 5100 });
    expect(f.currency).toMatchObject({ code: 'EUR', symbol_after: '€' });
  });

  it('per ISO week (Monday) and per month', async () => {
    const weeks = await loadSalesFigures(t.services.db, NOW, 'week');
    expect(weeks.sales).toHaveLength(SALES_BUCKETS.week);
    expect(weeks.sales.slice(-2)).toEqual([
      bucket('2030-10-21', 2, 3000), // 27 Oct is a Sunday: both of its orders
      bucket('2030-10-28', 4, 2100),
    ]);
    const months = await loadSalesFigures(t.services.db, NOW, 'month');
    expect(months.sales).toHaveLength(SALES_BUCKETS.month);
    expect(months.from).toBe('2029-12-01');
    expect(months.sales.slice(-2)).toEqual([bucket('2030-10-01', 5, 4800), bucket('2030-11-01', 1, 300)]);
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

  it('credit notes of counted sales are subtracted on the shop day they were issued; those of a cancelled order are not', async () => {
    const paid = await queryRows<{ id: number; currency_code: string; state: string }>(
      t.services.db,
      sql`SELECT id, currency_code, state FROM orders WHERE paid_at >= '2030-10-26T00:00:00Z' AND paid_at < '2030-11-02T00:00:00Z' ORDER BY paid_at`,
    );
    const euro = paid.find((o) => o.state === 'processing' && o.currency_code === 'EUR')!; // paid 27 Oct
    const czk = paid.find((o) => o.currency_code === 'CZK')!;
    const cancelled = paid.find((o) => o.state === 'cancelled')!;
    // a partial refund of the 27 Oct order issued on 1 Nov 00:30 (shop time), 126 Kč (= 5 €) of the CZK order on
    // 31 Oct 23:59 CET; the cancelled order's full credit note (its sale never counted) and one after now left out
    await creditNote(euro.id, 'EUR', 400, '2030-10-31T23:30:00Z');
    await creditNote(czk.id, 'CZK', 12_600, '2030-10-31T22:59:00Z');
    await creditNote(cancelled.id, 'EUR', 50_000, '2030-10-28T10:00:00Z');
    await creditNote(euro.id, 'EUR', 100, '2030-11-02T10:30:00Z');
    try {
      const days = await loadSalesFigures(t.services.db, NOW, 'day');
      const day = (start: string) => days.sales.find((b) => b.start === start);
      expect(day('2030-10-27')).toEqual(bucket('2030-10-27', 2, 3000)); // the sale stays on its day
      expect(day('2030-10-31')).toEqual({ start: '2030-10-31', orders: 1, revenue: 300, refunds: 500, net: -200 });
      expect(day('2030-11-01')).toEqual({ start: '2030-11-01', orders: 1, revenue: 300, refunds: 400, net: -100 });
      expect(day('2030-10-28')).toEqual(bucket('2030-10-28', 1, 500));
      expect(days.totals).toEqual({ orders: 6, revenue: 5100, refunds: 900, net: 4200 });
      const months = await loadSalesFigures(t.services.db, NOW, 'month');
      expect(months.sales.slice(-2)).toEqual([
        { start: '2030-10-01', orders: 5, revenue: 4800, refunds: 500, net: 4300 },
        { start: '2030-11-01', orders: 1, revenue: 300, refunds: 400, net: -100 },
      ]);
    } finally {
      await queryRows(t.services.db, sql`DELETE FROM invoices WHERE number LIKE 'TEST-DOB-%'`);
    }
  });

  it('top products: pieces refunded in the range are subtracted, a product with none left drops out', async () => {
    const lines = await queryRows<{ id: number; order_id: number; name: string }>(
      t.services.db,
      sql`SELECT oi.id, oi.order_id, oi.name FROM order_items oi JOIN orders o ON o.id = oi.order_id
          WHERE o.paid_at >= '2030-10-26T00:00:00Z' AND o.paid_at < '2030-11-02T00:00:00Z' ORDER BY o.paid_at`,
    );
    const line = (name: string, nth = 0) => lines.filter((l) => l.name === name)[nth]!;
    // refunded in the range: 2 of the 5 candles, 1 konfety (of the 31 Oct order), the CZK costume (all of it)
    await refundedReturn(line('Sviečka'), 2, '2030-11-01T08:00:00Z');
    await refundedReturn(line('Konfety'), 1, '2030-11-01T08:00:00Z');
    await refundedReturn(line('Kostým'), 1, '2030-11-01T08:00:00Z');
    // not subtracted: the cancelled order's return (its sale never counted), a refund after now, a return not refunded
    await refundedReturn(line('Balón', 1), 50, '2030-11-01T08:00:00Z'); // the cancelled order's 50 balloons
    await refundedReturn(line('Balón', 2), 2, '2030-11-02T10:30:00Z');
    await returnRequest(line('Balón', 0), 1, null);
    try {
      const f = await loadSalesFigures(t.services.db, NOW, 'month');
      expect(f.topProducts.map((p) => [p.name, p.quantity, p.revenue])).toEqual([
        ['Balón', 3, 3000],
        ['Sviečka', 3, 300],
        ['Konfety', 1, 300],
      ]);
    } finally {
      await queryRows(t.services.db, sql`DELETE FROM return_requests WHERE number LIKE 'TEST-RET-%'`);
      await queryRows(t.services.db, sql`DELETE FROM invoices WHERE number LIKE 'TEST-DOB-%'`);
    }
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

  it('the credit notes of a range are read through their partial index on issued_at (PostgreSQL plan)', async () => {
    if (t.services.dbKind !== 'postgres') return;
    const plan = await t.services.db.transaction(async (tx) => {
      await queryRows(tx, sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT count(*) FROM invoices i WHERE i.kind = 'credit_note' AND i.issued_at >= '2030-10-01'::timestamptz AND i.issued_at <= '2030-11-02'::timestamptz`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('invoices_credit_note_issued_at_idx');
  });
});

let creditNotes = 0;
/** a credit note row as the invoicing module stores it (only what the figures read matters here) */
async function creditNote(orderId: number, currency: string, total: number, issuedAt: string): Promise<number> {
  creditNotes += 1;
  const [row] = await queryRows<{ id: number }>(
    t.services.db,
    sql`INSERT INTO invoices (order_id, kind, number, issued_at, currency_code, total, document)
        VALUES (${orderId}, 'credit_note', ${`TEST-DOB-${creditNotes}`}, ${issuedAt}::timestamptz, ${currency}, ${total}, '{}'::jsonb)
        RETURNING id`,
  );
  return Number(row!.id);
}

let returns = 0;
/** a return of `quantity` pieces of an order line, refunded by the credit note `creditNoteId` (null: not yet refunded) */
async function returnRequest(line: { id: number; order_id: number }, quantity: number, creditNoteId: number | null) {
  returns += 1;
  const [request] = await queryRows<{ id: number }>(
    t.services.db,
    sql`INSERT INTO return_requests (number, order_id, kind, state, credit_note_id)
        VALUES (${`TEST-RET-${returns}`}, ${line.order_id}, 'withdrawal', ${creditNoteId === null ? 'received' : 'refunded'}, ${creditNoteId})
        RETURNING id`,
  );
  await queryRows(
    t.services.db,
    sql`INSERT INTO return_request_items (request_id, order_item_id, quantity) VALUES (${request!.id}, ${line.id}, ${quantity})`,
  );
}

async function refundedReturn(line: { id: number; order_id: number }, quantity: number, issuedAt: string) {
  const [order] = await queryRows<{ currency_code: string }>(
    t.services.db,
    sql`SELECT currency_code FROM orders WHERE id = ${line.order_id}`,
  );
  const id = await creditNote(line.order_id, order!.currency_code, 0, issuedAt);
  await returnRequest(line, quantity, id);
}

async function useVoucher(voucherId: number, orderId: number) {
  await queryRows(t.services.db, sql`INSERT INTO voucher_uses (voucher_id, order_id) VALUES (${voucherId}, ${orderId})`);
}
