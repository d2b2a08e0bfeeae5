-- Deploy tokens (decision 007 'Shipping an area'): an area's release command publishes over HTTP
-- with one; only the SHA-256 of its secret is kept. `remote` null: the token may publish every area.
CREATE TABLE "deploy_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remote" text,
	"secret_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "deploy_tokens_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "deploy_tokens_remote_check" CHECK ("deploy_tokens"."remote" is null or "deploy_tokens"."remote" in ('mf_public', 'mf_homeowner', 'mf_sitter', 'mf_admin'))
);
--> statement-breakpoint
ALTER TABLE "deploy_tokens" ADD CONSTRAINT "deploy_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every admin is told which token published or staged a release.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('visitCompleted', 'visitCancelled', 'visitRescheduled', 'visitSitterAssigned', 'visitSitterUnassigned', 'visitReminder', 'subscriptionRenewalFailed', 'planCadenceChanged', 'planCancelled', 'sitterVisitAssigned', 'sitterVisitRescheduled', 'sitterVisitCancelled', 'sitterVisitUnassigned', 'sitterTipReceived', 'visitNeedsSitter', 'adminVisitBooked', 'adminVisitCancelled', 'adminVisitRescheduled', 'adminPlanCancelled', 'adminPaymentFailed', 'adminLocationRequest', 'releaseUnstaged', 'releasePublished'));
