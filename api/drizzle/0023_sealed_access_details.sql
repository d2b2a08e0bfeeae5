CREATE TABLE "access_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"reason" text,
	"ip" text,
	"revealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"homeowner_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_access" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"kek_id" text NOT NULL,
	"set_fields" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "access_reveals" ADD CONSTRAINT "access_reveals_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_reveals" ADD CONSTRAINT "access_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_homeowner_id_users_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_access" ADD CONSTRAINT "property_access_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_access" ADD CONSTRAINT "property_access_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_reveals_visit_idx" ON "access_reveals" USING btree ("visit_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_homeowner_address_idx" ON "properties" USING btree ("homeowner_id","address");