ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "visit_events" DROP CONSTRAINT "visit_events_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_window" text DEFAULT 'morning' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "time_window" text DEFAULT 'morning' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_window_check" CHECK ("bookings"."time_window" in ('morning', 'midday', 'evening'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('visitCompleted', 'visitCancelled', 'subscriptionRenewalFailed', 'visitRescheduled', 'visitNeedsSitter'));--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_kind_check" CHECK ("visit_events"."kind" in ('started', 'reverted', 'photo_removed', 'rescheduled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_time_window_check" CHECK ("visits"."time_window" in ('morning', 'midday', 'evening'));