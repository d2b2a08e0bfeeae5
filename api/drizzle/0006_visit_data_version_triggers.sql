-- The single row of visit_data_version, and the statement triggers that bump it (decision 010).
-- BEFORE, not AFTER: a writer takes the version row's lock before it locks any row it changes,
-- so two writers always lock in the same order and cannot deadlock on it.
INSERT INTO "visit_data_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_visit_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "visit_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visits_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "visits"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
--> statement-breakpoint
CREATE TRIGGER "visit_tasks_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "visit_tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
--> statement-breakpoint
CREATE TRIGGER "reports_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
--> statement-breakpoint
CREATE TRIGGER "media_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
--> statement-breakpoint
CREATE TRIGGER "payments_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
--> statement-breakpoint
-- Users: only what a visit's JSON or the stats show (names, the homeowner count by role);
-- sign-ins and password changes do not touch the lists.
CREATE TRIGGER "users_bump_data_version" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "role" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
