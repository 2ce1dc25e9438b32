/**
 * Filters, search and sorting of the back-office order list, shared by the page (/admin/objednavky), the
 * API (GET /api/admin/orders, GET /api/admin/orders/export.csv) and the CSV export. Query names:
 * q (order number, customer name or e-mail), state, from / to (YYYY-MM-DD, days in Europe/Bratislava, both
 * inclusive), payment (method code), delivery (carrier code), store (pickup branch id), and paging/sorting
 * (strana, zoradit, smer: list-query.ts). Browser-safe.
 */
import { CARRIER_CODES, PAYMENT_METHOD_CODES } from '../../db/schema';
import { z } from '../../lib/zod';
import { parseListQuery, type ListQuery } from '../back-office/list-query';
import { ORDER_STATE_VALUES } from './admin-order-transitions';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'invalid date',
  });

const orderFilterShape = {
  q: z.string().trim().max(100).optional().describe('order number, customer name or e-mail (part of it)'),
  state: z.enum(ORDER_STATE_VALUES).optional(),
  from: isoDate.optional().describe('created on or after this day (YYYY-MM-DD, Europe/Bratislava)'),
  to: isoDate.optional().describe('created on or before this day (YYYY-MM-DD, Europe/Bratislava)'),
  payment: z.enum(PAYMENT_METHOD_CODES).optional(),
  delivery: z.enum(CARRIER_CODES).optional(),
  store: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('pickup branch (stores.id)'),
};

export type OrderFilters = z.infer<z.ZodObject<typeof orderFilterShape>>;

const ORDER_SORTS = ['created_at', 'number', 'total', 'state', 'customer'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const orderListQuerySchema = z.object({
  ...orderFilterShape,
  strana: z.coerce.number().int().min(1).max(100_000).optional().describe('page, 25 orders per page'),
  zoradit: z.enum(ORDER_SORTS).optional().describe('sort column (default created_at)'),
  smer: z.enum(['asc', 'desc']).optional().describe('sort direction (default desc)'),
});

/** Lenient parsing for the page: an invalid value of one filter is dropped, the others still apply. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const filters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(orderFilterShape)) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filters[name] = parsed.data;
  }
  return filters as OrderFilters;
}

export function parseOrderListQuery(params: URLSearchParams): ListQuery<OrderSort> {
  return parseListQuery(params, { sortable: ORDER_SORTS, defaultSort: 'created_at', defaultDir: 'desc' });
}

/** The filters as query parameters (for the CSV link and the dashboard's links). */
export function orderFilterSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
