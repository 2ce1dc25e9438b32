-- Custom migration: the catalogue listing table and the search vocabulary (docs/decisions/0011-catalog-listing-table.md).
--
-- catalog_listing holds one narrow row per product with everything the listing filters, sorts and counts facets by
-- (category ids with their visible ancestors, prices, VAT, stock of active stores, variant colours and sizes,
-- parameters, name terms). Listings, facets and search read this one table instead of joining six. It is kept in
-- step by statement-level triggers on every source table, all of which call catalog_listing_refresh(product ids):
-- one function computes a row, so there is one definition of what a product lists as.
-- search_terms is the vocabulary of product names (unaccented lower-case words): a query word is matched fuzzily
-- against the vocabulary (trigram word similarity, small table), then products by their terms (GIN on name_terms).
-- Neither table is declared in src/db/schema.ts (like the custom indexes of 0002): drizzle-kit never touches them.

CREATE OR REPLACE FUNCTION shop_name_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(regexp_split_to_array(shop_unaccent(lower($1)), '[^[:alnum:]]+'), '') $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog_listing" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "is_visible" boolean NOT NULL,
  "published_at" timestamptz,
  "category_ids" integer[] NOT NULL DEFAULT '{}',
  "brand_id" integer,
  "motif_id" integer,
  "tax_rate" integer NOT NULL,
  "price" integer NOT NULL,
  "price_sale" integer,
  "is_price_sale_active" boolean NOT NULL,
  "sale_from" timestamptz,
  "sale_to" timestamptz,
  "is_top" boolean NOT NULL,
  "is_service" boolean NOT NULL,
  "popularity" integer NOT NULL,
  "stock" integer NOT NULL DEFAULT 0,
  "variant_count" integer NOT NULL DEFAULT 0,
  "colors" text[] NOT NULL DEFAULT '{}',
  "sizes" text[] NOT NULL DEFAULT '{}',
  "params" text[] NOT NULL DEFAULT '{}',
  "name_key" text NOT NULL,
  "name_terms" text[] NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_category_ids_idx" ON "catalog_listing" USING gin ("category_ids") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_name_terms_idx" ON "catalog_listing" USING gin ("name_terms") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_name_key_idx" ON "catalog_listing" USING btree ("name_key", "product_id") WHERE "is_visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_recommended_idx" ON "catalog_listing" USING btree ("is_top" DESC, "popularity" DESC, "product_id") WHERE "is_visible";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_sale_idx" ON "catalog_listing" USING btree ("product_id") WHERE "is_visible" AND "is_price_sale_active";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_terms" ("term" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The one definition of a listing row. Products that no longer exist lose theirs.
CREATE OR REPLACE FUNCTION catalog_listing_refresh(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
  DELETE FROM catalog_listing l WHERE l.product_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id);
  INSERT INTO catalog_listing AS l (product_id, is_visible, published_at, category_ids, brand_id, motif_id, tax_rate, price, price_sale,
      is_price_sale_active, sale_from, sale_to, is_top, is_service, popularity, stock, variant_count, colors, sizes, params,
      name_key, name_terms)
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
    shop_name_terms(p.name)
  FROM products p JOIN tax_rates t ON t.id = p.tax_rate_id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET
    is_visible = EXCLUDED.is_visible, published_at = EXCLUDED.published_at, category_ids = EXCLUDED.category_ids,
    brand_id = EXCLUDED.brand_id, motif_id = EXCLUDED.motif_id, tax_rate = EXCLUDED.tax_rate, price = EXCLUDED.price,
    price_sale = EXCLUDED.price_sale, is_price_sale_active = EXCLUDED.is_price_sale_active, sale_from = EXCLUDED.sale_from,
    sale_to = EXCLUDED.sale_to, is_top = EXCLUDED.is_top, is_service = EXCLUDED.is_service, popularity = EXCLUDED.popularity,
    stock = EXCLUDED.stock, variant_count = EXCLUDED.variant_count, colors = EXCLUDED.colors, sizes = EXCLUDED.sizes,
    params = EXCLUDED.params, name_key = EXCLUDED.name_key, name_terms = EXCLUDED.name_terms
  -- skip no-op updates (a stock change that leaves every listed value alone still rewrites nothing)
  WHERE (l.is_visible, l.published_at, l.category_ids, l.brand_id, l.motif_id, l.tax_rate, l.price, l.price_sale,
         l.is_price_sale_active, l.sale_from, l.sale_to, l.is_top, l.is_service, l.popularity, l.stock, l.variant_count,
         l.colors, l.sizes, l.params, l.name_key, l.name_terms)
    IS DISTINCT FROM
        (EXCLUDED.is_visible, EXCLUDED.published_at, EXCLUDED.category_ids, EXCLUDED.brand_id, EXCLUDED.motif_id,
         EXCLUDED.tax_rate, EXCLUDED.price, EXCLUDED.price_sale, EXCLUDED.is_price_sale_active, EXCLUDED.sale_from,
         EXCLUDED.sale_to, EXCLUDED.is_top, EXCLUDED.is_service, EXCLUDED.popularity, EXCLUDED.stock, EXCLUDED.variant_count,
         EXCLUDED.colors, EXCLUDED.sizes, EXCLUDED.params, EXCLUDED.name_key, EXCLUDED.name_terms);
  -- words with a letter (numbers, such as model numbers, are matched exactly, not through the vocabulary)
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM products p, unnest(shop_name_terms(p.name)) w WHERE p.id = ANY(ids) AND w ~ '[[:alpha:]]'
    ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_refresh_all() RETURNS void
  LANGUAGE sql VOLATILE
  AS $$ SELECT catalog_listing_refresh(coalesce((SELECT array_agg(id) FROM products), '{}')) $$;
--> statement-breakpoint
-- Trigger functions: collect the product ids a statement touched (transition tables), refresh them once.
CREATE OR REPLACE FUNCTION catalog_listing_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN RETURN NULL; END IF; -- ON DELETE CASCADE removes the rows
  PERFORM catalog_listing_refresh(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_on_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- tables with a product_id column: product_categories, product_variants, product_parameters
  PERFORM catalog_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_on_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_listing_refresh(ARRAY(
    SELECT DISTINCT v.product_id FROM product_variants v WHERE v.id IN (SELECT variant_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_on_any() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- categories (tree or visibility), stores (active set), tax rates: rare back-office changes that may move any product
  PERFORM catalog_listing_refresh_all();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_listing_products_ins AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_products();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_products_upd AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_products();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_categories_ins AFTER INSERT ON product_categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_categories_upd AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_categories_upd_new AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_categories_del AFTER DELETE ON product_categories REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_variants_ins AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_variants_upd AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_variants_upd_new AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_variants_del AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_parameters_ins AFTER INSERT ON product_parameters REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_parameters_upd AFTER UPDATE ON product_parameters REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_parameters_upd_new AFTER UPDATE ON product_parameters REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_product_parameters_del AFTER DELETE ON product_parameters REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stock_ins AFTER INSERT ON stock REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_stock();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stock_upd AFTER UPDATE ON stock REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_stock();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stock_del AFTER DELETE ON stock REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_stock();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_categories_upd AFTER UPDATE OF parent_id, is_visible ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_categories_del AFTER DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stores_upd AFTER UPDATE OF is_active ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_stores_del AFTER DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_tax_rates_upd AFTER UPDATE OF rate ON tax_rates
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_on_any();
--> statement-breakpoint
SELECT catalog_listing_refresh_all();
--> statement-breakpoint
ANALYZE catalog_listing;
--> statement-breakpoint
ANALYZE search_terms;
