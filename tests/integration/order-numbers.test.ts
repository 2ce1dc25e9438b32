/**
 * Gap-free order numbers (decision 0069), taken by the order's commit (decision 0134), on PGlite and PostgreSQL:
 * parallel accepted and refused placements give consecutive numbers in the order they commit; a refused placement
 * takes none; a rolled-back transaction gives its number back; the counter never collides with numbers already in
 * `orders`; the year is Bratislava's.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { nextOrderNumber, placeOrder } from '../../src/domain/orders/place-order';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import {
  BRANCH_1,
  BRANCH_2,
  expectedOrderNumber,
  loadOrderFixtures,
  placeDeps,
  placeInput,
  setStock,
  stockOf,
  storeCart,
  WAREHOUSE,
} from '../fixtures/place-order-fixtures';

const DVAKRAT = 6; // amount 5 €, 2 uses

let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  t = await createTestDatabase();
  fx = await loadOrderFixtures(t.services.db);
});
afterEach(async () => {
  await t?.cleanup();
});

async function orderNumbers(db: Db): Promise<string[]> {
  const rows = await queryRows<{ number: string }>(db, sql`SELECT number FROM orders ORDER BY number`);
  return rows.map((r) => r.number);
}

/** The numbers first..first+count-1 of this year. */
const consecutive = (first: number, count: number) => Array.from({ length: count }, (_, i) => expectedOrderNumber(first + i));

/** Places an order and answers its number, or the refusal's class name. */
let clients = 0;
const attempt = (cart: Awaited<ReturnType<typeof storeCart>>) =>
  // one client address each: the placement rate limit (30 per address) is not what is tested here
  placeOrder(placeDeps(t), placeInput(cart, { clientIp: `198.51.100.${++clients}` })).then(
    (placed) => placed.order.number,
    (error: unknown) => (error as Error).constructor.name,
  );

describe('order numbers', () => {
  it('keeps the format: 2-digit year + 8 digits; the year is the one in Bratislava; none past 99 999 999', async () => {
    const db = t.services.db;
    const take = (at: string) => db.transaction((tx) => nextOrderNumber(tx, new Date(at)));
    // 23:30 UTC on New Year's Eve is already 00:30 in Bratislava
    expect(await take('2026-12-31T23:30:00Z')).toBe('2700000001');
    expect(await take('2026-12-31T22:30:00Z')).toBe('2600000001');
    expect(await take('2026-07-01T10:00:00Z')).toBe('2600000002');
    await queryRows(db, sql`UPDATE order_number_counters SET last_value = 12345677 WHERE year = 27`);
    expect(await take('2027-03-01T10:00:00Z')).toBe('2712345678');
    // the variable symbol's limit: the counter refuses a ninth digit, and the failed transaction leaves it as it was
    await queryRows(db, sql`UPDATE order_number_counters SET last_value = 99999999 WHERE year = 27`);
    await expect(take('2027-03-01T10:00:00Z')).rejects.toThrow();
    const [counter] = await queryRows<{ last_value: number }>(db, sql`SELECT last_value FROM order_number_counters WHERE year = 27`);
    expect(Number(counter!.last_value)).toBe(99_999_999);
  });

  it('30 parallel placements, 5 accepted and 25 refused (out of stock, voucher limit at the claim): numbers 1–5, then 6', async () => {
    const db = t.services.db;
    // all three in the warehouse: a courier takes goods only while the warehouse has them (decision 0058)
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 3, [BRANCH_1]: 0, [BRANCH_2]: 0 });
    const carts = [];
    // 15 carts for 3 balloons (refused before a number is taken) and 15 with a voucher of 2 uses (refused after it)
    for (let i = 0; i < 15; i++) carts.push(await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]));
    for (let i = 0; i < 15; i++) carts.push(await storeCart(db, [{ variant: fx.sale, quantity: 1 }], [DVAKRAT]));

    const outcomes = await Promise.all(carts.map(attempt));
    const numbers = outcomes.filter((o) => /^\d{10}$/.test(o)).sort();
    expect(numbers).toEqual(consecutive(1, 5));
    expect(outcomes.filter((o) => o === 'OrderPlacementError')).toHaveLength(12);
    expect(outcomes.filter((o) => o === 'VoucherError')).toHaveLength(13);
    expect(await orderNumbers(db)).toEqual(consecutive(1, 5));

    // the next order continues without a gap
    const next = await attempt(await storeCart(db, [{ variant: fx.other, quantity: 1 }]));
    expect(next).toBe(consecutive(6, 1)[0]);
  });

  it('a placement refused at its voucher claim takes no number: the next order gets the next one', async () => {
    const db = t.services.db;
    const first = await attempt(await storeCart(db, [{ variant: fx.sale, quantity: 1 }], [DVAKRAT]));
    const second = await attempt(await storeCart(db, [{ variant: fx.sale, quantity: 1 }], [DVAKRAT]));
    // the voucher's uses are gone: this one loses the claim and rolls back before its commit would take number 3
    expect(await attempt(await storeCart(db, [{ variant: fx.sale, quantity: 1 }], [DVAKRAT]))).toBe('VoucherError');
    const third = await attempt(await storeCart(db, [{ variant: fx.other, quantity: 1 }]));
    expect([first, second, third]).toEqual(consecutive(1, 3));
    const [counter] = await queryRows<{ last_value: number }>(
      db,
      sql`SELECT last_value FROM order_number_counters WHERE series = 'orders' AND year = ${Number(expectedOrderNumber(1).slice(0, 2))}`,
    );
    expect(Number(counter!.last_value)).toBe(3);
  });

  it('a placement whose commit finds no number left writes nothing: its order, stock and cart stay as they were', async () => {
    const db = t.services.db;
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 3, [BRANCH_1]: 0, [BRANCH_2]: 0 });
    const year = Number(expectedOrderNumber(1).slice(0, 2));
    await queryRows(db, sql`INSERT INTO order_number_counters (series, year, last_value) VALUES ('orders', ${year}, 99999999)`);
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]);
    // the order row is written with a pending number; the commit's trigger fails at the counter's limit
    expect(await attempt(cart)).not.toMatch(/^\d{10}$/);
    expect(await orderNumbers(db)).toEqual([]);
    expect(await stockOf(db, fx.balloon.variant)).toMatchObject({ [WAREHOUSE]: 3 });
    const [lines] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cart.cartId}`);
    expect(lines!.n).toBe(1);
  });

  it('never hands out a number an order already has (an order written by other means)', async () => {
    const db = t.services.db;
    const at = new Date('2031-05-01T10:00:00Z');
    expect(await db.transaction((tx) => nextOrderNumber(tx, at))).toBe('3100000001');
    // an imported order took 3100000041 without the counter
    await queryRows(
      db,
      sql`INSERT INTO orders (number, variable_symbol, hash, email, invoice_firstname, invoice_lastname, invoice_street,
            invoice_city, invoice_zip, invoice_country_code, carrier_id, payment_method_id, items_total, total)
          VALUES ('3100000041', '3100000041', 'hash-import', 'import@example.sk', 'Test', 'Testovací', 'Hlavná 1', 'Bratislava',
            '811 01', 'SK', (SELECT id FROM carriers ORDER BY id LIMIT 1), (SELECT id FROM payment_methods ORDER BY id LIMIT 1), 0, 0)`,
    );
    expect(await db.transaction((tx) => nextOrderNumber(tx, at))).toBe('3100000042');
    // a rolled-back allocation leaves the counter where it was
    await expect(
      db.transaction(async (tx) => {
        await nextOrderNumber(tx, at);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.transaction((tx) => nextOrderNumber(tx, at))).toBe('3100000043');
    // another year has its own series
    expect(await db.transaction((tx) => nextOrderNumber(tx, new Date('2032-01-01T00:00:00Z')))).toBe('3200000001');
  });
});
