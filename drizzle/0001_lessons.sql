CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"methodology" text DEFAULT 'inquiry' NOT NULL,
	"enhancement_enabled" boolean DEFAULT false NOT NULL,
	"year_level" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"outcome_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"join_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_owner_updated" ON "lessons" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_join_code" ON "lessons" USING btree ("join_code");