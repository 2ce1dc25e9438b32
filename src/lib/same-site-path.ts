/**
 * The one check of every "go back to this page" value (after login, the currency form, the cart form): browser-safe,
 * no dependencies. The value is resolved against a stand-in origin and what the browser would follow — the
 * normalised path — must itself stay on that origin: `/.//evil.com` normalises to `//evil.com`, which a browser reads
 * as another host, so checking the raw string and returning the normalised one is not enough.
 */
const BASE_ORIGIN = 'http://same-site.invalid';

/** `value` normalised to a same-site path (path, query and hash kept), else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.length > 2000) return null;
  // backslashes and control characters (tab, newline…) are dropped or turned into '/' by URL parsers
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, BASE_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== BASE_ORIGIN) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || new URL(path, BASE_ORIGIN).origin !== BASE_ORIGIN) return null;
  return path;
}
