ALTER TABLE "product_variants" ADD COLUMN "restock_date" date;
--> statement-breakpoint
-- Custom part (decision 0058, one availability rule): catalog_listing also keeps what the rule needs per product —
-- the stock of active e-shop warehouses and the variants' expected restock dates (sorted) — so listings, the in-stock
-- filter, search and the home rows classify products in their one query (src/domain/catalog/availability.ts).
-- catalog_listing_refresh is the definition of 0004 with these two columns added.
ALTER TABLE "catalog_listing" ADD COLUMN IF NOT EXISTS "warehouse_stock" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "catalog_listing" ADD COLUMN IF NOT EXISTS "restock_dates" date[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_refresh(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  DELETE FROM catalog_listing l WHERE l.product_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id);
  INSERT INTO catalog_listing AS l (product_id, is_visible, published_at, category_ids, brand_id, motif_id, tax_rate, price, price_sale,
      is_price_sale_active, sale_from, sale_to, is_top, is_service, popularity, stock, variant_count, colors, sizes, params,
      name_key, name_terms, warehouse_stock, restock_dates)
  SELECT p.id, p.is_visible, p.published_at,
    -- the product's visible categories and their ancestors up to the first hidden one
    coalesce((WITH RECURSIVE up(id, parent_id) AS (
        SELECT c.id, c.parent_id FROM categories c
        WHERE c.is_visible AND (c.id = p.default_category_id OR c.id IN (SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id))
        UNION
        SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id WHERE c.is_visible
      ) SELECT array_agg(DISTINCT up.id ORDER BY up.id) FROM up), '{}'),
    p.brand_id, p.motif_id, t.rate, p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to, p.is_top, p.is_service,
    p.popularity,
    (SELECT coalesce(sum(s.quantity), 0)::int FROM product_variants v
       JOIN stock s ON s.variant_id = v.id AND s.quantity > 0
       JOIN stores st ON st.id = s.store_id AND st.is_active
     WHERE v.product_id = p.id),
    (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id),
    coalesce((SELECT array_agg(DISTINCT v.color ORDER BY v.color) FROM product_variants v
              WHERE v.product_id = p.id AND v.color IS NOT NULL AND v.color <> ''), '{}'),
    coalesce((SELECT array_agg(DISTINCT v.size ORDER BY v.size) FROM product_variants v
              WHERE v.product_id = p.id AND v.size IS NOT NULL AND v.size <> ''), '{}'),
    coalesce((SELECT array_agg(DISTINCT pp.name || '=' || pp.value ORDER BY pp.name || '=' || pp.value) FROM product_parameters pp
              WHERE pp.product_id = p.id), '{}'),
    shop_unaccent(lower(p.name)),
    shop_name_terms(p.name),
    (SELECT coalesce(sum(s.quantity), 0)::int FROM product_variants v
       JOIN stock s ON s.variant_id = v.id AND s.quantity > 0
       JOIN stores st ON st.id = s.store_id AND st.is_active AND st.kind = 'warehouse'
     WHERE v.product_id = p.id),
    coalesce((SELECT array_agg(DISTINCT v.restock_date ORDER BY v.restock_date) FROM product_variants v
              WHERE v.product_id = p.id AND v.restock_date IS NOT NULL), '{}')
  FROM products p JOIN tax_rates t ON t.id = p.tax_rate_id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET
    is_visible = EXCLUDED.is_visible, published_at = EXCLUDED.published_at, category_ids = EXCLUDED.category_ids,
    brand_id = EXCLUDED.brand_id, motif_id = EXCLUDED.motif_id, tax_rate = EXCLUDED.tax_rate, price = EXCLUDED.price,
    price_sale = EXCLUDED.price_sale, is_price_sale_active = EXCLUDED.is_price_sale_active, sale_from = EXCLUDED.sale_from,
    sale_to = EXCLUDED.sale_to, is_top = EXCLUDED.is_top, is_service = EXCLUDED.is_service, popularity = EXCLUDED.popularity,
    stock = EXCLUDED.stock, variant_count = EXCLUDED.variant_count, colors = EXCLUDED.colors, sizes = EXCLUDED.sizes,
    params = EXCLUDED.params, name_key = EXCLUDED.name_key, name_terms = EXCLUDED.name_terms,
    warehouse_stock = EXCLUDED.warehouse_stock, restock_dates = EXCLUDED.restock_dates
  -- skip no-op updates (a stock change that leaves every listed value alone still rewrites nothing)
  WHERE (l.is_visible, l.published_at, l.category_ids, l.brand_id, l.motif_id, l.tax_rate, l.price, l.price_sale,
         l.is_price_sale_active, l.sale_from, l.sale_to, l.is_top, l.is_service, l.popularity, l.stock, l.variant_count,
         l.colors, l.sizes, l.params, l.name_key, l.name_terms, l.warehouse_stock, l.restock_dates)
    IS DISTINCT FROM
        (EXCLUDED.is_visible, EXCLUDED.published_at, EXCLUDED.category_ids, EXCLUDED.brand_id, EXCLUDED.motif_id,
         EXCLUDED.tax_rate, EXCLUDED.price, EXCLUDED.price_sale, EXCLUDED.is_price_sale_active, EXCLUDED.sale_from,
         EXCLUDED.sale_to, EXCLUDED.is_top, EXCLUDED.is_service, EXCLUDED.popularity, EXCLUDED.stock, EXCLUDED.variant_count,
         EXCLUDED.colors, EXCLUDED.sizes, EXCLUDED.params, EXCLUDED.name_key, EXCLUDED.name_terms,
         EXCLUDED.warehouse_stock, EXCLUDED.restock_dates);
  -- words with a letter (numbers, such as model numbers, are matched exactly, not through the vocabulary)
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM products p, unnest(shop_name_terms(p.name)) w WHERE p.id = ANY(ids) AND w ~ '[[:alpha:]]'
    ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stores_kind_upd AFTER UPDATE OF kind ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
SELECT catalog_listing_refresh_all();
