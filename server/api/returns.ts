/**
 * Returns and complaints over REST (decision 0102). The customer: POST|GET /api/orders/{id}/returns (own order only:
 * another customer's order answers 404 like an unknown id) and GET /api/returns (every own request). A guest:
 * POST /api/returns/lookup (the order's returnable lines by number + e-mail) and POST /api/returns (the request).
 * A request is JSON or multipart/form-data (the page form's fields, with complaint photos in `photos`); both are parsed
 * by the schemas the page actions use. Bad input: 422 with the errors object; the guest calls are rate limited (429).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { RETURN_KINDS, RETURN_RESOLUTIONS, RETURN_STATES } from '../../src/db/schema';
import { findCustomerOrderId } from '../../src/domain/accounts/customer-orders';
import { findUserBySessionToken, type SessionUser } from '../../src/domain/accounts/session-lookup';
import { readReturnSubmission } from '../../src/domain/returns/return-input';
import {
  createReturnRequest,
  listCustomerReturnRequests,
  listOrderReturnRequests,
  loadReturnableOrder,
  lookupGuestOrder,
  type CreateReturnResult,
} from '../../src/domain/returns/return-requests';
import { guestReturnRequestSchema, returnRequestSchema } from '../../src/domain/returns/return-schemas';
import { emailField } from '../../src/domain/accounts/account-fields';
import type { AppEnv } from '../app';
import { readAuthToken } from '../http/catalog-context';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';

const idParams = z.object({ id: z.string().regex(/^\d+$/).describe('order id') });
const lineBody = z.object({ orderItemId: z.number().int().positive(), quantity: z.number().int().positive() });
const requestBody = z.object({
  kind: z.enum(RETURN_KINDS).describe('withdrawal (odstúpenie od zmluvy, 14 days from delivery) or complaint (reklamácia)'),
  items: z.array(lineBody).describe('order lines and pieces; never more than bought minus already returned'),
  iban: z.string().optional().describe('withdrawal: the account for the refund (checksum validated)'),
  description: z.string().optional().describe('complaint: the defect (at least 10 characters)'),
});
const guestBody = requestBody.extend({ orderNumber: z.string(), email: z.string() });
const lookupBody = z.object({ orderNumber: z.string(), email: z.string() });
const guestLookupSchema = z.object({ orderNumber: z.string().trim().min(1, 'validation.required').max(40), email: emailField });
export const returnRequestView = z.object({
  id: z.number(),
  number: z.string(),
  orderId: z.number(),
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  rejectReason: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  items: z.array(z.object({ orderItemId: z.number(), name: z.string(), quantity: z.number(), unitPrice: z.number() })),
  photoIds: z.array(z.number()),
  creditNoteId: z.number().nullable().describe('the credit note (GET /api/orders/{id}/documents/{documentId})'),
});
const returnableView = z.object({
  orderId: z.number(),
  deliveredAt: z.string().nullable(),
  withdrawalOpen: z.boolean(),
  complaintOpen: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      name: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      bought: z.number(),
      returnable: z.number(),
    }),
  ),
});
const created = z.object({ id: z.number(), number: z.string() });
const unauthenticated = 'code unauthenticated: no valid session';
const requestErrors = {
  400: 'Malformed body',
  413: 'code body_too_large: photos over the limit',
  415: 'Neither JSON nor a form body',
  422: 'Errors at the fields kind, items / quantity.<order item id>, iban, description, photos; or the order is not delivered / the deadline passed',
};

export const returnDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/returns',
    summary: "The customer's return requests and complaints, newest first",
    tag: 'returns',
    response: z.array(returnRequestView),
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'get',
    path: '/api/orders/{id}/returns',
    summary: 'What of the order may be returned now, and its requests',
    tag: 'returns',
    params: idParams,
    response: z.object({ returnable: returnableView, requests: z.array(returnRequestView) }),
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown order or another customer's (the same answer)" },
  },
  {
    method: 'post',
    path: '/api/orders/{id}/returns',
    summary: 'Files a withdrawal or a complaint for the customer’s delivered order (JSON, or multipart/form-data with photos); 201',
    tag: 'returns',
    params: idParams,
    body: requestBody,
    response: created,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown order or another customer's (the same answer)", ...requestErrors },
  },
  {
    method: 'post',
    path: '/api/returns/lookup',
    summary: 'A guest finds the order by its number and e-mail: what of it may be returned now',
    tag: 'returns',
    body: lookupBody,
    response: returnableView,
    errors: {
      404: 'Unknown order number or a wrong e-mail (the same answer)',
      422: 'Errors at orderNumber, email',
      429: 'code rate_limited',
    },
  },
  {
    method: 'post',
    path: '/api/returns',
    summary:
      'A guest files a withdrawal or a complaint (order number + the e-mail of the order); 201, a confirmation e-mail with the number',
    tag: 'returns',
    body: guestBody,
    response: created,
    errors: { 404: 'Unknown order number or a wrong e-mail (the same answer)', 429: 'code rate_limited', ...requestErrors },
  },
];

async function requireApiUser(c: Context<AppEnv>): Promise<SessionUser> {
  const { db, t } = c.get('services');
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  const user = token ? await findUserBySessionToken(db, token) : null;
  if (!user) throw new HttpError(401, t('auth.unauthenticated'), { code: 'unauthenticated' });
  return user;
}

async function readSubmission(c: Context<AppEnv>) {
  const { t } = c.get('services');
  const read = await readReturnSubmission(c.req.raw);
  if (read.ok) return read;
  if (read.reason === 'too_large') throw new HttpError(413, t('error.body_too_large'), { code: 'body_too_large' });
  if (read.reason === 'unsupported') throw new HttpError(415, t('error.json_required'), { code: 'json_required' });
  throw new HttpError(400, 'Malformed body');
}

function answer(c: Context<AppEnv>, result: CreateReturnResult) {
  const { t } = c.get('services');
  if (result.ok)
    return c.json({ data: { id: result.id, number: result.number }, message: t('returns.sent', { number: result.number }) }, 201);
  if (result.code === 'not_found') throw notFound();
  if (result.code === 'rate_limited') throw new HttpError(429, t('returns.rate_limited'), { code: 'rate_limited' });
  throw new ValidationError(t('validation.summary'), result.errors);
}

export function returnRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/returns', async (c) => {
    const user = await requireApiUser(c);
    return c.json({ data: await listCustomerReturnRequests(c.get('services').db, user.id) });
  });
  api.get('/orders/:id/returns', async (c) => {
    const user = await requireApiUser(c);
    const { db, now } = c.get('services');
    const orderId = await findCustomerOrderId(db, user.id, c.req.param('id'));
    if (orderId === null) throw notFound();
    const returnable = await loadReturnableOrder(db, orderId, now());
    if (!returnable) throw notFound();
    return c.json({ data: { returnable, requests: await listOrderReturnRequests(db, orderId) } });
  });
  api.post('/orders/:id/returns', async (c) => {
    const user = await requireApiUser(c);
    const services = c.get('services');
    const orderId = await findCustomerOrderId(services.db, user.id, c.req.param('id'));
    if (orderId === null) throw notFound();
    const read = await readSubmission(c);
    const input = validate(c, returnRequestSchema, read.input);
    const result = await createReturnRequest(
      { ...services, publicUrl: services.config.publicUrl },
      { kind: 'customer', userId: user.id, orderId },
      input,
      read.photos,
    );
    return answer(c, result);
  });
  api.post('/returns/lookup', async (c) => {
    const { db, now, t } = c.get('services');
    const input = validate(c, guestLookupSchema, await readBody(c));
    const found = await lookupGuestOrder({ db, now }, { ...input, ip: clientIp(c) });
    if (!found.ok && found.code === 'rate_limited') throw new HttpError(429, t('returns.rate_limited'), { code: 'rate_limited' });
    if (!found.ok) throw notFound();
    return c.json({ data: found.returnable });
  });
  api.post('/returns', async (c) => {
    const services = c.get('services');
    const read = await readSubmission(c);
    const input = validate(c, guestReturnRequestSchema, read.input);
    const result = await createReturnRequest(
      { ...services, publicUrl: services.config.publicUrl },
      { kind: 'guest', orderNumber: input.orderNumber, email: input.email, ip: clientIp(c) },
      input,
      read.photos,
    );
    return answer(c, result);
  });
  return api;
}
