/**
 * Back-office customers, groups and influencers API (decision 0035): thin handlers over
 * src/domain/accounts/admin-customers.ts. Admin only. Money gross in minor units of the shop's main currency (EUR cents,
 * decision 0080); a customer's orders in the order's own currency; a payout's amount in gross CZK haléře (as stored).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  changeCustomerGroup,
  createCustomerGroup,
  CUSTOMER_SORTS,
  listAdminCustomers,
  listCustomerGroups,
  listInfluencers,
  loadAdminCustomer,
  markInfluencerCommissionPaid,
  setInfluencerCommission,
  updateCustomerGroup,
  type ChangeResult,
} from '../../../src/domain/accounts/admin-customers';
import {
  commissionRateSchema,
  customerGroupChangeSchema,
  customerGroupSchema,
  customerListFilterSchema,
  markPaidSchema,
} from '../../../src/domain/accounts/admin-customers-schema';
import { parseListQuery } from '../../../src/domain/back-office/list-query';
import type { AppEnv } from '../../app';
import { ValidationError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive() });

const customerRow = z.object({
  id: z.number().nullable().describe('null for a guest buyer (orders without an account, grouped by e-mail)'),
  guest: z.boolean(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  ico: z.string().nullable(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  orders: z.number(),
  total: z.number().describe('the orders (not cancelled) in EUR cents'),
  createdAt: z.string().describe("registration, or a guest buyer's first order"),
});
const groupRow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  discount: z.number(),
  members: z.number(),
});
const influencerRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  groupId: z.number().nullable(),
  commissionPercent: z.number().nullable(),
  vouchers: z.array(z.object({ id: z.number(), code: z.string(), used: z.number(), total: z.number().nullable() })),
  unpaidCommission: z.number().describe("gross minor units of the shop's main currency (EUR cents)"),
  paidCommission: z.number(),
  totalMargin: z.number().describe('every commission earned, paid and unpaid'),
  turnover: z.number(),
  orders: z.number(),
});

const listQuery = customerListFilterSchema.extend({
  strana: z.string().optional(),
  zoradit: z.enum(CUSTOMER_SORTS).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
});

function changed(c: Context<AppEnv>, result: ChangeResult, field: string) {
  if (result.ok) return;
  if (result.reason === 'not_found') throw notFound();
  const { t } = c.get('services');
  throw new ValidationError(t('validation.summary'), { [field]: [t('admin.customers.error.unknown_group')] });
}

export const adminCustomerApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/customers',
    role: 'admin',
    summary:
      'Customer list, accounts and guest buyers: search q (name with accents ignored, e-mail, company, IČO), group, kind (all|accounts|guests), paging (strana), sorting (zoradit name|email|created_at|orders, smer)',
    query: listQuery,
    response: z.array(customerRow),
    handler: async (c) => {
      const params = new URLSearchParams(c.req.query());
      const filters = customerListFilterSchema.parse(Object.fromEntries(params));
      const page = await listAdminCustomers(
        c.get('services').db,
        filters,
        parseListQuery(params, { sortable: CUSTOMER_SORTS, defaultSort: 'created_at' }),
      );
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/customers/{id}',
    role: 'admin',
    summary: 'A customer: data, group, orders (totals in their currency), addresses, influencer figures (main currency) and audit log',
    params: idParams,
    errors: { 404: 'Unknown customer' },
    handler: async (c) => {
      const detail = await loadAdminCustomer(c.get('services').db, adminPathId(c));
      if (!detail) throw notFound();
      return c.json({ data: detail });
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/customers/{id}/group',
    role: 'admin',
    summary: "Move a customer into a group (its discount applies to the customer's next cart view and order)",
    params: idParams,
    body: customerGroupChangeSchema,
    errors: { 404: 'Unknown customer', 422: 'Unknown group or bad body' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, customerGroupChangeSchema, await readBody(c));
      const { db } = c.get('services');
      changed(c, await changeCustomerGroup(db, id, input.groupId, user.id), 'groupId');
      return c.json({ data: (await loadAdminCustomer(db, id))!.customer });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/customer-groups',
    role: 'admin',
    summary: 'Customer groups with their discount and member count',
    response: z.array(groupRow),
    handler: async (c) => c.json({ data: await listCustomerGroups(c.get('services').db) }),
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/customer-groups',
    role: 'admin',
    summary: 'Create a customer group',
    body: customerGroupSchema,
    response: groupRow,
    errors: { 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const input = validate(c, customerGroupSchema, await readBody(c));
      const { db } = c.get('services');
      const id = await createCustomerGroup(db, input, user.id);
      return c.json({ data: (await listCustomerGroups(db)).find((g) => g.id === id) }, 201);
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/customer-groups/{id}',
    role: 'admin',
    summary: 'Update a customer group (name, description, discount percent)',
    params: idParams,
    body: customerGroupSchema,
    response: groupRow,
    errors: { 404: 'Unknown group', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, customerGroupSchema, await readBody(c));
      const { db } = c.get('services');
      changed(c, await updateCustomerGroup(db, id, input, user.id), 'name');
      return c.json({ data: (await listCustomerGroups(db)).find((g) => g.id === id) });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/influencers',
    role: 'admin',
    summary:
      "Influencers (group 2 and voucher owners): commission rate, vouchers used/total, unpaid commission, total margin (decision 0022's figures, in the main currency)",
    response: z.array(influencerRow),
    handler: async (c) => c.json({ data: await listInfluencers(c.get('services').db) }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/influencers/{id}/commission',
    role: 'admin',
    summary: "Set the influencer's commission rate (users.commission_percent; vouchers without their own rate use it)",
    params: idParams,
    body: commissionRateSchema,
    errors: { 404: 'Unknown user', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, commissionRateSchema, await readBody(c));
      changed(c, await setInfluencerCommission(c.get('services').db, id, input.commissionPercent, user.id), 'commissionPercent');
      return c.json({ data: { id, commissionPercent: input.commissionPercent } });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/influencers/{id}/mark-paid',
    role: 'admin',
    summary: "Record the payout of the influencer's unpaid commission (earned up to asOf): unpaid commission becomes 0, total margin stays",
    params: idParams,
    body: markPaidSchema,
    response: z.object({ uses: z.number(), amount: z.number().describe('gross CZK haléře paid') }),
    errors: { 404: 'Unknown user', 422: 'Bad body' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, markPaidSchema, await readBody(c));
      const { db, now } = c.get('services');
      const at = now();
      const result = await markInfluencerCommissionPaid(db, id, user.id, at, input.asOf ? new Date(input.asOf) : at);
      if (!result.ok) throw notFound();
      return c.json({ data: { uses: result.uses, amount: result.amount } });
    },
  }),
];
