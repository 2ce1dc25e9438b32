ALTER TABLE "vouchers" ADD COLUMN "is_combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;