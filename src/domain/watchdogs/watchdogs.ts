/**
 * Restock watchdogs (SPEC §1, §6, PRODUCT.md): a logged-in customer asks to be told when an out-of-stock
 * variant is back. One watchdog per customer and variant (watchdogs_user_variant_unique). A watchdog that has
 * already sent its e-mail (notified_at set) may be armed again by saving it anew (decision 0021).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** Stock of a variant in the active stores (what the product page shows as 'Skladom N ks'). */
export const activeStockSql = (variantIdColumn: ReturnType<typeof sql>) =>
  sql`coalesce((SELECT sum(s.quantity) FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active WHERE s.variant_id = ${variantIdColumn}), 0)`;

/** What a visible product is (the same rule as the catalogue). */
const visibleProductSql = (alias: ReturnType<typeof sql>, now: Date) =>
  sql`${alias}.is_visible AND (${alias}.published_at IS NULL OR ${alias}.published_at <= ${now.toISOString()}::timestamptz)`;

export interface WatchdogView {
  id: number;
  productId: number;
  variantId: number;
  createdAt: string;
}

export type SaveWatchdogResult =
  | { status: 'created'; watchdog: WatchdogView }
  /** no such variant, or its product is not visible */
  | { status: 'unknown_variant' }
  /** the customer already has an active (not yet notified) watchdog on the variant */
  | { status: 'already_watching'; watchdog: WatchdogView }
  /** the variant can be ordered now (in stock, or a service): nothing to wait for */
  | { status: 'in_stock' };

type WatchdogRow = { id: number; product_id: number; variant_id: number; created_at: string | Date };
const toView = (r: WatchdogRow): WatchdogView => ({
  id: r.id,
  productId: r.product_id,
  variantId: r.variant_id,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Saves a watchdog of `userId` on `variantId`; re-arms a notified one. */
export async function saveWatchdog(db: DbOrTx, userId: number, variantId: number, now: Date = new Date()): Promise<SaveWatchdogResult> {
  const [variant] = await queryRows<{ product_id: number; is_service: boolean; stock: number }>(
    db,
    sql`SELECT v.product_id, p.is_service, ${activeStockSql(sql`v.id`)}::int AS stock
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ${variantId} AND ${visibleProductSql(sql`p`, now)}`,
  );
  if (!variant) return { status: 'unknown_variant' };
  if (variant.is_service || variant.stock > 0) return { status: 'in_stock' };

  // insert, or re-arm a notified one; an active one is left alone (no row returned)
  const [saved] = await queryRows<WatchdogRow>(
    db,
    sql`INSERT INTO watchdogs (user_id, product_id, variant_id, created_at)
        VALUES (${userId}, ${variant.product_id}, ${variantId}, ${now.toISOString()}::timestamptz)
        ON CONFLICT ON CONSTRAINT watchdogs_user_variant_unique DO UPDATE
          SET notified_at = NULL, created_at = excluded.created_at
          WHERE watchdogs.notified_at IS NOT NULL
        RETURNING id, product_id, variant_id, created_at`,
  );
  if (saved) return { status: 'created', watchdog: toView(saved) };
  const [existing] = await queryRows<WatchdogRow>(
    db,
    sql`SELECT id, product_id, variant_id, created_at FROM watchdogs WHERE user_id = ${userId} AND variant_id = ${variantId}`,
  );
  return { status: 'already_watching', watchdog: toView(existing!) };
}

/** Deletes one of the customer's watchdogs; false when it does not exist or is another customer's. */
export async function deleteWatchdog(db: DbOrTx, userId: number, watchdogId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM watchdogs WHERE id = ${watchdogId} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

/** The customer's active (not yet notified) watchdogs, newest first; `productId` narrows to one product. */
export async function listActiveWatchdogs(db: DbOrTx, userId: number, options: { productId?: number } = {}): Promise<WatchdogView[]> {
  const rows = await queryRows<WatchdogRow>(
    db,
    sql`SELECT id, product_id, variant_id, created_at FROM watchdogs
        WHERE user_id = ${userId} AND notified_at IS NULL ${options.productId !== undefined ? sql`AND product_id = ${options.productId}` : sql``}
        ORDER BY created_at DESC, id DESC`,
  );
  return rows.map(toView);
}
