-- Custom migration: the gifts a cart may pick (src/domain/cart/gifts.ts) are looked up on every cart read; without
-- this index that is a scan of every product.
CREATE INDEX IF NOT EXISTS "products_gift_threshold_idx" ON "products" USING btree ("gift_threshold_gross", "id") WHERE "is_gift";
