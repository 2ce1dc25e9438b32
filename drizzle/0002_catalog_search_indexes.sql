-- Custom migration: indexes of the catalogue listing and search (src/domain/catalog/listing.ts, search.ts).
-- Not declared in src/db/schema.ts (INCLUDE columns, partial and expression indexes); drizzle-kit never drops them.

-- Listing base set: index-only scans of the columns the listing filters, prices and sorts by (visible products).
CREATE INDEX IF NOT EXISTS "products_listing_cover_idx" ON "products" USING btree ("id")
  INCLUDE ("brand_id", "motif_id", "tax_rate_id", "price", "price_sale", "is_price_sale_active", "sale_from", "sale_to",
           "published_at", "is_top", "popularity")
  WHERE "is_visible";
--> statement-breakpoint
-- 'name A-Z' sort (unaccented lower name, the same key the listing sorts by)
CREATE INDEX IF NOT EXISTS "products_name_sort_idx" ON "products" USING btree (shop_unaccent(lower("name")), "id") WHERE "is_visible";
--> statement-breakpoint
-- /produkty/akce: products with a sale switched on
CREATE INDEX IF NOT EXISTS "products_sale_idx" ON "products" USING btree ("id") WHERE "is_price_sale_active" AND "is_visible";
--> statement-breakpoint
-- category listing: category → products without touching the heap
CREATE INDEX IF NOT EXISTS "product_categories_category_product_idx" ON "product_categories" USING btree ("category_id", "product_id");
--> statement-breakpoint
-- colour / size filters and facets, in-stock probes (product → variant ids)
CREATE INDEX IF NOT EXISTS "product_variants_product_cover_idx" ON "product_variants" USING btree ("product_id", "id") INCLUDE ("color", "size");
--> statement-breakpoint
-- parameter filters and facets
CREATE INDEX IF NOT EXISTS "product_parameters_product_cover_idx" ON "product_parameters" USING btree ("product_id") INCLUDE ("name", "value");
--> statement-breakpoint
-- in-stock filter and count, stock sums of tiles: positive stock rows only, index-only
CREATE INDEX IF NOT EXISTS "stock_in_stock_idx" ON "stock" USING btree ("variant_id", "store_id") INCLUDE ("quantity") WHERE "quantity" > 0;
--> statement-breakpoint
-- search: trigram indexes on unaccented lower text (products.name has one since 0001)
CREATE INDEX IF NOT EXISTS "categories_name_trgm_idx" ON "categories" USING gin (shop_unaccent(lower("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_name_trgm_idx" ON "brands" USING gin (shop_unaccent(lower("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_title_trgm_idx" ON "posts" USING gin (shop_unaccent(lower("title")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_title_trgm_idx" ON "pages" USING gin (shop_unaccent(lower("title")) gin_trgm_ops);
--> statement-breakpoint
-- category listing: products by default category without touching the heap
CREATE INDEX IF NOT EXISTS "products_default_category_cover_idx" ON "products" USING btree ("default_category_id", "id") WHERE "is_visible";
--> statement-breakpoint
-- search ranking and the header autocomplete: nearest names by trigram word distance (KNN, ORDER BY … <->> q LIMIT n)
CREATE INDEX IF NOT EXISTS "products_name_gist_idx" ON "products" USING gist (shop_unaccent(lower("name")) gist_trgm_ops(siglen=64)) WHERE "is_visible";
