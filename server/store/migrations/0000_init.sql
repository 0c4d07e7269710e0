CREATE TABLE "corporates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_currency" text NOT NULL,
	"user_category" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"policy_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_corporate_id_profile_id_key_pk" PRIMARY KEY("corporate_id","profile_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"corporate_role" text NOT NULL,
	"user_category" text NOT NULL,
	"user_type" text DEFAULT 'b2e' NOT NULL,
	"is_identity" boolean DEFAULT false NOT NULL,
	"passport_title" text NOT NULL,
	"passport_first_name" text NOT NULL,
	"passport_last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"mobile" text NOT NULL,
	"mobile_countrycode" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serviceconfig" jsonb NOT NULL,
	"menuconfig" jsonb NOT NULL,
	"defaulthome" text DEFAULT '' NOT NULL,
	"passwordchange" boolean DEFAULT false NOT NULL,
	"userverified" boolean DEFAULT true NOT NULL,
	"reports_to" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"enc_key" text,
	"passwordchange" boolean DEFAULT false NOT NULL,
	"push_token" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_corporate_idx" ON "profiles" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "sessions_profile_idx" ON "sessions" USING btree ("profile_id");