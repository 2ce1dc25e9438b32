CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the key that signs guest-cart tempIds (decision 0063): made once here, so every app server reads the same one;
-- gen_random_uuid() draws from the server's strong random source (244 random bits hashed to 256)
INSERT INTO "app_secrets" ("name", "value")
VALUES ('guest-cart-temp-id', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- reviews written so far were shown at once: they stay published; unapproved ones wait (decision 0063)
UPDATE "reviews" SET "status" = CASE WHEN "is_approved" THEN 'published' ELSE 'pending' END;--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" IN ('pending', 'published', 'hidden'));--> statement-breakpoint
DROP INDEX "reviews_product_approved_idx";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "is_approved";
