/** Top products (`is_top`, chosen in the back office): the home page row. */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { loadProductTiles, type CatalogContext, type ProductTile } from './listing';

export const TOP_PRODUCTS_MAX = 48;

/**
 * Ids of visible, published top products, most popular first (then id). One small query: it walks the popularity
 * index and stops after `limit` matches. `limit` is clamped to 1…TOP_PRODUCTS_MAX.
 */
export async function listTopProductIds(db: DbOrTx, limit: number, now: Date): Promise<number[]> {
  const take = Math.min(Math.max(Number.isFinite(limit) ? Math.trunc(limit) : 1, 1), TOP_PRODUCTS_MAX);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p
        WHERE p.is_top AND p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${now.toISOString()}::timestamptz)
        ORDER BY p.popularity DESC, p.id
        LIMIT ${take}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Tiles of the top products (prices in the context currency), in the order of listTopProductIds. */
export async function listTopProductTiles(db: DbOrTx, limit: number, context: CatalogContext): Promise<ProductTile[]> {
  const ids = await listTopProductIds(db, limit, context.now);
  return ids.length ? loadProductTiles(db, ids, context) : [];
}
