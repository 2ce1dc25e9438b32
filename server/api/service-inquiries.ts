/**
 * POST /api/services/{id}/inquiries: a shopper's inquiry about a service (costume rental, turnkey decoration, balloon
 * inflating), the REST twin of the form on /sluzby/{id}/{slug}. 422 at the fields (name, email, phone, date, message;
 * captcha when configured), 404 for an unknown or unpublished service, 429 when one address sends too many.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { findPublishedService, SERVICE_INQUIRY_RATE_LIMIT, sendServiceInquiry } from '../../src/domain/content/service-inquiries';
import { serviceInquirySchema } from '../../src/domain/content/service-inquiry-schema';
import { CAPTCHA_ACTIONS } from '../../src/domain/security/captcha';
import { shopOwnerAddress } from '../../src/mail/owner-address';
import type { AppEnv } from '../app';
import { requireCaptcha } from '../http/captcha-check';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody } from '../http/validate';
import { pathId } from './reviews';

const serviceParams = z.object({ id: z.string().describe('service id') });

export const serviceInquiryDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/services/{id}/inquiries',
    summary: `Send an inquiry about a service: name, email and message required; phone and date (YYYY-MM-DD, today or later) optional; captchaToken when reCAPTCHA is configured. Stored and mailed to the shop (Reply-To the shopper). At most ${SERVICE_INQUIRY_RATE_LIMIT.hits} per address and hour.`,
    tag: 'content',
    params: serviceParams,
    body: serviceInquirySchema,
    response: z.object({ id: z.number() }),
    errors: {
      404: 'Unknown or unpublished service',
      422: 'Errors at the fields name, email, phone, date, message (captcha: code captcha_failed)',
      429: 'code rate_limited: too many inquiries from one address',
    },
  },
];

export function serviceInquiryRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/services/:id/inquiries', async (c) => {
    const services = c.get('services');
    const { db, t, mailer, config } = services;
    const service = await findPublishedService(db, pathId(c));
    if (!service) throw notFound();
    const body = await readBody(c);
    await requireCaptcha(c, body, CAPTCHA_ACTIONS.serviceInquiry);
    const settings = await services.settings.get();
    const outcome = await sendServiceInquiry(
      db,
      {
        mailer,
        t,
        ownerEmail: shopOwnerAddress(config, settings.contacts.email),
        publicUrl: config.publicUrl,
        now: services.now(),
        ip: clientIp(c),
      },
      service,
      body,
    );
    if (!outcome.ok) {
      if (outcome.status === 429) throw new HttpError(429, outcome.errors['']![0]!, { code: 'rate_limited' });
      throw new ValidationError(t('validation.summary'), outcome.errors);
    }
    return c.json({ data: { id: outcome.id }, message: t('service_inquiry.sent') }, 201);
  });
  return api;
}
