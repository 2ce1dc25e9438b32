/** Back-office texts: plural choices (Slovak and Czech pick one / few / other by Intl.PluralRules) and role names. */
import { describe, expect, it } from 'vitest';
import { roleLabels } from '../../src/domain/back-office/roles';
import { translator } from '../../src/i18n';
import '../../src/i18n/admin';

describe('translator plural choices', () => {
  it('writes 1 objednávka, 2–4 objednávky, 5+ and 0 objednávok (sk) and the Czech forms (cs)', () => {
    const sk = translator('sk');
    const orders = (n: number) => sk('admin.influencers.turnover_value', { amount: '10,00 Kč', orders: n });
    expect(orders(1)).toBe('10,00 Kč (1 objednávka)');
    expect(orders(2)).toBe('10,00 Kč (2 objednávky)');
    expect(orders(4)).toBe('10,00 Kč (4 objednávky)');
    expect(orders(5)).toBe('10,00 Kč (5 objednávok)');
    expect(orders(0)).toBe('10,00 Kč (0 objednávok)');
    expect(orders(22)).toBe('10,00 Kč (22 objednávok)');
    expect(sk('admin.groups.group_title', { id: 2, name: 'Influenceri', members: 1 })).toBe('2. Influenceri (1 člen)');
    expect(sk('admin.groups.group_title', { id: 2, name: 'Influenceri', members: 3 })).toBe('2. Influenceri (3 členovia)');
    expect(sk('admin.groups.group_title', { id: 2, name: 'Influenceri', members: 12 })).toBe('2. Influenceri (12 členov)');
    const cs = translator('cs');
    expect(cs('admin.groups.group_title', { id: 1, name: 'VIP', members: 1 })).toBe('1. VIP (1 člen)');
    expect(cs('admin.groups.group_title', { id: 1, name: 'VIP', members: 2 })).toBe('1. VIP (2 členové)');
    expect(cs('admin.groups.group_title', { id: 1, name: 'VIP', members: 7 })).toBe('1. VIP (7 členů)');
  });

  it('leaves a plural choice whose number is not given as written', () => {
    const sk = translator('sk');
    expect(sk('admin.groups.group_title', { id: 1, name: 'A' })).toContain('{members, plural,');
  });
});

describe('roleLabels', () => {
  it('names the stored roles in Slovak and keeps an unknown one as stored', () => {
    expect(roleLabels(translator('sk'), ['customer', 'editor'])).toBe('zákazník, redaktor');
    expect(roleLabels(translator('sk'), ['customer', 'admin', 'tester'])).toBe('zákazník, administrátor, tester');
  });
});
