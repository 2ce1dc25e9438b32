import type { Context } from 'hono';
import { CAPTCHA_FIELD, captchaMessageKey, verifyCaptcha, type CaptchaAction } from '../../src/domain/security/captcha';
import type { AppEnv } from '../app';
import { clientIp } from './client-ip';
import { HttpError } from './errors';

/**
 * The captcha of a public form's REST call (decision 0021): when configured, the body's `captchaToken` must pass
 * for `action`, else 422 { message, code: 'captcha_failed', errors: { captcha: [message] } }. Not configured: passes.
 */
export async function requireCaptcha(c: Context<AppEnv>, body: unknown, action: CaptchaAction): Promise<void> {
  const { config, t } = c.get('services');
  if (!config.captcha) return;
  const token = body && typeof body === 'object' ? (body as Record<string, unknown>)[CAPTCHA_FIELD] : undefined;
  const result = await verifyCaptcha(config.captcha, token, action, { remoteIp: clientIp(c) });
  if (result.ok) return;
  const message = t(captchaMessageKey(result));
  throw new HttpError(422, message, { code: 'captcha_failed', reason: result.reason, errors: { captcha: [message] } });
}
