CREATE TABLE "registry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"action" jsonb NOT NULL,
	"stable" text,
	"staging" text,
	"staging_percent" smallint NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_channels" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"stable" text,
	"staging" text,
	"staging_percent" smallint DEFAULT 0 NOT NULL,
	"previous" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_channels_environment_remote_pk" PRIMARY KEY("environment","remote"),
	CONSTRAINT "registry_channels_remote_check" CHECK ("registry_channels"."remote" in ('mf_public', 'mf_homeowner', 'mf_sitter', 'mf_admin')),
	CONSTRAINT "registry_channels_percent_check" CHECK ("registry_channels"."staging_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "registry_changes" ADD CONSTRAINT "registry_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_changes_remote_idx" ON "registry_changes" USING btree ("environment","remote","id");