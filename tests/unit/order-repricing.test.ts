/**
 * The totals of an edited order (decision 0083): kept unit prices, the group discount on each unit, the order's
 * vouchers again (a percentage of the new goods), free delivery from the currency's threshold, the payment fee, VAT.
 */
import { describe, expect, it } from 'vitest';
import { repriceOrder } from '../../src/domain/orders/order-repricing';
import { groupDiscountedUnit } from '../../src/domain/pricing/pricing';

const EUR = { rate: 25.2, decimals: 2, freeDeliveryFrom: 6_000 };
const line = (unitPrice: number, quantity: number, taxRate = 23) => ({ unitPrice, quantity, taxRate, isGift: false });

describe('groupDiscountedUnit', () => {
  it('takes the percent off a gross unit price with one rounding, half away from zero', () => {
    expect(groupDiscountedUnit(488, 0)).toBe(488);
    expect(groupDiscountedUnit(488, 10)).toBe(439); // 439.2
    expect(groupDiscountedUnit(495, 10)).toBe(446); // 445.5 → 446
    expect(groupDiscountedUnit(1000, 100)).toBe(0);
    expect(() => groupDiscountedUnit(100, 101)).toThrow(RangeError);
  });
});

describe('repriceOrder', () => {
  it('a percentage voucher takes its percent of the new goods; the courier fee stays below the threshold', () => {
    const totals = repriceOrder({
      lines: [line(488, 3)],
      groupDiscountPercent: 0,
      vouchers: [{ voucherType: 'percent', value: 5, discountsDelivery: false }],
      currency: EUR,
      delivery: { fee: 490, vatPercent: 23 },
      payment: { fee: 150, vatPercent: 23 },
    });
    expect(totals).toEqual(
      expect.objectContaining({
        items: 1464,
        groupDiscount: 0,
        voucherDiscount: 73,
        goods: 1391,
        delivery: 490,
        payment: 150,
        total: 2031,
      }),
    );
    expect(totals.discount).toBe(73);
    expect(totals.vat.reduce((sum, v) => sum + v.total, 0)).toBe(2031);
  });

  it('group discount per unit, amount voucher capped, free delivery once the goods reach the threshold', () => {
    const totals = repriceOrder({
      lines: [line(2000, 3), line(500, 1, 19), { unitPrice: 0, quantity: 1, taxRate: 23, isGift: true }],
      groupDiscountPercent: 10,
      vouchers: [{ voucherType: 'amount', value: 12_600, discountsDelivery: false }], // 126 Kč = 5 €
      currency: EUR,
      delivery: { fee: 490, vatPercent: 23 },
      payment: { fee: 0, vatPercent: 23 },
    });
    // 3 × 1800 + 450 = 5 850 after the group discount (650 off 6 500); −500 → 5 350 < 6 000: delivery charged
    expect(totals).toEqual(expect.objectContaining({ items: 6500, groupDiscount: 650, voucherDiscount: 500, goods: 5350, delivery: 490 }));
    expect(totals.total).toBe(5840);
    const free = repriceOrder({
      lines: [line(2000, 4)],
      groupDiscountPercent: 0,
      vouchers: [],
      currency: EUR,
      delivery: { fee: 490, vatPercent: 23 },
      payment: { fee: 0, vatPercent: 23 },
    });
    expect(free.delivery).toBe(0);
    expect(free.total).toBe(8000);
  });

  it('a delivery-discount voucher lowers the fee by what the goods left of it', () => {
    const totals = repriceOrder({
      lines: [line(300, 1)],
      groupDiscountPercent: 0,
      vouchers: [{ voucherType: 'amount', value: 12_600, discountsDelivery: true }], // 5 € on 3 € of goods: 2 € left
      currency: EUR,
      delivery: { fee: 490, vatPercent: 23 },
      payment: { fee: 0, vatPercent: 23 },
    });
    expect(totals).toEqual(expect.objectContaining({ goods: 0, delivery: 490, deliveryDiscount: 200, discount: 500, total: 290 }));
  });
});
