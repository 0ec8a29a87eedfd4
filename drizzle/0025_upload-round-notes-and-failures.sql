ALTER TABLE "uploads" ADD COLUMN "extracted_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;