/** Top products (`is_top`, chosen in the back office): the home page row. Only orderable ones (decision 0058). */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { listingAvailabilityColumns, orderableSql, shopDate } from './availability';
import { loadProductTiles, type CatalogContext, type ProductTile } from './listing';

const TOP_PRODUCTS_MAX = 48;

/**
 * Ids of visible, published top products that can be ordered now (the availability rule: what cannot be ordered is
 * never promoted), most popular first (then id). One small query: it walks
 * catalog_listing_recommended_idx (is_top DESC, popularity DESC, product_id) from the top products and stops after
 * `limit` matches. `limit` is clamped to 1…TOP_PRODUCTS_MAX.
 */
export async function listTopProductIds(db: DbOrTx, limit: number, now: Date): Promise<number[]> {
  const take = Math.min(Math.max(Number.isFinite(limit) ? Math.trunc(limit) : 1, 1), TOP_PRODUCTS_MAX);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT l.product_id AS id FROM catalog_listing l
        WHERE l.is_top AND l.is_visible AND (l.published_at IS NULL OR l.published_at <= ${now.toISOString()}::timestamptz)
          AND ${orderableSql(listingAvailabilityColumns('l'), shopDate(now))}
        ORDER BY l.is_top DESC, l.popularity DESC, l.product_id
        LIMIT ${take}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Tiles of the top products (prices in the context currency), in the order of listTopProductIds. */
export async function listTopProductTiles(db: DbOrTx, limit: number, context: CatalogContext): Promise<ProductTile[]> {
  const ids = await listTopProductIds(db, limit, context.now);
  return ids.length ? loadProductTiles(db, ids, context) : [];
}
