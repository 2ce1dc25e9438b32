/**
 * Guest-to-customer merge, for the login call: the guest cart's lines move into the customer's active cart (same
 * variant and parent → quantities summed and capped by stock; add-on children follow their parent; a gift only when
 * the customer's cart has none and still reaches its threshold), its vouchers are carried over when still valid for
 * the customer, and the guest cart is deleted.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { BASE_CURRENCY } from '../catalog/listing';
import { getAvailabilityForVariants, orderableQuantityCap } from '../catalog/availability';
import { VoucherError, type VoucherErrorCode } from '../vouchers/voucher-errors';
import { assertVoucherUsableInCart } from '../vouchers/cart-vouchers';
import { ESHOP_SERVICE_TYPE } from '../vouchers/voucher-rules';
import { createCustomerCart, findActiveCustomerCartId, findGuestCartId } from './cart-access';
import { loadCartLines, loadCartVouchers, type CartLineRecord } from './cart-pricing';
import { dropUnreachableGifts } from './gifts';

export interface MergeGuestCartInput {
  userId: number;
  /** the guest-cart cookie's tempId */
  tempId: string | null;
  now?: Date;
  /** locale of a customer cart created by the merge */
  locale?: string;
}

export interface MergeGuestCartResult {
  /** the customer's active cart (null when there was nothing to merge and the customer has no cart) */
  cartId: number | null;
  /** whether a guest cart was found and merged (and deleted) */
  merged: boolean;
  /** lines of the customer's cart that were added or increased */
  mergedLineIds: number[];
  carriedVoucherIds: number[];
  /** guest vouchers that are not valid for the customer, with the reason */
  droppedVouchers: Array<{ voucherId: number; code: string; reason: VoucherErrorCode }>;
}

type Target = { id: number; quantity: number };

async function findSameLine(db: DbOrTx, cartId: number, line: CartLineRecord, parentId: number | null): Promise<Target | null> {
  const rows = await queryRows<Target>(
    db,
    sql`SELECT id, quantity FROM cart_items
        WHERE cart_id = ${cartId} AND NOT is_gift AND variant_id = ${line.variantId}
          AND ${parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}`}
        ORDER BY id LIMIT 1`,
  );
  return rows[0] ?? null;
}

/**
 * Merges the guest cart of `tempId` into the customer's active cart (created when they have none) in one
 * transaction; a missing guest cart is no error (nothing to merge).
 */
export async function mergeGuestCartIntoCustomerCart(db: DbOrTx, input: MergeGuestCartInput): Promise<MergeGuestCartResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const guestCartId = await findGuestCartId(tx, input.tempId);
    if (guestCartId === null) {
      return {
        cartId: await findActiveCustomerCartId(tx, input.userId),
        merged: false,
        mergedLineIds: [],
        carriedVoucherIds: [],
        droppedVouchers: [],
      };
    }
    await queryRows(tx, sql`SELECT id FROM carts WHERE id = ${guestCartId} FOR UPDATE`);
    const cartId = (await findActiveCustomerCartId(tx, input.userId)) ?? (await createCustomerCart(tx, input.userId, input.locale ?? 'sk'));
    await queryRows(tx, sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);

    const guestLines = await loadCartLines(tx, guestCartId);
    const availability = await getAvailabilityForVariants(
      tx,
      guestLines.map((l) => l.variantId),
      { now },
    );
    const customerHasGift = (await queryRows(tx, sql`SELECT 1 FROM cart_items WHERE cart_id = ${cartId} AND is_gift LIMIT 1`)).length > 0;
    const lineMap = new Map<number, number>(); // guest line id → customer line id
    const mergedLineIds: number[] = [];

    for (const line of guestLines) {
      if (line.isGift && customerHasGift) continue;
      const parentId = line.parentId === null ? null : (lineMap.get(line.parentId) ?? undefined);
      if (parentId === undefined) continue; // its parent was not carried over
      const same = line.isGift ? null : await findSameLine(tx, cartId, line, parentId);
      const wanted = (same?.quantity ?? 0) + line.quantity;
      let quantity = line.isGift ? 1 : wanted;
      if (!line.product.isService) {
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_items
              WHERE cart_id = ${cartId} AND variant_id = ${line.variantId} ${same ? sql`AND id <> ${same.id}` : sql``}`,
        );
        // the availability rule's cap (decision 0058): back-order lines are not limited by stock
        const a = availability.get(line.variantId);
        const cap = a ? orderableQuantityCap(a.verdict, a.total, a.isService) : 0;
        quantity = Math.min(quantity, Math.max(0, cap - (held?.n ?? 0)));
      }
      if (quantity <= 0) continue;
      if (same) {
        await queryRows(tx, sql`UPDATE cart_items SET quantity = ${quantity} WHERE id = ${same.id}`);
        lineMap.set(line.id, same.id);
        mergedLineIds.push(same.id);
      } else {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO cart_items (cart_id, parent_id, product_id, variant_id, quantity, note, is_gift)
              VALUES (${cartId}, ${parentId}, ${line.productId}, ${line.variantId}, ${quantity}, ${line.note}, ${line.isGift})
              RETURNING id`,
        );
        lineMap.set(line.id, row!.id);
        mergedLineIds.push(row!.id);
      }
    }
    await dropUnreachableGifts(tx, cartId, now);

    const [user] = await queryRows<{ email: string }>(tx, sql`SELECT email FROM users WHERE id = ${input.userId}`);
    const inCustomerCart = new Set((await loadCartVouchers(tx, cartId)).map((v) => v.id));
    const carriedVoucherIds: number[] = [];
    const droppedVouchers: MergeGuestCartResult['droppedVouchers'] = [];
    for (const voucher of await loadCartVouchers(tx, guestCartId)) {
      if (inCustomerCart.has(voucher.id)) continue;
      try {
        // the guest cart still holds it; user_check looks at the customer's other carts only
        await assertVoucherUsableInCart(
          tx,
          cartId,
          voucher,
          { userId: input.userId, email: user?.email ?? voucher.email },
          ESHOP_SERVICE_TYPE,
          {
            currency: BASE_CURRENCY,
            now,
          },
        );
      } catch (error) {
        if (!(error instanceof VoucherError)) throw error;
        droppedVouchers.push({ voucherId: voucher.id, code: voucher.code, reason: error.code });
        continue;
      }
      await queryRows(
        tx,
        sql`INSERT INTO cart_vouchers (cart_id, voucher_id, email) VALUES (${cartId}, ${voucher.id}, ${voucher.email ?? user?.email ?? null}) ON CONFLICT DO NOTHING`,
      );
      carriedVoucherIds.push(voucher.id);
    }

    await queryRows(tx, sql`DELETE FROM carts WHERE id = ${guestCartId}`);
    await queryRows(tx, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
    return { cartId, merged: true, mergedLineIds, carriedVoucherIds, droppedVouchers };
  });
}
