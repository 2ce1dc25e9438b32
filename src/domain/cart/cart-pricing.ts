/**
 * The priced cart: its lines with unit prices and line totals, its vouchers with their discounts, the customer-group
 * discount, the total and what is missing to free delivery — all computed through THE pricing module
 * (src/domain/pricing/pricing.ts), once in the shopper's currency and once in CZK (the currency orders, thresholds
 * and voucher limits are kept in). The cart view shows it; the order placement recomputes it inside its transaction.
 *
 * Rules (SPEC §5, PRODUCT.md, decision 0012):
 * - unit price = pricing.unitGross of the effective net price (sale when active, the variant's own prices first)
 *   with the cart owner's group discount; line total = unit × quantity; gift lines cost 0;
 * - items = Σ lines without the group discount; group discount = items − Σ lines with it; subtotal = items − group
 *   discount; vouchers (percent first, then amount/'order') apply to the subtotal through pricing.applyVouchers —
 *   only the goods; a code that may not stack with an earlier one (decision 0050) gets discount 0 and its
 *   not_combinable error; what a voucher marked "also on delivery" leaves after the goods is the cart's
 *   `deliveryAllowance` (decision 0059: the checkout takes it off the delivery fee, never the payment fee);
 * - gift thresholds and a voucher's minimal cart value compare the subtotal (goods after the group discount, before
 *   vouchers) in the shopper's currency with the gross CZK threshold as the shopper reads it there (rounded by the
 *   currency's step, decision 0060); free delivery compares the total after vouchers with the currency's own
 *   threshold (pricing.freeDeliveryThreshold), as the checkout's carrier prices do (src/domain/checkout).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import type { products, productVariants } from '../../db/schema';
import type { Prefixed, SqlColumns } from '../../db/sql-row';
import { BASE_CURRENCY, productUrl } from '../catalog/listing';
import {
  applyVouchers,
  deliveryVoucherAllowance,
  effectiveNetPrice,
  freeDeliveryProgress,
  priceView,
  unitGross,
  type DeliveryVoucherAllowance,
  type PricingCurrency,
  type ProductPriceFields,
  type VariantPriceFields,
} from '../pricing/pricing';
import type { VoucherError } from '../vouchers/voucher-errors';
import {
  minimalPriceError,
  notCombinableError,
  stackingConflict,
  toVoucherRecord,
  VOUCHER_COLUMNS,
  voucherAvailabilityError,
  type VoucherRecord,
  type VoucherSqlRow,
} from '../vouchers/voucher-rules';

export interface CartPricingContext {
  currency: PricingCurrency;
  now: Date;
}

export interface CartHeader {
  id: number;
  userId: number | null;
  tempId: string | null;
  /** the cart owner's customer-group discount, percent (0 for guests) */
  groupDiscountPercent: number;
  ownerEmail: string | null;
}

/** The product and variant columns of a line (CART_PRODUCT_COLUMNS): what pricing and the cart view need of them. */
export type CartProductRow = { product_id: number; variant_id: number } & SqlColumns<
  typeof products,
  'slug' | 'name' | 'code' | 'price' | 'price_sale' | 'is_price_sale_active' | 'sale_from' | 'sale_to' | 'gift_threshold_gross'
> &
  Prefixed<SqlColumns<typeof productVariants, 'name' | 'code' | 'price' | 'price_sale' | 'is_price_sale_active'>, 'variant_'> & {
    vat: number;
    category_slug: string | null;
    category_name: string | null;
    image_path: string | null;
    image_alt: string | null;
    image_width: number | null;
    image_height: number | null;
    is_service: boolean;
  };

type CartLineRow = CartProductRow & {
  id: number;
  parent_id: number | null;
  quantity: number;
  note: string | null;
  is_gift: boolean;
};

/** One stored cart line with what pricing needs (no amounts yet). */
export interface CartLineRecord {
  id: number;
  parentId: number | null;
  productId: number;
  variantId: number;
  quantity: number;
  note: string | null;
  isGift: boolean;
  product: ProductPriceFields & {
    id: number;
    slug: string;
    name: string;
    code: string;
    vatPercent: number;
    giftThresholdGross: number | null;
    defaultCategory: { slug: string; name: string } | null;
    mainImage: { path: string; alt: string | null; width: number | null; height: number | null } | null;
    /** a service (products.is_service, or the target of an 'addon' relation): stock does not limit it (decision 0011) */
    isService: boolean;
  };
  variant: VariantPriceFields & { id: number; name: string; code: string };
}

/**
 * SQL boolean: product (alias given) is a service whose stock does not matter — `products.is_service`, the one flag
 * the catalogue, the cart and the order placement all use (an add-on that keeps stock is capped like any product).
 */
export function isServiceProductSql(alias: string) {
  const a = sql.raw(`"${alias}"`);
  return sql`${a}.is_service`;
}

/** Which stored cart to load: by id, or a guest cart by its tempId (a customer's cart is never reached by a tempId). */
export type CartKey = { id: number } | { guestTempId: string };

/** A stored cart with everything pricing needs: header, lines in the order they were added, vouchers. */
export interface CartRows {
  cart: CartHeader;
  lines: CartLineRecord[];
  vouchers: Array<VoucherRecord & { email: string | null }>;
}

/**
 * Columns of CartProductRow for variant `v` of product `p`, with the tables CART_PRODUCT_JOINS adds: VAT, default
 * category and first image.
 */
export const CART_PRODUCT_COLUMNS = sql`p.id AS product_id, v.id AS variant_id,
      p.slug, p.name, p.code, p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to, p.gift_threshold_gross,
      t.rate AS vat, c.slug AS category_slug, c.name AS category_name,
      img.path AS image_path, img.alt AS image_alt, img.width AS image_width, img.height AS image_height,
      v.name AS variant_name, v.code AS variant_code, v.price AS variant_price, v.price_sale AS variant_price_sale,
      v.is_price_sale_active AS variant_is_price_sale_active,
      ${isServiceProductSql('p')} AS is_service`;

/** The joins CART_PRODUCT_COLUMNS reads from `p` (products): tax_rates t, categories c, the first image img. */
export const CART_PRODUCT_JOINS = sql`JOIN tax_rates t ON t.id = p.tax_rate_id
    LEFT JOIN categories c ON c.id = p.default_category_id
    LEFT JOIN LATERAL (
      SELECT i.path, i.alt, i.width, i.height FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
    ) img ON TRUE`;

/** The line columns (alias ci = cart_items) with the product, variant, VAT, category and first image of each. */
const LINE_SELECT = sql`SELECT ci.id, ci.parent_id, ci.quantity, ci.note, ci.is_gift, ${CART_PRODUCT_COLUMNS}
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    JOIN product_variants v ON v.id = ci.variant_id
    ${CART_PRODUCT_JOINS}`;

/** A line record of the product and variant of `r` with the line's own fields (a line loaded, or written just now). */
export function cartLineOf(
  r: CartProductRow,
  line: { id: number; parentId: number | null; quantity: number; note: string | null; isGift: boolean },
): CartLineRecord {
  return {
    id: line.id,
    parentId: line.parentId,
    productId: r.product_id,
    variantId: r.variant_id,
    quantity: line.quantity,
    note: line.note,
    isGift: line.isGift,
    product: {
      id: r.product_id,
      slug: r.slug,
      name: r.name,
      code: r.code,
      price: r.price,
      priceSale: r.price_sale,
      isPriceSaleActive: r.is_price_sale_active,
      saleFrom: r.sale_from,
      saleTo: r.sale_to,
      vatPercent: r.vat,
      giftThresholdGross: r.gift_threshold_gross,
      defaultCategory: r.category_slug === null ? null : { slug: r.category_slug, name: r.category_name ?? '' },
      mainImage: r.image_path === null ? null : { path: r.image_path, alt: r.image_alt, width: r.image_width, height: r.image_height },
      isService: r.is_service,
    },
    variant: {
      id: r.variant_id,
      name: r.variant_name,
      code: r.variant_code,
      price: r.variant_price,
      priceSale: r.variant_price_sale,
      isPriceSaleActive: r.variant_is_price_sale_active,
    },
  };
}

function toCartLine(r: CartLineRow): CartLineRecord {
  return cartLineOf(r, { id: r.id, parentId: r.parent_id, quantity: r.quantity, note: r.note, isGift: r.is_gift });
}

/**
 * A stored cart with its lines and vouchers in ONE statement (header row, lines and vouchers as JSON arrays): a cart
 * read is one round trip to the database. `extra` adds further columns to the header row (e.g. gift candidates).
 * Null when the cart does not exist.
 */
export async function loadCartRowsWith<X extends Record<string, unknown> = Record<string, never>>(
  db: DbOrTx,
  key: CartKey,
  extra?: SQL,
): Promise<(CartRows & { extra: X }) | null> {
  const where = 'id' in key ? sql`k.id = ${key.id}` : sql`k.temp_id = ${key.guestTempId}::uuid AND k.user_id IS NULL`;
  const rows = await queryPreparedRows<
    {
      id: number;
      user_id: number | null;
      temp_id: string | null;
      discount: number;
      email: string | null;
      lines: CartLineRow[] | string;
      vouchers: Array<VoucherSqlRow & { email: string | null }> | string;
    } & X
  >(
    db,
    sql`SELECT k.id, k.user_id, k.temp_id, coalesce(g.discount, 0)::int AS discount, u.email,
          coalesce((SELECT json_agg(l ORDER BY l.id) FROM (${LINE_SELECT} WHERE ci.cart_id = k.id) l), '[]'::json) AS lines,
          coalesce((SELECT json_agg(x ORDER BY x.added_at, x.id)
                    FROM (SELECT ${VOUCHER_COLUMNS}, cv.email, cv.created_at AS added_at
                          FROM cart_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id WHERE cv.cart_id = k.id) x), '[]'::json) AS vouchers
          ${extra ? sql`, ${extra}` : sql``}
        FROM carts k -- k, not c: LINE_SELECT names categories c
        LEFT JOIN users u ON u.id = k.user_id
        LEFT JOIN customer_groups g ON g.id = u.group_id
        WHERE ${where}`,
  );
  const r = rows[0];
  if (!r) return null;
  const { id, user_id, temp_id, discount, email, lines, vouchers, ...rest } = r;
  return {
    cart: { id, userId: user_id, tempId: temp_id, groupDiscountPercent: discount, ownerEmail: email },
    lines: parseJsonColumn<CartLineRow[]>(lines).map(toCartLine),
    vouchers: parseJsonColumn<Array<VoucherSqlRow & { email: string | null }>>(vouchers).map((v) => ({
      ...toVoucherRecord(v),
      email: v.email,
    })),
    extra: rest as unknown as X,
  };
}

/** A json column: parsed by both drivers by default; parsed here when a driver hands over the text. */
export function parseJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The stored cart of `key` with its lines and vouchers (one statement); null when it does not exist. */
function loadCartRows(db: DbOrTx, key: CartKey): Promise<CartRows | null> {
  return loadCartRowsWith(db, key);
}

/** The lines of a cart in the order they were added (parents before their children). */
export async function loadCartLines(db: DbOrTx, cartId: number): Promise<CartLineRecord[]> {
  const rows = await queryPreparedRows<CartLineRow>(db, sql`${LINE_SELECT} WHERE ci.cart_id = ${cartId} ORDER BY ci.id`);
  return rows.map(toCartLine);
}

/** The vouchers of a cart in the order they were added, with the e-mail given for them. */
export async function loadCartVouchers(db: DbOrTx, cartId: number): Promise<Array<VoucherRecord & { email: string | null }>> {
  const rows = await queryPreparedRows<VoucherSqlRow & { email: string | null }>(
    db,
    sql`SELECT ${VOUCHER_COLUMNS}, cv.email FROM cart_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id
        WHERE cv.cart_id = ${cartId} ORDER BY cv.created_at, v.id`,
  );
  return rows.map((r) => ({ ...toVoucherRecord(r), email: r.email }));
}

// ---------------------------------------------------------------------------------------------------------------------
// pricing

/** Amounts of one line in one currency (minor units, gross). */
interface LineAmounts {
  /** what one unit costs the shopper (sale and group discount applied; 0 for a gift) */
  unitPrice: number;
  /** one unit without the group discount (sale applied; 0 for a gift) */
  unitPriceBeforeGroupDiscount: number;
  /** unitPrice × quantity */
  total: number;
  /** unitPriceBeforeGroupDiscount × quantity */
  totalBeforeGroupDiscount: number;
}

export interface PricedCartLine extends CartLineRecord {
  /** amounts in the shopper's currency */
  amounts: LineAmounts;
  /** amounts in CZK haléře, plus the net unit price the order stores */
  czk: LineAmounts & { unitPriceNet: number };
  /** regular/sale gross unit prices of the product alone and of the variant (no group discount), shopper's currency */
  display: {
    product: { price: number; priceSale: number | null; isPriceSaleActive: boolean };
    variant: { price: number; priceSale: number | null; isPriceSaleActive: boolean };
  };
}

interface CartTotals {
  /** Σ lines before the group discount */
  items: number;
  /** what the customer-group discount takes off (positive) */
  groupDiscount: number;
  /** items − groupDiscount: the goods total vouchers apply to */
  subtotal: number;
  /** Σ voucher discounts (positive) */
  voucherDiscount: number;
  /** subtotal − voucherDiscount, never below 0 */
  total: number;
}

interface PricedCartVoucher {
  voucher: VoucherRecord;
  email: string | null;
  /** discount in the shopper's currency (0 when the voucher does not apply now) */
  discount: number;
  /** discount in CZK haléře */
  discountCzk: number;
  /** why the voucher does not apply now (used up, expired, below its minimal cart value), else null */
  error: VoucherError | null;
}

export interface PricedCart {
  cart: CartHeader;
  currency: PricingCurrency;
  lines: PricedCartLine[];
  vouchers: PricedCartVoucher[];
  totals: CartTotals;
  totalsCzk: CartTotals;
  /** the way to free delivery in the shopper's currency (its own threshold, decision 0060); null = never free */
  freeDelivery: {
    threshold: number;
    /** how much is missing to free delivery (0 once reached) */
    missing: number;
    reached: boolean;
  } | null;
  /** what vouchers marked "also on delivery" may still take off the delivery fee (decision 0059) */
  deliveryAllowance: DeliveryVoucherAllowance;
}

function lineAmounts(line: CartLineRecord, currency: PricingCurrency, groupDiscountPercent: number, now: Date): LineAmounts {
  if (line.isGift) return { unitPrice: 0, unitPriceBeforeGroupDiscount: 0, total: 0, totalBeforeGroupDiscount: 0 };
  const eff = effectiveNetPrice(line.product, line.variant, now);
  const unitPrice = unitGross(eff.net, line.product.vatPercent, currency, groupDiscountPercent);
  const unitPriceBeforeGroupDiscount = unitGross(eff.net, line.product.vatPercent, currency, 0);
  return {
    unitPrice,
    unitPriceBeforeGroupDiscount,
    total: unitPrice * line.quantity,
    totalBeforeGroupDiscount: unitPriceBeforeGroupDiscount * line.quantity,
  };
}

function sumTotals(amounts: LineAmounts[], voucherDiscount: number): CartTotals {
  const items = amounts.reduce((sum, a) => sum + a.totalBeforeGroupDiscount, 0);
  const subtotal = amounts.reduce((sum, a) => sum + a.total, 0);
  return { items, groupDiscount: items - subtotal, subtotal, voucherDiscount, total: Math.max(0, subtotal - voucherDiscount) };
}

/**
 * Prices loaded lines and vouchers (pure): used by `priceCart` and by the order placement when it already holds the
 * rows. Vouchers that do not apply now (availability, minimal cart value) get a discount of 0 and their error.
 */
export function priceCartRows(
  cart: CartHeader,
  lines: readonly CartLineRecord[],
  vouchers: ReadonlyArray<VoucherRecord & { email: string | null }>,
  ctx: CartPricingContext,
): PricedCart {
  const { currency, now } = ctx;
  const discount = cart.groupDiscountPercent;
  const priced: PricedCartLine[] = lines.map((line) => {
    const amounts = lineAmounts(line, currency, discount, now);
    const czkAmounts = lineAmounts(line, BASE_CURRENCY, discount, now);
    const eff = effectiveNetPrice(line.product, line.variant, now);
    const productView = priceView(line.product, null, line.product.vatPercent, { currency, now });
    const variantView = priceView(line.product, line.variant, line.product.vatPercent, { currency, now });
    return {
      ...line,
      amounts,
      czk: { ...czkAmounts, unitPriceNet: line.isGift ? 0 : eff.net },
      display: {
        product: {
          price: productView.original,
          priceSale: productView.isSale ? productView.unit : null,
          isPriceSaleActive: productView.isSale,
        },
        variant: {
          price: variantView.original,
          priceSale: variantView.isSale ? variantView.unit : null,
          isPriceSaleActive: variantView.isSale,
        },
      },
    };
  });
  const before = sumTotals(
    priced.map((l) => l.amounts),
    0,
  );
  const beforeCzk = sumTotals(
    priced.map((l) => l.czk),
    0,
  );

  // in the order they were added: a code that may not stack with an earlier applying one gets not_combinable
  // (a cart from before the stacking rules, a merged cart, a voucher whose flag the merchant changed — decision 0050)
  const applying: VoucherRecord[] = [];
  const checked = vouchers.map((v) => {
    const unavailable = voucherAvailabilityError(v, now) ?? minimalPriceError(v, before.subtotal, currency);
    const conflict = unavailable ? null : stackingConflict(v, applying);
    const error = unavailable ?? (conflict ? notCombinableError(v, conflict) : null);
    if (!error) applying.push(v);
    return { v, error };
  });
  const applicable = checked.filter((c) => c.error === null).map((c) => c.v);
  const applied = applyVouchers(before.subtotal, applicable, currency);
  const appliedCzk = applyVouchers(beforeCzk.subtotal, applicable, BASE_CURRENCY);
  const pricedVouchers: PricedCartVoucher[] = checked.map(({ v, error }) => {
    const index = applicable.indexOf(v);
    return {
      voucher: v,
      email: v.email,
      discount: index < 0 ? 0 : applied.discounts[index]!,
      discountCzk: index < 0 ? 0 : appliedCzk.discounts[index]!,
      error,
    };
  });

  const totals = sumTotals(
    priced.map((l) => l.amounts),
    applied.discountTotal,
  );
  const totalsCzk = sumTotals(
    priced.map((l) => l.czk),
    appliedCzk.discountTotal,
  );
  return {
    cart,
    currency,
    lines: priced,
    vouchers: pricedVouchers,
    totals,
    totalsCzk,
    // free delivery: the total after vouchers in the shopper's currency, as the checkout's carrier prices decide it
    freeDelivery: freeDeliveryProgress(totals.total, currency),
    deliveryAllowance: deliveryVoucherAllowance(applicable, applied, currency),
  };
}

/**
 * The cart's priced lines and totals in `ctx.currency` (and in CZK), with the cart owner's group discount; null when
 * the cart does not exist. The order placement calls it inside its transaction (pass the `tx`).
 */
export async function priceCart(db: DbOrTx, cartId: number, ctx: CartPricingContext): Promise<PricedCart | null> {
  const rows = await loadCartRows(db, { id: cartId });
  return rows ? priceCartRows(rows.cart, rows.lines, rows.vouchers, ctx) : null;
}

/** The product page URL of a line (used by the cart view). */
export const cartLineUrl = (line: CartLineRecord) => productUrl(line.product, line.product.defaultCategory?.slug);
