/**
 * Money display for components: the pricing module (src/domain/pricing/pricing.ts) is the one place that converts,
 * rounds and formats ("1 234,50 €").
 */
import { formatDiscount, formatMoney } from '@/domain/pricing/pricing';

export { formatDiscount, formatMoney };
