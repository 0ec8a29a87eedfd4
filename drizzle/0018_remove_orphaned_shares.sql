-- Deleting an item now deletes its share with it. Shares left behind by items deleted before that go here: a share
-- stands only while its owner still has an item of its type under its id (ids are compared in lower case, the way
-- PostgreSQL spells a uuid, since a share keeps the id as the request spelled it).
DELETE FROM "shares" WHERE "item_type" = 'lesson' AND NOT EXISTS (SELECT 1 FROM "lessons" WHERE "lessons"."owner_id" = "shares"."owner_id" AND "lessons"."id"::text = lower("shares"."item_id"));--> statement-breakpoint
DELETE FROM "shares" WHERE "item_type" = 'upload' AND NOT EXISTS (SELECT 1 FROM "uploads" WHERE "uploads"."owner_id" = "shares"."owner_id" AND "uploads"."id"::text = lower("shares"."item_id"));--> statement-breakpoint
DELETE FROM "shares" WHERE "item_type" = 'assessment' AND NOT EXISTS (SELECT 1 FROM "assessments" WHERE "assessments"."owner_id" = "shares"."owner_id" AND "assessments"."id"::text = lower("shares"."item_id"));--> statement-breakpoint
DELETE FROM "shares" WHERE "item_type" = 'comment' AND NOT EXISTS (SELECT 1 FROM "comment_sets" WHERE "comment_sets"."owner_id" = "shares"."owner_id" AND "comment_sets"."id"::text = lower("shares"."item_id"));--> statement-breakpoint
DELETE FROM "shares" WHERE "item_type" = 'unit' AND NOT EXISTS (SELECT 1 FROM "units" WHERE "units"."owner_id" = "shares"."owner_id" AND "units"."id"::text = lower("shares"."item_id"));
