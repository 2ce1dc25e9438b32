ALTER TABLE "products" ADD COLUMN "delivery_restriction" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "is_combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_restriction_check" CHECK ("products"."delivery_restriction" IS NULL OR "products"."delivery_restriction" IN ('pickup_only', 'no_packeta'));