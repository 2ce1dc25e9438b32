/**
 * The storefront side of logging in (form actions of /prihlasenie, /registrace, /obnova-hesla, /zmena-hesla): the
 * auth cookie, the guest-cart cookie after a merge, where to go after login, and AuthError → form errors.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { AuthError } from '@/domain/accounts/auth-errors';
import { AUTH_REDIRECT_COOKIE, AUTH_TOKEN_COOKIE, authCookieAttributes, serializeCookie } from '@/domain/accounts/auth-token';
import type { AuthRequestMeta, LoginResult } from '@/domain/accounts/login';
import { afterLoginPath } from '@/domain/accounts/safe-redirect';
import { SESSION_TTL_SECONDS } from '@/domain/accounts/sessions';
import { GUEST_CART_COOKIE } from '@/lib/constants';
import { parseCookies } from '../http/cookies';
import { formRefused } from '../http/responses.server';

/** The form's text fields as strings (files and repeated names ignored). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/** `values` without passwords and hidden tokens: what goes back into the form after an error. */
export function keptValues(values: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]!.slice(0, 300)]));
}

/** AuthError → the refused form (429 for rate_limited); anything else is rethrown. */
export function authFormFailure(error: unknown, context: AppLoadContext, values: Record<string, string>) {
  if (!(error instanceof AuthError)) throw error;
  const message = context.services.t(error.messageKey, error.params);
  return formRefused({ [error.field ?? '']: [message] }, { values, status: error.code === 'rate_limited' ? 429 : 422 });
}

/** Who is asking: address (rate limits), browser, guest cart to merge, locale. */
export function authRequestMeta(request: Request, context: AppLoadContext): AuthRequestMeta {
  return {
    ip: context.clientIp ?? 'local',
    userAgent: request.headers.get('user-agent'),
    guestCartTempId: parseCookies(request.headers.get('cookie'))[GUEST_CART_COOKIE] ?? null,
    locale: context.services.config.locale,
  };
}

/**
 * After logging in or registering: sets the auth cookie, drops the merged guest cart's cookie and the remembered
 * page, and redirects to the originally requested page (cookie auth.redirect), else the form's `redirect` (the
 * redirect query), else /ucet — same-site paths only.
 */
export function redirectLoggedIn(
  request: Request,
  context: AppLoadContext,
  result: LoginResult,
  formRedirect: string | undefined,
): Response {
  const { publicUrl } = context.services.config;
  const remembered = parseCookies(request.headers.get('cookie'))[AUTH_REDIRECT_COOKIE];
  const headers = new Headers();
  headers.append('Set-Cookie', serializeCookie(AUTH_TOKEN_COOKIE, result.token, authCookieAttributes(publicUrl, SESSION_TTL_SECONDS)));
  if (remembered !== undefined) headers.append('Set-Cookie', serializeCookie(AUTH_REDIRECT_COOKIE, '', authCookieAttributes(publicUrl, 0)));
  if (result.guestCart?.merged) {
    headers.append('Set-Cookie', serializeCookie(GUEST_CART_COOKIE, '', { ...authCookieAttributes(publicUrl, 0), httpOnly: false }));
  }
  headers.set('Cache-Control', 'no-store');
  return redirect(afterLoginPath(remembered, formRedirect), { headers });
}
