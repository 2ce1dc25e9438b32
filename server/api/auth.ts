/**
 * Auth REST calls (SPEC §4, §7): log in, log out, the current customer, register, password reset request
 * and setting a new password. The token travels in the answer (`token`, for API clients: Authorization: Bearer) and
 * in the HttpOnly auth cookie (the storefront). Refusals: 422 with the errors object at the field (SPEC §8), 429
 * code rate_limited, 401 for /me without a live session.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { AUTH_TOKEN_COOKIE, authCookieAttributes } from '../../src/domain/accounts/auth-token';
import { AuthError } from '../../src/domain/accounts/auth-errors';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '../../src/domain/accounts/auth-schemas';
import { confirmEmailChange, EMAIL_CHANGE_TTL_HOURS, requestEmailChange } from '../../src/domain/accounts/email-change';
import { findUserBySessionToken } from '../../src/domain/accounts/session-lookup';
import { currentAccountUser, loginCustomer, logoutSession, registerCustomer, type LoginResult } from '../../src/domain/accounts/login';
import { changePasswordWithReset, PASSWORD_RESET_TTL_MINUTES, requestPasswordReset } from '../../src/domain/accounts/password-reset';
import { SESSION_TTL_SECONDS } from '../../src/domain/accounts/sessions';
import type { Translate } from '../../src/i18n';
import { GUEST_CART_COOKIE } from '../../src/lib/constants';
import type { AppEnv } from '../app';
import { readAuthToken } from '../http/catalog-context';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
// captcha
import { CAPTCHA_ACTIONS } from '../../src/domain/security/captcha';
import { requireCaptcha } from '../http/captcha-check';

// ---------------------------------------------------------------------------------------------------------------------
// documentation schemas

const accountUserSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  group: z
    .object({ id: z.number(), name: z.string(), description: z.string().nullable(), discount: z.number().describe('percent') })
    .nullable(),
  scope: z.array(z.string()),
});

const tokenAnswer =
  'Also sets the HttpOnly auth cookie. The answer is { token, data: user }: send the token as Authorization: Bearer <token>.';

export const authDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    summary: `Log in with e-mail and password. ${tokenAnswer} A guest cart (cookie guest-cart) is merged into the customer's cart.`,
    tag: 'auth',
    body: loginSchema,
    response: accountUserSchema,
    errors: { 422: 'Invalid input, or wrong e-mail or password (code invalid_credentials, at field email)', 429: 'code rate_limited' },
  },
  {
    method: 'get',
    path: '/api/auth/logout',
    summary: 'Log out: revokes the session and clears the auth cookie; always succeeds',
    tag: 'auth',
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'The logged-in customer',
    tag: 'auth',
    response: accountUserSchema,
    auth: true,
    errors: { 401: 'No live session (missing, unknown, revoked or expired token)' },
  },
  {
    method: 'post',
    path: '/api/auth/register',
    summary: `Create a customer account and log it in (201). ${tokenAnswer}`,
    tag: 'auth',
    body: registerSchema,
    response: accountUserSchema,
    errors: {
      422: 'Invalid input, or the e-mail has an account (code email_taken, at field email); with captcha configured, code captcha_failed (body field captchaToken, action register)',
      429: 'code rate_limited',
    },
  },
  {
    method: 'post',
    path: '/api/auth/password/reset',
    summary: `Request a password reset link by e-mail (valid ${PASSWORD_RESET_TTL_MINUTES} minutes, once). The same answer whether or not the e-mail has an account.`,
    tag: 'auth',
    body: passwordResetRequestSchema,
    response: z.object({ email: z.string() }),
    errors: {
      422: 'Invalid e-mail; with captcha configured, code captcha_failed (body field captchaToken, action password_reset)',
      429: 'code rate_limited',
    },
  },
  {
    method: 'post',
    path: '/api/auth/password/change',
    summary: 'Set a new password with the hash of a reset link; the link is spent and every session of the account ends',
    tag: 'auth',
    body: passwordChangeSchema,
    errors: { 422: 'Invalid input, or the link is unknown, used or expired (code reset_invalid, at field hash)', 429: 'code rate_limited' },
  },
  {
    method: 'post',
    path: '/api/me/email',
    summary: `Asks to change the login e-mail (202): needs the current password; the new address gets a confirmation link (valid ${EMAIL_CHANGE_TTL_HOURS} hours, once) and the e-mail changes only when it is used. The same answer whether or not another account has the address.`,
    tag: 'auth',
    body: emailChangeRequestSchema,
    response: z.object({ email: z.string() }),
    auth: true,
    errors: {
      401: 'No live session',
      422: 'Invalid input; code wrong_password at password; code same_email at email',
      429: 'code rate_limited',
    },
  },
  {
    method: 'post',
    path: '/api/auth/email/confirm',
    summary: 'Confirms an e-mail change with the hash of the mailed link: the new address becomes the login, the old one gets a notice',
    tag: 'auth',
    body: emailChangeConfirmSchema,
    response: z.object({ email: z.string() }),
    errors: {
      422: 'Invalid input, or the link is unknown, used or expired (code email_change_invalid, at field hash)',
      429: 'code rate_limited',
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// helpers

/** AuthError → HTTP: rate_limited 429 (Retry-After), the others 422 with the message at its field. */
function authHttpError(c: Context<AppEnv>, error: unknown, t: Translate): unknown {
  if (!(error instanceof AuthError)) return error;
  const message = t(error.messageKey, error.params);
  if (error.code === 'rate_limited') {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return new HttpError(429, message, { code: 'rate_limited' });
  }
  return new HttpError(422, message, { code: error.code, errors: { [error.field ?? '']: [message] } });
}

function setAuthCookie(c: Context<AppEnv>, token: string): void {
  const { config } = c.get('services');
  setCookie(c, AUTH_TOKEN_COOKIE, token, authCookieAttributes(config.publicUrl, SESSION_TTL_SECONDS));
}

/** The login answer: { token, data: user }; the auth cookie set, the guest-cart cookie dropped once merged. */
function loggedIn(c: Context<AppEnv>, result: LoginResult, status: 200 | 201) {
  setAuthCookie(c, result.token);
  if (result.guestCart?.merged) deleteCookie(c, GUEST_CART_COOKIE, { path: '/' });
  return c.json({ token: result.token, data: result.user }, status);
}

function requestMeta(c: Context<AppEnv>) {
  const { config } = c.get('services');
  return {
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
    guestCartTempId: getCookie(c, GUEST_CART_COOKIE) ?? null,
    locale: config.locale,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// routes

export function authRoutes() {
  const api = new Hono<AppEnv>();

  api.post('/auth/login', async (c) => {
    const { db, t } = c.get('services');
    const input = validate(c, loginSchema, await readBody(c));
    try {
      return loggedIn(c, await loginCustomer(db, input, requestMeta(c)), 200);
    } catch (error) {
      throw authHttpError(c, error, t);
    }
  });

  api.get('/auth/logout', async (c) => {
    const { db, t } = c.get('services');
    await logoutSession(db, readAuthToken(c));
    deleteCookie(c, AUTH_TOKEN_COOKIE, { path: '/' });
    c.header('Cache-Control', 'no-store');
    return c.json({ data: null, message: t('auth.logged_out') });
  });

  api.get('/me', async (c) => {
    const { db, t } = c.get('services');
    c.header('Cache-Control', 'private, no-store');
    const user = await currentAccountUser(db, readAuthToken(c));
    if (!user) throw new HttpError(401, t('auth.unauthenticated'), { code: 'unauthenticated' });
    return c.json({ data: user });
  });

  api.post('/auth/register', async (c) => {
    const { db, t } = c.get('services');
    const body = await readBody(c);
    const input = validate(c, registerSchema, body);
    await requireCaptcha(c, body, CAPTCHA_ACTIONS.register); // captcha
    try {
      return loggedIn(c, await registerCustomer(db, input, requestMeta(c)), 201);
    } catch (error) {
      throw authHttpError(c, error, t);
    }
  });

  api.post('/auth/password/reset', async (c) => {
    const { db, t, mailer, background, config } = c.get('services');
    const body = await readBody(c);
    const input = validate(c, passwordResetRequestSchema, body);
    await requireCaptcha(c, body, CAPTCHA_ACTIONS.passwordReset); // captcha
    try {
      // the mail goes out in the background: the answer must not take longer when the account exists
      await requestPasswordReset(db, { mailer, background, t, publicUrl: config.publicUrl }, input, { ip: clientIp(c) });
    } catch (error) {
      throw authHttpError(c, error, t);
    }
    return c.json({ data: { email: input.email }, message: t('auth.reset_sent', { minutes: PASSWORD_RESET_TTL_MINUTES }) });
  });

  api.post('/auth/password/change', async (c) => {
    const { db, t } = c.get('services');
    const input = validate(c, passwordChangeSchema, await readBody(c));
    try {
      await changePasswordWithReset(db, input, { ip: clientIp(c) });
    } catch (error) {
      throw authHttpError(c, error, t);
    }
    return c.json({ data: null, message: t('auth.password_changed') });
  });

  // changing the login e-mail (decision 0066); the mails go out in the background, so the answer takes the same
  // time whether or not the address has an account
  api.post('/me/email', async (c) => {
    const { db, t, mailer, background, config } = c.get('services');
    c.header('Cache-Control', 'private, no-store');
    const token = readAuthToken(c);
    const user = token ? await findUserBySessionToken(db, token) : null;
    if (!user) throw new HttpError(401, t('auth.unauthenticated'), { code: 'unauthenticated' });
    const input = validate(c, emailChangeRequestSchema, await readBody(c));
    try {
      const result = await requestEmailChange(db, { mailer, background, t, publicUrl: config.publicUrl }, user.id, input, {
        ip: clientIp(c),
      });
      return c.json(
        { data: { email: result.email }, message: t('account.email_change_sent', { email: result.email, hours: EMAIL_CHANGE_TTL_HOURS }) },
        202,
      );
    } catch (error) {
      throw authHttpError(c, error, t);
    }
  });

  api.post('/auth/email/confirm', async (c) => {
    const { db, t, mailer, background, config } = c.get('services');
    const input = validate(c, emailChangeConfirmSchema, await readBody(c));
    try {
      const result = await confirmEmailChange(db, { mailer, background, t, publicUrl: config.publicUrl }, input, { ip: clientIp(c) });
      return c.json({ data: { email: result.email }, message: t('account.email_change_done', { email: result.email }) });
    } catch (error) {
      throw authHttpError(c, error, t);
    }
  });

  return api;
}
