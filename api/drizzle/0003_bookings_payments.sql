CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flow" text NOT NULL,
	"plan" text NOT NULL,
	"cadence" text,
	"dates" text[] NOT NULL,
	"task_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"property_address" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"property_type" text NOT NULL,
	"special_notes" text,
	"lockbox_purchased" boolean DEFAULT false NOT NULL,
	"access_instructions" text,
	"visit_key" text NOT NULL,
	"total_cents" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"visits_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_flow_check" CHECK ("bookings"."flow" in ('wizard', 'purchase')),
	CONSTRAINT "bookings_plan_check" CHECK ("bookings"."plan" in ('standard', 'extended', 'recurring')),
	CONSTRAINT "bookings_cadence_check" CHECK ("bookings"."cadence" is null or "bookings"."cadence" in ('weekly', 'biweekly')),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "location_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"variant" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"home_address" text,
	"requested_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_requests_variant_check" CHECK ("location_requests"."variant" in ('address', 'city'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"transaction_id" text,
	"payment_method" text,
	"provider_order_id" text,
	"provider_subscription_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'polar')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_requests" ADD CONSTRAINT "location_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "location_requests_created_idx" ON "location_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_checkout_key" ON "payments" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_booking_idx" ON "visits" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "visits_scheduled_id_idx" ON "visits" USING btree ("scheduled_date" DESC NULLS LAST,"id" DESC NULLS LAST);