/**
 * THE price formula of the shop (SPEC §5, PRODUCT.md, decision 0006). Pure functions, safe in the browser and on the
 * server; every screen, the cart and the checkout compute displayed amounts through this module, and the SQL mirror
 * in `pricing-sql.ts` (listing filters and sorts) implements the very same formula.
 *
 * ## Units
 * - Stored prices are integers in CZK haléře (1/100 Kč), NET of VAT (`products.price`, `product_variants.price`, …).
 * - `currency.rate` = how many CZK one unit of the currency costs (CZK 1, EUR 25.2); `currency.decimals` = minor digits.
 * - Every amount this module returns is an integer in MINOR UNITS OF THE SHOWN CURRENCY (cents for EUR, haléře for
 *   CZK), GROSS (VAT included) unless the name says net.
 *
 * ## The unit price (one rounding, exact arithmetic)
 *
 *     unitGross = roundHalfAwayFromZero( net / 100 / rate × (1 + vat/100) × (1 − groupDiscount/100) × 10^decimals )
 *
 * 1. net CZK haléře → CZK units (÷ 100) → the currency (÷ rate);
 * 2. VAT is added (× (1 + vat/100));
 * 3. the customer-group discount is taken off the gross unit price (× (1 − discount/100)) — BEFORE rounding, so a
 *    discounted price is rounded exactly once;
 * 4. the result is rounded to the currency's decimals, half away from zero (0.5 → 1, 2.5 → 3).
 * The computation is exact (BigInt rational arithmetic, rate kept to its 6 stored decimals), so x.5 edges never fall
 * victim to binary floating point (250 haléře × 1.19 = 297.5 → 298, where floats give 297.49999…).
 *
 * ## Lines and vouchers (SPEC §5)
 * - line total = rounded unit price × quantity (never rounded again);
 * - a percent voucher subtracts round(total × percent / 100) (half away from zero) of the running total;
 * - an amount (or 'order') voucher subtracts its value, a GROSS CZK amount converted to the shown currency and rounded;
 * - percent vouchers apply first (in the given order, each on the running total), amount vouchers after them; the total
 *   never goes below zero.
 *
 * ## Sale price
 * See `effectiveNetPrice`: the sale price is used when the sale is switched on, the sale price is set and lower than the
 * regular price, and `now` lies within [sale_from, sale_to] (each bound optional, both inclusive). A variant's own
 * price / sale price override the product's when not null.
 *
 * ## Formatting
 * `formatMoney(minor, currency)` → "1 234,50 €": digits grouped by three with a NO-BREAK SPACE (U+00A0) — the
 * separator `Intl.NumberFormat('sk-SK')` uses, present in every font, never wrapping a price across lines —, a comma as
 * decimal separator, `decimals` digits, `symbol_before` glued to the number, `symbol_after` after a no-break space.
 */

/** A currency as the API lists it (SPEC §3: id, code, symbol_before, symbol_after, decimals, rate). */
export interface PricingCurrency {
  id: number;
  code: string;
  /** minor digits: 2 for CZK and EUR */
  decimals: number;
  /** CZK per one unit of the currency (CZK 1, EUR 25.2); stored as numeric(12, 6) */
  rate: number;
  symbol_before: string;
  symbol_after: string;
  /**
   * THE free-delivery threshold: gross minor units of this currency (1 500 Kč, 60 €); null = delivery is never free.
   * Set per currency by the merchant (decision 0060) — read it through `freeDeliveryThreshold`.
   */
  freeDeliveryFrom: number | null;
  /** thresholds kept in CZK (gift thresholds, voucher minimal values) are rounded to this many minor units (100 = whole units) */
  thresholdStep: number;
}

/** The symbols-only part formatMoney needs. */
export type MoneyFormat = Pick<PricingCurrency, 'decimals' | 'symbol_before' | 'symbol_after'>;

/** Thousands separator of formatted amounts: NO-BREAK SPACE (U+00A0). */
const THOUSANDS_SEPARATOR = '\u00A0';
/** Decimal separator of formatted amounts. */
const DECIMAL_SEPARATOR = ',';

// ---------------------------------------------------------------------------------------------------------------------
// exact arithmetic helpers

const RATE_SCALE = 1_000_000n; // currencies.rate is numeric(12, 6)
const PERCENT_SCALE = 10_000n; // percentages are kept to 2 decimals (basis points × 100 = 100.00 %)

/** Rounds the fraction num/den to the nearest integer, halves away from zero. `den` must be > 0. */
export function roundFractionHalfAwayFromZero(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('denominator must be positive');
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}

/** Rounds a JS number to an integer, halves away from zero (Math.round rounds −2.5 to −2). */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // no −0
}

function toMinorInteger(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** Percent (23, 19.5, …) → integer hundredths of a percent (2300n). At most 2 decimals are kept. */
function percentToScaled(percent: number, what: string): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`${what} must be a finite number, got ${percent}`);
  return BigInt(Math.round(percent * 100));
}

/** Rate (25.2) → integer millionths (25_200_000n), as numeric(12, 6) stores it; the one scaling of a currency rate. */
export function rateToScaled(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`currency rate must be positive, got ${rate}`);
  const scaled = BigInt(Math.round(rate * 1_000_000));
  if (scaled <= 0n) throw new RangeError(`currency rate too small: ${rate}`);
  return scaled;
}

const DECIMAL_FACTORS = [1n, 10n, 100n, 1_000n, 10_000n, 100_000n, 1_000_000n] as const;

function decimalsFactor(decimals: number): bigint {
  const factor = DECIMAL_FACTORS[decimals];
  if (factor === undefined || !Number.isInteger(decimals)) throw new RangeError(`bad currency decimals: ${decimals}`);
  return factor;
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of range: ${value}`);
  return n;
}

// ---------------------------------------------------------------------------------------------------------------------
// conversion and the unit price

/**
 * A CZK amount in haléře → minor units of `currency`, rounded half away from zero. No VAT is added: use it for
 * amounts that already are what they should be (gross voucher values, gross thresholds such as free delivery).
 */
export function convertCzkMinor(czkMinor: number, currency: Pick<PricingCurrency, 'rate' | 'decimals'>): number {
  const num = toMinorInteger(czkMinor, 'amount') * decimalsFactor(currency.decimals) * RATE_SCALE;
  const den = 100n * rateToScaled(currency.rate);
  return toSafeNumber(roundFractionHalfAwayFromZero(num, den));
}

/**
 * An amount in minor units of `currency` → CZK haléře: round(minor / 10^decimals × rate × 100), half away from zero.
 * The inverse of convertCzkMinor for every currency whose minor unit is worth at least one haléř (EUR: one cent =
 * 25.2 haléře), so `convertCzkMinor(czkFromCurrencyMinor(x, c), c) === x`. CZK itself is kept as it is. Orders store
 * their amounts in CZK this way (decision 0018); analytics events are in CZK.
 */
export function czkFromCurrencyMinor(minor: number, currency: Pick<PricingCurrency, 'rate' | 'decimals'>): number {
  const num = toMinorInteger(minor, 'amount') * rateToScaled(currency.rate) * 100n;
  const den = decimalsFactor(currency.decimals) * RATE_SCALE;
  return toSafeNumber(roundFractionHalfAwayFromZero(num, den));
}

// ---------------------------------------------------------------------------------------------------------------------
// thresholds per currency (decision 0060)

/**
 * The free-delivery threshold of `currency`: gross minor units of that currency (the merchant sets one per currency:
 * 1 500 Kč, 60 €), compared with the goods total after vouchers in that currency; null = never free. The one source
 * of "free delivery from" for the cart, the checkout, the order, the feeds and the shop's texts.
 */
export function freeDeliveryThreshold(currency: Pick<PricingCurrency, 'freeDeliveryFrom'>): number | null {
  const v = currency.freeDeliveryFrom;
  return v === null || !Number.isSafeInteger(v) || v < 0 ? null : v;
}

/** Free delivery for a goods total (after vouchers, minor units of the currency): the threshold, what is missing, reached. */
export function freeDeliveryProgress(
  totalMinor: number,
  currency: Pick<PricingCurrency, 'freeDeliveryFrom'>,
): { threshold: number; missing: number; reached: boolean } | null {
  const threshold = freeDeliveryThreshold(currency);
  if (threshold === null) return null;
  const reached = totalMinor >= threshold;
  return { threshold, missing: reached ? 0 : threshold - totalMinor, reached };
}

/**
 * A threshold the merchant keeps in gross CZK haléře (a gift's threshold, a voucher's minimal cart value) as the
 * shopper reads it in `currency`: converted, then rounded to the currency's threshold step (nearest, halves up) —
 * 1 000 Kč reads 40 € with a step of 100 cents, not 39,68 €. Never below one step for a positive threshold.
 */
export function thresholdInCurrency(czkMinor: number, currency: Pick<PricingCurrency, 'rate' | 'decimals' | 'thresholdStep'>): number {
  const converted = convertCzkMinor(czkMinor, currency);
  const step = Number.isSafeInteger(currency.thresholdStep) && currency.thresholdStep > 1 ? currency.thresholdStep : 1;
  if (step === 1 || converted <= 0) return converted;
  return Math.max(step, toSafeNumber(roundFractionHalfAwayFromZero(BigInt(converted), BigInt(step)) * BigInt(step)));
}

/** Whether a goods total (minor units of `currency`) reaches a gross CZK threshold as the shopper reads it in `currency`. */
export function reachesThreshold(
  totalMinor: number,
  czkMinor: number,
  currency: Pick<PricingCurrency, 'rate' | 'decimals' | 'thresholdStep'>,
): boolean {
  return totalMinor >= thresholdInCurrency(czkMinor, currency);
}

/**
 * The displayed gross unit price in minor units of `currency` (see the module comment for the exact formula):
 * round(net / 100 / rate × (1 + vat/100) × (1 − groupDiscount/100) × 10^decimals), half away from zero.
 *
 * @param netCzkMinor net price in CZK haléře (the sale price already chosen: see `effectiveNetPrice`)
 * @param vatPercent VAT rate in percent (23, 19, 5, 0)
 * @param groupDiscountPercent customer-group discount in percent (0–100), applied before rounding
 */
export function unitGross(
  netCzkMinor: number,
  vatPercent: number,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
  groupDiscountPercent = 0,
): number {
  const vat = percentToScaled(vatPercent, 'VAT rate');
  if (vat < 0n) throw new RangeError(`VAT rate must not be negative, got ${vatPercent}`);
  const discount = percentToScaled(groupDiscountPercent, 'discount');
  if (discount < 0n || discount > PERCENT_SCALE) throw new RangeError(`discount must be 0–100 %, got ${groupDiscountPercent}`);
  const num =
    toMinorInteger(netCzkMinor, 'net price') *
    (PERCENT_SCALE + vat) *
    (PERCENT_SCALE - discount) *
    decimalsFactor(currency.decimals) *
    RATE_SCALE;
  const den = 100n * PERCENT_SCALE * PERCENT_SCALE * rateToScaled(currency.rate);
  return toSafeNumber(roundFractionHalfAwayFromZero(num, den));
}

// ---------------------------------------------------------------------------------------------------------------------
// the owner's prices: gross, in the main currency (decision 0080)

/**
 * The shop's main currency: the one the owner types and reads prices in (currencies.is_default — EUR for the Slovak
 * shop), else the storefront's default currency id, else the first. Null only for an empty list.
 */
export function mainCurrencyOf<T extends { id: number; isDefault?: boolean }>(currencies: readonly T[], defaultId: number): T | null {
  return currencies.find((c) => c.isDefault === true) ?? currencies.find((c) => c.id === defaultId) ?? currencies[0] ?? null;
}

/** The main currency prices are typed in and the other currencies of the shop (the back office's price previews). */
export interface PriceCurrencies {
  main: PricingCurrency;
  others: PricingCurrency[];
}

/**
 * The net CZK price (haléře) to store for a gross price the owner typed in `currency` (minor units, VAT included,
 * no group discount): the net whose `unitGross` is exactly `grossMinor`, the one nearest the exact conversion (so the
 * derived prices of other currencies are as close as they can be). `keepNet`, when given and already showing
 * `grossMinor`, is kept as it is (a price saved again unchanged is never rewritten). Null when no net price shows
 * exactly that amount — possible only where one haléř of net is worth more than one minor unit of gross (a crown
 * main currency with VAT); for the euro (one cent ≈ 20 haléře of net) every cent is reachable.
 */
export function netCzkForGross(
  grossMinor: number,
  vatPercent: number,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
  keepNet?: number | null,
): number | null {
  const gross = toMinorInteger(grossMinor, 'gross price');
  if (gross < 0n) throw new RangeError(`gross price must not be negative, got ${grossMinor}`);
  if (keepNet !== null && keepNet !== undefined && keepNet >= 0 && unitGross(keepNet, vatPercent, currency) === grossMinor) return keepNet;
  const vat = percentToScaled(vatPercent, 'VAT rate');
  if (vat < 0n) throw new RangeError(`VAT rate must not be negative, got ${vatPercent}`);
  // unitGross(net) = round(net × a / b); the exact inverse is gross × b / a
  const a = (PERCENT_SCALE + vat) * decimalsFactor(currency.decimals) * RATE_SCALE;
  const b = 100n * PERCENT_SCALE * rateToScaled(currency.rate);
  const nearest = roundFractionHalfAwayFromZero(gross * b, a);
  for (const candidate of [nearest, nearest - 1n, nearest + 1n]) {
    if (candidate < 0n) continue;
    const net = toSafeNumber(candidate);
    if (unitGross(net, vatPercent, currency) === grossMinor) return net;
  }
  return null;
}

/**
 * A gross amount changed by `percent` (+10, −7.5; at most 2 decimals kept), rounded to the minor unit half away from
 * zero: the back office's bulk price change (decision 0099) — 19,90 € + 10 % = 21,89 €.
 */
export function changeByPercent(minor: number, percent: number): number {
  const scaled = percentToScaled(percent, 'percent');
  return toSafeNumber(roundFractionHalfAwayFromZero(toMinorInteger(minor, 'amount') * (PERCENT_SCALE + scaled), PERCENT_SCALE));
}

/** Line total = rounded unit price × quantity (SPEC §5); never rounded again. */
export function lineTotal(unitGrossMinor: number, quantity: number): number {
  toMinorInteger(unitGrossMinor, 'unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a non-negative integer, got ${quantity}`);
  return toSafeNumber(BigInt(unitGrossMinor) * BigInt(quantity));
}

/**
 * A gross unit price already in the currency (an order line's locked price) with the customer-group discount taken
 * off: round(unit × (1 − discount/100)), half away from zero — the edit of an order re-prices its lines this way,
 * because an order keeps its gross unit prices, not the net ones (decision 0083).
 */
export function groupDiscountedUnit(unitGrossMinor: number, groupDiscountPercent: number): number {
  const unit = toMinorInteger(unitGrossMinor, 'unit price');
  const discount = percentToScaled(groupDiscountPercent, 'discount');
  if (discount < 0n || discount > PERCENT_SCALE) throw new RangeError(`discount must be 0–100 %, got ${groupDiscountPercent}`);
  return toSafeNumber(roundFractionHalfAwayFromZero(unit * (PERCENT_SCALE - discount), PERCENT_SCALE));
}

// ---------------------------------------------------------------------------------------------------------------------
// sale price

/** The price fields of a product (products table). Amounts net CZK haléře. */
export interface ProductPriceFields {
  price: number;
  priceSale: number | null;
  isPriceSaleActive: boolean;
  saleFrom?: Date | string | null;
  saleTo?: Date | string | null;
}

/** The price fields of a variant: null price / sale price = the product's. */
export interface VariantPriceFields {
  price: number | null;
  priceSale: number | null;
  isPriceSaleActive: boolean;
}

export interface EffectiveNetPrice {
  /** the net CZK haléře the shopper pays (sale price when the sale applies) */
  net: number;
  /** the regular net price (what a sale is struck through from) */
  regular: number;
  /** whether the sale price applies now */
  isSale: boolean;
}

const toTime = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const t = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
};

/** Whether `now` lies within [saleFrom, saleTo]; a missing bound is open. Both bounds inclusive. */
export function isWithinSaleWindow(
  saleFrom: Date | string | null | undefined,
  saleTo: Date | string | null | undefined,
  now: Date,
): boolean {
  const t = now.getTime();
  const from = toTime(saleFrom);
  const to = toTime(saleTo);
  return (from === null || from <= t) && (to === null || t <= to);
}

/**
 * The net price that applies now, for a product or one of its variants.
 *
 * - regular price: `variant.price ?? product.price`;
 * - sale price: `variant.priceSale` when not null (switched on by `variant.isPriceSaleActive`), otherwise
 *   `product.priceSale` (switched on by `product.isPriceSaleActive` or `variant.isPriceSaleActive`);
 * - the sale window is the product's `saleFrom`/`saleTo` (variants have none);
 * - a sale applies only when it is switched on, within its window, and strictly cheaper than the regular price
 *   (a "sale" that costs as much or more is a data mistake and is ignored).
 */
export function effectiveNetPrice(
  product: ProductPriceFields,
  variant: VariantPriceFields | null | undefined,
  now: Date,
): EffectiveNetPrice {
  const regular = variant?.price ?? product.price;
  let salePrice: number | null;
  let switchedOn: boolean;
  if (variant && variant.priceSale !== null) {
    salePrice = variant.priceSale;
    switchedOn = variant.isPriceSaleActive;
  } else {
    salePrice = product.priceSale;
    switchedOn = product.isPriceSaleActive || (variant?.isPriceSaleActive ?? false);
  }
  const isSale = switchedOn && salePrice !== null && salePrice < regular && isWithinSaleWindow(product.saleFrom, product.saleTo, now);
  return { net: isSale ? (salePrice as number) : regular, regular, isSale };
}

/** A price as a screen shows it: the gross unit price and, on sale, the struck-through regular price. */
export interface PriceView {
  /** gross unit price in minor units of the currency (sale and group discount applied) */
  unit: number;
  /** gross regular price (no sale; the group discount applied) in minor units of the currency */
  original: number;
  isSale: boolean;
  /** whole percent the sale takes off the original (0 when no sale), rounded half away from zero */
  salePercent: number;
  /** the net CZK haléře the unit price comes from */
  net: number;
  vatPercent: number;
  currencyCode: string;
}

export interface PriceContext {
  currency: PricingCurrency;
  now: Date;
  /** customer-group discount percent; 0 for guests */
  groupDiscountPercent?: number;
}

/** Everything a product tile, product page or cart line shows about one unit's price. */
export function priceView(
  product: ProductPriceFields,
  variant: VariantPriceFields | null | undefined,
  vatPercent: number,
  ctx: PriceContext,
): PriceView {
  const eff = effectiveNetPrice(product, variant, ctx.now);
  const discount = ctx.groupDiscountPercent ?? 0;
  const unit = unitGross(eff.net, vatPercent, ctx.currency, discount);
  const original = eff.isSale ? unitGross(eff.regular, vatPercent, ctx.currency, discount) : unit;
  const salePercent = eff.isSale && original > 0 ? roundHalfAwayFromZero(((original - unit) * 100) / original) : 0;
  return { unit, original, isSale: eff.isSale, salePercent, net: eff.net, vatPercent, currencyCode: ctx.currency.code };
}

// ---------------------------------------------------------------------------------------------------------------------
// vouchers

/** The rounded percent of a total (half away from zero), never more than the total. */
export function percentVoucherDiscount(totalMinor: number, percent: number): number {
  const total = toMinorInteger(totalMinor, 'total');
  if (total <= 0n) return 0;
  const p = percentToScaled(percent, 'voucher percent');
  if (p < 0n || p > PERCENT_SCALE) throw new RangeError(`voucher percent must be 0–100, got ${percent}`);
  const discount = roundFractionHalfAwayFromZero(total * p, PERCENT_SCALE);
  return toSafeNumber(discount > total ? total : discount);
}

/** An amount voucher's value (gross CZK haléře) converted to the currency, never more than the total. */
export function amountVoucherDiscount(
  totalMinor: number,
  valueCzkMinor: number,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
): number {
  if (totalMinor <= 0) return 0;
  if (valueCzkMinor <= 0) return 0;
  return Math.min(totalMinor, convertCzkMinor(valueCzkMinor, currency));
}

export interface VoucherInput {
  voucherType: 'amount' | 'percent' | 'order';
  /** percent for 'percent'; gross CZK haléře for 'amount' / 'order' */
  value: number;
}

export interface VoucherApplication {
  totalBefore: number;
  /** discount per voucher, same order as the input (minor units of the currency, positive) */
  discounts: number[];
  discountTotal: number;
  totalAfter: number;
}

/**
 * Applies vouchers to a gross total (minor units of the currency): percent vouchers first, each on the running
 * total, then amount/'order' vouchers; the total never drops below zero.
 */
export function applyVouchers(
  totalMinor: number,
  vouchers: readonly VoucherInput[],
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
): VoucherApplication {
  toMinorInteger(totalMinor, 'total');
  const discounts = new Array<number>(vouchers.length).fill(0);
  let running = Math.max(0, totalMinor);
  const order = vouchers
    .map((v, i) => ({ v, i }))
    .sort((a, b) => Number(b.v.voucherType === 'percent') - Number(a.v.voucherType === 'percent') || a.i - b.i);
  for (const { v, i } of order) {
    const d = v.voucherType === 'percent' ? percentVoucherDiscount(running, v.value) : amountVoucherDiscount(running, v.value, currency);
    discounts[i] = d;
    running -= d;
  }
  const discountTotal = discounts.reduce((a, b) => a + b, 0);
  return { totalBefore: totalMinor, discounts, discountTotal, totalAfter: running };
}

/**
 * What vouchers marked "also on delivery" (vouchers.discounts_delivery, decision 0059) may still take off the delivery
 * fee once the goods are paid for: their percents (each on the running fee) and the part of their amounts the goods
 * did not use (minor units of the currency).
 */
export interface DeliveryVoucherAllowance {
  percents: number[];
  amount: number;
}

export const NO_DELIVERY_ALLOWANCE: DeliveryVoucherAllowance = { percents: [], amount: 0 };

/**
 * The allowance of the vouchers that apply (same order as `applyVouchers`' input): a percent voucher marked for
 * delivery takes its percent off the fee; an amount voucher marked for delivery what the goods left of its value.
 */
export function deliveryVoucherAllowance(
  vouchers: readonly (VoucherInput & { discountsDelivery: boolean })[],
  applied: Pick<VoucherApplication, 'discounts'>,
  currency: Pick<PricingCurrency, 'rate' | 'decimals'>,
): DeliveryVoucherAllowance {
  const percents: number[] = [];
  let amount = 0;
  vouchers.forEach((v, i) => {
    if (!v.discountsDelivery) return;
    if (v.voucherType === 'percent') percents.push(v.value);
    else amount += Math.max(0, convertCzkMinor(Math.max(0, v.value), currency) - (applied.discounts[i] ?? 0));
  });
  return { percents, amount };
}

/**
 * What the allowance takes off a delivery fee (minor units, positive): percents first on the running fee, then the
 * amount; never more than the fee (the delivery never goes below 0). The payment fee is never discounted.
 */
export function deliveryVoucherDiscount(feeMinor: number, allowance: DeliveryVoucherAllowance): number {
  toMinorInteger(feeMinor, 'delivery fee');
  let running = Math.max(0, feeMinor);
  for (const percent of allowance.percents) running -= percentVoucherDiscount(running, percent);
  running -= Math.min(running, Math.max(0, allowance.amount));
  return Math.max(0, feeMinor) - running;
}

// ---------------------------------------------------------------------------------------------------------------------
// formatting

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** The one minus sign of money the shop shows (U+2212, straight before the amount: "−2,70 €"). */
const MONEY_MINUS = '\u2212';

/**
 * Formats minor units of a currency: "1 234,50 €", "99,90 Kč", "−5,00 €" (separators: see the module comment).
 * Without a currency the amount is shown as CZK haléře ("… Kč").
 */
export function formatMoney(minor: number, currency: MoneyFormat | null | undefined): string {
  const fmt: MoneyFormat = currency ?? { decimals: 2, symbol_before: '', symbol_after: 'Kč' };
  if (!Number.isFinite(minor)) throw new RangeError(`not a finite amount: ${minor}`);
  const amount = BigInt(roundHalfAwayFromZero(minor));
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const factor = decimalsFactor(fmt.decimals);
  const whole = abs / factor;
  const fraction = abs % factor;
  let text = groupThousands(whole.toString());
  if (fmt.decimals > 0) text += DECIMAL_SEPARATOR + fraction.toString().padStart(fmt.decimals, '0');
  const before = fmt.symbol_before ?? '';
  const after = fmt.symbol_after ? THOUSANDS_SEPARATOR + fmt.symbol_after : '';
  return `${negative ? MONEY_MINUS : ''}${before}${text}${after}`;
}

/**
 * An amount taken off (a discount, a voucher; its sign is ignored) as every screen and e-mail shows it: "−2,70 €".
 * Nothing taken off is "0,00 €", never "−0,00 €" (decision 0062).
 */
export function formatDiscount(minor: number, currency: MoneyFormat | null | undefined): string {
  return formatMoney(-Math.abs(minor), currency);
}

/** A net CZK price shown in a currency with VAT: unitGross + formatMoney. */
export function formatNetPrice(netCzkMinor: number, vatPercent: number, currency: PricingCurrency, groupDiscountPercent = 0): string {
  return formatMoney(unitGross(netCzkMinor, vatPercent, currency, groupDiscountPercent), currency);
}
