-- Who is coming: a sitter's short profile and photo, shown to the customers of the visits the
-- sitter is assigned to. The photo's bytes are in the media store under photo_storage_key; its
-- id names it in /api/media/sitter/{id} (a new id for each upload, so an old address never
-- serves a newer photo).
ALTER TABLE "users" ADD COLUMN "profile_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_photo_id_key" ON "users" USING btree ("photo_id");--> statement-breakpoint
-- The visit JSON now carries the assigned sitter's profile and photo: a change to them makes
-- cached pages stale like a name change does (decision 010).
DROP TRIGGER IF EXISTS "users_bump_data_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_bump_data_version" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "phone", "role", "profile_text", "photo_id" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();--> statement-breakpoint
-- The day-before reminder: the start of the window it was sent for. A visit moved to another day
-- is reminded again; one reminded for its current day is not (every instance sweeps).
ALTER TABLE "visits" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
-- The reminder's stored notification: one more kind in the CHECK list, added to whatever list the
-- migrations before this one left (another kind may have been added beside it).
DO $$
DECLARE
  current_check text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO current_check FROM pg_constraint WHERE conname = 'notifications_type_check';
  IF current_check IS NOT NULL AND position('''visitReminder''' in current_check) = 0 THEN
    ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";
    EXECUTE 'ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" '
      || replace(current_check, 'ARRAY[', 'ARRAY[''visitReminder''::text, ');
  END IF;
END
$$;
