ALTER TABLE "orders" ADD COLUMN "group_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due" integer DEFAULT 0 NOT NULL;