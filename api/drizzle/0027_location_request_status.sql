ALTER TABLE "location_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "location_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "location_requests" ADD CONSTRAINT "location_requests_status_check" CHECK ("location_requests"."status" in ('new', 'contacted', 'served', 'declined'));
