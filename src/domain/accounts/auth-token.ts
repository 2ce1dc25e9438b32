/** Cookie of the auth token (SPEC §4: prefix 'auth.', strategy local); value 'Bearer <token>' or the bare token. */
export const AUTH_TOKEN_COOKIE = 'auth._token.local';

/**
 * The bearer token of a request from its auth cookie (first) or Authorization header; null when absent.
 * Shared by the storefront's guards and the API, so both read a session the same way.
 */
export function bearerToken(cookieValue: string | undefined, authorizationHeader: string | undefined | null): string | null {
  const raw = cookieValue ?? authorizationHeader ?? '';
  const token = raw.replace(/^\s*Bearer\s+/i, '').trim();
  if (!token || token === 'false' || token === 'undefined' || token === 'null') return null;
  return token;
}

// ---------------------------------------------------------------------------------------------------------------------
// cookies of the storefront session (accounts)

/** Cookie remembering the page a guest was turned away from (SPEC §4: after login the shopper returns there). */
export const AUTH_REDIRECT_COOKIE = 'auth.redirect';
/** How long the turned-away page is remembered. */
export const AUTH_REDIRECT_MAX_AGE_S = 600;

export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  sameSite: 'Lax';
  secure: boolean;
  maxAge: number;
}

/**
 * Attributes of the auth cookie: HttpOnly (page scripts never see the token), SameSite=Lax, Secure when the shop's
 * public address is https, as long as the session.
 */
export function authCookieAttributes(publicUrl: string, maxAgeSeconds: number): CookieAttributes {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: publicUrl.startsWith('https://'), maxAge: maxAgeSeconds };
}

/** A Set-Cookie header value; maxAge 0 deletes the cookie. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    `Path=${attributes.path}`,
  ];
  if (attributes.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}
