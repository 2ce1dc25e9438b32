/**
 * The SQL mirror of `pricing.ts`, for queries that filter or sort by the displayed price (listing price range,
 * cheapest / most expensive). It computes exactly `unitGross()` — the same integer arithmetic with the same
 * half-away-from-zero rounding — so a product shown at 12,30 € is inside a 12,30 € price filter.
 * tests/integration/catalog-listing.test.ts checks SQL and JS agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rateToScaled, type PricingCurrency } from './pricing';

const INT8_MAX = 9_223_372_036_854_775_807n;
/** products.price / price_sale are `integer` columns: net ≤ 2^31 − 1. */
const MAX_NET = 2_147_483_647n;
/** VAT at most 100 % → (10000 + 10000) hundredths of a percent. */
const MAX_VAT_FACTOR = 20_000n;

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

/**
 * The constant part of the formula, reduced: unitGross = round(net × (10000 + vat × 100) × k / d).
 * (From unitGross: num = net·(1e4+vatBp)·(1e4−discBp)·10^dec·1e6, den = 100·1e4·1e4·rate·1e6.)
 */
export function grossFactor(currency: Pick<PricingCurrency, 'rate' | 'decimals'>, groupDiscountPercent = 0): { k: bigint; d: bigint } {
  const rateScaled = rateToScaled(currency.rate);
  const discount = BigInt(Math.round(groupDiscountPercent * 100));
  if (discount < 0n || discount > 10_000n) throw new RangeError(`discount must be 0–100 %, got ${groupDiscountPercent}`);
  let k = (10_000n - discount) * 10n ** BigInt(currency.decimals) * 1_000_000n;
  let d = 100n * 10_000n * 10_000n * rateScaled;
  const g = gcd(k, d) || 1n;
  k /= g;
  d /= g;
  return { k, d };
}

/**
 * SQL expression (bigint) of the gross unit price in minor units of `currency` for a NON-NEGATIVE net price
 * expression (CZK haléře) and a VAT percent expression (integer column tax_rates.rate).
 * Integer arithmetic in int8 when it cannot overflow, otherwise in numeric; rounding = floor((2n + d) / 2d).
 */
export function grossMinorSql(
  netExpr: SQL,
  vatPercentExpr: SQL,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
  groupDiscountPercent = 0,
): SQL {
  const { k, d } = grossFactor(currency, groupDiscountPercent);
  if (k === 0n) return sql`0::int8`;
  const fitsInt8 = 2n * MAX_NET * MAX_VAT_FACTOR * k + d <= INT8_MAX;
  const K = sql.raw(k.toString());
  const D = sql.raw(d.toString());
  const D2 = sql.raw((2n * d).toString());
  if (fitsInt8) {
    return sql`((2 * (${netExpr})::int8 * (10000 + (${vatPercentExpr}) * 100) * ${K} + ${D}) / ${D2})`;
  }
  return sql`div(2 * (${netExpr})::numeric * (10000 + (${vatPercentExpr}) * 100) * ${K} + ${D}, ${D2})::int8`;
}

/**
 * SQL boolean: the product's sale applies at `now` (see `effectiveNetPrice`: switched on, sale price set and lower
 * than the price, now within [sale_from, sale_to]). `p` is the alias of the products table.
 */
export function productSaleActiveSql(p: string, now: Date): SQL {
  const a = sql.raw(`"${p}"`);
  const ts = now.toISOString();
  return sql`(${a}.is_price_sale_active AND ${a}.price_sale IS NOT NULL AND ${a}.price_sale < ${a}.price
    AND (${a}.sale_from IS NULL OR ${a}.sale_from <= ${ts}::timestamptz)
    AND (${a}.sale_to IS NULL OR ${a}.sale_to >= ${ts}::timestamptz))`;
}

/** SQL integer: the product's effective net price at `now` (sale price when the sale applies). */
export function productEffectiveNetSql(p: string, now: Date): SQL {
  const a = sql.raw(`"${p}"`);
  return sql`(CASE WHEN ${productSaleActiveSql(p, now)} THEN ${a}.price_sale ELSE ${a}.price END)`;
}
