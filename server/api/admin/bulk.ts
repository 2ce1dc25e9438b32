/**
 * Back-office bulk actions (decision 0099): thin handlers over src/domain/orders/admin-order-bulk.ts. Admin only.
 */
import { z } from 'zod';
import { bulkChangeOrderState } from '../../../src/domain/orders/admin-order-bulk';
import { orderBulkSchema } from '../../../src/domain/orders/admin-order-bulk-schema';
import { ORDER_STATE_VALUES } from '../../../src/domain/orders/admin-order-transitions';
import { readBody, validate } from '../../http/validate';
import { adminRoute, type AdminApiRoute } from './registry';

const stateEnum = z.enum(ORDER_STATE_VALUES);
const bulkItemSchema = z.object({
  id: z.number(),
  number: z.string().nullable().describe('null for an unknown id'),
  ok: z.boolean().describe('true: the order changed; false: refused (code says why)'),
  code: z.enum(['illegal_transition', 'not_found']).optional(),
  from: stateEnum.optional(),
  to: stateEnum.optional(),
  mailed: z.boolean().optional().describe('whether the customer e-mail went out'),
  message: z.string().describe('what happened, in Slovak'),
});
const bulkResultSchema = z.object({
  changed: z.number(),
  refused: z.number(),
  items: z.array(bulkItemSchema),
  summary: z.string(),
});

export const adminBulkApi: AdminApiRoute[] = [
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/bulk',
    role: 'admin',
    summary:
      'Bulk state change of up to 100 orders (action paid or shipped): each order changes on its own (history, audit, customer e-mail unless notifyCustomer is false); the answer lists per order what changed and what was refused (illegal transition, unknown id)',
    body: orderBulkSchema,
    response: bulkResultSchema,
    errors: { 422: 'errors at the fields: no ids, more than 100, ids that are not positive integers, unknown action' },
    handler: async (c, user) => {
      const input = validate(c, orderBulkSchema, await readBody(c));
      const s = c.get('services');
      const result = await bulkChangeOrderState(
        { db: s.db, mailer: s.mailer, mailOutbox: s.mailOutbox, t: s.t, publicUrl: s.config.publicUrl, now: s.now },
        input,
        user.id,
      );
      return c.json({ data: result, message: result.summary });
    },
  }),
];
