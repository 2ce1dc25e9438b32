/** The generated delivery and payment section (decision 0061): the offer rule, escaping, placement in the page text. */
import { describe, expect, it } from 'vitest';
import {
  deliveryPaymentFacts,
  deliveryPaymentFactsHtml,
  pageWithDeliveryFacts,
  withDeliveryPaymentFacts,
  type DeliveryRecords,
} from '../../src/domain/checkout/delivery-payment-facts';
import { translator } from '../../src/i18n';

const EUR = {
  id: 2,
  code: 'EUR',
  decimals: 2,
  rate: 25,
  symbol_before: '',
  symbol_after: '€',
  freeDeliveryFrom: 6_000,
  thresholdStep: 100,
};
const t = translator('sk');

const records = (): DeliveryRecords => ({
  carriers: [
    { id: 1, code: 'pickup', name: 'Osobný odber', price: 0, vatPercent: 23, deliveryDays: null, isActive: true },
    { id: 2, code: 'courier', name: 'Kuriér <b>', price: 10_000, vatPercent: 0, deliveryDays: '1–2 dni', isActive: true },
    { id: 3, code: 'packeta', name: 'Zásielkovňa', price: 5_000, vatPercent: 0, deliveryDays: null, isActive: true },
  ],
  paymentMethods: [
    { id: 1, code: 'bank_transfer', name: 'Prevod', price: 0, vatPercent: 0, isActive: true },
    { id: 2, code: 'card', name: 'Karta', price: 0, vatPercent: 0, isActive: true },
    { id: 3, code: 'cod', name: 'Dobierka', price: 2_500, vatPercent: 0, isActive: true },
  ],
});

describe('deliveryPaymentFacts', () => {
  it('offers what the checkout offers: card only with a gateway, Packeta only when enabled, the lowest threshold', () => {
    const off = deliveryPaymentFacts(records(), { cardEnabled: false, packetaEnabled: false, currency: EUR, locale: 'sk' });
    expect(off.carriers.map((c) => c.code)).toEqual(['pickup', 'courier']);
    expect(off.paymentMethods.map((m) => m.code)).toEqual(['bank_transfer', 'cod']);
    expect(off.cardBrands).toEqual([]);
    expect(off.freeDeliveryFrom).toBe(6_000); // the currency's own threshold (decision 0060)
    expect(off.country).toBe('SK');
    const on = deliveryPaymentFacts(records(), { cardEnabled: true, packetaEnabled: true, currency: EUR, locale: 'cs' });
    expect(on.carriers.map((c) => c.code)).toEqual(['pickup', 'courier', 'packeta']);
    expect(on.freeDeliveryFrom).toBe(6_000);
    expect(on.cardBrands).toContain('Visa');
    expect(on.country).toBe('CZ');
    // cash on delivery is never offered with personal pickup
    expect(on.paymentMethods.find((m) => m.code === 'cod')!.carriers).toEqual(['courier', 'packeta']);
  });

  it('a payment method no offered carrier allows is not promised', () => {
    const only = records();
    only.carriers = only.carriers.filter((c) => c.code === 'pickup');
    const facts = deliveryPaymentFacts(only, { cardEnabled: false, packetaEnabled: true, currency: EUR, locale: 'sk' });
    expect(facts.paymentMethods.map((m) => m.code)).toEqual(['bank_transfer']);
  });
});

describe('deliveryPaymentFactsHtml', () => {
  it('escapes names, prices the carriers in the currency and lists the card brands with "alebo"', () => {
    const facts = deliveryPaymentFacts(records(), { cardEnabled: true, packetaEnabled: true, currency: EUR, locale: 'sk' });
    const html = deliveryPaymentFactsHtml(facts, t);
    expect(html).toContain('<td>Kuriér &lt;b&gt;</td>');
    expect(html).not.toContain('Kuriér <b>');
    expect(html).toContain('4,00\u00a0€, pri nákupe od 60,00\u00a0€ zadarmo');
    expect(html).toContain('<tr data-carrier="pickup"><td>Osobný odber</td><td>zadarmo</td><td></td></tr>');
    expect(html).toContain('Pri nákupe od 60,00\u00a0€ je doprava zadarmo.');
    expect(html).toContain('kartou Visa, Visa Electron, Mastercard alebo Maestro.');
    expect(html).toContain('<tr data-payment="bank_transfer"><td>Prevod</td><td>zadarmo</td><td>všetky</td></tr>');
    expect(html).toContain('Doručujeme iba na Slovensku.');
  });

  it('without any carrier says so instead of an empty table', () => {
    const none = records();
    none.carriers = none.carriers.map((c) => ({ ...c, isActive: false }));
    const html = deliveryPaymentFactsHtml(
      deliveryPaymentFacts(none, { cardEnabled: true, packetaEnabled: true, currency: EUR, locale: 'sk' }),
      t,
    );
    expect(html).not.toContain('<table');
    expect(html).toContain('momentálne nedoručujeme');
    expect(html).not.toContain('Spôsoby platby');
  });
});

describe('the section in the page text', () => {
  it('replaces the placeholder paragraph, else the bare placeholder, else comes first', () => {
    expect(withDeliveryPaymentFacts('<p>A</p><p>[doprava-a-platba]</p><p>B</p>', '<h2>X</h2>')).toBe('<p>A</p><h2>X</h2><p>B</p>');
    expect(withDeliveryPaymentFacts('<div>[doprava-a-platba]</div>', '<h2>$&X</h2>')).toBe('<div><h2>$&X</h2></div>');
    expect(withDeliveryPaymentFacts('<p>A</p>', '<h2>X</h2>')).toBe('<h2>X</h2><p>A</p>');
  });

  it('only the delivery page (slug rozvoz) gets it', () => {
    const facts = deliveryPaymentFacts(records(), { cardEnabled: false, packetaEnabled: false, currency: EUR, locale: 'sk' });
    const about = { slug: 'o-nas', content: '<p>O nás</p>' };
    expect(pageWithDeliveryFacts(about, facts, t)).toBe(about);
    expect(pageWithDeliveryFacts({ slug: 'rozvoz', content: '<p>[doprava-a-platba]</p>' }, facts, t).content).toContain(
      'data-carrier="courier"',
    );
  });
});
