CREATE TABLE "assessment_marks" (
	"assessment_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"levels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feedback" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"year_level" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"outcome_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"items" jsonb NOT NULL,
	"rubric" jsonb NOT NULL,
	"grade_bands" jsonb NOT NULL,
	"students" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supply" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_marks_student" ON "assessment_marks" USING btree ("assessment_id","student_id");--> statement-breakpoint
CREATE INDEX "assessments_owner_updated_id" ON "assessments" USING btree ("owner_id","updated_at","id");