/**
 * Events (decision 0024): GET /api/events (published: upcoming, then the latest past ones),
 * GET /api/events/{id} (a published event) and POST /api/events (a shopper's proposal, stored unpublished until the
 * back office approves it; reCAPTCHA v3 when configured). The organiser's contact is never answered.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { eventProposalSchema } from '../../src/domain/content/content-forms';
import { getPublishedEvent, listPublishedEvents, proposeEvent } from '../../src/domain/content/events';
import { CAPTCHA_ACTIONS, CAPTCHA_FIELD } from '../../src/domain/security/captcha';
import { shopOwnerAddress } from '../../src/mail/owner-address';
import type { AppEnv } from '../app';
import { requireCaptcha } from '../http/captcha-check';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
import { pathId } from './reviews';

const eventParams = z.object({ id: z.number().int().positive().describe('event id') });
const eventItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().nullable(),
  place: z.string().nullable(),
  image: z.string().nullable(),
  store: z.object({ id: z.number(), name: z.string(), url: z.string() }).nullable().describe('the branch it takes place at'),
  isPast: z.boolean(),
  url: z.string().describe('/eventy/{id}/{slug}'),
});
const eventDetailSchema = eventItemSchema.extend({
  description: z.string().describe('sanitized HTML'),
  organizerName: z.string().nullable(),
});
const proposalBody = eventProposalSchema.extend({
  [CAPTCHA_FIELD]: z.string().optional().describe('reCAPTCHA v3 token (action event_proposal); required when the captcha is configured'),
});

export const eventDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/events',
    summary: 'Published events: upcoming ones (soonest first) and the latest past ones',
    tag: 'events',
    response: z.object({ upcoming: z.array(eventItemSchema), past: z.array(eventItemSchema) }),
  },
  {
    method: 'get',
    path: '/api/events/{id}',
    summary: 'A published event',
    tag: 'events',
    params: eventParams,
    response: eventDetailSchema,
    errors: { 404: 'Unknown event, or a proposal not approved yet' },
  },
  {
    method: 'post',
    path: '/api/events',
    summary:
      'A shopper proposes an event (local date and time in Europe/Bratislava, in the future). Stored unpublished; shown once the back office approves it (201). The shop owner is told by e-mail.',
    tag: 'events',
    body: proposalBody,
    response: z.object({ id: z.number(), status: z.literal('pending') }),
    errors: {
      422: 'Errors at the fields (date in the past or too far ahead, …); captcha_failed at the field captcha',
      429: 'code rate_limited: too many proposals from one address',
    },
  },
];

export function eventRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/events', async (c) => {
    const { db, now } = c.get('services');
    return c.json({ data: await listPublishedEvents(db, now()) });
  });
  api.get('/events/:id', async (c) => {
    const id = pathId(c);
    const { db, now } = c.get('services');
    const event = await getPublishedEvent(db, id, now());
    if (!event) throw notFound();
    return c.json({ data: event });
  });
  api.post('/events', async (c) => {
    const { db, t, now, mailer, config, settings } = c.get('services');
    const body = await readBody(c);
    const input = validate(c, eventProposalSchema, body);
    await requireCaptcha(c, body, CAPTCHA_ACTIONS.eventProposal);
    const ownerEmail = shopOwnerAddress(config, (await settings.get()).contacts.email);
    const result = await proposeEvent(db, input, { t, ip: clientIp(c), now: now(), notify: { mailer, ownerEmail } });
    if (result.status === 'invalid') throw new ValidationError(t('validation.summary'), result.errors);
    if (result.status === 'rate_limited') throw new HttpError(429, t('event.rate_limited'), { code: 'rate_limited' });
    return c.json({ data: { id: result.id, status: 'pending' as const }, message: t('event.thanks_text') }, 201);
  });
  return api;
}
