/**
 * Back-office orders and dashboard API: thin handlers over src/domain/orders/admin-orders.ts,
 * order-actions.ts and dashboard.ts. Admin only.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { OrderState } from '../../../src/db/schema';
import { listAudit } from '../../../src/domain/back-office/audit-log';
import { loadDashboard } from '../../../src/domain/back-office/dashboard';
import { changeOrderStateAsAdmin, type AdminStateChangeResult } from '../../../src/domain/orders/admin-order-actions';
import { editOrderAsAdmin } from '../../../src/domain/orders/admin-order-edit';
import { orderEditSchema } from '../../../src/domain/orders/admin-order-edit-schema';
import { orderStateChangeSchema, type OrderStateChangeInput } from '../../../src/domain/orders/admin-order-state-schema';
import { orderListQuerySchema, parseOrderListQuery } from '../../../src/domain/orders/admin-order-filters';
import { ORDER_STATE_VALUES } from '../../../src/domain/orders/admin-order-transitions';
import { listAdminOrders, loadAdminOrderDetail, orderCsvFilename, orderCsvStream } from '../../../src/domain/orders/admin-orders';
import type { SessionUser } from '../../../src/domain/accounts/session-lookup';
import type { MessageKey } from '../../../src/i18n';
import type { AppEnv } from '../../app';
import { HttpError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('order id') });
const stateEnum = z.enum(ORDER_STATE_VALUES);

/** shared with the order detail page's form (decision 0072) */
const orderStateBody = orderStateChangeSchema;
const markPaidBody = z.object({ note: z.string().trim().max(500).optional() });

const periodSchema = z.object({ orders: z.number(), revenue: z.number().describe('EUR minor units') });
const dashboardSchema = z.object({
  today: periodSchema,
  days7: periodSchema,
  days30: periodSchema,
  waitingForPayment: z.number(),
  lowStock: z.object({
    threshold: z.number(),
    count: z.number(),
    variants: z.array(
      z.object({
        productId: z.number(),
        productName: z.string(),
        variantId: z.number(),
        variantName: z.string(),
        code: z.string(),
        quantity: z.number(),
      }),
    ),
  }),
});
const orderRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string(),
  state: stateEnum,
  customerName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  total: z.number().describe('minor units of currencyCode'),
  currencyCode: z.string(),
  paymentCode: z.string(),
  paymentName: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  pickupStoreName: z.string().nullable(),
  paidAt: z.string().nullable(),
});
const stateChangeSchema = z.object({
  from: stateEnum,
  to: stateEnum,
  mailed: z
    .boolean()
    .describe(
      'whether the customer e-mail went out now; false when notifyCustomer was false, or when sending failed and it waits in the mail outbox (retried automatically)',
    ),
  returned: z.array(z.object({ variantId: z.number(), storeId: z.number(), quantity: z.number() })).describe('stock returned by a cancel'),
});
const editTotalsSchema = z.object({
  items: z.number(),
  discount: z.number(),
  delivery: z.number(),
  payment: z.number(),
  total: z.number(),
});
const orderEditAnswer = z.object({
  changed: z.boolean().describe('false: the body changed nothing'),
  currencyCode: z.string(),
  before: editTotalsSchema.describe('totals before the edit, minor units of currencyCode'),
  after: editTotalsSchema.describe('totals after the edit, minor units of currencyCode'),
  balanceDue: z.number().describe('paid order: > 0 the customer still pays, < 0 the shop refunds (minor units); 0 settled'),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).describe('readable before → after values, as audited'),
});
const auditParams = z.object({ entity: z.string().describe('table name, e.g. orders'), entityId: z.string() });

function stateLabel(c: Context<AppEnv>) {
  const { t } = c.get('services');
  return (state: OrderState) => t(`order.state.${state}` as MessageKey);
}

function stateChangeAnswer(c: Context<AppEnv>, result: AdminStateChangeResult) {
  const { t } = c.get('services');
  if (!result.ok && result.code === 'not_found') throw notFound();
  if (!result.ok) {
    const label = stateLabel(c);
    const message = t('admin.order.error.illegal', { from: label(result.from), to: label(result.to) });
    throw new HttpError(422, message, { code: 'illegal_transition', errors: { state: [message] } });
  }
  return c.json({
    data: { from: result.from, to: result.to, mailed: result.mailed, returned: result.returned },
    message: t('admin.order.flash.changed'),
  });
}

function deps(c: Context<AppEnv>) {
  const services = c.get('services');
  return {
    db: services.db,
    mailer: services.mailer,
    mailOutbox: services.mailOutbox,
    t: services.t,
    publicUrl: services.config.publicUrl,
    now: services.now,
  };
}

async function changeState(
  c: Context<AppEnv>,
  user: SessionUser,
  input: Omit<OrderStateChangeInput, 'notifyCustomer'> & { notifyCustomer?: boolean },
) {
  const id = adminPathId(c);
  const { state, note, trackingNumber, notifyCustomer } = input;
  return stateChangeAnswer(c, await changeOrderStateAsAdmin(deps(c), id, state, { userId: user.id, note, trackingNumber, notifyCustomer }));
}

export const adminOrderApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    role: 'admin',
    summary:
      'Dashboard figures: orders and revenue (EUR minor units) today / last 7 / last 30 days without cancelled orders, orders waiting for payment, low-stock variants',
    response: dashboardSchema,
    handler: async (c) => {
      const { db, now } = c.get('services');
      const { eur: _eur, ...figures } = await loadDashboard(db, now());
      return c.json({ data: figures });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/orders/export',
    role: 'admin',
    summary: 'CSV export of the filtered order list (same filters as GET /api/admin/orders): UTF-8 with BOM, ; separator, streamed',
    query: orderListQuerySchema,
    errors: { 422: 'Invalid filter values' },
    handler: async (c) => {
      const filters = validate(c, orderListQuerySchema, c.req.query());
      const { db, now } = c.get('services');
      const stream = orderCsvStream(db, filters, stateLabel(c));
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${orderCsvFilename(now())}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/orders',
    role: 'admin',
    summary:
      'Order list: filters (state, from, to, payment, delivery, store), search q (number, name, e-mail), paging (strana, 25 per page) and sorting (zoradit, smer)',
    query: orderListQuerySchema,
    response: z.array(orderRowSchema),
    errors: { 422: 'Invalid filter values' },
    handler: async (c) => {
      const query = validate(c, orderListQuerySchema, c.req.query());
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      const { db } = c.get('services');
      const page = await listAdminOrders(db, query, parseOrderListQuery(params));
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/orders/{id}',
    role: 'admin',
    summary: 'Order detail: summary (items, totals, addresses, delivery, payment), state history, audit log and the states it may move to',
    params: idParams,
    errors: { 404: 'Unknown order' },
    handler: async (c) => {
      const id = adminPathId(c);
      const detail = await loadAdminOrderDetail(c.get('services').db, id);
      if (!detail) throw notFound();
      return c.json({ data: detail });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/state',
    role: 'admin',
    summary:
      'Change the order state (paid, processing, shipped, ready_for_pickup, completed, cancelled); e-mails the customer unless notifyCustomer is false, stores trackingNumber when shipping (the customer gets the carrier tracking link), writes the history and the audit log; cancelling returns the stock once',
    params: idParams,
    body: orderStateBody,
    response: stateChangeSchema,
    errors: {
      404: 'Unknown order',
      422: 'code illegal_transition: the order cannot move from its state to this one; or errors at the fields',
    },
    handler: async (c, user) => {
      adminPathId(c);
      const input = validate(c, orderStateBody, await readBody(c));
      return changeState(c, user, input);
    },
  }),
  adminRoute({
    method: 'patch',
    path: '/api/admin/orders/{id}',
    role: 'admin',
    summary:
      'Edit an order not yet shipped (decision 0083): contact, invoice and delivery address, line quantities (0 removes), product variants to add; stock moves and totals are re-priced in one transaction, audited with readable before/after values',
    params: idParams,
    body: orderEditSchema,
    response: orderEditAnswer,
    errors: {
      404: 'Unknown order',
      422: 'code not_editable: the order is shipped, ready for pickup, completed or cancelled; or errors at the fields (unknown line or product, not enough stock at `lines`)',
    },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, orderEditSchema, await readBody(c));
      const { db, t, now } = c.get('services');
      const result = await editOrderAsAdmin({ db, t, now }, id, input, { userId: user.id });
      if (!result.ok && result.code === 'not_found') throw notFound();
      if (!result.ok && result.code === 'not_editable')
        throw new HttpError(422, result.message, { code: 'not_editable', errors: { state: [result.message] } });
      if (!result.ok) throw new HttpError(422, t('validation.summary'), { errors: result.errors });
      const { ok: _ok, ...data } = result;
      return c.json({ data, message: t(result.changed ? 'admin.order_edit.flash.saved' : 'admin.order_edit.flash.unchanged') });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/mark-paid',
    role: 'admin',
    summary: 'Mark an order waiting for payment (bank transfer) as paid: the summary page then shows it paid',
    params: idParams,
    body: markPaidBody,
    response: stateChangeSchema,
    errors: { 404: 'Unknown order', 422: 'code illegal_transition: the order is not waiting for payment' },
    handler: async (c, user) => {
      adminPathId(c);
      const input = validate(c, markPaidBody, await readBody(c));
      return changeState(c, user, { state: 'paid', note: input.note });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/audit/{entity}/{entityId}',
    role: 'admin',
    summary: 'The audit log of one entity (newest first, at most 100 entries)',
    params: auditParams,
    handler: async (c) => {
      const entity = c.req.param('entity') ?? '';
      const entityId = c.req.param('entityId') ?? '';
      if (!/^[a-z_]{1,40}$/.test(entity) || !/^[\w.-]{1,100}$/.test(entityId)) throw notFound();
      return c.json({ data: await listAudit(c.get('services').db, entity, entityId) });
    },
  }),
];
