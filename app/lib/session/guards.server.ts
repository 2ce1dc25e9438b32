import { data, redirect, type AppLoadContext } from 'react-router';
import {
  AUTH_REDIRECT_COOKIE,
  AUTH_REDIRECT_MAX_AGE_S,
  AUTH_TOKEN_COOKIE,
  authCookieAttributes,
  bearerToken,
  serializeCookie,
} from '@/domain/accounts/auth-token';
import { safeRedirectPath } from '@/domain/accounts/safe-redirect';
import { findUserBySessionToken, type SessionUser } from '@/domain/accounts/session-lookup';
import { parseCookies } from '../http/cookies';

export { AUTH_TOKEN_COOKIE };

/** Where guarded pages send the visitor who may not see them (SPEC §2). */
const GUARD_REDIRECT = '/';

/** The bearer token of a request: the auth cookie first, then an Authorization header; null when absent. */
export function readAuthToken(request: Request): string | null {
  return bearerToken(parseCookies(request.headers.get('cookie'))[AUTH_TOKEN_COOKIE], request.headers.get('authorization'));
}

/** The logged-in customer of a request, or null for a guest (unknown, revoked or expired sessions are guests). */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = readAuthToken(request);
  if (!token) return null;
  return findUserBySessionToken(context.services.db, token);
}

/**
 * Pages needing login: a guest is redirected to '/'. Returns the user. The page asked for is remembered for ten
 * minutes (cookie auth.redirect), so logging in leads back to it (SPEC §4).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    url.searchParams.delete('_routes'); // a client navigation's data request (/ucet.data?_routes=…) names the page too
    const wanted = request.method === 'GET' ? safeRedirectPath(url.pathname.replace(/\.data$/, '') + url.search) : null;
    if (!wanted) throw redirect(GUARD_REDIRECT);
    const attributes = authCookieAttributes(context.services.config.publicUrl, AUTH_REDIRECT_MAX_AGE_S);
    throw redirect(GUARD_REDIRECT, { headers: { 'Set-Cookie': serializeCookie(AUTH_REDIRECT_COOKIE, wanted, attributes) } });
  }
  return user;
}

/** Guest-only pages (login, register, password reset): a logged-in user is redirected to '/'. */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  const user = await getSessionUser(request, context);
  if (user) throw redirect(GUARD_REDIRECT);
}

type Guard = (request: Request, context: AppLoadContext) => Promise<unknown>;

/** Guards by name, as pages declare them ('auth' = login required, 'guest' = guests only). */
const GUARDS: Readonly<Record<string, Guard>> = {
  auth: requireUser,
  guest: requireGuest,
};

/**
 * Runs named guards in order. An unknown name is a programming error: a 500 response with the message
 * 'Unknown middleware {name}' (SPEC §8), thrown before any guard runs.
 */
export async function runGuards(names: readonly string[], request: Request, context: AppLoadContext): Promise<void> {
  const guards = names.map((name) => {
    const guard = Object.prototype.hasOwnProperty.call(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) {
      const message = context.services.t('error.unknown_middleware', { name });
      throw data({ message }, { status: 500, statusText: message });
    }
    return guard;
  });
  for (const guard of guards) await guard(request, context);
}
