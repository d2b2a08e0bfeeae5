DROP INDEX "visits_status_scheduled_idx";--> statement-breakpoint
DROP INDEX "visits_scheduled_id_idx";--> statement-breakpoint
CREATE INDEX "visits_status_scheduled_id_idx" ON "visits" USING btree ("status","scheduled_date","id");--> statement-breakpoint
CREATE INDEX "visits_scheduled_covering_idx" ON "visits" USING btree ("scheduled_date","id","status","total_amount_cents");