/**
 * The totals of an edited order (decision 0083), computed the way order placement computes them, through the pricing
 * module only. Pure: every amount in and out is gross, in minor units of the ORDER's currency at the order's own
 * rate (the caller converts from and to the stored CZK with convertCzkMinor / czkFromCurrencyMinor).
 *
 * - a line keeps its unit price (before the customer-group discount) — the price the customer ordered at; the group
 *   discount the order was priced with is taken off each unit (pricing.groupDiscountedUnit); gifts cost 0;
 * - the order's vouchers apply again to the goods after the group discount (pricing.applyVouchers): a percentage
 *   voucher takes its percentage of the new goods total, an amount voucher its amount (never more than the goods);
 * - delivery: free when the carrier costs nothing or the goods after vouchers reach the free-delivery threshold of the
 *   order's currency; else the fee — what a delivery-discount voucher leaves lowers it (decision 0059);
 * - the payment fee stays what the order charged;
 * - VAT per rate as at placement (order-amounts.vatBreakdown).
 */
import type { VatBreakdownEntry } from '../../db/schema';
import {
  applyVouchers,
  deliveryVoucherAllowance,
  deliveryVoucherDiscount,
  freeDeliveryThreshold,
  groupDiscountedUnit,
  lineTotal,
  type PricingCurrency,
  type VoucherInput,
} from '../pricing/pricing';
import { vatBreakdown } from './order-amounts';

interface RepricedLineInput {
  /** gross unit price before the group discount (0 for a gift) */
  unitPrice: number;
  quantity: number;
  taxRate: number;
  isGift: boolean;
}

export interface OrderRepricingInput {
  lines: readonly RepricedLineInput[];
  groupDiscountPercent: number;
  /** the order's vouchers in the order they were applied */
  vouchers: ReadonlyArray<VoucherInput & { discountsDelivery: boolean }>;
  currency: Pick<PricingCurrency, 'rate' | 'decimals' | 'freeDeliveryFrom'>;
  /** the carrier's fee when delivery is not free (gross), and its VAT rate */
  delivery: { fee: number; vatPercent: number };
  payment: { fee: number; vatPercent: number };
}

export interface OrderTotals {
  /** Σ unit price × quantity, before the group discount */
  items: number;
  groupDiscount: number;
  voucherDiscount: number;
  /** goods after the group discount and the vouchers */
  goods: number;
  /** the delivery fee charged before a delivery-discount voucher (0 = free) */
  delivery: number;
  deliveryDiscount: number;
  payment: number;
  /** groupDiscount + voucherDiscount + deliveryDiscount, as orders.discount_total keeps it */
  discount: number;
  /** what the customer pays */
  total: number;
  vat: VatBreakdownEntry[];
}

export function repriceOrder(input: OrderRepricingInput): OrderTotals {
  let items = 0;
  let subtotal = 0;
  const goodsByRate: Array<{ rate: number; total: number }> = [];
  for (const line of input.lines) {
    const unit = line.isGift ? 0 : line.unitPrice;
    const discounted = groupDiscountedUnit(unit, input.groupDiscountPercent);
    items += lineTotal(unit, line.quantity);
    const total = lineTotal(discounted, line.quantity);
    subtotal += total;
    goodsByRate.push({ rate: line.taxRate, total });
  }
  const applied = applyVouchers(subtotal, input.vouchers, input.currency);
  const goods = applied.totalAfter;
  const allowance = deliveryVoucherAllowance(input.vouchers, applied, input.currency);
  const threshold = freeDeliveryThreshold(input.currency);
  const fee = input.delivery.fee <= 0 || (threshold !== null && goods >= threshold) ? 0 : input.delivery.fee;
  const deliveryDiscount = deliveryVoucherDiscount(fee, allowance);
  const payment = Math.max(0, input.payment.fee);
  const vat = vatBreakdown({
    goods: goodsByRate,
    voucherDiscount: applied.discountTotal,
    fees: [
      { rate: input.delivery.vatPercent, total: fee - deliveryDiscount },
      { rate: input.payment.vatPercent, total: payment },
    ],
  });
  const groupDiscount = items - subtotal;
  return {
    items,
    groupDiscount,
    voucherDiscount: applied.discountTotal,
    goods,
    delivery: fee,
    deliveryDiscount,
    payment,
    discount: groupDiscount + applied.discountTotal + deliveryDiscount,
    total: goods + fee - deliveryDiscount + payment,
    vat,
  };
}
