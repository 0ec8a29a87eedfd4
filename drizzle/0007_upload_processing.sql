CREATE TABLE "enhancement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"input" text NOT NULL,
	"size" integer NOT NULL,
	"result_count" integer NOT NULL,
	"is_question" boolean DEFAULT false NOT NULL,
	"strict_match" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"consume_on_result" boolean DEFAULT false NOT NULL,
	"session_hash" text,
	"user_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slice_alignments" (
	"slice_id" uuid NOT NULL,
	"outcome_code" text NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "slice_alignments_score_range" CHECK ("slice_alignments"."score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "slice_spelling_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offset" integer NOT NULL,
	"length" integer NOT NULL,
	"word" text NOT NULL,
	"message" text NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "slice_spelling_issues_kind_known" CHECK (kind in ('spelling', 'grammar'))
);
--> statement-breakpoint
CREATE TABLE "upload_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"slice_id" uuid,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"request_id" uuid,
	"lesson_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_interactions_kind_known" CHECK (kind in ('search-result', 'lesson-citation', 'download'))
);
--> statement-breakpoint
CREATE TABLE "upload_outcomes" (
	"upload_id" uuid NOT NULL,
	"outcome_code" text NOT NULL,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "upload_outcomes_score_range" CHECK ("upload_outcomes"."score" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "upload_slices" ADD COLUMN "ordinal" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_slices" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_slices" ADD COLUMN "image_analysis" jsonb;--> statement-breakpoint
ALTER TABLE "upload_slices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_slices" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "text"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "enhancement_requests" ADD CONSTRAINT "enhancement_requests_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slice_alignments" ADD CONSTRAINT "slice_alignments_slice_id_upload_slices_id_fk" FOREIGN KEY ("slice_id") REFERENCES "public"."upload_slices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slice_alignments" ADD CONSTRAINT "slice_alignments_outcome_code_curriculum_outcomes_code_fk" FOREIGN KEY ("outcome_code") REFERENCES "public"."curriculum_outcomes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slice_spelling_issues" ADD CONSTRAINT "slice_spelling_issues_slice_id_upload_slices_id_fk" FOREIGN KEY ("slice_id") REFERENCES "public"."upload_slices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_interactions" ADD CONSTRAINT "upload_interactions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_interactions" ADD CONSTRAINT "upload_interactions_slice_id_upload_slices_id_fk" FOREIGN KEY ("slice_id") REFERENCES "public"."upload_slices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_interactions" ADD CONSTRAINT "upload_interactions_request_id_enhancement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."enhancement_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_interactions" ADD CONSTRAINT "upload_interactions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_outcomes" ADD CONSTRAINT "upload_outcomes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_outcomes" ADD CONSTRAINT "upload_outcomes_outcome_code_curriculum_outcomes_code_fk" FOREIGN KEY ("outcome_code") REFERENCES "public"."curriculum_outcomes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enhancement_requests_owner_created_id" ON "enhancement_requests" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "slice_alignments_slice_outcome" ON "slice_alignments" USING btree ("slice_id","outcome_code");--> statement-breakpoint
CREATE INDEX "slice_alignments_outcome" ON "slice_alignments" USING btree ("outcome_code");--> statement-breakpoint
CREATE INDEX "slice_spelling_issues_slice" ON "slice_spelling_issues" USING btree ("slice_id");--> statement-breakpoint
CREATE INDEX "upload_interactions_upload_created_id" ON "upload_interactions" USING btree ("upload_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_outcomes_upload_outcome" ON "upload_outcomes" USING btree ("upload_id","outcome_code");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_slices_upload_ordinal" ON "upload_slices" USING btree ("upload_id","ordinal");--> statement-breakpoint
CREATE INDEX "upload_slices_search" ON "upload_slices" USING gin ("search");--> statement-breakpoint
ALTER TABLE "upload_slices" ADD CONSTRAINT "upload_slices_ordinal_not_negative" CHECK ("upload_slices"."ordinal" >= 0);