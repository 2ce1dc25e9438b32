/**
 * Back-office vouchers API (decision 0034): thin handlers over src/domain/vouchers/admin-vouchers.ts. Admin only.
 * Amounts gross in minor units of the shop's main currency (`amount`, `minimalAmount`: EUR cents, decision 0080)
 * beside the units the table stores (`value`, `minimalPrice`: gross CZK haléře; `value` is the percent for 'percent').
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { parseListQuery } from '../../../src/domain/back-office/list-query';
import {
  createVoucher,
  listAdminVouchers,
  loadAdminVoucherDetail,
  updateVoucher,
  VOUCHER_SORTS,
  VOUCHER_STATUSES,
  type VoucherSaveResult,
} from '../../../src/domain/vouchers/admin-vouchers';
import { VOUCHER_TYPES, voucherInputSchema, voucherListFilterSchema } from '../../../src/domain/vouchers/admin-vouchers-schema';
import type { AppEnv } from '../../app';
import { HttpError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('voucher id') });

const voucherOut = z.object({
  id: z.number(),
  code: z.string(),
  voucherType: z.enum(VOUCHER_TYPES),
  value: z.number().describe("percent for 'percent', gross CZK haléře otherwise (stored)"),
  amount: z
    .number()
    .nullable()
    .describe("'amount' / 'order': gross minor units of the main currency (EUR cents), as the owner typed it; null for 'percent'"),
  serviceType: z.string(),
  quantity: z.number().nullable(),
  usedCount: z.number(),
  quantityPerUser: z.number().nullable(),
  minimalPrice: z.number().nullable().describe('gross CZK haléře (stored)'),
  minimalAmount: z.number().nullable().describe('the minimum as a shopper in the main currency reads it, gross minor units (EUR cents)'),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  requiresEmail: z.boolean(),
  isCombinable: z.boolean(),
  firstPurchaseOnly: z.boolean(),
  discountsDelivery: z.boolean().describe('what the goods leave of the discount lowers the delivery fee too (decision 0059)'),
  ownerUserId: z.number().nullable(),
  ownerName: z.string().nullable(),
  commissionPercent: z.number().nullable(),
  isActive: z.boolean(),
  status: z.enum(VOUCHER_STATUSES).describe('today: switched off, not yet valid, expired, used up or active (decision 0074)'),
  createdAt: z.string(),
});

const listQuery = voucherListFilterSchema.extend({
  strana: z.string().optional(),
  zoradit: z.enum(VOUCHER_SORTS).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
});

function saved(c: Context<AppEnv>, result: VoucherSaveResult): void {
  if (result.ok) return;
  if ('notFound' in result) throw notFound();
  const { t } = c.get('services');
  throw new HttpError(422, t('validation.summary'), { ...(result.code ? { code: result.code } : {}), errors: result.errors });
}

export const adminVoucherApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/vouchers',
    role: 'admin',
    summary:
      'Voucher list: search q (code), type, active (1/0), paging (strana) and sorting (zoradit code|created_at|used|active_to, smer)',
    query: listQuery,
    response: z.array(voucherOut),
    handler: async (c) => {
      const params = new URLSearchParams(c.req.query());
      const filters = voucherListFilterSchema.parse(Object.fromEntries(params));
      const page = await listAdminVouchers(
        c.get('services').db,
        filters,
        parseListQuery(params, { sortable: VOUCHER_SORTS, defaultSort: 'created_at' }),
      );
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/vouchers',
    role: 'admin',
    summary: 'Create a voucher with its limits; a code taken case-insensitively is 422 code already_exists',
    body: voucherInputSchema,
    response: voucherOut,
    errors: { 422: 'Errors at the fields; code already_exists when the code is taken' },
    handler: async (c, user) => {
      const input = validate(c, voucherInputSchema, await readBody(c));
      const { db, t } = c.get('services');
      const result = await createVoucher(db, input, user.id, t);
      saved(c, result);
      const detail = await loadAdminVoucherDetail(db, (result as { id: number }).id);
      return c.json({ data: detail!.voucher }, 201);
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/vouchers/{id}',
    role: 'admin',
    summary: 'A voucher with its uses (orders, customers, dates, commissions) and audit log',
    params: idParams,
    errors: { 404: 'Unknown voucher' },
    handler: async (c) => {
      const id = adminPathId(c);
      const detail = await loadAdminVoucherDetail(c.get('services').db, id);
      if (!detail) throw notFound();
      return c.json({ data: detail });
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/vouchers/{id}',
    role: 'admin',
    summary: 'Update a voucher (every field; total uses not below the uses made)',
    params: idParams,
    body: voucherInputSchema,
    response: voucherOut,
    errors: { 404: 'Unknown voucher', 422: 'Errors at the fields; code already_exists when the code is taken' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, voucherInputSchema, await readBody(c));
      const { db, t } = c.get('services');
      saved(c, await updateVoucher(db, id, input, user.id, t));
      const detail = await loadAdminVoucherDetail(db, id);
      return c.json({ data: detail!.voucher });
    },
  }),
];
