/** THE checkout schema (SPEC §5 "Checkout"): every rule, its field path and its catalogue message. */
import { describe, expect, it } from 'vitest';
import { checkoutSchema, type CheckoutData } from '../../src/domain/checkout/checkout-schema';
import { PHONE_PREFIXES } from '../../src/lib/constants';
import { translator } from '../../src/i18n';
import { formatZodError } from '../../src/lib/validation';
// the Czech catalog registers itself when loaded (the server loads it at start: src/services.ts)
import '../../src/i18n/load-cs';

const INVOICE = { firstname: 'Jana', lastname: 'Nováková', street: 'Hlavná 5', city: 'Košice', zip: '04001', country: 'SK' };

/** A valid courier order of the sk shop. */
const VALID = {
  email: 'jana@example.sk',
  phonePrefix: '+421',
  phone: '911 222 333',
  isCompany: false,
  invoice: INVOICE,
  differentDelivery: false,
  carrier: 'courier',
  paymentMethod: 'cod',
  note: '',
  termsAgreed: true,
  createAccount: false,
};

function parse(input: unknown, locale: 'sk' | 'cs' = 'sk'): CheckoutData {
  const result = checkoutSchema(locale).safeParse(input);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(formatZodError(result.error, input, translator(locale)))}`);
  return result.data;
}

function errors(input: unknown, locale: 'sk' | 'cs' = 'sk'): Record<string, string[]> {
  const result = checkoutSchema(locale).safeParse(input);
  expect(result.success).toBe(false);
  return formatZodError(result.error!, input, translator(locale));
}

describe('checkout schema: valid orders', () => {
  it('accepts a courier order and normalizes it', () => {
    expect(parse(VALID)).toEqual({
      email: 'jana@example.sk',
      phonePrefix: '+421',
      phone: '911222333',
      isCompany: false,
      invoice: { ...INVOICE, zip: '040 01', company: null, ico: null, dic: null, icDph: null },
      delivery: null,
      carrier: 'courier',
      pickupStoreId: null,
      packetaPointId: null,
      packetaPointName: null,
      paymentMethod: 'cod',
      note: null,
      termsAgreed: true,
      createAccount: false,
      password: null,
    });
  });

  it('accepts personal pickup with prepayment; the branch id may come as form text', () => {
    const data = parse({ ...VALID, carrier: 'pickup', pickupStoreId: '3', paymentMethod: 'bank_transfer' });
    expect(data.pickupStoreId).toBe(3);
    expect(parse({ ...VALID, carrier: 'pickup', pickupStoreId: 3, paymentMethod: 'card' }).paymentMethod).toBe('card');
  });

  it('accepts Packeta with a point id and name', () => {
    const data = parse({ ...VALID, carrier: 'packeta', packetaPointId: '1001', packetaPointName: 'Bratislava, Obchodná 12' });
    expect(data).toMatchObject({
      carrier: 'packeta',
      packetaPointId: '1001',
      packetaPointName: 'Bratislava, Obchodná 12',
      pickupStoreId: null,
    });
  });

  it('accepts HTML form values (checkbox "on", text numbers)', () => {
    const data = parse({ ...VALID, termsAgreed: 'on', isCompany: '', createAccount: 'false', differentDelivery: '0' });
    expect(data.termsAgreed).toBe(true);
    expect(data.isCompany).toBe(false);
  });

  it('keeps only the fields of the chosen carrier', () => {
    const data = parse({ ...VALID, pickupStoreId: 4, packetaPointId: '1001', packetaPointName: 'X' });
    expect(data).toMatchObject({ pickupStoreId: null, packetaPointId: null, packetaPointName: null });
  });

  it.each(PHONE_PREFIXES.map((p) => [p]))('accepts the phone prefix %j of SPEC §3', (prefix) => {
    expect(parse({ ...VALID, phonePrefix: prefix }).phonePrefix).toBe(prefix);
  });

  it('splits a number typed with its international prefix when no prefix is chosen', () => {
    expect(parse({ ...VALID, phonePrefix: '', phone: '+421 911 222 333' })).toMatchObject({ phonePrefix: '+421', phone: '911222333' });
    expect(parse({ ...VALID, phonePrefix: '', phone: '00420 601 123 456' })).toMatchObject({ phonePrefix: '+420', phone: '601123456' });
    expect(parse({ ...VALID, phonePrefix: '', phone: '0911 222 333' })).toMatchObject({ phonePrefix: '', phone: '0911222333' });
  });
});

describe('checkout schema: contact', () => {
  it('requires a valid e-mail', () => {
    expect(errors({ ...VALID, email: '  ' })).toEqual({ email: ['Pole musí byť vyplnené.'] });
    expect(errors({ ...VALID, email: 'jana@' })).toEqual({ email: ['Pole musí obsahovať platný e-mail.'] });
  });

  it('allows only the prefixes of SPEC §3', () => {
    expect(errors({ ...VALID, phonePrefix: '+1' })).toEqual({ phonePrefix: ['Zadaná hodnota nie je platná.'] });
  });

  it('requires a phone of digits, 6 to 15 of them', () => {
    expect(errors({ ...VALID, phone: '' })).toEqual({ phone: ['Pole musí byť vyplnené.'] });
    expect(errors({ ...VALID, phone: '911 22x 333' })).toEqual({ phone: ['Pole musí obsahovať iba číslice.'] });
    expect(errors({ ...VALID, phone: '911 2' })).toEqual({ phone: ['Vyplňte prosím minimálne 6 znakov.'] });
    expect(errors({ ...VALID, phone: '1234567890123456' })).toEqual({ phone: ['Vyplňte prosím maximálne 15 znakov.'] });
  });
});

describe('checkout schema: invoice address', () => {
  it('requires every field, each at its own path', () => {
    expect(errors({ ...VALID, invoice: { firstname: ' ', lastname: '', street: '', city: '', zip: '', country: '' } })).toEqual({
      'invoice.firstname': ['Pole musí byť vyplnené.'],
      'invoice.lastname': ['Pole musí byť vyplnené.'],
      'invoice.street': ['Pole musí byť vyplnené.'],
      'invoice.city': ['Pole musí byť vyplnené.'],
      'invoice.zip': ['Pole musí byť vyplnené.'],
      'invoice.country': ['Pole musí byť vyplnené.'],
    });
  });

  it('reports the fields of a missing invoice object one by one', () => {
    const { invoice: _invoice, ...withoutInvoice } = VALID;
    expect(Object.keys(errors(withoutInvoice)).sort()).toEqual([
      'invoice.city',
      'invoice.country',
      'invoice.firstname',
      'invoice.lastname',
      'invoice.street',
      'invoice.zip',
    ]);
  });

  it('checks the ZIP (5 digits) and stores it as "811 01"', () => {
    expect(errors({ ...VALID, invoice: { ...INVOICE, zip: '8110' } })).toEqual({
      'invoice.zip': ['PSČ musí mať 5 číslic, napríklad 811 01.'],
    });
    expect(errors({ ...VALID, invoice: { ...INVOICE, zip: 'ABCDE' } })).toEqual({
      'invoice.zip': ['PSČ musí mať 5 číslic, napríklad 811 01.'],
    });
    expect(parse({ ...VALID, invoice: { ...INVOICE, zip: '811 01' } }).invoice.zip).toBe('811 01');
  });

  it('needs a house number in the street', () => {
    expect(errors({ ...VALID, invoice: { ...INVOICE, street: 'Hlavná' } })).toEqual({ 'invoice.street': ['Doplňte aj číslo domu.'] });
  });

  it('limits the length of the texts', () => {
    expect(errors({ ...VALID, invoice: { ...INVOICE, city: 'K'.repeat(101) } })).toEqual({
      'invoice.city': ['Vyplňte prosím maximálne 100 znakov.'],
    });
  });
});

describe('checkout schema: country per shop locale', () => {
  it('the sk shop takes Slovakia only', () => {
    expect(errors({ ...VALID, invoice: { ...INVOICE, country: 'CZ' } })).toEqual({
      'invoice.country': ['Fakturačná aj doručovacia adresa musí byť na Slovensku.'],
    });
    expect(parse({ ...VALID, invoice: { ...INVOICE, country: 'sk' } }).invoice.country).toBe('SK');
  });

  it('the cs shop takes the Czech Republic only, with Czech messages', () => {
    const czech = { ...VALID, phonePrefix: '+420', invoice: { ...INVOICE, city: 'Praha', zip: '110 00', country: 'CZ' } };
    expect(parse(czech, 'cs').invoice.country).toBe('CZ');
    expect(errors({ ...czech, invoice: { ...czech.invoice, country: 'SK' } }, 'cs')).toEqual({
      'invoice.country': ['Fakturační i doručovací adresa musí být v České republice.'],
    });
    expect(errors({ ...czech, email: '' }, 'cs')).toEqual({ email: ['Pole musí být vyplněno'] });
  });

  it('applies to the delivery address too', () => {
    const input = {
      ...VALID,
      differentDelivery: true,
      delivery: { firstname: 'Peter', lastname: 'Novák', street: 'Dlhá 1', city: 'Praha', zip: '11000', country: 'CZ' },
    };
    expect(errors(input)).toEqual({ 'delivery.country': ['Fakturačná aj doručovacia adresa musí byť na Slovensku.'] });
  });
});

describe('checkout schema: company order', () => {
  const company = { ...VALID, isCompany: true, invoice: { ...INVOICE, company: 'Oslavy s.r.o.', ico: '31 333 532' } };

  it('accepts a company with a valid IČO (normalized), DIČ and IČ DPH', () => {
    const data = parse({ ...company, invoice: { ...company.invoice, dic: '2020 317 068', icDph: 'sk2020317068' } });
    expect(data.invoice).toMatchObject({ company: 'Oslavy s.r.o.', ico: '31333532', dic: '2020317068', icDph: 'SK2020317068' });
  });

  it('requires the IČO and the company name', () => {
    expect(errors({ ...company, invoice: { ...INVOICE, company: '', ico: '' } })).toEqual({
      'invoice.company': ['Pole musí byť vyplnené.'],
      'invoice.ico': ['Pri nákupe na firmu vyplňte IČO.'],
    });
  });

  it('validates the IČO checksum', () => {
    expect(errors({ ...company, invoice: { ...company.invoice, ico: '31333533' } })).toEqual({
      'invoice.ico': ['IČO nie je platné. Skontrolujte, či ste ho zadali správne (8 číslic).'],
    });
    expect(errors({ ...company, invoice: { ...company.invoice, ico: '1234' } })).toHaveProperty('invoice.ico');
  });

  it('format-checks the optional DIČ and IČ DPH', () => {
    expect(errors({ ...company, invoice: { ...company.invoice, dic: '12345', icDph: '2020317068' } })).toEqual({
      'invoice.dic': ['DIČ nie je platné. Slovenské DIČ má 10 číslic.'],
      'invoice.icDph': ['IČ DPH nie je platné. Zadajte ho v tvare SK a 10 číslic.'],
    });
  });

  it('ignores company fields of a non-company order', () => {
    const data = parse({ ...VALID, invoice: { ...INVOICE, company: 'X', ico: 'garbage', dic: '1' } });
    expect(data.invoice).toMatchObject({ company: null, ico: null, dic: null, icDph: null });
  });
});

describe('checkout schema: delivery address', () => {
  it('requires every field of a different delivery address for the courier', () => {
    expect(Object.keys(errors({ ...VALID, differentDelivery: true })).sort()).toEqual([
      'delivery.city',
      'delivery.country',
      'delivery.firstname',
      'delivery.lastname',
      'delivery.street',
      'delivery.zip',
    ]);
  });

  it('keeps a valid different delivery address', () => {
    const delivery = { firstname: 'Peter', lastname: 'Novák', company: '', street: 'Dlhá 1', city: 'Prešov', zip: '08001', country: 'SK' };
    expect(parse({ ...VALID, differentDelivery: true, delivery }).delivery).toEqual({ ...delivery, company: null, zip: '080 01' });
  });

  it('drops the delivery address when the goods go to a branch or a pickup point', () => {
    const data = parse({
      ...VALID,
      carrier: 'pickup',
      pickupStoreId: 2,
      paymentMethod: 'card',
      differentDelivery: true,
      delivery: { firstname: '' },
    });
    expect(data.delivery).toBeNull();
  });
});

describe('checkout schema: delivery and payment', () => {
  it('requires a carrier and a payment method', () => {
    expect(errors({ ...VALID, carrier: undefined, paymentMethod: '' })).toEqual({
      carrier: ['Vyberte spôsob doručenia.'],
      paymentMethod: ['Vyberte spôsob platby.'],
    });
    expect(errors({ ...VALID, carrier: 'drone', paymentMethod: 'bitcoin' })).toEqual({
      carrier: ['Vyberte spôsob doručenia.'],
      paymentMethod: ['Vyberte spôsob platby.'],
    });
  });

  it('requires the branch of a personal pickup', () => {
    expect(errors({ ...VALID, carrier: 'pickup', paymentMethod: 'card' })).toEqual({
      pickupStoreId: ['Vyberte predajňu, na ktorej si tovar vyzdvihnete.'],
    });
    expect(errors({ ...VALID, carrier: 'pickup', paymentMethod: 'card', pickupStoreId: 'abc' })).toEqual({
      pickupStoreId: ['Zadaná hodnota nie je platná.'],
    });
  });

  it('requires the Packeta point', () => {
    expect(errors({ ...VALID, carrier: 'packeta' })).toEqual({ packetaPointId: ['Vyberte výdajné miesto Zásielkovne.'] });
    expect(errors({ ...VALID, carrier: 'packeta', packetaPointId: '1001' })).toEqual({
      packetaPointName: ['Vyberte výdajné miesto Zásielkovne.'],
    });
    expect(errors({ ...VALID, carrier: 'packeta', packetaPointId: 'x<script>', packetaPointName: 'X' })).toEqual({
      packetaPointId: ['Zadaná hodnota nie je platná.'],
    });
  });

  it('rejects cash on delivery with personal pickup (prepayment required)', () => {
    expect(errors({ ...VALID, carrier: 'pickup', pickupStoreId: 1, paymentMethod: 'cod' })).toEqual({
      paymentMethod: ['Pri osobnom odbere je potrebné zaplatiť vopred kartou alebo bankovým prevodom.'],
    });
  });

  it('limits the note', () => {
    expect(parse({ ...VALID, note: '  Zazvoňte prosím.  ' }).note).toBe('Zazvoňte prosím.');
    expect(errors({ ...VALID, note: 'x'.repeat(1001) })).toEqual({ note: ['Vyplňte prosím maximálne 1000 znakov.'] });
  });
});

describe('checkout schema: terms and account', () => {
  it('requires the terms to be agreed', () => {
    const message = ['Na odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.'];
    expect(errors({ ...VALID, termsAgreed: false })).toEqual({ termsAgreed: message });
    expect(errors({ ...VALID, termsAgreed: undefined })).toEqual({ termsAgreed: message });
    expect(errors({ ...VALID, termsAgreed: 'maybe' })).toEqual({ termsAgreed: message });
  });

  it('creates an account with a password and its confirmation', () => {
    const data = parse({ ...VALID, createAccount: true, password: 'tajne-heslo', passwordConfirmation: 'tajne-heslo' });
    expect(data).toMatchObject({ createAccount: true, password: 'tajne-heslo' });
    expect(data).not.toHaveProperty('passwordConfirmation');
  });

  it("reports 'Heslá nie sú zhodné.' at the confirmation", () => {
    expect(errors({ ...VALID, createAccount: true, password: 'tajne-heslo', passwordConfirmation: 'ine-heslo1' })).toEqual({
      passwordConfirmation: ['Heslá nie sú zhodné.'],
    });
  });

  it('requires a password of at least 8 characters', () => {
    expect(errors({ ...VALID, createAccount: true })).toEqual({
      password: ['Pole musí byť vyplnené.'],
      passwordConfirmation: ['Pole musí byť vyplnené.'],
    });
    expect(errors({ ...VALID, createAccount: true, password: 'kratke', passwordConfirmation: 'kratke' })).toEqual({
      password: ['Vyplňte prosím minimálne 8 znakov.'],
    });
  });

  it('ignores passwords without account creation', () => {
    expect(parse({ ...VALID, password: 'x', passwordConfirmation: 'y' }).password).toBeNull();
  });
});

describe('checkout schema: all at once', () => {
  it('reports every problem in one pass (field errors and rules across fields)', () => {
    const result = errors({
      ...VALID,
      email: 'bad',
      isCompany: true,
      invoice: { ...INVOICE, zip: '1', ico: '11111111' },
      carrier: 'pickup',
      createAccount: true,
      password: 'tajne-heslo',
      passwordConfirmation: 'ine',
      termsAgreed: false,
    });
    expect(Object.keys(result).sort()).toEqual([
      'email',
      'invoice.company',
      'invoice.ico',
      'invoice.zip',
      'passwordConfirmation',
      'paymentMethod',
      'pickupStoreId',
      'termsAgreed',
    ]);
  });

  it('answers a non-object with one form-level error', () => {
    expect(errors('nonsense')).toEqual({ '': ['Zadaná hodnota nie je platná.'] });
    expect(errors(null)).toEqual({ '': ['Pole musí byť vyplnené.'] });
  });
});
