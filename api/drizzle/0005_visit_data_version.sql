CREATE TABLE "visit_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_data_version_single_row" CHECK ("visit_data_version"."id" = 1)
);
