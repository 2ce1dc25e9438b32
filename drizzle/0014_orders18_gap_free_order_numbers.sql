CREATE TABLE "order_number_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_number_counters_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "order_number_counters_last_value_range" CHECK ("order_number_counters"."last_value" BETWEEN 0 AND 99999999)
);
--> statement-breakpoint
-- the counters continue after the numbers handed out so far (2-digit year + 8 digits; decision 0069)
INSERT INTO "order_number_counters" ("series", "year", "last_value")
SELECT 'orders', substring("number" from 1 for 2)::int, max(substring("number" from 3)::int)
FROM "orders" WHERE "number" ~ '^[0-9]{10}$'
GROUP BY 2
ON CONFLICT DO NOTHING;
