DROP INDEX "payments_booking_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_period_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_period_id_subscription_periods_id_fk" FOREIGN KEY ("subscription_period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_period_key" ON "payments" USING btree ("subscription_period_id") WHERE "payments"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "visits_payment_idx" ON "visits" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id") WHERE "payments"."subscription_period_id" is null;--> statement-breakpoint
-- Decision 015: every paid period has its own payment. Periods renewed before this migration get
-- theirs now (their order id as checkout id, as a renewal's payment has), paid when the period was.
INSERT INTO "payments" ("booking_id", "user_id", "provider", "checkout_id", "status", "amount_cents", "description",
  "transaction_id", "payment_method", "provider_order_id", "provider_subscription_id", "completed_at",
  "subscription_period_id", "created_at", "updated_at")
SELECT s."booking_id", s."user_id", s."provider", sp."provider_order_id", 'completed', sp."amount_cents",
  'Recurring Visit (' || CASE sp."cadence" WHEN 'weekly' THEN 'weekly' ELSE 'bi-weekly' END || ', month ' || (sp."period_index" + 1) || ')',
  sp."provider_order_id", CASE s."provider" WHEN 'sandbox' THEN 'Test card (sandbox)' ELSE 'Polar checkout' END,
  sp."provider_order_id", s."provider_subscription_id", sp."updated_at", sp."id", sp."updated_at", sp."updated_at"
FROM "subscription_periods" sp JOIN "subscriptions" s ON s."id" = sp."subscription_id"
WHERE sp."status" = 'paid' AND sp."period_index" > 0 AND sp."provider_order_id" IS NOT NULL AND sp."amount_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each visit points at the payment that bought it: its period's (by its New York date), else its booking's checkout.
UPDATE "visits" v SET "payment_id" = p."id"
FROM "payments" p JOIN "subscription_periods" sp ON sp."id" = p."subscription_period_id"
WHERE v."booking_id" = p."booking_id" AND v."payment_id" IS NULL
  AND (v."scheduled_date" AT TIME ZONE 'America/New_York')::date >= sp."start_date"::date
  AND (v."scheduled_date" AT TIME ZONE 'America/New_York')::date < sp."end_date"::date;--> statement-breakpoint
UPDATE "visits" v SET "payment_id" = p."id"
FROM "payments" p
WHERE v."booking_id" = p."booking_id" AND v."payment_id" IS NULL AND p."subscription_period_id" IS NULL;
