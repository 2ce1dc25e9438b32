/**
 * claimCartVouchersForOrder (src/domain/vouchers/voucher-claims.ts) under concurrency: every claim runs in its own
 * transaction with its own order row, as the order placement will; a voucher's limits must hold on both databases.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { claimCartVouchersForOrder } from '../../src/domain/vouchers/voucher-claims';
import { VoucherError } from '../../src/domain/vouchers/voucher-errors';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertOrder, loadCartFixtures, type FixtureIds } from '../fixtures/cart-fixtures';

let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  t = await createTestDatabase();
  fx = await loadCartFixtures(t.services.db);
});
afterEach(async () => {
  await t?.cleanup();
});

/** A guest cart with one test balloon (123 Kč) and the given voucher. */
async function cartWithVoucher(db: Db, voucherId: number, email: string | null = null): Promise<number> {
  const [cart] = await queryRows<{ id: number }>(db, sql`INSERT INTO carts (temp_id) VALUES (gen_random_uuid()) RETURNING id`);
  await queryRows(
    db,
    sql`INSERT INTO cart_items (cart_id, product_id, variant_id, quantity) VALUES (${cart!.id}, ${fx.balloon.product}, ${fx.balloon.variant}, 1)`,
  );
  await queryRows(db, sql`INSERT INTO cart_vouchers (cart_id, voucher_id, email) VALUES (${cart!.id}, ${voucherId}, ${email})`);
  return cart!.id;
}

type Outcome = { ok: true; orderId: number } | { ok: false; code: string };

/** One order placement: own transaction, own order row, claim; a VoucherError rolls it back. */
async function placeOrder(db: Db, cartId: number, n: number, email: string, userId: number | null = null): Promise<Outcome> {
  try {
    const orderId = await db.transaction(async (tx) => {
      const id = await insertOrder(tx, n, email, userId);
      await claimCartVouchersForOrder(tx, { cartId, orderId: id, userId, email, now: new Date() });
      return id;
    });
    return { ok: true, orderId };
  } catch (error) {
    if (error instanceof VoucherError) return { ok: false, code: error.code };
    throw error;
  }
}

async function voucherState(db: Db, voucherId: number) {
  const [v] = await queryRows<{ used_count: number }>(db, sql`SELECT used_count FROM vouchers WHERE id = ${voucherId}`);
  const [uses] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM voucher_uses WHERE voucher_id = ${voucherId}`);
  const [orders] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE number LIKE 'T%'`);
  return { usedCount: v!.used_count, uses: uses!.n, orders: orders!.n };
}

describe('claimCartVouchersForOrder', () => {
  it('20 parallel claims of a voucher limited to 2 uses: exactly 2 orders, used_count 2', async () => {
    const db = t.services.db;
    const [dvakrat] = await queryRows<{ id: number; quantity: number; used_count: number }>(
      db,
      sql`SELECT id, quantity, used_count FROM vouchers WHERE code = 'DVAKRAT'`,
    );
    expect(dvakrat).toMatchObject({ quantity: 2, used_count: 0 });
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await cartWithVoucher(db, dvakrat!.id));

    const outcomes = await Promise.all(carts.map((cartId, i) => placeOrder(db, cartId, 100 + i, `zakaznik${i}@example.sk`)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o as { code: string }).code)).toEqual(Array(18).fill('quantity'));
    // the refused orders were rolled back with their claim
    expect(await voucherState(db, dvakrat!.id)).toEqual({ usedCount: 2, uses: 2, orders: 2 });
  });

  it('the per-customer limit holds for parallel orders of one customer (by e-mail, any letter case)', async () => {
    const db = t.services.db;
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await cartWithVoucher(db, 7 /* NAOSOBU: once per customer */));
    const outcomes = await Promise.all(
      carts.map((cartId, i) => placeOrder(db, cartId, 200 + i, i % 2 ? 'Host@Example.sk' : 'host@example.sk')),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(new Set(outcomes.filter((o) => !o.ok).map((o) => (o as { code: string }).code))).toEqual(new Set(['quantity_per_user_limit']));
    expect(await voucherState(db, 7)).toEqual({ usedCount: 1, uses: 1, orders: 1 });
    // another customer may still use it
    expect((await placeOrder(db, await cartWithVoucher(db, 7), 300, 'iny@example.sk')).ok).toBe(true);
  });

  it('records the claim (user, e-mail, influencer commission) and refuses vouchers that stopped applying', async () => {
    const db = t.services.db;
    // INFLUENCER15 (owner user 2, commission 10 %): 123 Kč − 15 % (18,45) = 104,55 Kč → commission 10,46 Kč (1 045.5 → 1 046)
    const cartId = await cartWithVoucher(db, 11);
    const placed = await placeOrder(db, cartId, 400, 'zakaznik@party-shop.sk', 1);
    expect(placed.ok).toBe(true);
    const [use] = await queryRows<{ user_id: number; email: string; commission_amount: number }>(
      db,
      sql`SELECT user_id, email, commission_amount FROM voucher_uses WHERE voucher_id = 11`,
    );
    expect(use).toEqual({ user_id: 1, email: 'zakaznik@party-shop.sk', commission_amount: 1046 });

    expect(await placeOrder(db, await cartWithVoucher(db, 10 /* EXPIROVANY */), 401, 'a@example.sk')).toEqual({
      ok: false,
      code: 'active_to',
    });
    expect(await placeOrder(db, await cartWithVoucher(db, 4 /* MINIMUM, 1 260 Kč */), 402, 'a@example.sk')).toEqual({
      ok: false,
      code: 'minimal_price',
    });
    expect(await voucherState(db, 10)).toMatchObject({ usedCount: 0, uses: 0 });
  });
});
