-- A recurring plan's periods are calendar months (decision 015), counted from a period anchor:
-- null for a plan that starts under this rule (its start date, period 0).
ALTER TABLE "subscriptions" ADD COLUMN "period_anchor_date" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_anchor_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A plan that began with 4-week periods keeps the weeks it paid for: its months count from the
-- end of its current period, the next charge's date, which does not move.
UPDATE "subscriptions" SET "period_anchor_date" = "current_period_end", "period_anchor_index" = "current_period_index" + 1;--> statement-breakpoint
-- A declined period still owed (the one after the current) becomes that first month: it starts
-- on the same day and ends a calendar month later (on the month's last day when it lacks the day).
UPDATE "subscription_periods" AS sp
SET "end_date" = to_char((s."current_period_end"::date + interval '1 month')::date, 'YYYY-MM-DD')
FROM "subscriptions" AS s
WHERE sp."subscription_id" = s."id" AND sp."period_index" = s."current_period_index" + 1 AND sp."status" = 'failed';
