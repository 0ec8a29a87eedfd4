ALTER TABLE "assessment_marks" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD COLUMN "submitted_at" timestamp with time zone;