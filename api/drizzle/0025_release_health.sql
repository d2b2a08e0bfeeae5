CREATE TABLE "release_health" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"channel" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"unstaged_at" timestamp with time zone,
	"unstage_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_health_environment_remote_release_channel_pk" PRIMARY KEY("environment","remote","release","channel"),
	CONSTRAINT "release_health_channel_check" CHECK ("release_health"."channel" in ('stable', 'staging'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('visitCompleted', 'visitCancelled', 'visitRescheduled', 'visitSitterAssigned', 'visitSitterUnassigned', 'subscriptionRenewalFailed', 'planCadenceChanged', 'planCancelled', 'sitterVisitAssigned', 'sitterVisitRescheduled', 'sitterVisitCancelled', 'sitterVisitUnassigned', 'visitNeedsSitter', 'releaseUnstaged'));
