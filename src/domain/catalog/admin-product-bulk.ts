/**
 * Bulk show / hide of products from the back-office product list (decision 0099): each selected product in its own
 * transaction (row lock, products.is_visible, the audit entry "update" with isVisible from → to, like a single edit
 * writes it); products already in the wanted state and unknown ids are skipped and reported. The storefront caches
 * are dropped once at the end when anything changed.
 */
import { z } from '../../lib/zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import { recordAudit } from '../back-office/audit-log';
import { ORDER_BULK_MAX } from '../orders/admin-order-bulk-schema';

export const productBulkSchema = z.object({
  action: z.enum(['show', 'hide']),
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'admin.bulk.error.none_selected')
    .max(ORDER_BULK_MAX, 'admin.bulk.error.too_many'),
});

type ProductBulkInput = z.infer<typeof productBulkSchema>;

interface ProductBulkItem {
  id: number;
  name: string | null;
  outcome: 'changed' | 'unchanged' | 'not_found';
  message: string;
}

export async function bulkSetProductVisibility(
  deps: Pick<CatalogAdminDeps, 'db' | 't' | 'now' | 'invalidate'>,
  input: ProductBulkInput,
  userId: number,
): Promise<{ changed: number; items: ProductBulkItem[]; summary: string }> {
  const { t } = deps;
  const visible = input.action === 'show';
  const items: ProductBulkItem[] = [];
  for (const id of [...new Set(input.ids)]) {
    const at = deps.now();
    const item = await deps.db.transaction(async (tx): Promise<ProductBulkItem> => {
      const [row] = await queryRows<{ name: string; is_visible: boolean }>(
        tx,
        sql`SELECT name, is_visible FROM products WHERE id = ${id} FOR UPDATE`,
      );
      if (!row) return { id, name: null, outcome: 'not_found', message: t('admin.bulk.product.not_found', { id }) };
      if (row.is_visible === visible) {
        return {
          id,
          name: row.name,
          outcome: 'unchanged',
          message: t(visible ? 'admin.bulk.product.already_shown' : 'admin.bulk.product.already_hidden', { name: row.name }),
        };
      }
      await queryRows(tx, sql`UPDATE products SET is_visible = ${visible}, updated_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`);
      await recordAudit(tx, {
        userId,
        entity: 'products',
        entityId: id,
        action: 'update',
        changes: { isVisible: { from: !visible, to: visible } },
        at,
      });
      return {
        id,
        name: row.name,
        outcome: 'changed',
        message: t(visible ? 'admin.bulk.product.shown' : 'admin.bulk.product.hidden', { name: row.name }),
      };
    });
    items.push(item);
  }
  const changed = items.filter((i) => i.outcome === 'changed').length;
  if (changed > 0) deps.invalidate();
  return { changed, items, summary: t('admin.bulk.product.summary', { changed, skipped: items.length - changed }) };
}
