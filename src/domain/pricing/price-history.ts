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
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { effectiveNetPrice } from './pricing';

const OMNIBUS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

interface LowestPriceInfo {
  /** the lowest net price (CZK haléře) of the window */
  net: number;
  /** the window the lowest price was looked for in */
  from: Date;
  to: Date;
}

/** The lowest effective net price of the 30 days before the discount started (or before now); null when unknown. */
export async function lowestPriceInLast30Days(
  db: DbOrTx,
  productId: number,
  variantId: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  const info = await lowestPriceInfo(db, productId, variantId, now);
  return info?.net ?? null;
}

/** Same as lowestPriceInLast30Days, with the window it used. */
async function lowestPriceInfo(
  db: DbOrTx,
  productId: number,
  variantId: number | null,
  now: Date = new Date(),
): Promise<LowestPriceInfo | null> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  const [product] = await db
    .select({
      price: products.price,
      priceSale: products.priceSale,
      isPriceSaleActive: products.isPriceSaleActive,
      saleFrom: products.saleFrom,
      saleTo: products.saleTo,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;

  let variant: { price: number | null; priceSale: number | null; isPriceSaleActive: boolean } | null = null;
  if (variantId !== null) {
    [variant = null] = await db
      .select({ price: productVariants.price, priceSale: productVariants.priceSale, isPriceSaleActive: productVariants.isPriceSaleActive })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .limit(1);
    if (!variant) return null;
  }

  // Which records describe this price: the variant's own when it has any, else the product-level ones.
  let ownRecords = false;
  if (variantId !== null) {
    const [own] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM price_history WHERE variant_id = ${variantId} LIMIT 1) x`,
    );
    ownRecords = (own?.n ?? 0) > 0;
  }
  const scopeOf = (alias: string) => {
    const a = sql.raw(alias);
    return ownRecords ? sql`${a}.variant_id = ${variantId}` : sql`${a}.product_id = ${productId} AND ${a}.variant_id IS NULL`;
  };
  const scope = scopeOf('ph');

  const eff = effectiveNetPrice(product, variant, now);
  let reference = now;
  if (eff.isSale) {
    if (product.saleFrom && product.saleFrom.getTime() <= now.getTime()) {
      reference = product.saleFrom;
    } else {
      // Start of the trailing run of records at the sale price: the first record after the last different price.
      const [run] = await queryRows<{ started: string | Date | null }>(
        db,
        sql`SELECT min(ph.recorded_at) AS started FROM price_history ph
            WHERE ${scope} AND ph.recorded_at <= ${now.toISOString()}::timestamptz
              AND ph.recorded_at > coalesce((
                SELECT max(x.recorded_at) FROM price_history x
                WHERE ${scopeOf('x')}
                  AND x.recorded_at <= ${now.toISOString()}::timestamptz AND x.price <> ${eff.net}
              ), '-infinity'::timestamptz)`,
      );
      if (run?.started) reference = new Date(run.started);
    }
  }

  const to = reference;
  const from = new Date(to.getTime() - OMNIBUS_WINDOW_DAYS * DAY_MS);
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const [row] = await queryRows<{ lowest: number | null }>(
    db,
    sql`SELECT min(price)::int AS lowest FROM (
          (SELECT ph.price FROM price_history ph
            WHERE ${scope} AND ph.recorded_at <= ${fromIso}::timestamptz
            ORDER BY ph.recorded_at DESC, ph.id DESC LIMIT 1)
          UNION ALL
          SELECT ph.price FROM price_history ph
            WHERE ${scope} AND ph.recorded_at > ${fromIso}::timestamptz AND ph.recorded_at < ${toIso}::timestamptz
        ) prices`,
  );
  if (row?.lowest === null || row?.lowest === undefined) return null;
  return { net: Number(row.lowest), from, to };
}
