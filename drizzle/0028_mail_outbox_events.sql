-- Decision 0128: the mail outbox also carries the order state e-mails (one row per order_state_changes row) and the
-- return request e-mails (one row per request and announced state); the once-per-event key replaces (kind, order_id).
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_order_unique";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state_change_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "return_request_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "return_state" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_state_change_id_order_state_changes_id_fk" FOREIGN KEY ("state_change_id") REFERENCES "public"."order_state_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_event_unique" UNIQUE NULLS NOT DISTINCT("order_id","kind","state_change_id","return_request_id","return_state");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subject_check" CHECK (("mail_outbox"."state_change_id" IS NOT NULL) = ("mail_outbox"."kind" = 'order_state')
          AND ("mail_outbox"."return_request_id" IS NOT NULL) = ("mail_outbox"."kind" = 'return_request')
          AND ("mail_outbox"."return_state" IS NOT NULL) = ("mail_outbox"."kind" = 'return_request'));