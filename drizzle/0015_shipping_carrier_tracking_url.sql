ALTER TABLE "carriers" ADD COLUMN "tracking_url" text;--> statement-breakpoint
-- decision 0072: Packeta's public tracking page; the courier's is set by the owner (it depends on the courier company)
UPDATE "carriers" SET "tracking_url" = 'https://tracking.packeta.com/sk/?id={n}' WHERE "code" = 'packeta' AND "tracking_url" IS NULL;
