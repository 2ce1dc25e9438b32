import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from '../../src/lib/money-input';

describe('parseMoneyInput', () => {
  it('reads a decimal comma or dot, digit grouping and a currency mark', () => {
    expect(parseMoneyInput('12,50')).toBe(1250);
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput('1 234,50 €')).toBe(123_450);
    expect(parseMoneyInput('1\u00a0234,5 Kč')).toBe(123_450);
    expect(parseMoneyInput('99 CZK')).toBe(9900);
    expect(parseMoneyInput('0,07')).toBe(7);
  });

  it('answers null for blank and NaN for what is not an amount', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('  ')).toBeNull();
    expect(parseMoneyInput(undefined)).toBeNull();
    for (const text of ['abc', '12,5,0', '1,2.3', '12,345', '1234567890', '12 €€', ',50']) expect(parseMoneyInput(text), text).toBeNaN();
  });

  it('refuses negatives unless the caller allows them', () => {
    expect(parseMoneyInput('-5')).toBeNaN();
    expect(parseMoneyInput('\u22125,50')).toBeNaN();
    expect(parseMoneyInput('-5', { allowNegative: true })).toBe(-500);
    expect(parseMoneyInput('\u22125,50', { allowNegative: true })).toBe(-550);
  });

  it('follows the currency decimals and rounds extra fraction digits half away from zero', () => {
    expect(parseMoneyInput('12', { decimals: 0 })).toBe(12);
    expect(parseMoneyInput('12,5', { decimals: 0 })).toBeNaN();
    expect(parseMoneyInput('12,345', { maxFractionDigits: 4 })).toBe(1235);
    expect(parseMoneyInput('12,3449', { maxFractionDigits: 4 })).toBe(1234);
    expect(parseMoneyInput('1,005', { maxFractionDigits: 4 })).toBe(101); // a float would say 100
    expect(parseMoneyInput('-12,345', { maxFractionDigits: 4, allowNegative: true })).toBe(-1235);
    expect(parseMoneyInput('12,34567', { maxFractionDigits: 4 })).toBeNaN();
  });
});

describe('formatMoneyInput', () => {
  it('writes minor units with a decimal comma, negatives included', () => {
    expect(formatMoneyInput(1250)).toBe('12,50');
    expect(formatMoneyInput(7)).toBe('0,07');
    expect(formatMoneyInput(-50)).toBe('-0,50');
    expect(formatMoneyInput(-1250)).toBe('-12,50');
    expect(formatMoneyInput(12, 0)).toBe('12');
    expect(formatMoneyInput(null)).toBe('');
    for (const minor of [0, 1, 99, 100, 123_450, -1]) expect(parseMoneyInput(formatMoneyInput(minor), { allowNegative: true })).toBe(minor);
  });
});
