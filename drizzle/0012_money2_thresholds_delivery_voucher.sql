ALTER TABLE "currencies" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "threshold_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "discounts_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- decision 0060: the free-delivery threshold moves from the carriers to one amount per currency; an existing shop keeps
-- its lowest carrier threshold, in other currencies rounded to whole units (1 500 Kč → 60 €); converted thresholds
-- (gifts, voucher minimums) are rounded to whole units of the currency
UPDATE "currencies" SET "threshold_step" = CAST(power(10, "decimals") AS integer);--> statement-breakpoint
UPDATE "currencies" SET "free_delivery_from" = CAST(round((SELECT min("free_from") FROM "carriers" WHERE "free_from" IS NOT NULL)::numeric / 100 / "rate") * power(10, "decimals") AS integer);--> statement-breakpoint
ALTER TABLE "carriers" DROP COLUMN "free_from";--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_free_delivery_from_nonnegative" CHECK ("currencies"."free_delivery_from" IS NULL OR "currencies"."free_delivery_from" >= 0);--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_threshold_step_positive" CHECK ("currencies"."threshold_step" >= 1);