/**
 * Typed amounts ("12,50", "12.5", "1 234,50 €", "−5") → integer minor units, and minor units back to a form field's
 * text: the one parser of money input (decision 0068). Browser-safe, no imports.
 *
 * Rounding: none within the currency's decimals (the digits are read as text, never through a float). A caller that
 * accepts more fraction digits than the currency has (`maxFractionDigits`) gets them rounded half away from zero
 * ("12,345" € → 1235 cents, "12,344" → 1234).
 */

export interface MoneyInputOptions {
  /** The currency's decimals (2 for CZK and EUR): the minor unit. */
  decimals?: number;
  /** Fraction digits accepted (default: the currency's decimals); more than `decimals` are rounded. */
  maxFractionDigits?: number;
  /** Accept a minus sign (default: no, a negative amount is not an amount). */
  allowNegative?: boolean;
}

/** Digits of the whole part accepted: 999 999 999 in major units, which keeps minor units a safe integer. */
const MAX_WHOLE_DIGITS = 9;
const CURRENCY_MARK = /(?:Kč|CZK|€|EUR)$/i;

/**
 * A typed amount as a plain decimal string ('-1234.5'); null when blank, undefined when it is not an amount. Spaces
 * (also no-break and thin ones) are digit grouping, a comma or a dot the decimal mark, a currency mark may follow.
 */
export function normalizeMoneyText(raw: string | null | undefined, maxFractionDigits = 2): string | null | undefined {
  const text = (raw ?? '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace('\u2212', '-')
    .replace(CURRENCY_MARK, '');
  if (text === '') return null;
  const m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!m || m[2]!.length > MAX_WHOLE_DIGITS || (m[3]?.length ?? 0) > maxFractionDigits) return undefined;
  return `${m[1]}${m[2]}${m[3] ? `.${m[3]}` : ''}`;
}

/**
 * A typed amount → minor units; null when blank; NaN when it is not an amount (malformed, too many fraction digits,
 * or negative where the caller does not allow it) so that the caller's schema reports it.
 */
export function parseMoneyInput(raw: string | null | undefined, options: MoneyInputOptions = {}): number | null {
  const decimals = options.decimals ?? 2;
  const normalized = normalizeMoneyText(raw, options.maxFractionDigits ?? decimals);
  if (normalized === null) return null;
  if (normalized === undefined) return Number.NaN;
  const negative = normalized.startsWith('-');
  if (negative && !options.allowNegative) return Number.NaN;
  const [whole, fraction = ''] = normalized.replace('-', '').split('.') as [string, string?];
  let minor = Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  if (fraction.length > decimals && Number(fraction[decimals]) >= 5) minor += 1; // half away from zero
  return negative && minor !== 0 ? -minor : minor;
}

/** Minor units → a form field's text with a decimal comma: 1250 → "12,50", -50 → "-0,50"; null → ''. */
export function formatMoneyInput(minor: number | null | undefined, decimals = 2): string {
  if (minor === null || minor === undefined) return '';
  const abs = Math.abs(minor);
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor);
  const fraction = decimals > 0 ? `,${String(abs % factor).padStart(decimals, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
