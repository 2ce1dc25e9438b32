/**
 * Company identifiers of Slovak and Czech invoices. Pure functions, safe in the browser (the checkout form) and on the
 * server (the checkout schema, GET /api/company/{ico}).
 *
 * - IČO (company ID, SK and CZ alike): 8 digits, the last one a check digit: weights 8, 7, …, 2 over the first seven
 *   digits, check = (11 − sum mod 11) mod 10. Older 6- and 7-digit numbers are the same number with leading zeros.
 * - DIČ (tax ID): Slovakia 10 digits; Czech Republic 'CZ' + 8 to 10 digits.
 * - IČ DPH (VAT ID): Slovakia 'SK' + 10 digits; in the Czech Republic the DIČ is the VAT ID, so any EU VAT ID
 *   ('CZ12345678', 'DE123456789', …) is accepted there.
 */

/** Removes spaces (and the no-break spaces a copy from a PDF brings). */
function compact(value: string): string {
  return value.replace(/[\s\u00A0]+/g, '');
}

/** '123 456 78' → '12345678'; a 6- or 7-digit number gets its leading zeros ('35697270' stays, '123456' → '00123456'). */
export function normalizeIco(value: string): string {
  const digits = compact(value);
  return /^\d{6,7}$/.test(digits) ? digits.padStart(8, '0') : digits;
}

/** Check digit of the first seven digits of an IČO. */
export function icoCheckDigit(first7: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  return (11 - (sum % 11)) % 10;
}

/** Whether an (already normalized) IČO has 8 digits and a correct check digit. */
export function isValidIco(ico: string): boolean {
  return /^\d{8}$/.test(ico) && icoCheckDigit(ico.slice(0, 7)) === Number(ico[7]);
}

/** Upper case, no spaces: ' sk 2020 317 068' → 'SK2020317068'. */
export function normalizeTaxId(value: string): string {
  return compact(value).toUpperCase();
}

export type ShopCountry = 'SK' | 'CZ';

/** DIČ in the shop's country: SK 10 digits; CZ 'CZ' + 8–10 digits. */
export function isValidDic(dic: string, country: ShopCountry): boolean {
  return country === 'SK' ? /^\d{10}$/.test(dic) : /^CZ\d{8,10}$/.test(dic);
}

/** IČ DPH: SK 'SK' + 10 digits; in the Czech shop an EU VAT ID (two letters, 2–12 letters or digits). */
export function isValidIcDph(icDph: string, country: ShopCountry): boolean {
  return country === 'SK' ? /^SK\d{10}$/.test(icDph) : /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(icDph);
}
