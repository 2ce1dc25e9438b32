/**
 * reCAPTCHA v3 on register and the public forms (SPEC §7, §9 "Captcha version 3"), on only when both keys
 * are configured (RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY); without them the forms work without it.
 *
 * The browser gets a token for a named action and sends it in the field `captchaToken`; the server verifies it with
 * the provider (siteverify): success, the same action, a score at or above the threshold. Every failure — missing
 * token, a refusal, a low score, another action, a timeout or an unreachable provider — is a refusal with a Slovak
 * message (422), never a 500. Decision 0021.
 */
import type { MessageKey } from '../../i18n';

/** The form field (and JSON property) carrying the token. */
export const CAPTCHA_FIELD = 'captchaToken';

/** The action names the browser passes to grecaptcha.execute and the server expects back. */
export const CAPTCHA_ACTIONS = {
  register: 'register',
  passwordReset: 'password_reset',
  newsletter: 'newsletter',
  eventProposal: 'event_proposal',
  serviceInquiry: 'service_inquiry',
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export interface CaptchaConfig {
  siteKey: string;
  secretKey: string;
  /** the siteverify address (a local fake in tests) */
  verifyUrl: string;
  /** the browser script (api.js); its origin is allowed by the Content-Security-Policy */
  scriptUrl: string;
  /** scores below this are refused (0–1) */
  minScore: number;
  /** a verification slower than this is a refusal */
  timeoutMs: number;
}

export type CaptchaResult =
  { ok: true; score: number } | { ok: false; reason: 'missing' | 'rejected' | 'low_score' | 'wrong_action' | 'unavailable' };

/** The message of a refusal: 'unavailable' asks to try later, the others to try again. */
export function captchaMessageKey(result: Extract<CaptchaResult, { ok: false }>): MessageKey {
  return result.reason === 'unavailable' ? 'captcha.unavailable' : 'captcha.failed';
}

const MAX_TOKEN_LENGTH = 4000;

/** Checks a token with the provider. With `config` undefined (not configured) every request passes. */
export async function verifyCaptcha(
  config: CaptchaConfig | undefined,
  token: unknown,
  action: CaptchaAction,
  options: { remoteIp?: string; fetch?: typeof fetch } = {},
): Promise<CaptchaResult | { ok: true; score: null }> {
  if (!config) return { ok: true, score: null };
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'missing' };

  const body = new URLSearchParams({ secret: config.secretKey, response: token.trim() });
  if (options.remoteIp) body.set('remoteip', options.remoteIp);
  let answer: { success?: unknown; score?: unknown; action?: unknown };
  try {
    const res = await (options.fetch ?? fetch)(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) {
      console.warn(`[captcha] siteverify answered ${res.status}`);
      return { ok: false, reason: 'unavailable' };
    }
    answer = (await res.json()) as typeof answer;
  } catch (error) {
    console.warn('[captcha] siteverify failed or timed out:', error instanceof Error ? error.message : error);
    return { ok: false, reason: 'unavailable' };
  }
  if (answer?.success !== true) return { ok: false, reason: 'rejected' };
  if (answer.action !== action) return { ok: false, reason: 'wrong_action' };
  const score = typeof answer.score === 'number' ? answer.score : Number.NaN;
  if (!(score >= config.minScore)) return { ok: false, reason: 'low_score' };
  return { ok: true, score };
}

/** The origins the browser needs for the captcha (script, its assets, its frame), for the CSP. */
export function captchaOrigins(config: CaptchaConfig): string[] {
  const origins = new Set<string>([new URL(config.scriptUrl).origin]);
  // Google's api.js pulls its code from www.gstatic.com and frames www.google.com (or recaptcha.net)
  if (/(^|\.)google\.com$|(^|\.)recaptcha\.net$/.test(new URL(config.scriptUrl).hostname)) origins.add('https://www.gstatic.com');
  return [...origins];
}

/** The browser script's address for a site key, in Slovak (SPEC §7 "language sk"). */
export function captchaScriptSrc(scriptUrl: string, siteKey: string, language: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', siteKey);
  url.searchParams.set('hl', language);
  return url.toString();
}
