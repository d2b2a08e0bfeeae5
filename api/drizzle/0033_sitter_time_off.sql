-- A sitter's time off: service-area days (yyyy-MM-dd, America/New_York), both ends included.
-- Assigning a visit on one of them is refused; the board and the pickers mark the sitter off.
CREATE TABLE "sitter_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"sitter_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitter_time_off_range_check" CHECK ("sitter_time_off"."start_date" <= "sitter_time_off"."end_date")
);
--> statement-breakpoint
ALTER TABLE "sitter_time_off" ADD CONSTRAINT "sitter_time_off_sitter_id_users_id_fk" FOREIGN KEY ("sitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sitter_time_off_sitter_end_idx" ON "sitter_time_off" USING btree ("sitter_id","end_date");
