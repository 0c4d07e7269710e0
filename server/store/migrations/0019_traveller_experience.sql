CREATE TABLE "profile_seen_notices" (
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"notice_key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_seen_notices_corporate_id_profile_id_notice_key_pk" PRIMARY KEY("corporate_id","profile_id","notice_key")
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gst_invoice_counters" (
	"corporate_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "gst_invoice_counters_corporate_id_financial_year_pk" PRIMARY KEY("corporate_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gst_invoices" (
	"product" text NOT NULL,
	"txid" text NOT NULL,
	"corporate_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gst_invoices_product_txid_pk" PRIMARY KEY("product","txid")
);
--> statement-breakpoint
ALTER TABLE "corporate_trip_settings" ADD COLUMN "reason_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_trip_settings" ADD COLUMN "cost_centre_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD COLUMN "alternative" jsonb;--> statement-breakpoint
ALTER TABLE "profile_seen_notices" ADD CONSTRAINT "profile_seen_notices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoice_counters" ADD CONSTRAINT "gst_invoice_counters_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_idx" ON "password_reset_requests" USING btree ("email","requested_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_address_idx" ON "password_reset_requests" USING btree ("address","requested_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_profile_idx" ON "password_reset_tokens" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_invoices_sequence_key" ON "gst_invoices" USING btree ("corporate_id","financial_year","sequence");