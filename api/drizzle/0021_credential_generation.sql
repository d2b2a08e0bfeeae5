ALTER TABLE "sessions" ADD COLUMN "credential_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credential_generation" integer DEFAULT 0 NOT NULL;