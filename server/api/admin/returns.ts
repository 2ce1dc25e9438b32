/**
 * Back-office returns and complaints (decision 0102): the list with the legal deadlines, one request, its state change
 * (the state machine of src/domain/returns/return-states.ts; rejected needs a reason, resolved a resolution) and its
 * photos. Thin handlers over src/domain/returns; admin only.
 */
import { z } from 'zod';
import { RETURN_KINDS, RETURN_STATES } from '../../../src/db/schema';
import {
  changeReturnState,
  listReturnRequestsForAdmin,
  loadReturnRequestForAdmin,
  returnPhoto,
} from '../../../src/domain/returns/return-requests';
import { returnTransitionSchema } from '../../../src/domain/returns/return-schemas';
import { HttpError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { returnRequestView } from '../returns';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('return request id') });
const listQuery = z.object({
  state: z.enum(RETURN_STATES).optional(),
  kind: z.enum(RETURN_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
const deadline = z.object({ dueAt: z.string(), overdue: z.boolean(), closed: z.boolean() });
const listRow = z.object({
  id: z.number(),
  number: z.string(),
  orderId: z.number(),
  orderNumber: z.string(),
  customerName: z.string(),
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  createdAt: z.string(),
  deadline: deadline.describe('withdrawal: refund within 14 days of receipt; complaint: settled within 30 days of filing'),
});
const detail = returnRequestView.extend({
  orderNumber: z.string(),
  email: z.string(),
  customerName: z.string(),
  iban: z.string().nullable(),
  value: z.number().describe("the returned goods at the order's prices, minor units of the order's currency"),
  deadline,
  next: z.array(z.enum(RETURN_STATES)),
  creditNote: z.object({ id: z.number(), number: z.string(), total: z.number() }).nullable(),
});

export const adminReturnApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/returns',
    role: 'admin',
    summary: 'Return requests and complaints: open ones first by deadline, then closed ones',
    query: listQuery,
    response: z.object({ rows: z.array(listRow), total: z.number(), page: z.number(), pageSize: z.number() }),
    errors: { 422: 'Invalid filter' },
    handler: async (c) => {
      const { db, now } = c.get('services');
      const query = validate(c, listQuery, c.req.query());
      return c.json({ data: await listReturnRequestsForAdmin(db, { ...query, page: query.page ?? 1 }, now()) });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/returns/{id}',
    role: 'admin',
    summary: 'One return request or complaint with its lines, deadline and next possible states',
    params: idParams,
    response: detail,
    errors: { 404: 'Unknown request' },
    handler: async (c) => {
      const { db, now } = c.get('services');
      const request = await loadReturnRequestForAdmin(db, adminPathId(c), now());
      if (!request) throw notFound();
      return c.json({ data: request });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/returns/{id}/state',
    role: 'admin',
    summary:
      'Moves the request to its next state: accepted (a withdrawal’s goods go back to stock), rejected (reason), refunded (a withdrawal; the partial credit note of an invoiced order), resolved (a complaint: repair, replacement or refund)',
    params: idParams,
    body: returnTransitionSchema,
    response: detail,
    errors: {
      404: 'Unknown request',
      409: 'code illegal_transition: not allowed from the current state',
      422: 'Errors at to, reason, resolution',
    },
    handler: async (c, user) => {
      const services = c.get('services');
      const id = adminPathId(c);
      const input = validate(c, returnTransitionSchema, await readBody(c));
      const result = await changeReturnState({ ...services, publicUrl: services.config.publicUrl }, id, input, user);
      if (!result.ok && result.code === 'not_found') throw notFound();
      if (!result.ok && result.code === 'forbidden') throw new HttpError(403, services.t('admin.error.forbidden'), { code: 'forbidden' });
      if (!result.ok) throw new HttpError(409, services.t('admin.returns.error.illegal'), { code: 'illegal_transition' });
      return c.json({
        data: await loadReturnRequestForAdmin(services.db, id, services.now()),
        message: services.t('admin.returns.flash.changed'),
      });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/returns/{id}/photos/{photoId}',
    role: 'admin',
    summary: 'A complaint photo (image/webp)',
    params: idParams.extend({ photoId: z.number().int().positive() }),
    errors: { 404: 'Unknown request or photo' },
    handler: async (c, user) => {
      const { db, files } = c.get('services');
      const photo = await returnPhoto({ db, files }, adminPathId(c), adminPathId(c, 'photoId'), { userId: user.id, scope: user.scope });
      if (!photo) throw notFound();
      return c.body(new Uint8Array(photo), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  }),
];
