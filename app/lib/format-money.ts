/**
 * Money display for components: the pricing module (src/domain/pricing/pricing.ts) is the one place that converts,
 * rounds and formats ("1 234,50 €"); this file only adds the shorthand for a CZK amount shown in the shopper's currency.
 */
import { convertCzkMinor, formatDiscount, formatMoney, type PricingCurrency } from '@/domain/pricing/pricing';

export { formatDiscount, formatMoney };

/** A gross CZK amount (haléře) shown in the shopper's currency: converted, rounded, formatted. */
export function formatCzkIn(czkMinor: number, currency: Omit<PricingCurrency, 'id'> | null | undefined): string {
  if (!currency) return formatMoney(czkMinor, null);
  return formatMoney(convertCzkMinor(czkMinor, currency), currency);
}
