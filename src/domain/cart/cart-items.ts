/**
 * Adding and changing cart lines (PUT /api/cart/{cartId}, SPEC §7): quantities capped by the stock the product page
 * shows (sum over active stores, src/domain/catalog/availability.ts) except for add-on services, add-on children
 * only for products related with kind 'addon', one gift line when the cart reaches its threshold, and gift lines
 * dropped when the cart falls below it.
 */
import { classifyAvailability, orderableQuantityCap, shopDate } from '../catalog/availability-rule';
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx, type Tx } from '../../db/client';
import { effectiveNetPrice, formatMoney, reachesThreshold, thresholdInCurrency, unitGross } from '../pricing/pricing';
import { cartInvalid, cartNotFound } from './cart-errors';
import type { LockedCart } from './cart-access';
import {
  CART_PRODUCT_COLUMNS,
  CART_PRODUCT_JOINS,
  cartLineOf,
  loadCartRowsWith,
  parseJsonColumn,
  priceCartRows,
  type CartLineRecord,
  type CartPricingContext,
  type CartProductRow,
} from './cart-pricing';
import type { CartItemInput } from './cart-schema';
import { deleteCartLines, unreachableGiftLineIds } from './gifts';

/** SPEC §3 add-response: product (id, name, default_category.name, price), variant id, quantity, original_quantity. */
export interface CartItemChange {
  /** the line now holding the variant; null when the line was removed (or nothing could be added) */
  itemId: number | null;
  product: { id: number; name: string; default_category: { name: string } | null; price: number };
  variant: { id: number };
  /** the line quantity now (capped by stock) */
  quantity: number;
  /** the line quantity asked for */
  original_quantity: number;
  /** gift lines removed because the cart fell below their threshold */
  droppedGiftIds: number[];
}

/** The variant asked for: its product and variant columns (a line of it can be built) and its product's flags. */
type VariantRow = CartProductRow & {
  product_is_gift: boolean;
  is_visible: boolean;
  published_at: string | Date | null;
  /** stock over the active stores (what the product page shows) */
  stock_total: number;
  /** stock of the active e-shop warehouses, and the merchant's restock date: the availability rule's facts */
  stock_warehouse: number;
  restock_date: string | null;
};

/**
 * A column for the cart statement (loadCartRowsWith): variant `variantId` as a JSON object (null when unknown) with
 * its stock over the active stores (availability.ts sums the same).
 */
function variantColumn(variantId: number) {
  return sql`(SELECT row_to_json(x) FROM (
      SELECT ${CART_PRODUCT_COLUMNS}, p.is_gift AS product_is_gift, p.is_visible, p.published_at,
        coalesce((SELECT sum(s.quantity) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
                  WHERE s.variant_id = v.id), 0)::int AS stock_total,
        coalesce((SELECT sum(s.quantity) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active AND st.kind = 'warehouse'
                  WHERE s.variant_id = v.id), 0)::int AS stock_warehouse,
        v.restock_date::text AS restock_date
      FROM product_variants v JOIN products p ON p.id = v.product_id
      ${CART_PRODUCT_JOINS}
      WHERE v.id = ${variantId}) x) AS variant`;
}

async function isAddonOf(db: DbOrTx, parentProductId: number, childProductId: number): Promise<boolean> {
  const rows = await queryPreparedRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM product_relations
        WHERE product_id = ${parentProductId} AND related_product_id = ${childProductId} AND kind = 'addon'`,
  );
  return rows.length > 0;
}

/**
 * Adds the variant to cart `cart` or changes line `input.id` (see CartItemInput). Without an id the quantity is
 * added to the cart's line of the same variant and parent (or a new line); with an id the line gets that quantity;
 * quantity 0 removes the line and its children. Throws CartError `invalid` for unusable body references.
 * Runs in the caller's transaction `tx` (so a failure leaves nothing behind); the caller has checked the cart's
 * ownership (cart-access.ts). The cart's row is locked first — by the caller when it passes the LockedCart of
 * lockWritableCart, else here by the cart id — so no other write changes the cart's lines meanwhile: one statement
 * reads the cart with the variant (cart-pricing.ts loadCartRowsWith), one writes, and the cart after the write is
 * priced from what was read and written (one more statement only when gift lines fall below their threshold).
 */
export async function setCartItem(
  tx: Tx,
  cart: number | LockedCart,
  input: CartItemInput,
  ctx: CartPricingContext,
): Promise<CartItemChange> {
  const cartId = typeof cart === 'number' ? cart : cart.cartId;
  if (typeof cart === 'number') {
    // one writer per cart at a time (the row lock): the stock cap counts the cart's other lines
    const locked = await queryPreparedRows<{ id: number }>(tx, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId} RETURNING id`);
    if (!locked[0]) throw cartNotFound();
  }
  const rows = await loadCartRowsWith<{ variant: VariantRow | string | null }>(tx, { id: cartId }, variantColumn(input.variantId));
  if (!rows) throw cartNotFound();
  const before = priceCartRows(rows.cart, rows.lines, rows.vouchers, ctx);
  const variant = rows.extra.variant === null ? null : parseJsonColumn<VariantRow>(rows.extra.variant);
  const published = variant?.published_at ? new Date(variant.published_at).getTime() <= ctx.now.getTime() : true;
  if (!variant || !published || (!variant.is_visible && !variant.product_is_gift))
    throw cartInvalid('variantId', 'cart.variant_unavailable');
  const isGift = variant.product_is_gift;

  const lines = before.lines;
  const line = input.id ? (lines.find((l) => l.id === input.id) ?? null) : null;
  if (input.id && !line) throw cartInvalid('id', 'cart.line_not_found');

  // the parent: the given one, or the changed line's own
  const parentId = input.parentId !== undefined && input.parentId !== null ? input.parentId : (line?.parentId ?? null);
  if (parentId !== null) {
    const parent = lines.find((l) => l.id === parentId);
    if (!parent || parent.parentId !== null || parent.isGift || parent.id === line?.id)
      throw cartInvalid('parentId', 'cart.parent_not_found');
    if (isGift || !(await isAddonOf(tx, parent.productId, variant.product_id))) throw cartInvalid('parentId', 'cart.addon_not_allowed');
  }

  // gifts: one line of quantity 1 once the threshold is reached
  let requested = input.quantity;
  if (isGift) {
    requested = Math.min(requested, 1);
    if (requested > 0) {
      const threshold = variant.gift_threshold_gross;
      if (threshold === null || !reachesThreshold(before.totals.subtotal, threshold, before.currency)) {
        const value = threshold === null ? '' : formatMoney(thresholdInCurrency(threshold, ctx.currency), ctx.currency);
        throw cartInvalid('variantId', 'cart.gift_not_reached', { value });
      }
    }
  } else if (line?.isGift) {
    throw cartInvalid('id', 'cart.line_not_found');
  }

  // the line to change: the given one, else the cart's line of the same variant and parent (gift: any gift line)
  let target = line;
  if (!target) {
    target =
      lines.find((l) =>
        isGift
          ? l.isGift && l.variantId === variant.variant_id
          : !l.isGift && l.variantId === variant.variant_id && l.parentId === parentId,
      ) ?? null;
    if (target && !isGift) requested = Math.min(requested + target.quantity, 99_999);
  }

  // what the cart may still take: the availability rule's cap (decision 0058: stock of the active stores, any number
  // on back-order, none when unavailable) minus what the cart's other lines of the variant hold
  const held = lines.filter((l) => l.variantId === variant.variant_id && l.id !== target?.id).reduce((n, l) => n + l.quantity, 0);
  const verdict = classifyAvailability(
    {
      isService: variant.is_service,
      warehouse: variant.stock_warehouse,
      total: variant.stock_total,
      restockDates: variant.restock_date ? [variant.restock_date.slice(0, 10)] : [],
    },
    shopDate(ctx.now),
  );
  const cap = Math.max(0, orderableQuantityCap(verdict, variant.stock_total, variant.is_service) - held);
  const quantity = Math.min(requested, cap);
  const note = input.note === undefined ? undefined : input.note === null || input.note === '' ? null : input.note;

  // the write, and the cart's lines after it (kept in the order they were added, as the cart statement reads them)
  let itemId: number | null = null;
  let after: CartLineRecord[];
  if (quantity <= 0) {
    after = lines;
    if (target) {
      await queryPreparedRows(tx, sql`DELETE FROM cart_items WHERE id = ${target.id}`); // children cascade
      const removed = target.id;
      after = lines.filter((l) => l.id !== removed && l.parentId !== removed);
    }
  } else if (target) {
    await queryPreparedRows(
      tx,
      sql`UPDATE cart_items SET quantity = ${quantity}, variant_id = ${variant.variant_id}, product_id = ${variant.product_id},
            parent_id = ${parentId}${note === undefined ? sql`` : sql`, note = ${note}`}
          WHERE id = ${target.id}`,
    );
    itemId = target.id;
    const changed = cartLineOf(variant, {
      id: target.id,
      parentId,
      quantity,
      note: note === undefined ? target.note : note,
      isGift: target.isGift,
    });
    after = lines.map((l) => (l.id === changed.id ? changed : l));
  } else {
    const giftLine = isGift ? lines.find((l) => l.isGift) : undefined;
    if (giftLine) await queryPreparedRows(tx, sql`DELETE FROM cart_items WHERE cart_id = ${cartId} AND is_gift`); // one gift per cart
    const inserted = await queryPreparedRows<{ id: number }>(
      tx,
      sql`INSERT INTO cart_items (cart_id, parent_id, product_id, variant_id, quantity, note, is_gift)
          VALUES (${cartId}, ${parentId}, ${variant.product_id}, ${variant.variant_id}, ${quantity}, ${note ?? null}, ${isGift})
          RETURNING id`,
    );
    itemId = inserted[0]!.id;
    // gift lines have no children (a gift is never a parent)
    const kept = giftLine ? lines.filter((l) => !l.isGift) : lines;
    after = [...kept, cartLineOf(variant, { id: itemId, parentId, quantity, note: note ?? null, isGift })].sort((a, b) => a.id - b.id);
  }

  // gift lines the cart no longer qualifies for go
  const priced = priceCartRows(rows.cart, after, rows.vouchers, ctx);
  const droppedGiftIds = unreachableGiftLineIds(priced);
  await deleteCartLines(tx, cartId, droppedGiftIds);

  const dropped = itemId !== null && droppedGiftIds.includes(itemId);
  const pricedLine = dropped ? undefined : priced.lines.find((l) => l.id === itemId);
  return {
    itemId: dropped ? null : itemId,
    product: {
      id: variant.product_id,
      name: variant.name,
      default_category: variant.category_name === null ? null : { name: variant.category_name },
      price: pricedLine ? pricedLine.amounts.unitPrice : isGift ? 0 : unitPriceOf(variant, ctx, rows.cart.groupDiscountPercent),
    },
    variant: { id: variant.variant_id },
    quantity: dropped ? 0 : Math.max(0, quantity),
    original_quantity: requested,
    droppedGiftIds,
  };
}

/** The unit price of a variant not (or no longer) in the cart, for the add-response of a removed line. */
function unitPriceOf(variant: VariantRow, ctx: CartPricingContext, groupDiscountPercent: number): number {
  const { product, variant: own } = cartLineOf(variant, { id: 0, parentId: null, quantity: 1, note: null, isGift: false });
  return unitGross(effectiveNetPrice(product, own, ctx.now).net, product.vatPercent, ctx.currency, groupDiscountPercent);
}
