/**
 * Adding and changing cart lines (PUT /api/cart/{cartId}, SPEC §7): quantities capped by the stock the product page
 * shows (sum over active stores, src/domain/catalog/availability.ts) except for add-on services, add-on children
 * only for products related with kind 'addon', one gift line when the cart reaches its threshold, and gift lines
 * dropped when the cart falls below it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { queryPreparedRows } from './prepared-sql';
import { convertCzkMinor, effectiveNetPrice, formatMoney, unitGross } from '../pricing/pricing';
import { cartInvalid, cartNotFound } from './cart-errors';
import { isServiceProductSql, loadCartRows, priceCartRows, type CartPricingContext, type PricedCart } from './cart-pricing';
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

type VariantRow = {
  variant_id: number;
  product_id: number;
  name: string;
  category_name: string | null;
  is_gift: boolean;
  gift_threshold_gross: number | null;
  is_visible: boolean;
  published_at: string | Date | null;
  is_service: boolean;
  /** stock over the active stores (what the product page shows) */
  stock_total: number;
};

/** The variant with its product's flags and its stock over the active stores (availability.ts sums the same). */
async function loadVariant(db: DbOrTx, variantId: number): Promise<VariantRow | null> {
  const rows = await queryPreparedRows<VariantRow>(
    db,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.name, c.name AS category_name, p.is_gift, p.gift_threshold_gross,
          p.is_visible, p.published_at, ${isServiceProductSql('p')} AS is_service,
          coalesce((SELECT sum(s.quantity) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
                    WHERE s.variant_id = v.id), 0)::int AS stock_total
        FROM product_variants v JOIN products p ON p.id = v.product_id
        LEFT JOIN categories c ON c.id = p.default_category_id
        WHERE v.id = ${variantId}`,
  );
  return rows[0] ?? null;
}

async function isAddonOf(db: DbOrTx, parentProductId: number, childProductId: number): Promise<boolean> {
  const rows = await queryPreparedRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM product_relations
        WHERE product_id = ${parentProductId} AND related_product_id = ${childProductId} AND kind = 'addon'`,
  );
  return rows.length > 0;
}

/** The cart priced in `ctx`; the cart exists (its row is locked by the caller). */
async function pricedCartOf(tx: Tx, cartId: number, ctx: CartPricingContext): Promise<PricedCart> {
  const rows = await loadCartRows(tx, { id: cartId });
  if (!rows) throw cartNotFound();
  return priceCartRows(rows.cart, rows.lines, rows.vouchers, ctx);
}

/**
 * Adds the variant to cart `cartId` or changes line `input.id` (see CartItemInput). Without an id the quantity is
 * added to the cart's line of the same variant and parent (or a new line); with an id the line gets that quantity;
 * quantity 0 removes the line and its children. Throws CartError `invalid` for unusable body references.
 * Runs in the caller's transaction `tx` (so a failure leaves nothing behind); the caller has checked the cart's
 * ownership (cart-access.ts). The cart is read once before and once after the write (cart-pricing.ts loadCartRows).
 */
export async function setCartItem(tx: Tx, cartId: number, input: CartItemInput, ctx: CartPricingContext): Promise<CartItemChange> {
  // one writer per cart at a time (the row lock): the stock cap counts the cart's other lines
  const locked = await queryPreparedRows<{ id: number }>(tx, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId} RETURNING id`);
  if (!locked[0]) throw cartNotFound();
  const [variant, before] = await Promise.all([loadVariant(tx, input.variantId), pricedCartOf(tx, cartId, ctx)]);
  const published = variant?.published_at ? new Date(variant.published_at).getTime() <= ctx.now.getTime() : true;
  if (!variant || !published || (!variant.is_visible && !variant.is_gift)) throw cartInvalid('variantId', 'cart.variant_unavailable');

  const lines = before.lines;
  const line = input.id ? (lines.find((l) => l.id === input.id) ?? null) : null;
  if (input.id && !line) throw cartInvalid('id', 'cart.line_not_found');

  // the parent: the given one, or the changed line's own
  const parentId = input.parentId !== undefined && input.parentId !== null ? input.parentId : (line?.parentId ?? null);
  if (parentId !== null) {
    const parent = lines.find((l) => l.id === parentId);
    if (!parent || parent.parentId !== null || parent.isGift || parent.id === line?.id) throw cartInvalid('parentId', 'cart.parent_not_found');
    if (variant.is_gift || !(await isAddonOf(tx, parent.productId, variant.product_id))) throw cartInvalid('parentId', 'cart.addon_not_allowed');
  }

  // gifts: one line of quantity 1 once the threshold is reached
  let requested = input.quantity;
  if (variant.is_gift) {
    requested = Math.min(requested, 1);
    if (requested > 0) {
      const threshold = variant.gift_threshold_gross;
      if (threshold === null || before.totalsCzk.subtotal < threshold) {
        const value = threshold === null ? '' : formatMoney(convertCzkMinor(threshold, ctx.currency), ctx.currency);
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
        variant.is_gift
          ? l.isGift && l.variantId === variant.variant_id
          : !l.isGift && l.variantId === variant.variant_id && l.parentId === parentId,
      ) ?? null;
    if (target && !variant.is_gift) requested = Math.min(requested + target.quantity, 99_999);
  }

  // stock the cart may still take: the active stores' sum minus what the cart's other lines of the variant hold
  const held = lines.filter((l) => l.variantId === variant.variant_id && l.id !== target?.id).reduce((n, l) => n + l.quantity, 0);
  const cap = variant.is_service ? Number.POSITIVE_INFINITY : Math.max(0, variant.stock_total - held);
  const quantity = Math.min(requested, cap);
  const note = input.note === undefined ? undefined : input.note === null || input.note === '' ? null : input.note;

  let itemId: number | null = null;
  if (quantity <= 0) {
    if (target) await queryPreparedRows(tx, sql`DELETE FROM cart_items WHERE id = ${target.id}`); // children cascade
  } else if (target) {
    await queryPreparedRows(
      tx,
      sql`UPDATE cart_items SET quantity = ${quantity}, variant_id = ${variant.variant_id}, product_id = ${variant.product_id},
            parent_id = ${parentId}${note === undefined ? sql`` : sql`, note = ${note}`}
          WHERE id = ${target.id}`,
    );
    itemId = target.id;
  } else {
    const giftLine = variant.is_gift ? lines.find((l) => l.isGift) : undefined;
    if (giftLine) await queryPreparedRows(tx, sql`DELETE FROM cart_items WHERE cart_id = ${cartId} AND is_gift`); // one gift per cart
    const rows = await queryPreparedRows<{ id: number }>(
      tx,
      sql`INSERT INTO cart_items (cart_id, parent_id, product_id, variant_id, quantity, note, is_gift)
          VALUES (${cartId}, ${parentId}, ${variant.product_id}, ${variant.variant_id}, ${quantity}, ${note ?? null}, ${variant.is_gift})
          RETURNING id`,
    );
    itemId = rows[0]!.id;
  }

  // the cart after the write; gift lines it no longer qualifies for go (then it is priced once more)
  let priced = await pricedCartOf(tx, cartId, ctx);
  const droppedGiftIds = unreachableGiftLineIds(priced);
  if (droppedGiftIds.length > 0) {
    await deleteCartLines(tx, cartId, droppedGiftIds);
    priced = await pricedCartOf(tx, cartId, ctx);
  }

  const pricedLine = priced.lines.find((l) => l.id === itemId);
  const unitPrice = pricedLine
    ? pricedLine.amounts.unitPrice
    : variant.is_gift
      ? 0
      : await unitPriceOf(tx, variant.variant_id, ctx, priced.cart.groupDiscountPercent);
  const dropped = itemId !== null && droppedGiftIds.includes(itemId);
  return {
    itemId: dropped ? null : itemId,
    product: {
      id: variant.product_id,
      name: variant.name,
      default_category: variant.category_name === null ? null : { name: variant.category_name },
      price: unitPrice,
    },
    variant: { id: variant.variant_id },
    quantity: dropped ? 0 : Math.max(0, quantity),
    original_quantity: requested,
    droppedGiftIds,
  };
}

/** The unit price of a variant not (or no longer) in the cart, for the add-response of a removed line. */
async function unitPriceOf(db: DbOrTx, variantId: number, ctx: CartPricingContext, groupDiscountPercent: number): Promise<number> {
  const rows = await queryPreparedRows<{
    price: number;
    price_sale: number | null;
    is_price_sale_active: boolean;
    sale_from: string | null;
    sale_to: string | null;
    v_price: number | null;
    v_price_sale: number | null;
    v_active: boolean;
    vat: number;
  }>(
    db,
    sql`SELECT p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to, v.price AS v_price,
          v.price_sale AS v_price_sale, v.is_price_sale_active AS v_active, t.rate AS vat
        FROM product_variants v JOIN products p ON p.id = v.product_id JOIN tax_rates t ON t.id = p.tax_rate_id
        WHERE v.id = ${variantId}`,
  );
  const r = rows[0];
  if (!r) return 0;
  const eff = effectiveNetPrice(
    { price: r.price, priceSale: r.price_sale, isPriceSaleActive: r.is_price_sale_active, saleFrom: r.sale_from, saleTo: r.sale_to },
    { price: r.v_price, priceSale: r.v_price_sale, isPriceSaleActive: r.v_active },
    ctx.now,
  );
  return unitGross(eff.net, r.vat, ctx.currency, groupDiscountPercent);
}
