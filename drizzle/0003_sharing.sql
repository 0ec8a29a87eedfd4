CREATE TABLE "shares" (
	"owner_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"mode" text DEFAULT 'private' NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_item" ON "shares" USING btree ("owner_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "shares_emails" ON "shares" USING gin ("emails");