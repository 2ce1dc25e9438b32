/**
 * Back-office bulk actions (decision 0099): thin handlers over src/domain/orders/admin-order-bulk.ts and
 * src/domain/catalog/admin-product-bulk-change.ts (the product list's page action calls the same functions). Admin only.
 */
import { z } from 'zod';
import { catalogAdminDeps } from '../../../src/domain/catalog/admin-catalog-deps';
import {
  bulkChangeProductPrices,
  bulkChangeProductStock,
  productPriceBulkSchema,
  productStockBulkSchema,
} from '../../../src/domain/catalog/admin-product-bulk-change';
import { bulkChangeOrderState } from '../../../src/domain/orders/admin-order-bulk';
import { orderBulkSchema } from '../../../src/domain/orders/admin-order-bulk-schema';
import { ORDER_STATE_VALUES } from '../../../src/domain/orders/admin-order-transitions';
import { ValidationError } from '../../http/errors';
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
  mailed: z
    .boolean()
    .optional()
    .describe(
      'whether the customer e-mail went out now; false when notifyCustomer was false, or when sending failed and it waits in the mail outbox (retried automatically)',
    ),
  message: z.string().describe('what happened, in Slovak'),
});
const bulkResultSchema = z.object({
  changed: z.number(),
  refused: z.number(),
  items: z.array(bulkItemSchema),
  summary: z.string(),
});

const productChangeSchema = z.object({
  preview: z.boolean(),
  changed: z.number().describe('products changed (or that would change)'),
  variants: z.number().describe('their variants'),
  refused: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string().nullable().describe('null for an unknown id'),
      outcome: z.enum(['changed', 'unchanged', 'refused', 'not_found']),
      variants: z.number(),
      message: z.string().describe('what happened (or would), in Slovak'),
    }),
  ),
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
  adminRoute({
    method: 'post',
    path: '/api/admin/products/bulk-price',
    role: 'admin',
    summary:
      "Bulk price change of up to 100 products' variants: mode set (gross price), percent or amount (minor units of the main currency), rounded to the cent and stored through the product form's conversion; price history, audit, page cache purge; preview: true answers what would change and writes nothing. A product that cannot take the change is refused whole and reported",
    body: productPriceBulkSchema,
    response: productChangeSchema,
    errors: { 422: 'errors at the fields: ids (none, more than 100), mode, value (e.g. a percentage of −100 or less)' },
    handler: async (c, user) => {
      const input = validate(c, productPriceBulkSchema, await readBody(c));
      const result = await bulkChangeProductPrices(catalogAdminDeps(c.get('services')), input, user.id);
      return c.json({ data: result, message: result.summary });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/products/bulk-stock',
    role: 'admin',
    summary:
      "Bulk stock change of up to 100 products' variants in one store: mode set (pieces) or add (negative takes away); never below zero (a product that would go below is refused whole); audit, restock watchdogs, page cache purge when availability changes; preview: true writes nothing",
    body: productStockBulkSchema,
    response: productChangeSchema,
    errors: { 422: 'errors at the fields: ids, storeId (unknown store), mode, quantity' },
    handler: async (c, user) => {
      const input = validate(c, productStockBulkSchema, await readBody(c));
      const result = await bulkChangeProductStock(catalogAdminDeps(c.get('services')), input, user.id);
      if ('errors' in result) throw new ValidationError(c.get('services').t('validation.summary'), result.errors);
      return c.json({ data: result, message: result.summary });
    },
  }),
];
