/**
 * EU Omnibus directive (PRODUCT.md): a discounted product shows the lowest price it had in the 30 days before the
 * discount started. Reads `price_history` (effective net selling prices over time, CZK haléře).
 *
 * Definition used here:
 * - reference moment = when the current discount started — `sale_from` when set, otherwise the start of the trailing
 *   run of history records carrying the current sale price —, or `now` when no discount applies;
 * - the 30-day window is [reference − 30 days, reference);
 * - the prices in effect during the window are the price recorded last at or before the window start (it was still
 *   valid when the window opened) and every price recorded inside the window;
 * - the answer is the lowest of those, net CZK haléře, or null when the history knows nothing about the window.
 * Variant prices: records of the variant when it has any, otherwise the product-level records (variant_id IS NULL).
 * The caller turns the net amount into a displayed price with `unitGross()` (the product's VAT, the shown currency).
 *
 * Where the window ends follows from the prices in effect (the one pricing rule, `effectiveNetPrice`); the history is
 * read by the database function omnibus_lowest_net, for every asked price in one prepared statement (decision 0130).
 */
import { sql } from 'drizzle-orm';
import { isRowId, queryPreparedRows, type DbOrTx } from '../../db/client';
import { effectiveNetPrice, type ProductPriceFields, type VariantPriceFields } from './pricing';

/** Where the window of one price ends: a known moment, or the start of the trailing run of records at `runNet`. */
export interface OmnibusWindowEnd {
  /** the variant whose price it is; null = the product's own price */
  variantId: number | null;
  reference: Date | null;
  /** the sale price (net CZK haléře) whose run of records began the discount; set when `reference` is null */
  runNet: number | null;
}

/**
 * The end of the window for a price in effect: the sale's start (`sale_from`), else the start of the run of records at
 * the sale price, or `now` when no sale applies.
 */
export function omnibusWindowEnd(
  variantId: number | null,
  price: { isSale: boolean; net: number },
  saleFrom: Date | string | null | undefined,
  now: Date,
): OmnibusWindowEnd {
  if (!price.isSale) return { variantId, reference: now, runNet: null };
  const from = saleFrom === null || saleFrom === undefined ? null : new Date(saleFrom);
  if (from && !Number.isNaN(from.getTime()) && from.getTime() <= now.getTime()) return { variantId, reference: from, runNet: null };
  return { variantId, reference: null, runNet: price.net };
}

/**
 * The lowest net price (CZK haléře) of the 30-day window of each given price of one product, in the order given; null
 * where the history knows nothing of the window. One prepared statement whatever the number of prices.
 */
export async function lowestNetPrices(
  db: DbOrTx,
  productId: number,
  ends: readonly OmnibusWindowEnd[],
  now: Date,
): Promise<Array<number | null>> {
  if (!ends.length) return [];
  const input = JSON.stringify(ends.map((e, i) => ({ i, v: e.variantId, r: e.reference?.toISOString() ?? null, n: e.runNet })));
  const rows = await queryPreparedRows<{ i: number; lowest: number | null }>(
    db,
    sql`SELECT w.i, omnibus_lowest_net(${productId}::int, w.v, w.r, w.n, ${now.toISOString()}::timestamptz) AS lowest
        FROM jsonb_to_recordset(${input}::jsonb) AS w(i int, v int, r timestamptz, n int)`,
  );
  const result: Array<number | null> = ends.map(() => null);
  for (const row of rows) result[Number(row.i)] = row.lowest === null ? null : Number(row.lowest);
  return result;
}

/** The lowest effective net price of the 30 days before the discount started (or before now); null when unknown. */
export async function lowestPriceInLast30Days(
  db: DbOrTx,
  productId: number,
  variantId: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  if (!isRowId(productId) || (variantId !== null && !isRowId(variantId))) return null;
  // the product's prices and the variant's (only a variant of this product), in one prepared statement
  const [row] = await queryPreparedRows<{
    price: number;
    price_sale: number | null;
    is_price_sale_active: boolean;
    sale_from: Date | string | null;
    sale_to: Date | string | null;
    variant_id: number | null;
    variant_price: number | null;
    variant_price_sale: number | null;
    variant_sale_active: boolean | null;
  }>(
    db,
    sql`SELECT p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to, v.id AS variant_id,
          v.price AS variant_price, v.price_sale AS variant_price_sale, v.is_price_sale_active AS variant_sale_active
        FROM products p LEFT JOIN product_variants v ON v.id = ${variantId}::int AND v.product_id = p.id
        WHERE p.id = ${productId}::int`,
  );
  if (!row) return null;
  if (variantId !== null && row.variant_id === null) return null;
  const product: ProductPriceFields = {
    price: row.price,
    priceSale: row.price_sale,
    isPriceSaleActive: row.is_price_sale_active,
    saleFrom: row.sale_from,
    saleTo: row.sale_to,
  };
  const variant: VariantPriceFields | null =
    variantId === null
      ? null
      : { price: row.variant_price, priceSale: row.variant_price_sale, isPriceSaleActive: row.variant_sale_active === true };
  const eff = effectiveNetPrice(product, variant, now);
  const [lowest] = await lowestNetPrices(db, productId, [omnibusWindowEnd(variantId, eff, product.saleFrom, now)], now);
  return lowest ?? null;
}
