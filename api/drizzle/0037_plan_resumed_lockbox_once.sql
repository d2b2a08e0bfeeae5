-- A customer may resume a cancelled plan until its period ends: they and the office are told.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('visitCompleted', 'visitCancelled', 'visitRescheduled', 'visitSitterAssigned', 'visitSitterUnassigned', 'visitReminder', 'subscriptionRenewalFailed', 'planCadenceChanged', 'planCancelled', 'planResumed', 'sitterVisitAssigned', 'sitterVisitRescheduled', 'sitterVisitCancelled', 'sitterVisitUnassigned', 'sitterTipReceived', 'visitNeedsSitter', 'adminVisitBooked', 'adminVisitCancelled', 'adminVisitRescheduled', 'adminPlanCancelled', 'adminPlanResumed', 'adminPaymentFailed', 'adminLocationRequest', 'releaseUnstaged', 'releasePublished'));
--> statement-breakpoint
-- The lockbox is charged once per property (decision 027): what each booking paid for it. Earlier
-- bookings paid it whenever they bought one (standard and extended only).
ALTER TABLE "bookings" ADD COLUMN "lockbox_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "lockbox_cents" = 2500 WHERE "lockbox_purchased" AND "plan" <> 'recurring';
