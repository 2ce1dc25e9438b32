/**
 * Claiming the cart's vouchers for an order — for the order placement, INSIDE its transaction (decision 0012).
 *
 * Per voucher: the cart-time rules are checked again (availability, e-mail, minimal cart value), then one use is
 * claimed with a conditional update that holds the voucher row's lock until the order commits —
 *
 *     UPDATE vouchers SET used_count = used_count + 1
 *     WHERE id = $1 AND is_active AND (quantity IS NULL OR used_count < quantity) RETURNING …
 *
 * — so concurrent orders queue on the row and the total-uses limit can never be overrun; the per-customer limit is
 * counted after that lock (voucher_uses by user id or lower(email)), so it holds under concurrency too. A voucher_uses
 * row is written for the order (with the influencer's commission when the voucher has an owner). A first-purchase
 * voucher (decision 0050) is refused when the customer has another non-cancelled order, counted after the same lock. Any failed rule
 * throws a VoucherError with its SPEC §8 code; the caller rolls its transaction back.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { cartNotFound } from '../cart/cart-errors';
import { priceCart, type PricedCart } from '../cart/cart-pricing';
import { BASE_CURRENCY } from '../catalog/listing';
import { roundHalfAwayFromZero, type PricingCurrency } from '../pricing/pricing';
import { VoucherError } from './voucher-errors';
import { ESHOP_SERVICE_TYPE, firstPurchaseError, minimalPriceError, perUserLimitError, voucherAvailabilityError } from './voucher-rules';

export interface ClaimCartVouchersInput {
  cartId: number;
  orderId: number;
  /** the ordering customer (null for a guest order) */
  userId: number | null;
  /** the order's e-mail (per-customer limits also count it, case-insensitively) */
  email: string;
  now: Date;
  /**
   * Gross CZK haléře an influencer's commission is computed from; default: the cart's total after all discounts
   * (goods only, in CZK).
   */
  commissionBaseCzk?: number;
  /** the order's currency: a minimal cart value is checked as the shopper reads it there (decision 0060); default CZK */
  currency?: PricingCurrency;
  /**
   * the cart as the caller priced it in this transaction after locking the cart row (placeOrder, in `currency` at
   * `now`): claimed as priced, not loaded and priced again (decision 0115)
   */
  priced?: PricedCart;
}

export interface ClaimedVoucher {
  voucherId: number;
  code: string;
  voucherType: 'amount' | 'percent' | 'order';
  /** the discount in CZK haléře (gross) */
  discountCzk: number;
  /** voucher_uses.commission_amount (gross CZK haléře), null without an influencer */
  commissionAmount: number | null;
  /** used_count after this claim */
  usedCount: number;
  /** voucher_uses.email: the order's e-mail, else the one given with the voucher in the cart */
  email: string | null;
}

/**
 * Claims one use of every voucher of cart `cartId` for order `orderId` (see the module comment) and writes their
 * voucher_uses rows. Pass the order placement's transaction as `tx`; the order row must exist. Returns the claimed
 * vouchers in the cart's order.
 */
export async function claimCartVouchersForOrder(tx: DbOrTx, input: ClaimCartVouchersInput): Promise<ClaimedVoucher[]> {
  const claimed = await claimCartVouchers(tx, input);
  await insertVoucherUses(tx, input.orderId, input.userId, claimed);
  return claimed;
}

/**
 * The claim without its voucher_uses rows, for a placement that writes its order row later in the same transaction
 * (decision 0134): every rule is checked and every use counted under the voucher rows' locks here, so nothing is left
 * to refuse when `insertVoucherUses` writes the rows — the per-customer count of a parallel order waits on the same
 * lock until this transaction ends, and then sees them. `orderId` (optional) is left out of the first-purchase count.
 */
export async function claimCartVouchers(
  tx: DbOrTx,
  input: Omit<ClaimCartVouchersInput, 'orderId'> & { orderId?: number },
): Promise<ClaimedVoucher[]> {
  const priced = input.priced ?? (await priceCart(tx, input.cartId, { currency: input.currency ?? BASE_CURRENCY, now: input.now }));
  if (!priced) throw cartNotFound();
  const email = input.email.trim() || null;
  const claimed: ClaimedVoucher[] = [];
  for (const entry of priced.vouchers) {
    const voucher = entry.voucher;
    // availability and minimal value as of now; stacking as the pricing decided it (decision 0050)
    const refused =
      voucherAvailabilityError(voucher, input.now, ESHOP_SERVICE_TYPE) ??
      minimalPriceError(voucher, priced.totals.subtotal, priced.currency) ??
      (entry.error?.code === 'not_combinable' ? entry.error : null);
    if (refused) throw refused;
    if (voucher.requiresEmail && !email && !entry.email) throw new VoucherError('email_required', undefined, voucher.id);

    const updated = await queryRows<{ used_count: number; commission_percent: number | null }>(
      tx,
      sql`UPDATE vouchers SET used_count = used_count + 1
          WHERE id = ${voucher.id} AND is_active AND (quantity IS NULL OR used_count < quantity)
          RETURNING used_count, coalesce(commission_percent,
            (SELECT u.commission_percent FROM users u WHERE u.id = vouchers.owner_user_id)) AS commission_percent`,
    );
    const row = updated[0];
    if (!row) throw new VoucherError('quantity', undefined, voucher.id);

    const perUser = await perUserLimitError(tx, voucher, { userId: input.userId, email: email ?? entry.email });
    if (perUser) throw perUser;
    // after the voucher row's lock, like the per-customer count: a parallel first order of the same customer with
    // this voucher has committed (and is seen) or rolled back
    const notFirst = await firstPurchaseError(tx, voucher, { userId: input.userId, email: email ?? entry.email }, input.orderId ?? null);
    if (notFirst) throw notFirst;

    const base = input.commissionBaseCzk ?? priced.totalsCzk.total;
    const commissionAmount =
      voucher.ownerUserId !== null && row.commission_percent !== null ? roundHalfAwayFromZero((base * row.commission_percent) / 100) : null;
    claimed.push({
      voucherId: voucher.id,
      code: voucher.code,
      voucherType: voucher.voucherType,
      discountCzk: entry.discountCzk,
      commissionAmount,
      usedCount: row.used_count,
      email: email ?? entry.email,
    });
  }
  return claimed;
}

/** The voucher_uses rows of claimed vouchers for order `orderId` (one statement; nothing for no vouchers). */
export async function insertVoucherUses(
  tx: DbOrTx,
  orderId: number,
  userId: number | null,
  claimed: readonly ClaimedVoucher[],
): Promise<void> {
  if (claimed.length === 0) return;
  const rows = claimed.map((c) => sql`(${c.voucherId}::int, ${orderId}::int, ${userId}::int, ${c.email}, ${c.commissionAmount}::int)`);
  await queryRows(
    tx,
    sql`INSERT INTO voucher_uses (voucher_id, order_id, user_id, email, commission_amount) VALUES ${sql.join(rows, sql`, `)}`,
  );
}
