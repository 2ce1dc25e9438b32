/**
 * Helpers of the order-placement tests (place-order, order-concurrency, api-orders): carts stored directly in the
 * database on top of the cart fixtures (tests/integration/cart-fixtures.ts: prices chosen to be computed by hand),
 * a valid checkout form, and the placeOrder dependencies of a test database.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import type { CartOwner } from '../../src/domain/cart/cart-access';
import { checkoutSchema, type CheckoutData } from '../../src/domain/checkout/checkout-schema';
import type { PlaceOrderDeps, PlaceOrderInput } from '../../src/domain/orders/place-order';
import type { PaymentGateway } from '../../src/domain/payments/payment-gateway';
import type { PricingCurrency } from '../../src/domain/pricing/pricing';
import type { TestDatabase } from '../setup/test-database';
import { loadCartFixtures, type FixtureIds } from './cart-fixtures';

export const EUR: PricingCurrency = {
  id: 2,
  code: 'EUR',
  decimals: 2,
  rate: 25.2,
  symbol_before: '',
  symbol_after: '€',
  freeDeliveryFrom: 6_000,
  thresholdStep: 100,
};
export const CZK: PricingCurrency = {
  id: 1,
  code: 'CZK',
  decimals: 2,
  rate: 1,
  symbol_before: '',
  symbol_after: 'Kč',
  freeDeliveryFrom: 150_000,
  thresholdStep: 100,
};
/** stores of the demo seed: the e-shop warehouse and the first two branches */
export const WAREHOUSE = 14;
export const BRANCH_1 = 1;
export const BRANCH_2 = 2;

/** The cart fixtures, with the helium add-on marked as a service (products.is_service: keeps no stock). */
export async function loadOrderFixtures(db: Db): Promise<FixtureIds> {
  const fx = await loadCartFixtures(db);
  await queryRows(db, sql`UPDATE products SET is_service = TRUE WHERE id = ${fx.helium.product}`);
  return fx;
}

/** A valid checkout form (what the browser sends): guest, courier, bank transfer, Slovak address. */
export const CHECKOUT_FORM = {
  email: 'jana.novakova@example.sk',
  phonePrefix: '+421',
  phone: '905 123 456',
  isCompany: false,
  invoice: { firstname: 'Jana', lastname: 'Nováková', street: 'Hlavná 12', city: 'Bratislava', zip: '81101', country: 'SK' },
  carrier: 'courier',
  paymentMethod: 'bank_transfer',
  termsAgreed: true,
};

export function checkoutData(overrides: Record<string, unknown> = {}): CheckoutData {
  return checkoutSchema('sk').parse({ ...CHECKOUT_FORM, ...overrides });
}

export interface LineSpec {
  variant: { product: number; variant: number };
  quantity: number;
  /** index of the parent line (an add-on service) */
  parentIndex?: number;
  isGift?: boolean;
}

export interface StoredCart {
  cartId: number;
  owner: CartOwner;
  tempId: string | null;
}

/** A cart stored directly: a guest cart (new tempId) or, with `userId`, a customer's cart. */
export async function storeCart(db: Db, lines: LineSpec[], voucherIds: number[] = [], userId: number | null = null): Promise<StoredCart> {
  const tempId = userId === null ? randomUUID() : null;
  const [cart] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO carts (temp_id, user_id) VALUES (${tempId}::uuid, ${userId}) RETURNING id`,
  );
  const ids: number[] = [];
  for (const line of lines) {
    const parentId = line.parentIndex === undefined ? null : ids[line.parentIndex]!;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO cart_items (cart_id, parent_id, product_id, variant_id, quantity, is_gift)
          VALUES (${cart!.id}, ${parentId}, ${line.variant.product}, ${line.variant.variant}, ${line.quantity}, ${line.isGift ?? false})
          RETURNING id`,
    );
    ids.push(row!.id);
  }
  for (const voucherId of voucherIds)
    await queryRows(db, sql`INSERT INTO cart_vouchers (cart_id, voucher_id) VALUES (${cart!.id}, ${voucherId})`);
  const owner: CartOwner = userId === null ? { kind: 'guest', tempId } : { kind: 'customer', userId };
  return { cartId: cart!.id, owner, tempId };
}

export function placeDeps(t: TestDatabase, gateway?: PaymentGateway | null): PlaceOrderDeps {
  const s = t.services;
  return {
    db: s.db,
    config: s.config,
    t: s.t,
    now: s.now,
    packeta: s.packeta,
    mailOutbox: s.mailOutbox,
    ...(gateway === undefined ? {} : { gateway }),
  };
}

export function placeInput(cart: StoredCart, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartId: cart.cartId,
    owner: cart.owner,
    checkout: checkoutData(),
    idempotencyKey: randomUUID(),
    locale: 'sk',
    currency: EUR,
    groupDiscountPercent: 0,
    userId: cart.owner.kind === 'customer' ? cart.owner.userId : null,
    ...overrides,
  };
}

/** Stock of a variant per store id. */
export async function stockOf(db: Db, variantId: number): Promise<Record<number, number>> {
  const rows = await queryRows<{ store_id: number; quantity: number }>(
    db,
    sql`SELECT store_id, quantity FROM stock WHERE variant_id = ${variantId} ORDER BY store_id`,
  );
  return Object.fromEntries(rows.map((r) => [Number(r.store_id), Number(r.quantity)]));
}

/** Replaces a variant's stock rows. */
export async function setStock(db: Db, variantId: number, quantities: Record<number, number>): Promise<void> {
  await queryRows(db, sql`DELETE FROM stock WHERE variant_id = ${variantId}`);
  for (const [storeId, quantity] of Object.entries(quantities)) {
    await queryRows(db, sql`INSERT INTO stock (variant_id, store_id, quantity) VALUES (${variantId}, ${Number(storeId)}, ${quantity})`);
  }
}

export async function countRows(
  db: Db,
  table: 'orders' | 'order_items' | 'voucher_uses' | 'order_state_changes' | 'payments',
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return row!.n;
}
