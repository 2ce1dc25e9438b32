/**
 * Where a shopper may be sent after logging in (SPEC §4): only a same-site path. Browser-safe, no dependencies.
 * Rejected: absolute URLs (https://evil.com), protocol-relative ones (//evil.com), backslash tricks (/\evil.com,
 * which browsers read as //evil.com), control characters, paths that normalise to one of those (/.//evil.com), and
 * the guest-only auth pages themselves.
 */
import { sameSitePath } from '../../lib/same-site-path';

const DEFAULT_AFTER_LOGIN_PATH = '/ucet';

/** Guest-only pages: after logging in there is nothing to do there (the guard would send the shopper home). */
const GUEST_ONLY_PREFIXES = [
  '/prihlasenie',
  '/login',
  '/registrace',
  '/register',
  '/account/register',
  '/obnova-hesla',
  '/password-reset',
  '/zmena-hesla',
];

/** `value` normalised to a safe same-site path (src/lib/same-site-path.ts) that is not a guest-only page, else null. */
export function safeRedirectPath(value: unknown): string | null {
  const path = sameSitePath(value);
  if (!path) return null;
  const pathname = new URL(path, 'http://same-site.invalid').pathname;
  if (GUEST_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  return path;
}

/** The first safe path of `candidates` (originally requested page, redirect query …), else /ucet. */
export function afterLoginPath(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const path = safeRedirectPath(candidate);
    if (path) return path;
  }
  return DEFAULT_AFTER_LOGIN_PATH;
}
