-- Refunds change the admin stats' monthly revenue (net of refunds), which the page cache serves
-- while the data version stands (decision 010): they bump it like payments do.
CREATE TRIGGER "refunds_bump_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visit_data_version();
