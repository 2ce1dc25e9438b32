-- Decision 0126: the tile statement (what a product tile shows, for the visible products among the given ids) lives in
-- a plpgsql function, so a listing asks for its page and the page's tiles in one statement and one round trip, while
-- the tile query keeps the plan PostgreSQL caches for it per connection (decision 0110: the instant as an InitPlan, so
-- the generic plan is kept). Every tile comes from here: the listing, loadProductTiles (search, top products, store
-- stock) and the product statement's tiles around the product. Rows as JSON (an array of objects; the order is not
-- the order of `ids`, the caller orders them).
CREATE OR REPLACE FUNCTION catalog_tile_rows(ids bigint[], at timestamptz) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(tile), '[]'::json) FROM (
    SELECT p.id, p.slug, p.name, p.code, p.price, p.price_sale, p.is_price_sale_active, p.sale_from, p.sale_to,
      p.is_adult, p.is_top, p.published_at, p.rating_avg::float8 AS rating_avg, p.rating_count,
      t.rate AS vat, c.id AS category_id, c.slug AS category_slug, c.name AS category_name,
      b.slug AS brand_slug, b.name AS brand_name,
      img.path AS image_path, img.alt AS image_alt, img.width AS image_width, img.height AS image_height,
      coalesce(l.stock, 0) AS stock, coalesce(l.variant_count, 0) AS variant_count, p.is_service,
      coalesce(l.warehouse_stock, 0) AS warehouse_stock, coalesce(l.restock_dates, '{}') AS restock_dates
    FROM products p
    JOIN tax_rates t ON t.id = p.tax_rate_id
    LEFT JOIN catalog_listing l ON l.product_id = p.id
    LEFT JOIN categories c ON c.id = p.default_category_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN LATERAL (
      SELECT i.path, i.alt, i.width, i.height FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
    ) img ON TRUE
    WHERE p.id = ANY(ids) AND p.is_visible AND (p.published_at IS NULL OR p.published_at <= (SELECT at))
  ) tile);
END
$$;
