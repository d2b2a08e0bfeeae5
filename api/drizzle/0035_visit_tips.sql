CREATE TABLE "visit_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"homeowner_id" integer NOT NULL,
	"sitter_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"payment_method" text,
	"provider_order_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_tips_provider_check" CHECK ("visit_tips"."provider" in ('sandbox', 'polar')),
	CONSTRAINT "visit_tips_status_check" CHECK ("visit_tips"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "visit_tips_amount_check" CHECK ("visit_tips"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_homeowner_id_users_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_sitter_id_users_id_fk" FOREIGN KEY ("sitter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_tips_provider_checkout_key" ON "visit_tips" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_tips_visit_key" ON "visit_tips" USING btree ("visit_id") WHERE "visit_tips"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "visit_tips_sitter_completed_idx" ON "visit_tips" USING btree ("sitter_id","completed_at");--> statement-breakpoint
-- The tip's stored notification to the sitter: one more kind in the CHECK list, added to whatever
-- list the migrations before this one left (other kinds may have been added beside it).
DO $$
DECLARE
  current_check text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO current_check FROM pg_constraint WHERE conname = 'notifications_type_check';
  IF current_check IS NOT NULL AND position('''sitterTipReceived''' in current_check) = 0 THEN
    ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";
    EXECUTE 'ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" '
      || replace(current_check, 'ARRAY[', 'ARRAY[''sitterTipReceived''::text, ');
  END IF;
END
$$;
