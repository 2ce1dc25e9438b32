import { describe, expect, it } from 'vitest';
import {
  icoCheckDigit,
  isValidDic,
  isValidIcDph,
  isValidIco,
  normalizeIco,
  normalizeTaxId,
} from '../../src/domain/company-registry/company-id';

describe('IČO', () => {
  it.each(['31333532', '35697270', '27074358', '00123455', '45678901'])('accepts %s (correct check digit)', (ico) => {
    expect(isValidIco(ico)).toBe(true);
  });

  it.each([
    ['31333533', 'wrong check digit'],
    ['35697271', 'wrong check digit'],
    ['3133353', 'seven digits, not normalized'],
    ['313335321', 'nine digits'],
    ['3133353a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (ico) => {
    expect(isValidIco(ico)).toBe(false);
  });

  it('computes the check digit with weights 8…2 and (11 − sum mod 11) mod 10', () => {
    // 3·8+1·7+3·6+3·5+3·4+5·3+3·2 = 97; 97 mod 11 = 9; 11 − 9 = 2
    expect(icoCheckDigit('3133353')).toBe(2);
    // remainder 0 → 11 mod 10 = 1; remainder 1 → 10 mod 10 = 0
    expect(icoCheckDigit('0000000')).toBe(1);
    expect(icoCheckDigit('0000006')).toBe(0); // 6·2 = 12, 12 mod 11 = 1
  });

  it('normalizes spaces and pads 6- and 7-digit numbers with zeros', () => {
    expect(normalizeIco(' 313 335 32 ')).toBe('31333532');
    expect(normalizeIco('123455')).toBe('00123455');
    expect(isValidIco(normalizeIco('123455'))).toBe(true);
    expect(normalizeIco('12345')).toBe('12345');
  });
});

describe('DIČ and IČ DPH', () => {
  it('Slovak DIČ has 10 digits', () => {
    expect(isValidDic('2020317068', 'SK')).toBe(true);
    expect(isValidDic('202031706', 'SK')).toBe(false);
    expect(isValidDic('SK2020317068', 'SK')).toBe(false);
  });

  it("Czech DIČ is 'CZ' and 8–10 digits", () => {
    expect(isValidDic('CZ27074358', 'CZ')).toBe(true);
    expect(isValidDic('CZ8001011234', 'CZ')).toBe(true);
    expect(isValidDic('27074358', 'CZ')).toBe(false);
    expect(isValidDic('CZ1234567', 'CZ')).toBe(false);
  });

  it("Slovak IČ DPH is 'SK' and 10 digits; the Czech shop takes any EU VAT ID", () => {
    expect(isValidIcDph('SK2020317068', 'SK')).toBe(true);
    expect(isValidIcDph('2020317068', 'SK')).toBe(false);
    expect(isValidIcDph('CZ2020317068', 'SK')).toBe(false);
    expect(isValidIcDph('DE123456789', 'CZ')).toBe(true);
    expect(isValidIcDph('123456789', 'CZ')).toBe(false);
  });

  it('normalizes tax IDs to upper case without spaces', () => {
    expect(normalizeTaxId(' sk 2020 317 068')).toBe('SK2020317068');
  });
});
