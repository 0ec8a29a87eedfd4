ALTER TABLE "assessment_marks" ADD COLUMN "claim_hash" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "answering_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_join_code" ON "assessments" USING btree ("join_code");