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
