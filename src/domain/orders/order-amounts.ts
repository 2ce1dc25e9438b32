/**
 * The amounts an order stores (decisions 0013 and 0018): every amount is computed in the
 * shopper's currency by the pricing module (what the cart and the checkout showed) and stored as GROSS minor CZK
 * with the currency code and rate, chosen so that the summary's `convertCzkMinor(stored, { rate, decimals })` gives
 * back exactly the amount the shopper saw. Pure functions.
 */
import { czkFromCurrencyMinor, roundFractionHalfAwayFromZero, type PricingCurrency } from '../pricing/pricing';
import type { VatBreakdownEntry } from '../../db/schema';

/** The VAT contained in a gross amount at `rate` percent: round(gross × rate / (100 + rate)), half away from zero. */
export function vatOfGross(gross: number, ratePercent: number): number {
  const rate = BigInt(Math.round(ratePercent * 100));
  return Number(roundFractionHalfAwayFromZero(BigInt(gross) * rate, 10_000n + rate));
}

export interface VatInput {
  /** goods per VAT rate: gross line totals (group discount applied), minor units of the currency */
  goods: Array<{ rate: number; total: number }>;
  /** voucher discounts (positive), spread over the goods in proportion to their totals */
  voucherDiscount: number;
  /** delivery and payment fees with their VAT rates */
  fees: Array<{ rate: number; total: number }>;
}

/**
 * VAT breakdown per rate, in minor units of the currency: the goods of each rate minus their share of the voucher
 * discount (proportional; the last rate takes the rounding remainder), plus the fees of that rate. Entries with a
 * total of 0 are left out; highest rate first. vat = VAT contained in the total, base = total − vat.
 */
export function vatBreakdown(input: VatInput): VatBreakdownEntry[] {
  const goods = new Map<number, number>();
  for (const g of input.goods) if (g.total > 0) goods.set(g.rate, (goods.get(g.rate) ?? 0) + g.total);
  const goodsTotal = [...goods.values()].reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, input.voucherDiscount), goodsTotal);

  const totals = new Map<number, number>();
  const rates = [...goods.keys()].sort((a, b) => b - a);
  let remaining = discount;
  rates.forEach((rate, index) => {
    const gross = goods.get(rate)!;
    const share =
      index === rates.length - 1
        ? remaining
        : Math.min(remaining, Number(roundFractionHalfAwayFromZero(BigInt(discount) * BigInt(gross), BigInt(goodsTotal))));
    remaining -= share;
    totals.set(rate, gross - share);
  });
  for (const fee of input.fees) if (fee.total > 0) totals.set(fee.rate, (totals.get(fee.rate) ?? 0) + fee.total);

  return [...totals.entries()]
    .filter(([, total]) => total > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, total]) => {
      const vat = vatOfGross(total, rate);
      return { rate, base: total - vat, vat, total };
    });
}

/** A VAT breakdown in the currency → stored CZK (each figure converted, so the summary shows the same figures). */
export function vatBreakdownInCzk(entries: VatBreakdownEntry[], currency: Pick<PricingCurrency, 'rate' | 'decimals'>): VatBreakdownEntry[] {
  return entries.map((e) => ({
    rate: e.rate,
    base: czkFromCurrencyMinor(e.base, currency),
    vat: czkFromCurrencyMinor(e.vat, currency),
    total: czkFromCurrencyMinor(e.total, currency),
  }));
}
