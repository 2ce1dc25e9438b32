/**
 * The stock search of a branch (/prodejny/{id}?q=…, GET /api/stores/{id}/stock?q=…): the catalogue's product search
 * (search.ts: diacritics- and typo-tolerant matching on catalog_listing) restricted to goods that keep stock, with
 * the quantity this branch has of each (sum over the product's variants). Products the branch does not have are
 * listed too, with 0, so the shopper learns they can be brought in (up to 10 days, SPEC §9).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { loadProductTiles, type CatalogContext, type ProductTile } from '../catalog/listing';
import { normalizeSearchQuery, prepareProductMatch, productMatchSql, productScoreSql, withSearchSettings } from '../catalog/search';

export const STORE_STOCK_DEFAULT_LIMIT = 20;
export const STORE_STOCK_MAX_LIMIT = 48;

interface StoreStockItem {
  product: ProductTile;
  /** pieces at this branch (all variants) */
  quantity: number;
}

export interface StoreStockResult {
  /** the query as used (trimmed, cut to 200 characters); empty = no search */
  query: string;
  items: StoreStockItem[];
  /** all matching products (items holds the first `limit`) */
  total: number;
}

/**
 * Products matching `query` with this store's quantity, best matches first; those in stock at the branch rank
 * before those that are not, at equal relevance. An empty query gives no items.
 */
export async function searchStoreStock(
  db: DbOrTx,
  storeId: number,
  query: string,
  context: CatalogContext,
  limit = STORE_STOCK_DEFAULT_LIMIT,
): Promise<StoreStockResult> {
  const q = normalizeSearchQuery(query);
  const size = Math.max(1, Math.min(STORE_STOCK_MAX_LIMIT, Math.trunc(limit) || STORE_STOCK_DEFAULT_LIMIT));
  if (!q) return { query: '', items: [], total: 0 };
  const nowIso = context.now.toISOString();
  const rows = await withSearchSettings(db, async (tx) => {
    const match = await prepareProductMatch(tx, q);
    const condition = productMatchSql('l', match);
    if (!condition) return [];
    return queryRows<{ id: number; quantity: number; total: number }>(
      tx,
      sql`SELECT l.product_id AS id, coalesce(s.quantity, 0)::int AS quantity, count(*) OVER ()::int AS total
          FROM catalog_listing l
          LEFT JOIN LATERAL (
            SELECT sum(st.quantity)::int AS quantity FROM product_variants v
            JOIN stock st ON st.variant_id = v.id AND st.store_id = ${storeId}
            WHERE v.product_id = l.product_id
          ) s ON TRUE
          WHERE l.is_visible AND NOT l.is_service
            AND (l.published_at IS NULL OR l.published_at <= ${nowIso}::timestamptz) AND ${condition}
          ORDER BY ${productScoreSql('l', match)} DESC, (coalesce(s.quantity, 0) > 0) DESC, l.popularity DESC, l.product_id
          LIMIT ${size}`,
    );
  });
  const quantities = new Map(rows.map((r) => [Number(r.id), Number(r.quantity)]));
  const tiles = await loadProductTiles(db, [...quantities.keys()], context);
  return {
    query: q,
    items: tiles.map((product) => ({ product, quantity: quantities.get(product.id) ?? 0 })),
    total: Number(rows[0]?.total ?? 0),
  };
}
