/**
 * What a bulk order action takes (decision 0099): the action (paid, shipped), 1–100 order ids and whether the
 * customers get the state e-mail. Browser-safe (zod only): POST /api/admin/orders/bulk validates its JSON body with
 * it and the order list page its form, through orderBulkFormInput.
 */
import { z } from '../../lib/zod';

export const ORDER_BULK_MAX = 100;
const ORDER_BULK_ACTIONS = ['paid', 'shipped'] as const;

const INT4_MAX = 2_147_483_647;

export const orderBulkSchema = z.object({
  action: z.enum(ORDER_BULK_ACTIONS).describe('paid: mark as paid; shipped: mark as shipped'),
  ids: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, 'admin.bulk.error.none_selected')
    .max(ORDER_BULK_MAX, 'admin.bulk.error.too_many')
    .describe(`order ids, at most ${ORDER_BULK_MAX}; duplicates count once`),
  notifyCustomer: z.boolean().default(true).describe('e-mail each customer about the change (default true)'),
});

export type OrderBulkInput = z.infer<typeof orderBulkSchema>;

/** The page form as the schema's input: every `id` value (non-numbers stay strings and fail), the e-mail box. */
export function orderBulkFormInput(form: FormData): Record<string, unknown> {
  const ids = form
    .getAll('id')
    .filter((v): v is string => typeof v === 'string')
    .map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v));
  const notify = form.getAll('notifyCustomer');
  return {
    action: form.get('intent') ?? undefined,
    ids,
    notifyCustomer: notify.length === 0 ? undefined : notify[0] !== '0',
  };
}
