/**
 * Adding a voucher to a cart and removing it (POST /api/voucher/cart/add|delete/{cartId}). Every refusal is a
 * VoucherError with its SPEC §8 code; the checks run in the order: exists → service type → already in this cart →
 * already in another cart of the customer (user_check) → validity window → total uses → e-mail → per-customer uses
 * → first purchase → minimal cart value → stacking (not_combinable, decision 0050).
 *
 * Stacking is decided under the cart row's lock (`SELECT … FOR UPDATE`, the lock the order placement takes first), so
 * two parallel adds of different codes to one cart queue and the second sees the first: callers run the add in a
 * transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { cartNotFound } from '../cart/cart-errors';
import { priceCart, type CartPricingContext } from '../cart/cart-pricing';
import { VoucherError } from './voucher-errors';
import {
  findVoucherByCode,
  firstPurchaseError,
  minimalPriceError,
  notCombinableError,
  perUserLimitError,
  stackingConflict,
  voucherAvailabilityError,
  type VoucherRecord,
} from './voucher-rules';

export interface VoucherCustomer {
  /** the logged-in customer, null for a guest */
  userId: number | null;
  /** the customer's account e-mail, else the guest's e-mail from the request */
  email: string | null;
}

export interface AddVoucherInput {
  code: string;
  serviceType: string;
  customer: VoucherCustomer;
}

/**
 * Checks whether `voucher` may go into cart `cartId` for `customer` (everything but "already in this cart");
 * throws the VoucherError of the first failed rule. Also used when a guest cart is merged into a customer's.
 */
export async function assertVoucherUsableInCart(
  db: DbOrTx,
  cartId: number,
  voucher: VoucherRecord,
  customer: VoucherCustomer,
  serviceType: string,
  ctx: CartPricingContext,
): Promise<void> {
  if (!voucher.isActive) throw new VoucherError('not_exists');
  if (voucher.serviceType !== serviceType) throw new VoucherError('service_type');
  if (customer.userId !== null) {
    const other = await queryRows<{ id: number }>(
      db,
      sql`SELECT c.id FROM cart_vouchers cv JOIN carts c ON c.id = cv.cart_id
          WHERE cv.voucher_id = ${voucher.id} AND c.user_id = ${customer.userId} AND c.id <> ${cartId} LIMIT 1`,
    );
    if (other.length > 0) throw new VoucherError('user_check', undefined, voucher.id);
  }
  const unavailable = voucherAvailabilityError(voucher, ctx.now, serviceType);
  if (unavailable) throw unavailable;
  if (voucher.requiresEmail && !customer.email) throw new VoucherError('email_required', undefined, voucher.id);
  const perUser = await perUserLimitError(db, voucher, customer);
  if (perUser) throw perUser;
  const notFirst = await firstPurchaseError(db, voucher, customer);
  if (notFirst) throw notFirst;
  const priced = await priceCart(db, cartId, { currency: ctx.currency, now: ctx.now });
  if (!priced) throw cartNotFound();
  const belowMinimum = minimalPriceError(voucher, priced.totals.subtotal, ctx.currency);
  if (belowMinimum) throw belowMinimum;
  // last: 'remove the other code first' is only said when that would make this one apply; the codes that still
  // apply decide (an expired one in the cart shows its own error and blocks nothing)
  const present = priced.vouchers.filter((v) => v.error === null).map((v) => v.voucher);
  const conflict = stackingConflict(voucher, present);
  if (conflict) throw notCombinableError(voucher, conflict);
}

/** Adds the voucher of `input.code` to cart `cartId` (ownership checked by the caller); returns its id. */
export async function addVoucherToCart(
  db: DbOrTx,
  cartId: number,
  input: AddVoucherInput,
  ctx: CartPricingContext,
): Promise<{ voucherId: number }> {
  const voucher = await findVoucherByCode(db, input.code);
  if (!voucher) throw new VoucherError('not_exists');
  // stacking is checked under the cart's lock (see the module comment)
  const locked = await queryRows<{ id: number }>(db, sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  if (locked.length === 0) throw cartNotFound();
  const inCart = await queryRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM cart_vouchers WHERE cart_id = ${cartId} AND voucher_id = ${voucher.id}`,
  );
  if (inCart.length > 0) throw new VoucherError('voucher_is_already_added', undefined, voucher.id);
  await assertVoucherUsableInCart(db, cartId, voucher, input.customer, input.serviceType, ctx);
  const inserted = await queryRows<{ voucher_id: number }>(
    db,
    sql`INSERT INTO cart_vouchers (cart_id, voucher_id, email) VALUES (${cartId}, ${voucher.id}, ${input.customer.email})
        ON CONFLICT (cart_id, voucher_id) DO NOTHING RETURNING voucher_id`,
  );
  // a parallel request added it first
  if (inserted.length === 0) throw new VoucherError('voucher_is_already_added', undefined, voucher.id);
  await queryRows(db, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
  return { voucherId: voucher.id };
}

/**
 * Removes voucher `voucherId` from cart `cartId`: CartError not_found when the cart does not hold it,
 * VoucherError order_voucher_not_removable for an 'order' voucher (SPEC §6).
 */
export async function removeVoucherFromCart(db: DbOrTx, cartId: number, voucherId: number): Promise<void> {
  const rows = await queryRows<{ voucher_type: string }>(
    db,
    sql`SELECT v.voucher_type FROM cart_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id
        WHERE cv.cart_id = ${cartId} AND cv.voucher_id = ${voucherId}`,
  );
  const row = rows[0];
  if (!row) throw cartNotFound();
  if (row.voucher_type === 'order') throw new VoucherError('order_voucher_not_removable', undefined, voucherId);
  await queryRows(db, sql`DELETE FROM cart_vouchers WHERE cart_id = ${cartId} AND voucher_id = ${voucherId}`);
  await queryRows(db, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
}
