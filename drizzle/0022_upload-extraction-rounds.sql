ALTER TABLE "uploads" ADD COLUMN "extracted_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "extracted_slices" integer DEFAULT 0 NOT NULL;