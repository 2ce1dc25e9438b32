-- Decision 0136: the index of the products on sale holds them in the recommended order (is_top DESC, popularity DESC,
-- product_id), like catalog_listing_recommended_idx. The home page's sale row and the sale listing's first pages
-- then walk it and stop after their page (8 tiles: ~10 index entries) instead of reading every product on sale
-- (~7 600 of the 50 000-product seed) to sort them. Ordered by product_id, it only told which rows are on sale: the
-- planner, which estimates the sale conditions (price_sale < price, the sale's dates, stock) far too selective, chose
-- it and sorted all of them. As a set (counts, price sorts) it serves as before.
DROP INDEX IF EXISTS "catalog_listing_sale_idx";
--> statement-breakpoint
CREATE INDEX "catalog_listing_sale_idx" ON "catalog_listing" USING btree ("is_top" DESC, "popularity" DESC, "product_id") WHERE "is_visible" AND "is_price_sale_active";
