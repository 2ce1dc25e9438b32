/** Forms and bodies of the back-office customers, groups and influencers. Browser-safe (zod only). */
import { z } from '../../lib/zod';

/** '' → null (form "none"); a missing key stays missing (required). */
const emptyToNull = (v: unknown) => (v === '' ? null : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

export const customerListFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  group: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  /** accounts, guest buyers (orders without an account, by e-mail) or both (decision 0089) */
  kind: z.enum(['all', 'accounts', 'guests']).default('all').catch('all'),
});
export type CustomerListFilters = z.infer<typeof customerListFilterSchema>;

/** PUT /api/admin/customers/{id}/group and the detail page's group form ('' = no group). */
export const customerGroupChangeSchema = z.object({
  groupId: z.preprocess(emptyToNull, z.number().int().min(1).max(2_147_483_647).nullable()).describe('customer_groups.id; null = no group'),
});

/** A customer group (name, description, discount percent). */
export const customerGroupSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  discount: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : v),
      z.number().int().min(0).max(100),
    )
    .describe('percent off every price for the group'),
});
export type CustomerGroupInput = z.infer<typeof customerGroupSchema>;

/** The influencer's commission rate in percent ('' / null = none). */
export const commissionRateSchema = z.object({
  commissionPercent: z.preprocess(emptyToNull, z.number().int().min(0).max(100).nullable()).describe('users.commission_percent'),
});

/** "Mark paid": pay the commissions the admin saw (up to asOf, ISO; default now). */
export const markPaidSchema = z.object({
  asOf: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('pay the commissions earned up to this moment (the time the amount was shown)'),
});
