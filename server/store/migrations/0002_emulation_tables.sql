CREATE TABLE "company_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_gst" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"stage" text NOT NULL,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_sends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"token_secret" text NOT NULL,
	"corporate_id" text,
	"profile_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_call_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emulation_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"master_profile_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"opid" text NOT NULL,
	"action" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emulations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"master_profile_id" text NOT NULL,
	"master_token_hash" text NOT NULL,
	"emulated_profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_login_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "onboardings_email_idx" ON "onboardings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "public_call_attempts_idx" ON "public_call_attempts" USING btree ("kind","address","attempted_at");--> statement-breakpoint
CREATE INDEX "emulation_audit_master_idx" ON "emulation_audit" USING btree ("master_profile_id","at");--> statement-breakpoint
CREATE INDEX "emulation_audit_profile_idx" ON "emulation_audit" USING btree ("profile_id","at");--> statement-breakpoint
CREATE INDEX "emulations_master_idx" ON "emulations" USING btree ("master_profile_id");--> statement-breakpoint
CREATE INDEX "used_login_keys_expires_idx" ON "used_login_keys" USING btree ("expires_at");