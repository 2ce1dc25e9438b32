import { Hono } from 'hono';
import { z } from 'zod';
import { subscribe, subscriberSchema } from '../../src/domain/newsletter/newsletter';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
// captcha
import { CAPTCHA_ACTIONS } from '../../src/domain/security/captcha';
import { requireCaptcha } from '../http/captcha-check';

export const subscriberDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/subscriber/save',
    summary: 'Newsletter signup',
    tag: 'newsletter',
    body: subscriberSchema,
    response: z.object({ email: z.string() }),
    errors: {
      409: 'code already_exists: the e-mail is already subscribed',
      422: 'Invalid e-mail; with captcha configured, code captcha_failed (body field captchaToken, action newsletter)',
      429: 'Too many attempts',
    },
  },
];

export function subscriberRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/subscriber/save', async (c) => {
    const { db, t, config } = c.get('services');
    const body = await readBody(c);
    const input = validate(c, subscriberSchema, body);
    await requireCaptcha(c, body, CAPTCHA_ACTIONS.newsletter); // captcha
    const result = await subscribe(db, input, { locale: config.locale, source: 'footer', ip: clientIp(c) });
    if (result === 'already_exists') {
      return c.json({ code: 'already_exists', message: t('newsletter.already_exists') }, 409);
    }
    return c.json({ data: { email: input.email }, message: t('newsletter.saved') }, 201);
  });
  return api;
}
