CREATE TABLE "sitter_payouts" (
	"sitter_id" integer NOT NULL,
	"week_start" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" integer,
	CONSTRAINT "sitter_payouts_sitter_id_week_start_pk" PRIMARY KEY("sitter_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "sitter_payouts" ADD CONSTRAINT "sitter_payouts_sitter_id_users_id_fk" FOREIGN KEY ("sitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitter_payouts" ADD CONSTRAINT "sitter_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
