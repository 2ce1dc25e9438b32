import type { AppLoadContext } from 'react-router';
import { CAPTCHA_FIELD, captchaMessageKey, verifyCaptcha, type CaptchaAction } from '@/domain/security/captcha';

/**
 * The captcha of a public form's page action (decision 0021): null when it passes or is not configured, else the
 * Slovak message to show (the action answers 422 with it at the field `captcha`).
 */
export async function formCaptchaError(
  context: AppLoadContext,
  values: Record<string, string>,
  action: CaptchaAction,
): Promise<string | null> {
  const { config, t } = context.services;
  if (!config.captcha) return null;
  const result = await verifyCaptcha(config.captcha, values[CAPTCHA_FIELD], action, { remoteIp: context.clientIp });
  return result.ok ? null : t(captchaMessageKey(result));
}
