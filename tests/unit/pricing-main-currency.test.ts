/**
 * Decision 0080: the owner types gross prices in the main currency; `netCzkForGross` finds the stored net CZK that
 * the one price formula (`unitGross`) maps back to exactly the typed amount.
 */
import { describe, expect, it } from 'vitest';
import { mainCurrencyOf, netCzkForGross, unitGross, type PricingCurrency } from '../../src/domain/pricing/pricing';

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
const CZK: PricingCurrency = { ...EUR, id: 1, code: 'CZK', rate: 1, symbol_after: 'Kč', freeDeliveryFrom: 150_000 };

describe('netCzkForGross', () => {
  it('19,90 € at 23 % is stored as a net CZK price the shop shows as exactly 19,90 €', () => {
    const net = netCzkForGross(1990, 23, EUR)!;
    expect(net).toBe(40_771);
    expect(unitGross(net, 23, EUR)).toBe(1990);
  });

  it('reaches every euro cent from 0,00 € to 300,00 € at every Slovak VAT rate, exactly', () => {
    for (const vat of [0, 5, 19, 23]) {
      for (let gross = 0; gross <= 30_000; gross += 1) {
        const net = netCzkForGross(gross, vat, EUR);
        expect(net).not.toBeNull();
        if (unitGross(net!, vat, EUR) !== gross) throw new Error(`${gross} at ${vat} % shows ${unitGross(net!, vat, EUR)}`);
      }
    }
  });

  it('keeps a stored net that already shows the typed amount (an unchanged price is never rewritten)', () => {
    // 40 769 and 40 771 haléře both show 19,90 €
    expect(unitGross(40_769, 23, EUR)).toBe(1990);
    expect(netCzkForGross(1990, 23, EUR, 40_769)).toBe(40_769);
    expect(netCzkForGross(1990, 23, EUR, 40_000)).toBe(40_771);
    // a VAT change keeps the gross the owner typed: a new net
    expect(unitGross(netCzkForGross(1990, 19, EUR, 40_769)!, 19, EUR)).toBe(1990);
  });

  it('picks the net nearest the exact conversion (the crown price a Czech shopper sees is as close as it gets)', () => {
    const net = netCzkForGross(1990, 23, EUR)!;
    // 19,90 € × 25,2 = 501,48 Kč gross exactly
    expect(Math.abs(unitGross(net, 23, CZK) - 50_148)).toBeLessThanOrEqual(1);
  });

  it('refuses an amount no net price shows (crowns with VAT: 1 haléř of net is 1,23 haléře of gross)', () => {
    const unreachable = Array.from({ length: 200 }, (_, i) => 10_000 + i).filter((g) => netCzkForGross(g, 23, CZK) === null);
    expect(unreachable.length).toBeGreaterThan(0);
    for (const g of unreachable) expect([-1, 0, 1].some((d) => unitGross(Math.round(g / 1.23) + d, 23, CZK) === g)).toBe(false);
    // and whole crowns a Czech shop types are found
    expect(unitGross(netCzkForGross(19_900, 23, CZK)!, 23, CZK)).toBe(19_900);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => netCzkForGross(-1, 23, EUR)).toThrow(RangeError);
    expect(() => netCzkForGross(19.9, 23, EUR)).toThrow(RangeError);
  });
});

describe('mainCurrencyOf', () => {
  it('is the currency marked default, else the storefront default id, else the first', () => {
    expect(
      mainCurrencyOf(
        [
          { id: 1, isDefault: false },
          { id: 2, isDefault: true },
        ],
        1,
      )?.id,
    ).toBe(2);
    expect(mainCurrencyOf([{ id: 1 }, { id: 2 }], 2)?.id).toBe(2);
    expect(mainCurrencyOf([{ id: 5 }], 2)?.id).toBe(5);
    expect(mainCurrencyOf([], 2)).toBeNull();
  });
});
