/**
 * The selected orders of a bulk shipment action (decision 0104): 1–100 positive int4 ids. Browser-safe (zod only):
 * POST /api/admin/orders/shipments and …/shipments/labels validate their JSON body with it, the order list's
 * "Vytvoriť zásielky" action and the labels page /admin/objednavky/stitky?id=… their form or query.
 */
import { z } from '../../lib/zod';

const SHIPMENT_BULK_MAX = 100;
const INT4_MAX = 2_147_483_647;

export const shipmentBulkSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, 'admin.bulk.error.none_selected')
    .max(SHIPMENT_BULK_MAX, 'admin.bulk.error.too_many')
    .describe(`order ids, at most ${SHIPMENT_BULK_MAX}; duplicates count once`),
});

/** Form fields or query parameters `id` as the schema's input (non-numbers stay strings and fail). */
export function shipmentBulkInput(values: readonly unknown[]): Record<string, unknown> {
  return {
    ids: values.filter((v): v is string => typeof v === 'string').map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v)),
  };
}
