CREATE TABLE "device_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"locked_window" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"corporate_id" text,
	"profile_id" text,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tokens_profile_idx" ON "device_tokens" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "device_tokens_expires_idx" ON "device_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_counters_window_idx" ON "login_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at");--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE TABLE "data_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"wrapped" text NOT NULL,
	"kek_id" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_keys_state_idx" ON "data_keys" USING btree ("state","created_at");--> statement-breakpoint
-- Existing databases have rows: add the column nullable, copy the company from the parent row, then require it.
ALTER TABLE "wallet_ledger_entries" ADD COLUMN "corporate_id" text;--> statement-breakpoint
ALTER TABLE "insurance_passengers" ADD COLUMN "corporate_id" text;--> statement-breakpoint
ALTER TABLE "insurance_refunds" ADD COLUMN "corporate_id" text;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "corporate_id" text;--> statement-breakpoint
UPDATE "wallet_ledger_entries" AS e SET "corporate_id" = a."corporate_id" FROM "wallet_accounts" AS a WHERE a."id" = e."account_id";--> statement-breakpoint
UPDATE "insurance_passengers" AS p SET "corporate_id" = b."corporate_id" FROM "insurance_bookings" AS b WHERE b."txid" = p."txid";--> statement-breakpoint
UPDATE "insurance_refunds" AS r SET "corporate_id" = b."corporate_id" FROM "insurance_bookings" AS b WHERE b."txid" = r."txid";--> statement-breakpoint
UPDATE "flight_booking_travellers" AS t SET "corporate_id" = b."corporate_id" FROM "flight_bookings" AS b WHERE b."txid" = t."txid";--> statement-breakpoint
ALTER TABLE "wallet_ledger_entries" ALTER COLUMN "corporate_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_passengers" ALTER COLUMN "corporate_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_refunds" ALTER COLUMN "corporate_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ALTER COLUMN "corporate_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger_entries" ADD CONSTRAINT "wallet_ledger_entries_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_passengers" ADD CONSTRAINT "insurance_passengers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_refunds" ADD CONSTRAINT "insurance_refunds_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD CONSTRAINT "flight_booking_travellers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;
