CREATE TABLE "curriculum_frameworks" (
	"id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text NOT NULL,
	"attribution" text NOT NULL,
	"source" text NOT NULL,
	"official_codes" boolean NOT NULL,
	"seed_hash" text NOT NULL,
	"outcome_count" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_outcomes" (
	"code" text PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"framework_id" text NOT NULL,
	"learning_area" text NOT NULL,
	"subject" text NOT NULL,
	"strand" text NOT NULL,
	"substrand" text NOT NULL,
	"levels" text[] NOT NULL,
	"level_label" text NOT NULL,
	"statement" text NOT NULL,
	"parent_code" text,
	"source_id" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "statement"), 'A') || setweight(to_tsvector('english'::regconfig, "subject" || ' ' || "strand" || ' ' || "substrand"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syllabi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"framework" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"year_level" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syllabus_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"syllabus_id" uuid NOT NULL,
	"outcome_code" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curriculum_outcomes" ADD CONSTRAINT "curriculum_outcomes_framework_id_curriculum_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."curriculum_frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabi" ADD CONSTRAINT "syllabi_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabus_outcomes" ADD CONSTRAINT "syllabus_outcomes_syllabus_id_syllabi_id_fk" FOREIGN KEY ("syllabus_id") REFERENCES "public"."syllabi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_outcomes_short_code" ON "curriculum_outcomes" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "curriculum_outcomes_framework_position" ON "curriculum_outcomes" USING btree ("framework_id","position");--> statement-breakpoint
CREATE INDEX "curriculum_outcomes_search" ON "curriculum_outcomes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "syllabi_owner_updated" ON "syllabi" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syllabus_outcomes_syllabus_code" ON "syllabus_outcomes" USING btree ("syllabus_id","outcome_code");