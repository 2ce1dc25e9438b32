/** GTIN (EAN-8, UPC-A 12, EAN-13, GTIN-14) check digit validation: the feeds send an EAN only when it is valid. */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** Whether `code` is 8, 12, 13 or 14 digits with a correct GS1 check digit (and not all zeros). */
export function isValidGtin(code: string | null | undefined): code is string {
  if (!code || !/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length) || /^0+$/.test(code)) return false;
  const digits = code.split('').map(Number);
  const check = digits.pop()!;
  // weights 3,1,3,1… from the digit next to the check digit leftwards
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += digits[i]! * w;
  return (10 - (sum % 10)) % 10 === check;
}

/** The trimmed code when it is a valid GTIN, else null. */
export function validGtinOrNull(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? null;
  return isValidGtin(trimmed) ? trimmed : null;
}
