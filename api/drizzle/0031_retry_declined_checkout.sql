-- A declined checkout may be tried again on the same booking: one live payment (pending, completed
-- or refunded) per booking's checkout, any number of failed ones before it.
DROP INDEX "payments_booking_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id") WHERE "payments"."subscription_period_id" is null and "payments"."status" <> 'failed';
