CREATE TABLE "subscription_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"cadence" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_order_id" text,
	"visits_created" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_status_check" CHECK ("subscription_periods"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"plan" text DEFAULT 'recurring' NOT NULL,
	"cadence" text NOT NULL,
	"pending_cadence" text,
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"start_date" text NOT NULL,
	"current_period_index" integer DEFAULT 0 NOT NULL,
	"current_period_start" text NOT NULL,
	"current_period_end" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"sandbox_card" text DEFAULT 'pays' NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_cadence_check" CHECK ("subscriptions"."cadence" in ('weekly', 'biweekly')),
	CONSTRAINT "subscriptions_pending_cadence_check" CHECK ("subscriptions"."pending_cadence" is null or "subscriptions"."pending_cadence" in ('weekly', 'biweekly')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('sandbox', 'polar')),
	CONSTRAINT "subscriptions_sandbox_card_check" CHECK ("subscriptions"."sandbox_card" in ('pays', 'declines'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_period_key" ON "subscription_periods" USING btree ("subscription_id","period_index");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_order_key" ON "subscription_periods" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_booking_key" ON "subscriptions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('visitCompleted', 'visitCancelled', 'subscriptionRenewalFailed'));