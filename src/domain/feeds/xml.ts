/**
 * XML text helpers of the feeds and sitemaps: escaping (every value goes through `xmlText`/`xmlAttr`), HTML → plain
 * text, and money as the feeds want it ("12.30"). No HTTP, no database.
 */

/** Characters XML 1.0 does not allow at all (control characters except tab, LF, CR; lone surrogates; U+FFFE/FFFF). */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for an XML element: & < > (and drops characters XML cannot carry). */
export function xmlText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(INVALID_XML_CHARS, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for a double-quoted XML attribute. */
export function xmlAttr(value: string | number | null | undefined): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `<NAME>escaped</NAME>`; nothing when the value is null, undefined or empty. */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${xmlText(value)}</${name}>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text (HTML) → one line of plain text: tags dropped, block ends become spaces, entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string | null | undefined, maxLength = 5000): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxLength * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** Minor units → "12.30" (a dot, `decimals` digits): the number format of Heureka's PRICE_VAT and Google's g:price. */
export function decimalAmount(minor: number, decimals: number): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  if (decimals === 0) return `${negative ? '-' : ''}${abs}`;
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor);
  const frac = String(abs % factor).padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** W3C datetime for sitemaps and feeds: '2026-11-23T10:00:00+00:00' (no milliseconds). */
export function w3cDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
