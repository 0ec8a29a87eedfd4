DROP INDEX "lessons_owner_updated";--> statement-breakpoint
DROP INDEX "syllabi_owner_updated";--> statement-breakpoint
CREATE INDEX "curriculum_outcomes_lower_code" ON "curriculum_outcomes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "curriculum_outcomes_lower_short_code" ON "curriculum_outcomes" USING btree (lower("short_code"));--> statement-breakpoint
CREATE INDEX "lessons_owner_updated_id" ON "lessons" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "syllabi_owner_updated_id" ON "syllabi" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
-- Databases seeded before this migration: merge the search index's pending list and gather statistics (PGlite has
-- no autovacuum), so the planner uses the indexes above.
SELECT gin_clean_pending_list('curriculum_outcomes_search'::regclass);--> statement-breakpoint
ANALYZE "curriculum_outcomes";
