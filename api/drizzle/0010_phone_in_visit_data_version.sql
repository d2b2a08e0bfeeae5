-- Visit JSON now carries the homeowner's phone (the sitter's tap-to-call), so a phone change must
-- make cached pages stale like a name change does (decision 010).
DROP TRIGGER IF EXISTS "users_bump_data_version" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_bump_data_version" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "phone", "role" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
