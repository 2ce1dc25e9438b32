import { describe, expect, it } from 'vitest';
import {
  amountVoucherDiscount,
  applyVouchers,
  convertCzkMinor,
  czkFromCurrencyMinor,
  deliveryVoucherAllowance,
  effectiveNetPrice,
  formatDiscount,
  freeDeliveryProgress,
  freeDeliveryThreshold,
  formatMoney,
  formatNetPrice,
  isWithinSaleWindow,
  lineTotal,
  percentVoucherDiscount,
  priceView,
  roundFractionHalfAwayFromZero,
  roundHalfAwayFromZero,
  thresholdInCurrency,
  unitGross,
  type PricingCurrency,
} from '../../src/domain/pricing/pricing';
import { grossFactor } from '../../src/domain/pricing/pricing-sql';

const CZK: PricingCurrency = {
  id: 1,
  code: 'CZK',
  decimals: 2,
  rate: 1,
  symbol_before: '',
  symbol_after: 'Kč',
  freeDeliveryFrom: 150_000,
  thresholdStep: 100,
};
const EUR: PricingCurrency = {
  id: 2,
  code: 'EUR',
  decimals: 2,
  rate: 25.2,
  symbol_before: '',
  symbol_after: '€',
  freeDeliveryFrom: 6_000,
  thresholdStep: 100,
};
const NB = '\u00A0';

describe('rounding helpers', () => {
  it('rounds fractions half away from zero', () => {
    expect(roundFractionHalfAwayFromZero(5n, 2n)).toBe(3n); // 2.5
    expect(roundFractionHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundFractionHalfAwayFromZero(3n, 2n)).toBe(2n); // 1.5
    expect(roundFractionHalfAwayFromZero(149n, 100n)).toBe(1n);
    expect(roundFractionHalfAwayFromZero(150n, 100n)).toBe(2n);
    expect(roundFractionHalfAwayFromZero(0n, 7n)).toBe(0n);
    expect(() => roundFractionHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
  it('rounds numbers half away from zero, without -0', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
});

describe('unitGross in CZK (rate 1, 2 decimals)', () => {
  const cases: Array<[net: number, vat: number, expected: number]> = [
    [0, 23, 0],
    [1, 0, 1],
    [10000, 0, 10000],
    [10000, 5, 10500],
    [10000, 19, 11900],
    [10000, 23, 12300],
    [9990, 23, 12288], // 122.877 → 122.88
    [250, 19, 298], // 297.5 → 298 (floats: 297.49999…)
    [50, 23, 62], // 61.5 → 62
    [10, 5, 11], // 10.5 → 11
    [49, 23, 60], // 60.27 → 60
    [1, 23, 1], // 1.23 → 1
    [2, 23, 2], // 2.46 → 2
    [3, 19, 4], // 3.57 → 4
    [2_147_483_647, 23, 2_641_404_886], // the largest integer column value: 2 641 404 885.81 → …886
    [2_000_000_000, 23, 2_460_000_000],
  ];
  it.each(cases)('net %i at %i %% VAT → %i haléřů', (net, vat, expected) => {
    expect(unitGross(net, vat, CZK)).toBe(expected);
  });
});

describe('unitGross in EUR (rate 25.2, 2 decimals)', () => {
  const cases: Array<[net: number, vat: number, expected: number]> = [
    [0, 0, 0],
    [0, 23, 0],
    [25200, 0, 1000], // 252 Kč = 10 €
    [25200, 5, 1050],
    [25200, 19, 1190],
    [25200, 23, 1230],
    [63, 0, 3], // 2.5 cents → 3
    [12, 5, 1], // 0.5 cents → 1
    [180, 19, 9], // 8.5 cents → 9
    [420, 23, 21], // 20.5 cents → 21
    [62, 0, 2], // 2.46 → 2
    [10000, 23, 488], // 100 Kč net = 3.968… € × 1.23 = 4.8809… € → 4.88
    [9990, 19, 472], // 99.90 Kč × 1.19 = 118.881 Kč = 4.7175 € → 4.72
    [2_147_483_647, 23, 104_817_654], // 1 048 176.5379… €
    [2_000_000_000, 23, 97_619_048], // 976 190.476… €
  ];
  it.each(cases)('net %i at %i %% VAT → %i cents', (net, vat, expected) => {
    expect(unitGross(net, vat, EUR)).toBe(expected);
  });
});

describe('unitGross with a customer-group discount (applied before rounding)', () => {
  it('takes the percent off the gross unit price, then rounds once', () => {
    expect(unitGross(10000, 23, CZK, 10)).toBe(11070);
    // 61.5 × 0.9 = 55.35 → 55 (rounding first would give 62 × 0.9 = 55.8 → 56)
    expect(unitGross(50, 23, CZK, 10)).toBe(55);
    // 252 Kč net, 23 %, 15 % off: 12.30 € × 0.85 = 10.455 € → 10.46
    expect(unitGross(25200, 23, EUR, 15)).toBe(1046);
    expect(unitGross(25200, 23, EUR, 100)).toBe(0);
    expect(unitGross(25200, 23, EUR, 0)).toBe(1230);
  });
  it('rejects impossible inputs', () => {
    expect(() => unitGross(100, 23, CZK, 101)).toThrow(RangeError);
    expect(() => unitGross(100, 23, CZK, -1)).toThrow(RangeError);
    expect(() => unitGross(100, -5, CZK)).toThrow(RangeError);
    expect(() => unitGross(1.5, 23, CZK)).toThrow(RangeError);
    expect(() => unitGross(100, 23, { rate: 0, decimals: 2 })).toThrow(RangeError);
    expect(() => unitGross(100, 23, { rate: 1, decimals: 2.5 })).toThrow(RangeError);
  });
  it('handles a negative net (a refund line) symmetrically', () => {
    expect(unitGross(-250, 19, CZK)).toBe(-298);
  });
});

describe('other currencies and decimals', () => {
  it('honours the decimals of a currency', () => {
    const HUF: PricingCurrency = {
      id: 3,
      code: 'HUF',
      decimals: 0,
      rate: 0.0625,
      symbol_before: '',
      symbol_after: 'Ft',
      freeDeliveryFrom: null,
      thresholdStep: 1,
    };
    // 100 Kč net at 0 % = 1600 Ft
    expect(unitGross(10000, 0, HUF)).toBe(1600);
    expect(unitGross(10000, 27, HUF)).toBe(2032);
    expect(formatMoney(2032, HUF)).toBe(`2${NB}032${NB}Ft`);
  });
});

describe('convertCzkMinor (no VAT)', () => {
  it('converts gross CZK amounts', () => {
    expect(convertCzkMinor(150000, EUR)).toBe(5952); // free delivery 1 500 Kč = 59.5238 € → 59.52
    expect(convertCzkMinor(150000, CZK)).toBe(150000);
    expect(convertCzkMinor(126, EUR)).toBe(5); // 5.0 cents
    expect(convertCzkMinor(63, EUR)).toBe(3); // 2.5 → 3
    expect(convertCzkMinor(0, EUR)).toBe(0);
  });
});

describe('lineTotal', () => {
  it('multiplies the ROUNDED unit price by the quantity', () => {
    const unit = unitGross(250, 19, CZK); // 298
    expect(lineTotal(unit, 3)).toBe(894); // not round(297.5 × 3) = 893
    expect(lineTotal(unitGross(63, 0, EUR), 10)).toBe(30); // 3 cents × 10, not 25
    expect(lineTotal(1230, 0)).toBe(0);
    expect(() => lineTotal(1230, -1)).toThrow(RangeError);
    expect(() => lineTotal(1230, 1.5)).toThrow(RangeError);
  });
});

describe('effectiveNetPrice (sale rules)', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const base = { price: 10000, priceSale: 8000, isPriceSaleActive: true, saleFrom: null, saleTo: null };

  it('uses the sale price when switched on', () => {
    expect(effectiveNetPrice(base, null, now)).toEqual({ net: 8000, regular: 10000, isSale: true });
    expect(effectiveNetPrice({ ...base, isPriceSaleActive: false }, null, now)).toEqual({ net: 10000, regular: 10000, isSale: false });
    expect(effectiveNetPrice({ ...base, priceSale: null }, null, now).isSale).toBe(false);
  });
  it('ignores a "sale" that is not cheaper', () => {
    expect(effectiveNetPrice({ ...base, priceSale: 10000 }, null, now).isSale).toBe(false);
    expect(effectiveNetPrice({ ...base, priceSale: 12000 }, null, now).net).toBe(10000);
  });
  it('honours the sale window (both bounds inclusive, each optional)', () => {
    expect(effectiveNetPrice({ ...base, saleFrom: new Date('2025-06-16T00:00:00Z') }, null, now).isSale).toBe(false);
    expect(effectiveNetPrice({ ...base, saleTo: new Date('2025-06-15T11:59:59Z') }, null, now).isSale).toBe(false);
    expect(effectiveNetPrice({ ...base, saleFrom: now, saleTo: now }, null, now).isSale).toBe(true);
    expect(effectiveNetPrice({ ...base, saleFrom: '2025-06-01T00:00:00Z', saleTo: '2025-06-30T00:00:00Z' }, null, now).isSale).toBe(true);
    expect(isWithinSaleWindow(null, null, now)).toBe(true);
  });
  it('lets a variant override the price and the sale price', () => {
    const v = { price: null, priceSale: null, isPriceSaleActive: false };
    expect(effectiveNetPrice(base, v, now)).toEqual({ net: 8000, regular: 10000, isSale: true }); // inherits the product sale
    expect(effectiveNetPrice(base, { ...v, price: 12000 }, now)).toEqual({ net: 8000, regular: 12000, isSale: true });
    expect(effectiveNetPrice(base, { ...v, priceSale: 7000, isPriceSaleActive: true }, now).net).toBe(7000);
    // own sale price switched off: the variant is not on sale even though the product is
    expect(effectiveNetPrice(base, { ...v, priceSale: 7000, isPriceSaleActive: false }, now)).toEqual({
      net: 10000,
      regular: 10000,
      isSale: false,
    });
    // the variant switches on the product's sale price
    expect(effectiveNetPrice({ ...base, isPriceSaleActive: false }, { ...v, isPriceSaleActive: true }, now).net).toBe(8000);
    // the product's window applies to variants
    expect(
      effectiveNetPrice({ ...base, saleTo: new Date('2025-01-01') }, { ...v, priceSale: 7000, isPriceSaleActive: true }, now).isSale,
    ).toBe(false);
  });
});

describe('priceView', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('shows the sale unit price and the struck-through original in the currency', () => {
    const view = priceView({ price: 25200, priceSale: 20160, isPriceSaleActive: true }, null, 23, { currency: EUR, now });
    expect(view).toEqual({ unit: 984, original: 1230, isSale: true, salePercent: 20, net: 20160, vatPercent: 23, currencyCode: 'EUR' });
  });
  it('applies the group discount to both', () => {
    const view = priceView({ price: 10000, priceSale: null, isPriceSaleActive: false }, null, 23, {
      currency: CZK,
      now,
      groupDiscountPercent: 10,
    });
    expect(view.unit).toBe(11070);
    expect(view.original).toBe(11070);
    expect(view.isSale).toBe(false);
    expect(view.salePercent).toBe(0);
  });
});

describe('vouchers', () => {
  it('percent: subtracts the rounded percent of the total', () => {
    expect(percentVoucherDiscount(999, 10)).toBe(100); // 99.9 → 100
    expect(percentVoucherDiscount(995, 10)).toBe(100); // 99.5 → 100
    expect(percentVoucherDiscount(994, 10)).toBe(99);
    expect(percentVoucherDiscount(12345, 15)).toBe(1852); // 1851.75
    expect(percentVoucherDiscount(1000, 100)).toBe(1000);
    expect(percentVoucherDiscount(1000, 0)).toBe(0);
    expect(percentVoucherDiscount(0, 10)).toBe(0);
    expect(() => percentVoucherDiscount(1000, 101)).toThrow(RangeError);
  });
  it('amount: subtracts the converted value, never below zero', () => {
    expect(amountVoucherDiscount(100000, 50000, CZK)).toBe(50000);
    expect(amountVoucherDiscount(100000, 50000, EUR)).toBe(1984); // 500 Kč = 19.84 €
    expect(amountVoucherDiscount(1000, 50000, EUR)).toBe(1000);
    expect(amountVoucherDiscount(0, 50000, EUR)).toBe(0);
  });
  it('applies percent vouchers first, then amounts, and stops at zero', () => {
    const r = applyVouchers(
      10000,
      [
        { voucherType: 'amount', value: 25200 },
        { voucherType: 'percent', value: 10 },
      ],
      EUR,
    );
    // 100.00 € − 10 % = 90.00 €, − 252 Kč (10.00 €) = 80.00 €
    expect(r).toEqual({ totalBefore: 10000, discounts: [1000, 1000], discountTotal: 2000, totalAfter: 8000 });
    const zero = applyVouchers(500, [{ voucherType: 'order', value: 100000 }], EUR);
    expect(zero.totalAfter).toBe(0);
    expect(zero.discountTotal).toBe(500);
    expect(applyVouchers(500, [], CZK).totalAfter).toBe(500);
  });
});

describe('thresholds per currency (decision 0060)', () => {
  it("free delivery is the currency's own amount; null = never free", () => {
    expect(freeDeliveryThreshold(EUR)).toBe(6_000);
    expect(freeDeliveryThreshold({ freeDeliveryFrom: null })).toBeNull();
    expect(freeDeliveryProgress(5_999, EUR)).toEqual({ threshold: 6_000, missing: 1, reached: false });
    expect(freeDeliveryProgress(6_000, EUR)).toEqual({ threshold: 6_000, missing: 0, reached: true });
    expect(freeDeliveryProgress(6_000, { freeDeliveryFrom: null })).toBeNull();
  });

  it('CZK thresholds read rounded to the currency step: 1 000 Kč → 40 €, 500 Kč → 20 €, step 1 keeps the conversion', () => {
    expect(thresholdInCurrency(100_000, EUR)).toBe(4_000);
    expect(thresholdInCurrency(50_000, EUR)).toBe(2_000);
    expect(thresholdInCurrency(150_000, EUR)).toBe(6_000);
    expect(thresholdInCurrency(100_000, { ...EUR, thresholdStep: 1 })).toBe(3_968);
    expect(thresholdInCurrency(100_000, { ...EUR, thresholdStep: 10 })).toBe(3_970);
    expect(thresholdInCurrency(100_000, CZK)).toBe(100_000);
    expect(thresholdInCurrency(1_000, EUR)).toBe(100); // 0,40 € never rounds to 0
    expect(thresholdInCurrency(0, EUR)).toBe(0);
  });

  it('czkFromCurrencyMinor is the inverse of convertCzkMinor', () => {
    for (const minor of [0, 1, 488, 5_952, 6_000, 123_456]) expect(convertCzkMinor(czkFromCurrencyMinor(minor, EUR), EUR)).toBe(minor);
    expect(czkFromCurrencyMinor(6_000, EUR)).toBe(151_200);
  });
});

describe('delivery-discount vouchers (decision 0059)', () => {
  it("marked codes leave their percent and the amount's unused part; unmarked codes leave nothing", () => {
    const vouchers = [
      { voucherType: 'percent' as const, value: 10, discountsDelivery: true },
      { voucherType: 'amount' as const, value: 30_000, discountsDelivery: true }, // 300 Kč = 11,90 €
      { voucherType: 'amount' as const, value: 30_000, discountsDelivery: false },
    ];
    expect(deliveryVoucherAllowance(vouchers, { discounts: [50, 1_000, 500] }, EUR)).toEqual({ percents: [10], amount: 190 });
    expect(deliveryVoucherAllowance(vouchers, { discounts: [50, 1_190, 500] }, EUR)).toEqual({ percents: [10], amount: 0 });
  });
});

describe('formatMoney', () => {
  it('formats with a no-break space every three digits and a decimal comma', () => {
    expect(formatMoney(123450, EUR)).toBe(`1${NB}234,50${NB}€`);
    expect(formatMoney(123450, CZK)).toBe(`1${NB}234,50${NB}Kč`);
    expect(formatMoney(0, EUR)).toBe(`0,00${NB}€`);
    expect(formatMoney(5, EUR)).toBe(`0,05${NB}€`);
    expect(formatMoney(99999, EUR)).toBe(`999,99${NB}€`);
    expect(formatMoney(100000, EUR)).toBe(`1${NB}000,00${NB}€`);
    expect(formatMoney(1234567890, EUR)).toBe(`12${NB}345${NB}678,90${NB}€`);
    expect(formatMoney(-123450, EUR)).toBe(`\u22121${NB}234,50${NB}€`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, CZK)).toBe(`90${NB}071${NB}992${NB}547${NB}409,91${NB}Kč`);
  });
  it('puts symbol_before in front', () => {
    expect(formatMoney(123450, { decimals: 2, symbol_before: '$', symbol_after: '' })).toBe(`$1${NB}234,50`);
  });
  it('defaults to CZK', () => {
    expect(formatMoney(150000, null)).toBe(`1${NB}500,00${NB}Kč`);
  });
  it('matches the sk-SK number format of Intl', () => {
    const intl = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2 }).format(1234567.5);
    expect(formatMoney(123456750, { decimals: 2, symbol_before: '', symbol_after: '' })).toBe(intl);
  });
  it('formats a net price end to end', () => {
    expect(formatNetPrice(25200, 23, EUR)).toBe(`12,30${NB}€`);
    expect(formatNetPrice(250, 19, CZK)).toBe(`2,98${NB}Kč`);
  });
});

describe('formatDiscount', () => {
  it('shows every amount taken off with the one minus sign (U+2212) straight before it, whatever its sign', () => {
    expect(formatDiscount(270, EUR)).toBe(`\u22122,70${NB}€`);
    expect(formatDiscount(-340, EUR)).toBe(`\u22123,40${NB}€`);
    expect(formatDiscount(123450, CZK)).toBe(`\u22121${NB}234,50${NB}Kč`);
    expect(formatDiscount(500, { decimals: 2, symbol_before: '$', symbol_after: '' })).toBe('\u2212$5,00');
    expect(formatDiscount(270, EUR)).toBe(formatMoney(-270, EUR));
  });
  it('never shows a minus on nothing: 0 (or what rounds to 0) is 0,00 €', () => {
    expect(formatDiscount(0, EUR)).toBe(`0,00${NB}€`);
    expect(formatDiscount(-0, EUR)).toBe(`0,00${NB}€`);
    expect(formatDiscount(0.4, EUR)).toBe(`0,00${NB}€`);
    expect(formatMoney(-0.4, EUR)).toBe(`0,00${NB}€`);
  });
});

describe('SQL factor of the formula', () => {
  it('reduces the constants', () => {
    expect(grossFactor(CZK)).toEqual({ k: 1n, d: 10000n });
    expect(grossFactor(EUR)).toEqual({ k: 1n, d: 252000n });
  });
  it('gives the same numbers as unitGross when evaluated in JS', () => {
    for (const currency of [CZK, EUR]) {
      for (const discount of [0, 7, 15]) {
        const { k, d } = grossFactor(currency, discount);
        for (const vat of [0, 5, 19, 23]) {
          for (let net = 0; net < 3000; net += 7) {
            const viaSql = (2n * BigInt(net) * BigInt(10000 + vat * 100) * k + d) / (2n * d);
            expect(Number(viaSql)).toBe(unitGross(net, vat, currency, discount));
          }
        }
      }
    }
  });
});
