-- Decision 0131: a category's listing in its recommended order without walking every visible product.
--
-- catalog_listing_by_category holds one row per visible product and category it lists in (catalog_listing.category_ids:
-- its visible categories and their visible ancestors) with the columns of the recommended order and published_at.
-- A category page in the recommended order (no other filter) reads its page from the index below: the rows of the
-- page and of the pages before it, instead of walking catalog_listing_recommended_idx over all products and skipping
-- those of other categories (~2 700 index entries for page 2 of a category of ~830 products among 50 000).
-- It is derived from catalog_listing alone, kept in step by row triggers on catalog_listing (which its own
-- statement-level triggers keep in step with the source tables): what lists where stays defined in one place,
-- catalog_listing_refresh. Like catalog_listing it is not declared in src/db/schema.ts: drizzle-kit never touches it.
CREATE TABLE IF NOT EXISTS "catalog_listing_by_category" (
  -- the reference lets TRUNCATE … CASCADE of products (through catalog_listing) empty this table too
  "product_id" integer NOT NULL REFERENCES "catalog_listing" ("product_id") ON DELETE CASCADE,
  "category_id" integer NOT NULL,
  "is_top" boolean NOT NULL,
  "popularity" integer NOT NULL,
  "published_at" timestamp with time zone,
  PRIMARY KEY ("product_id", "category_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_by_category_recommended_idx" ON "catalog_listing_by_category"
  USING btree ("category_id", "is_top" DESC, "popularity" DESC, "product_id") INCLUDE ("published_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_listing_by_category_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM catalog_listing_by_category WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_visible THEN
    INSERT INTO catalog_listing_by_category (product_id, category_id, is_top, popularity, published_at)
      SELECT DISTINCT NEW.product_id, c, NEW.is_top, NEW.popularity, NEW.published_at FROM unnest(NEW.category_ids) c
      WHERE c IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_listing_by_category_ins AFTER INSERT ON catalog_listing
  FOR EACH ROW EXECUTE FUNCTION catalog_listing_by_category_sync();
--> statement-breakpoint
-- stock, prices, facets columns and names change often and do not move a product between categories or pages
CREATE TRIGGER catalog_listing_by_category_upd AFTER UPDATE ON catalog_listing
  FOR EACH ROW WHEN ((OLD.is_visible, OLD.category_ids, OLD.is_top, OLD.popularity, OLD.published_at, OLD.product_id)
    IS DISTINCT FROM (NEW.is_visible, NEW.category_ids, NEW.is_top, NEW.popularity, NEW.published_at, NEW.product_id))
  EXECUTE FUNCTION catalog_listing_by_category_sync();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_by_category_del AFTER DELETE ON catalog_listing
  FOR EACH ROW EXECUTE FUNCTION catalog_listing_by_category_sync();
--> statement-breakpoint
INSERT INTO catalog_listing_by_category (product_id, category_id, is_top, popularity, published_at)
  SELECT DISTINCT l.product_id, c, l.is_top, l.popularity, l.published_at FROM catalog_listing l, unnest(l.category_ids) c
  WHERE l.is_visible AND c IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The tile's main image (catalog_tile_rows: the first by position, then id) as an index-only read of this index, with
-- no sort of the product's images per tile (~10 % of catalog_tile_rows' CPU for a page of 24 tiles).
CREATE INDEX IF NOT EXISTS "product_images_tile_idx" ON "product_images"
  USING btree ("product_id", "position", "id") INCLUDE ("path", "alt", "width", "height");
