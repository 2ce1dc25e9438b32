/**
 * The cart as every cart call answers it (SPEC §3): id, tempId, items with nested children, vouchers, the gifts
 * the cart may pick and the totals (cart-pricing.ts) in the shopper's currency. Amounts are integers in minor units
 * of `currency` (cents for EUR, haléře for CZK), gross.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import type { PricingCurrency } from '../pricing/pricing';
import { voucherErrorMessage, type VoucherErrorCode } from '../vouchers/voucher-errors';
import {
  cartLineUrl,
  loadCartRowsWith,
  priceCartRows,
  type CartKey,
  type CartPricingContext,
  type PricedCart,
  type PricedCartLine,
} from './cart-pricing';
import { GIFT_CANDIDATES_JSON, giftsForSubtotal, type GiftCandidateRow } from './gifts';

export interface CartItemView {
  id: number;
  parent_id: number | null;
  children: CartItemView[];
  product: {
    id: number;
    slug: string;
    name: string;
    url: string;
    /** regular gross unit price of the product (no group discount) */
    price: number;
    /** sale gross unit price when the sale applies now, else null */
    price_sale: number | null;
    is_price_sale_active: boolean;
    main_image: { path: string; alt: string | null; width: number | null; height: number | null } | null;
    default_category: { slug: string; name: string } | null;
    tax_rate: { rate: number };
  };
  variant: { id: number; name: string; price: number; price_sale: number | null; is_price_sale_active: boolean };
  quantity: number;
  note: string | null;
  is_gift: boolean;
  /** what one unit costs the shopper (sale and group discount applied; 0 for a gift) */
  unit_price: number;
  /** unit_price × quantity */
  total: number;
}

interface CartVoucherView {
  voucher_id: number;
  code: string;
  voucher_type: 'amount' | 'percent' | 'order';
  /** percent for 'percent', gross CZK haléře for 'amount' / 'order' (as stored) */
  value: number;
  /** what it takes off now, minor units of the currency (0 when it does not apply) */
  discount: number;
  /** 'order' vouchers cannot be removed by the shopper (SPEC §6) */
  removable: boolean;
  /** why it does not apply now, else null */
  error: { code: VoucherErrorCode; message: string; value?: string | number } | null;
}

interface CartGiftView {
  product_id: number;
  variant_id: number;
  slug: string;
  name: string;
  threshold: number;
  main_image: { path: string; alt: string | null } | null;
  selected: boolean;
}

export interface CartView {
  /** 0 = not stored yet (a guest cart before its first write; writes to cart 0 store it) */
  id: number;
  tempId: string | null;
  currency: Pick<PricingCurrency, 'id' | 'code' | 'decimals' | 'symbol_before' | 'symbol_after'>;
  items: CartItemView[];
  vouchers: CartVoucherView[];
  /** gifts the cart may pick now (threshold reached) */
  gifts: CartGiftView[];
  totals: {
    /** Σ lines before the group discount */
    items: number;
    group_discount: number;
    /** items − group_discount */
    subtotal: number;
    /** Σ voucher discounts */
    vouchers: number;
    total: number;
    /** the way to free delivery (the currency's own threshold, decision 0060); null when delivery is never free */
    free_delivery: { threshold: number; missing: number; reached: boolean } | null;
  };
}

function currencyView(currency: PricingCurrency): CartView['currency'] {
  return {
    id: currency.id,
    code: currency.code,
    decimals: currency.decimals,
    symbol_before: currency.symbol_before,
    symbol_after: currency.symbol_after,
  };
}

function itemView(line: PricedCartLine): CartItemView {
  return {
    id: line.id,
    parent_id: line.parentId,
    children: [],
    product: {
      id: line.product.id,
      slug: line.product.slug,
      name: line.product.name,
      url: cartLineUrl(line),
      price: line.display.product.price,
      price_sale: line.display.product.priceSale,
      is_price_sale_active: line.display.product.isPriceSaleActive,
      main_image: line.product.mainImage,
      default_category: line.product.defaultCategory,
      tax_rate: { rate: line.product.vatPercent },
    },
    variant: {
      id: line.variant.id,
      name: line.variant.name,
      price: line.display.variant.price,
      price_sale: line.display.variant.priceSale,
      is_price_sale_active: line.display.variant.isPriceSaleActive,
    },
    quantity: line.quantity,
    note: line.note,
    is_gift: line.isGift,
    unit_price: line.amounts.unitPrice,
    total: line.amounts.total,
  };
}

/**
 * The view of a priced cart (lines nested under their parents, in the order they were added); `giftCandidates` is
 * the GIFT_CANDIDATES_JSON column loaded with the cart.
 */
function cartViewOf(priced: PricedCart, t: Translate, giftCandidates: GiftCandidateRow[] | string): CartView {
  const views = new Map<number, CartItemView>();
  for (const line of priced.lines) views.set(line.id, itemView(line));
  const items: CartItemView[] = [];
  for (const line of priced.lines) {
    const view = views.get(line.id)!;
    const parent = line.parentId === null ? undefined : views.get(line.parentId);
    if (parent) parent.children.push(view);
    else items.push(view);
  }
  const giftLineProducts = new Set(priced.lines.filter((l) => l.isGift).map((l) => l.productId));
  const gifts = giftsForSubtotal(giftCandidates, priced.totals.subtotal, priced.currency);
  return {
    id: priced.cart.id,
    tempId: priced.cart.tempId,
    currency: currencyView(priced.currency),
    items,
    vouchers: priced.vouchers.map((v) => ({
      voucher_id: v.voucher.id,
      code: v.voucher.code,
      voucher_type: v.voucher.voucherType,
      value: v.voucher.value,
      discount: v.discount,
      removable: v.voucher.voucherType !== 'order',
      error: v.error
        ? {
            code: v.error.code,
            message: voucherErrorMessage(t, v.error.code, v.error.value),
            ...(v.error.value === undefined ? {} : { value: v.error.value }),
          }
        : null,
    })),
    gifts: gifts.map((g) => ({
      product_id: g.productId,
      variant_id: g.variantId,
      slug: g.slug,
      name: g.name,
      threshold: g.threshold,
      main_image: g.mainImage,
      selected: giftLineProducts.has(g.productId),
    })),
    totals: {
      items: priced.totals.items,
      group_discount: priced.totals.groupDiscount,
      subtotal: priced.totals.subtotal,
      vouchers: priced.totals.voucherDiscount,
      total: priced.totals.total,
      free_delivery: priced.freeDelivery,
    },
  };
}

/**
 * The view of stored cart `key` (an id, or a guest cart's tempId), or null when it does not exist: one statement loads
 * the cart, its lines, its vouchers and the gift candidates.
 */
export async function loadCartView(db: DbOrTx, key: CartKey | number, ctx: CartPricingContext, t: Translate): Promise<CartView | null> {
  const rows = await loadCartRowsWith<{ gifts: GiftCandidateRow[] | string }>(
    db,
    typeof key === 'number' ? { id: key } : key,
    sql`${GIFT_CANDIDATES_JSON} AS gifts`,
  );
  if (!rows) return null;
  return cartViewOf(priceCartRows(rows.cart, rows.lines, rows.vouchers, ctx), t, rows.extra.gifts);
}

/** A guest cart that is not stored yet: empty, id 0, with the tempId its first write will store it under. */
export function unsavedGuestCartView(
  tempId: string,
  currency: PricingCurrency,
  freeDelivery: CartView['totals']['free_delivery'],
): CartView {
  return {
    id: 0,
    tempId,
    currency: currencyView(currency),
    items: [],
    vouchers: [],
    gifts: [],
    totals: { items: 0, group_discount: 0, subtotal: 0, vouchers: 0, total: 0, free_delivery: freeDelivery },
  };
}
