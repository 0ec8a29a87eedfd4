CREATE TABLE "identity_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"subscription" text DEFAULT '' NOT NULL,
	"subscription_end" timestamp with time zone,
	"market" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"kind" text DEFAULT 'platform' NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_actions" ADD CONSTRAINT "usage_actions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email" ON "identity_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_payloads_pk" ON "identity_payloads" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "identity_payloads_grant" ON "identity_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_payloads_uid" ON "identity_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "usage_actions_profile_kind_time" ON "usage_actions" USING btree ("profile_id","kind","created_at");