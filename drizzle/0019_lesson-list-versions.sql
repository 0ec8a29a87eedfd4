CREATE TABLE "lesson_list_versions" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
-- Versions come from a sequence, never from counting: a version, once given out, never comes back, even if a row of
-- lesson_list_versions were deleted and made again.
CREATE SEQUENCE "lesson_list_version";--> statement-breakpoint
-- Every statement that changes lessons gives each teacher whose lessons it changed a new version, in its own
-- transaction, so whoever sees the change sees the new version too. Teachers are taken in order, so that two
-- statements changing the lessons of the same teachers wait for each other instead of deadlocking.
CREATE FUNCTION "lesson_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "lesson_list_versions" SET "version" = nextval('lesson_list_version');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "lesson_list_versions" ("owner_id", "version")
      SELECT "owner_id", nextval('lesson_list_version') FROM (SELECT DISTINCT "owner_id" FROM "changed_new") AS "owners" ORDER BY "owner_id"
      ON CONFLICT ("owner_id") DO UPDATE SET "version" = excluded."version";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "lesson_list_versions" ("owner_id", "version")
      SELECT "owner_id", nextval('lesson_list_version') FROM (SELECT DISTINCT "owner_id" FROM "changed_old") AS "owners" ORDER BY "owner_id"
      ON CONFLICT ("owner_id") DO UPDATE SET "version" = excluded."version";
  ELSE
    -- An update may move lessons to another teacher: both lists change.
    INSERT INTO "lesson_list_versions" ("owner_id", "version")
      SELECT "owner_id", nextval('lesson_list_version') FROM (SELECT "owner_id" FROM "changed_new" UNION SELECT "owner_id" FROM "changed_old") AS "owners" ORDER BY "owner_id"
      ON CONFLICT ("owner_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_inserted" AFTER INSERT ON "lessons" REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_list_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_updated" AFTER UPDATE ON "lessons" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_list_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_deleted" AFTER DELETE ON "lessons" REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_list_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_truncated" AFTER TRUNCATE ON "lessons" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_list_changed"();--> statement-breakpoint
INSERT INTO "lesson_list_versions" ("owner_id", "version")
  SELECT "owner_id", nextval('lesson_list_version') FROM (SELECT DISTINCT "owner_id" FROM "lessons") AS "owners" ORDER BY "owner_id";
