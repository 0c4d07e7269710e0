CREATE SEQUENCE "public"."expense_payment_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 300001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."expense_report_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."imprest_surrender_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "expense_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"report_id" text DEFAULT '' NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"line_type" text NOT NULL,
	"category_id" text NOT NULL,
	"expense_date" text NOT NULL,
	"merchant" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate" text NOT NULL,
	"base_currency" text NOT NULL,
	"base_minor" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"cgst_minor" bigint DEFAULT 0 NOT NULL,
	"sgst_minor" bigint DEFAULT 0 NOT NULL,
	"igst_minor" bigint DEFAULT 0 NOT NULL,
	"itc_eligible" boolean DEFAULT false NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"distance_hundredths" bigint,
	"distance_unit" text,
	"vehicle_id" text,
	"rate_per_unit_minor" bigint,
	"rate_unit" text,
	"days" integer,
	"daily_rate_minor" bigint,
	"place" text,
	"per_diem_group" text,
	"booking_txid" text,
	"booking_service" text,
	"out_of_policy" boolean DEFAULT false NOT NULL,
	"policy_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receipt_required" boolean DEFAULT false NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	"allowed_minor" bigint,
	"finance_remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_payment_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_report_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"round" integer NOT NULL,
	"level" integer NOT NULL,
	"approver_profile_id" text NOT NULL,
	"on_behalf_of_profile_id" text,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expense_report_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_profile_id" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"title" text NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"advance_minor" bigint DEFAULT 0 NOT NULL,
	"advance_currency" text DEFAULT '' NOT NULL,
	"advance_rate" text DEFAULT '' NOT NULL,
	"advance_base_minor" bigint DEFAULT 0 NOT NULL,
	"owed_minor" bigint DEFAULT 0 NOT NULL,
	"surrender_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"payment_batch_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expense_reports_report_no_unique" UNIQUE("report_no")
);
--> statement-breakpoint
CREATE TABLE "imprest_surrenders" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"report_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"base_minor" bigint NOT NULL,
	"status" text DEFAULT 'surrendered' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payment_batches" ADD CONSTRAINT "expense_payment_batches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payment_batches" ADD CONSTRAINT "expense_payment_batches_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_line_id_expense_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."expense_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_approvals" ADD CONSTRAINT "expense_report_approvals_report_id_expense_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."expense_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_approvals" ADD CONSTRAINT "expense_report_approvals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_approvals" ADD CONSTRAINT "expense_report_approvals_approver_profile_id_profiles_id_fk" FOREIGN KEY ("approver_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_approvals" ADD CONSTRAINT "expense_report_approvals_on_behalf_of_profile_id_profiles_id_fk" FOREIGN KEY ("on_behalf_of_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_approvals" ADD CONSTRAINT "expense_report_approvals_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_events" ADD CONSTRAINT "expense_report_events_report_id_expense_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."expense_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_events" ADD CONSTRAINT "expense_report_events_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_events" ADD CONSTRAINT "expense_report_events_actor_profile_id_profiles_id_fk" FOREIGN KEY ("actor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imprest_surrenders" ADD CONSTRAINT "imprest_surrenders_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imprest_surrenders" ADD CONSTRAINT "imprest_surrenders_report_id_expense_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."expense_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imprest_surrenders" ADD CONSTRAINT "imprest_surrenders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imprest_surrenders" ADD CONSTRAINT "imprest_surrenders_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_lines_report_idx" ON "expense_lines" USING btree ("report_id","expense_date");--> statement-breakpoint
CREATE INDEX "expense_lines_owner_idx" ON "expense_lines" USING btree ("corporate_id","profile_id","report_id");--> statement-breakpoint
CREATE INDEX "expense_lines_lookalike_idx" ON "expense_lines" USING btree ("corporate_id","expense_date","base_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_lines_booking_key" ON "expense_lines" USING btree ("report_id","booking_txid") WHERE booking_txid is not null;--> statement-breakpoint
CREATE INDEX "expense_payment_batches_corporate_idx" ON "expense_payment_batches" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_receipts_line_file_key" ON "expense_receipts" USING btree ("line_id","file_id");--> statement-breakpoint
CREATE INDEX "expense_receipts_hash_idx" ON "expense_receipts" USING btree ("corporate_id","sha256");--> statement-breakpoint
CREATE INDEX "expense_report_approvals_approver_idx" ON "expense_report_approvals" USING btree ("corporate_id","approver_profile_id","status");--> statement-breakpoint
CREATE INDEX "expense_report_approvals_report_idx" ON "expense_report_approvals" USING btree ("report_id","round","level");--> statement-breakpoint
CREATE INDEX "expense_report_events_report_idx" ON "expense_report_events" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "expense_reports_owner_idx" ON "expense_reports" USING btree ("corporate_id","profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "expense_reports_queue_idx" ON "expense_reports" USING btree ("corporate_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_reports_trip_key" ON "expense_reports" USING btree ("profile_id","trip_id") WHERE trip_id <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "imprest_surrenders_report_key" ON "imprest_surrenders" USING btree ("report_id");