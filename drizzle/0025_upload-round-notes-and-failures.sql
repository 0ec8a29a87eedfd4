ALTER TABLE "uploads" ADD COLUMN "extracted_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;