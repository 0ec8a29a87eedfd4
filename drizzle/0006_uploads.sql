CREATE TABLE "upload_slices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"page" integer,
	"page_index_offset" integer,
	"content_type" text DEFAULT 'text' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_key" text,
	"start_seconds" double precision,
	"end_seconds" double precision,
	"speaker_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_slices_time_order" CHECK ("upload_slices"."start_seconds" is null or "upload_slices"."end_seconds" is null or "upload_slices"."end_seconds" >= "upload_slices"."start_seconds")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file_extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"isbn" text,
	"doi" text,
	"language" text DEFAULT 'en' NOT NULL,
	"task" text DEFAULT 'upload' NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_task_known" CHECK (task in ('upload', 'spelling', 'align', 'extract-outcomes')),
	CONSTRAINT "uploads_state_known" CHECK (state in ('ready', 'inProgress', 'complete', 'failed', 'broken')),
	CONSTRAINT "uploads_progress_percent_range" CHECK ("uploads"."progress_percent" between 0 and 100),
	CONSTRAINT "uploads_byte_size_not_negative" CHECK ("uploads"."byte_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upload_slices" ADD CONSTRAINT "upload_slices_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_slices_upload_created_id" ON "upload_slices" USING btree ("upload_id","created_at","id");--> statement-breakpoint
CREATE INDEX "uploads_owner_updated_id" ON "uploads" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key" ON "uploads" USING btree ("storage_key");