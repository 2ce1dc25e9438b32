/**
 * The change history in the owner's words (decision 0090): labels, money, names instead of ids, shop-time dates,
 * Áno/Nie, stock per store, order states, variant fields on the product, and the fallback for an unknown field.
 */
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditReferenceIds, formatAuditChanges, type AuditRefKind } from '../../src/domain/back-office/audit-format';
import { isMessageKey, translator } from '../../src/i18n';
import '../../src/i18n/admin';

const t = translator('sk');
/** "label: from → to" lines, no-break spaces (money, dates) written as spaces */
const format = (entity: string, changes: unknown, refs: Record<string, string> = {}) =>
  formatAuditChanges(t, { entity, changes, refs }, isMessageKey).map((c) =>
    (c.from === null ? `${c.label}: ${c.to}` : `${c.label}: ${c.from} → ${c.to}`).replace(/[\u00a0\u202f]/g, ' '),
  );

describe('formatAuditChanges', () => {
  it('a product edit: price as money, brand and category names, booleans, a sale date in shop time', () => {
    const lines = format(
      'products',
      {
        price: { from: 40769, to: 39900 },
        brandId: { from: 10, to: 11 },
        categories: { from: [3], to: [3, 7] },
        isVisible: { from: false, to: true },
        saleFrom: { from: null, to: '2026-07-01T08:30:00.000Z' },
        deliveryRestriction: { from: null, to: 'pickup_only' },
      },
      { 'brands:10': 'Amscan', 'brands:11': 'Godan', 'categories:3': 'Balóny', 'categories:7': 'Svadba' },
    );
    expect(lines).toEqual([
      'Cena bez DPH: 407,69 Kč → 399,00 Kč',
      'Značka: Amscan → Godan',
      'Kategórie: Balóny → Balóny, Svadba',
      'Zobrazený v obchode: Nie → Áno',
      'Akcia od: – → 1. 7. 2026 10:30',
      'Obmedzenie dopravy: – → Len osobný odber',
    ]);
  });

  it('stock per store with the store name; a variant field on the product history; a deleted row as #id', () => {
    expect(
      format('product_variants', { 'stock.1': { from: 0, to: 14 }, 'stock.9': { from: 2, to: 1 } }, { 'stores:1': 'E-shop sklad' }),
    ).toEqual(['Sklad – E-shop sklad: 0 ks → 14 ks', 'Sklad – #9: 2 ks → 1 ks']);
    expect(
      format(
        'products',
        { 'BAL-SRD-45.price': { from: null, to: 500 }, 'BAL-SRD-45.stock.2': { from: 1, to: 3 } },
        { 'stores:2': 'Nitra' },
      ),
    ).toEqual(['Variant BAL-SRD-45: Cena bez DPH: – → 5,00 Kč', 'Variant BAL-SRD-45: Sklad – Nitra: 1 ks → 3 ks']);
    expect(format('product_variants', { restockDate: { from: null, to: '2026-12-03' } })).toEqual(['Naskladnenie: – → 3. 12. 2026']);
  });

  it('an order: states in Slovak, the payment time in shop time, the stock returned by a cancel with names', () => {
    expect(
      format(
        'orders',
        {
          state: { from: 'waiting_for_payment', to: 'paid' },
          paidAt: { from: null, to: '2026-01-15T23:30:00.000Z' },
          trackingNumber: { from: null, to: 'Z 123' },
          stockReturned: { from: null, to: '2× variant 5 → store 3' },
        },
        { 'variants:5': 'Balón Srdce (BAL-SRD-45)', 'stores:3': 'Košice' },
      ),
    ).toEqual([
      'Stav: Čaká na platbu → Zaplatená',
      'Uhradená: – → 16. 1. 2026 0:30',
      'Číslo zásielky: – → Z 123',
      'Vrátené na sklad: – → 2 ks Balón Srdce (BAL-SRD-45) → Košice',
    ]);
  });

  it('vouchers: the value by type, minimum as money, owner by name; groups and commission in percent', () => {
    expect(format('vouchers', { voucherType: { from: null, to: 'percent' }, value: { from: null, to: 15 } })).toEqual([
      'Typ kupónu: – → Percentá',
      'Hodnota: – → 15 %',
    ]);
    expect(
      format(
        'vouchers',
        { minimalPrice: { from: null, to: 50400 }, ownerUserId: { from: null, to: 2 } },
        { 'users:2': 'Ivana Mrázová <influencer@party-shop.sk>' },
      ),
    ).toEqual(['Minimálna hodnota košíka: – → 504,00 Kč', 'Vlastník (influencer): – → Ivana Mrázová <influencer@party-shop.sk>']);
    expect(
      format(
        'users',
        { groupId: { from: 1, to: 3 }, commissionPercent: { from: null, to: 10 } },
        { 'customerGroups:1': 'Zákazníci', 'customerGroups:3': 'Veľkoodberatelia' },
      ),
    ).toEqual(['Skupina: Zákazníci → Veľkoodberatelia', 'Provízia: – → 10 %']);
  });

  it('an unknown field gets a label of its own kind, never the stored key; values stay readable', () => {
    const lines = format('products', {
      someNewFlag: { from: true, to: false },
      when: { from: null, to: '2026-03-01T10:00:00.000Z' },
      blob: { a: 1 },
    });
    expect(lines).toEqual(['Ďalší údaj: Áno → Nie', 'Ďalší údaj: – → 1. 3. 2026 11:00', 'Ďalší údaj: Ďalší údaj: 1']);
    expect(lines.join(' ')).not.toMatch(/someNewFlag|when|T10:00/);
  });

  it('a plain note (no from/to) and HTML text shortened to words', () => {
    expect(format('reviews', { review: '#12', status: { from: 'pending', to: 'published' } })).toEqual([
      'Hodnotenie: #12',
      'Stav: Čaká na schválenie → Zverejnené',
    ]);
    expect(format('posts', { content: { from: '<p>Ahoj <b>svet</b></p>', to: null } })).toEqual(['Text: Ahoj svet → –']);
  });

  it('action names in Slovak, an unknown action as an edit', () => {
    expect(auditActionLabel(t, 'mark_paid', isMessageKey)).toBe('označenie ako uhradené');
    expect(auditActionLabel(t, 'cancel', isMessageKey)).toBe('storno');
    expect(auditActionLabel(t, 'something_new', isMessageKey)).toBe('úprava');
  });
});

describe('auditReferenceIds', () => {
  it('collects the ids of brands, categories, stores (stock keys) and the variants and stores of returned stock', () => {
    const into = new Map<AuditRefKind, Set<string>>();
    auditReferenceIds(
      'products',
      { brandId: { from: 10, to: null }, categories: { from: [1], to: [1, 2] }, 'X.stock.4': { from: 0, to: 1 } },
      into,
    );
    auditReferenceIds('orders', { stockReturned: { from: null, to: '1× variant 8 → store 3' } }, into);
    expect(Object.fromEntries([...into].map(([k, v]) => [k, [...v].sort()]))).toEqual({
      brands: ['10'],
      categories: ['1', '2'],
      stores: ['3', '4'],
      variants: ['8'],
    });
  });
});

describe('plural forms of the owner texts', () => {
  it('1 objednávka / 2 objednávky / 5 objednávok; 1 variant / 3 varianty / 7 variantov', () => {
    expect([1, 2, 5].map((count) => t('admin.search.order_count', { count }))).toEqual(['1 objednávka', '2 objednávky', '5 objednávok']);
    expect([1, 3, 7].map((count) => t('admin.products.variants_count', { count }))).toEqual(['1 variant', '3 varianty', '7 variantov']);
    expect(translator('cs')('admin.products.variants_count', { count: 2 })).toBe('2 varianty');
  });
});
