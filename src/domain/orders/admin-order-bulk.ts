/**
 * Bulk state changes on the back-office order list (decision 0099): "Označiť ako uhradené" (paid) and "Odoslať"
 * (shipped) for up to 100 selected orders. Each order goes through changeOrderStateAsAdmin on its own, in its own
 * transaction (row lock, transition check, history, payment row, audit entry, customer e-mail), one after another:
 * an order that may not move (illegal transition, unknown id) is refused and reported, the others still change.
 * The answer lists every order with what happened, in Slovak, in the order the ids came (duplicates once).
 */
import { inArray } from 'drizzle-orm';
import { orders, type OrderState } from '../../db/schema';
import type { MessageKey } from '../../i18n';
import { changeOrderStateAsAdmin, type OrderAdminDeps } from './admin-order-actions';
import type { OrderBulkInput } from './admin-order-bulk-schema';

type OrderBulkItem =
  | { id: number; number: string; ok: true; from: OrderState; to: OrderState; mailed: boolean; message: string }
  | { id: number; number: string | null; ok: false; code: 'illegal_transition' | 'not_found'; message: string };

export interface OrderBulkResult {
  changed: number;
  refused: number;
  items: OrderBulkItem[];
  /** one Slovak sentence: how many changed and how many were refused */
  summary: string;
}

export async function bulkChangeOrderState(deps: OrderAdminDeps, input: OrderBulkInput, userId: number): Promise<OrderBulkResult> {
  const { t } = deps;
  const ids = [...new Set(input.ids)];
  const rows = await deps.db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids));
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  const label = (s: OrderState) => t(`order.state.${s}` as MessageKey);
  const items: OrderBulkItem[] = [];
  for (const id of ids) {
    const number = numbers.get(id) ?? null;
    const result =
      number === null
        ? ({ ok: false, code: 'not_found' } as const)
        : await changeOrderStateAsAdmin(deps, id, input.action, { userId, notifyCustomer: input.notifyCustomer });
    if (result.ok) {
      items.push({
        id,
        number: number!,
        ok: true,
        from: result.from,
        to: result.to,
        mailed: result.mailed,
        message: t('admin.bulk.order.changed', { number: number!, from: label(result.from), to: label(result.to) }),
      });
    } else if (result.code === 'not_found') {
      items.push({ id, number, ok: false, code: 'not_found', message: t('admin.bulk.order.not_found', { id }) });
    } else {
      items.push({
        id,
        number,
        ok: false,
        code: 'illegal_transition',
        message: t('admin.bulk.order.refused', {
          number: number ?? String(id),
          reason: t('admin.order.error.illegal', { from: label(result.from), to: label(result.to) }),
        }),
      });
    }
  }
  const changed = items.filter((i) => i.ok).length;
  const refused = items.length - changed;
  return { changed, refused, items, summary: t('admin.bulk.summary', { changed, refused }) };
}
