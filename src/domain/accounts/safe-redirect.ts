/**
 * Where a shopper may be sent after logging in (SPEC §4): only a same-site path. Browser-safe, no dependencies.
 * Rejected: absolute URLs (https://evil.com), protocol-relative ones (//evil.com), backslash tricks (/\evil.com,
 * which browsers read as //evil.com), control characters, and the guest-only auth pages themselves.
 */
export const DEFAULT_AFTER_LOGIN_PATH = '/ucet';

/** Guest-only pages: after logging in there is nothing to do there (the guard would send the shopper home). */
const GUEST_ONLY_PREFIXES = ['/prihlasenie', '/login', '/registrace', '/register', '/account/register', '/obnova-hesla', '/password-reset', '/zmena-hesla'];

/** `value` when it is a safe same-site path (path, query and hash kept), else null. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path || path.length > 2000) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  // a path starting with a single '/' always parses against a base; the origin check is the belt to the braces
  const parsed = new URL(path, 'http://same-site.invalid');
  if (parsed.origin !== 'http://same-site.invalid') return null;
  const pathname = parsed.pathname;
  if (GUEST_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/** The first safe path of `candidates` (originally requested page, redirect query …), else /ucet. */
export function afterLoginPath(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const path = safeRedirectPath(candidate);
    if (path) return path;
  }
  return DEFAULT_AFTER_LOGIN_PATH;
}
