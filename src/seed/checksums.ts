/** Check digits for the identifiers the demo data shows: EAN-13, Slovak IČO, IBAN. */

/** EAN-13 check digit of the first 12 digits. */
function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function makeEan13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

/** Slovak (and Czech) IČO: 8 digits, weights 8…2, check = (11 − sum mod 11) mod 10. */
export function icoCheckDigit(first7: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidIco(ico: string): boolean {
  return /^\d{8}$/.test(ico) && icoCheckDigit(ico.slice(0, 7)) === Number(ico[7]);
}

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** IBAN digits: letters → 10…35, the country code and check digits moved to the end. */
function ibanNumeric(rearranged: string): string {
  return rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** Slovak IBAN: SKkk BBBB PPPP PPAA AAAA AAAA (bank code 4, prefix 6, account 10 digits). */
export function makeSkIban(bankCode: string, prefix: string, account: string): string {
  const bban = bankCode.padStart(4, '0') + prefix.padStart(6, '0') + account.padStart(10, '0');
  const check = 98 - mod97(ibanNumeric(`${bban}SK00`));
  return `SK${String(check).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(ibanNumeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** "SK3111000000002612345678" → "SK31 1100 0000 0026 1234 5678" */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
