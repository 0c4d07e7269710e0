CREATE SEQUENCE "public"."trip_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 710001 CACHE 1;--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_push_actions" (
	"jti" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_trip_settings" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"approval_mode" text DEFAULT 'before' NOT NULL,
	"approval_levels" integer DEFAULT 1 NOT NULL,
	"home_country" text DEFAULT 'IN' NOT NULL,
	"min_days_before_travel" integer DEFAULT 0 NOT NULL,
	"max_trip_days" integer DEFAULT 90 NOT NULL,
	"purpose_required" boolean DEFAULT true NOT NULL,
	"project_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"cost_center_id" text DEFAULT '' NOT NULL,
	"department_id" text DEFAULT '' NOT NULL,
	"trip_type_id" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"profile_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"level" integer NOT NULL,
	"approver_profile_id" text NOT NULL,
	"on_behalf_of_profile_id" text,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_items" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"request_item_id" text DEFAULT '' NOT NULL,
	"item_type" text NOT NULL,
	"total_amount_paise" integer DEFAULT 0 NOT NULL,
	"response_id" text DEFAULT '' NOT NULL,
	"selected_json" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"txid" text DEFAULT '' NOT NULL,
	"ref_txid" text DEFAULT '' NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_request_items" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"item_type" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_tracker" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"by_profile_id" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_travellers" (
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_travellers_trip_id_traveller_profile_id_pk" PRIMARY KEY("trip_id","traveller_profile_id")
);
--> statement-breakpoint
CREATE TABLE "trip_types" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"domint" text NOT NULL,
	"location_group_id" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"client_ref" text,
	"traveller_profile_id" text NOT NULL,
	"created_by_profile_id" text NOT NULL,
	"created_by" text NOT NULL,
	"trip_name" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"destination_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text NOT NULL,
	"trip_type_id" text,
	"domint" text DEFAULT '' NOT NULL,
	"travel_class" text DEFAULT '' NOT NULL,
	"budgeted_by" text DEFAULT '' NOT NULL,
	"auto_create_expense_report" boolean DEFAULT true NOT NULL,
	"imprest_required" boolean DEFAULT false NOT NULL,
	"imprest_amount_requested_paise" integer DEFAULT 0 NOT NULL,
	"imprest_currency" text DEFAULT 'USD' NOT NULL,
	"currency_conversion_rate" text DEFAULT '1' NOT NULL,
	"base_currency_amount_paise" integer DEFAULT 0 NOT NULL,
	"imprest_id" text DEFAULT '' NOT NULL,
	"travel_reason" text DEFAULT '' NOT NULL,
	"other_reason" text DEFAULT '' NOT NULL,
	"trip_purpose" text DEFAULT '' NOT NULL,
	"trip_budget_paise" integer DEFAULT 0 NOT NULL,
	"project_id" text DEFAULT '' NOT NULL,
	"department_id" text DEFAULT '' NOT NULL,
	"cost_center_id" text DEFAULT '' NOT NULL,
	"billable_id" text DEFAULT '' NOT NULL,
	"budget_id" text DEFAULT '' NOT NULL,
	"billable_type" text DEFAULT 'nonbillalble' NOT NULL,
	"approval_mode" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"amendment_type" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"approver_profile_id" text,
	"decided_by" text,
	"decision_remarks" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"file_id" text NOT NULL,
	"document_type" text DEFAULT 'other' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"recommendation" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_trip_settings" ADD CONSTRAINT "corporate_trip_settings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_approver_profile_id_profiles_id_fk" FOREIGN KEY ("approver_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_request_items" ADD CONSTRAINT "trip_request_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_request_items" ADD CONSTRAINT "trip_request_items_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tracker" ADD CONSTRAINT "trip_tracker_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tracker" ADD CONSTRAINT "trip_tracker_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_types" ADD CONSTRAINT "trip_types_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_amendments" ADD CONSTRAINT "trip_amendments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_amendments" ADD CONSTRAINT "trip_amendments_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_recommendations" ADD CONSTRAINT "trip_recommendations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_recommendations" ADD CONSTRAINT "trip_recommendations_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_profile_idx" ON "push_subscriptions" USING btree ("corporate_id","profile_id");--> statement-breakpoint
CREATE INDEX "used_push_actions_expires_idx" ON "used_push_actions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "projects_corporate_idx" ON "projects" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "trip_approvals_trip_idx" ON "trip_approvals" USING btree ("trip_id","level");--> statement-breakpoint
CREATE INDEX "trip_approvals_approver_idx" ON "trip_approvals" USING btree ("approver_profile_id","status");--> statement-breakpoint
CREATE INDEX "trip_items_trip_idx" ON "trip_items" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_request_items_trip_idx" ON "trip_request_items" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_tracker_trip_idx" ON "trip_tracker" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_travellers_profile_idx" ON "trip_travellers" USING btree ("traveller_profile_id");--> statement-breakpoint
CREATE INDEX "trip_types_corporate_idx" ON "trip_types" USING btree ("corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_client_ref_key" ON "trips" USING btree ("corporate_id","client_ref");--> statement-breakpoint
CREATE INDEX "trips_creator_idx" ON "trips" USING btree ("corporate_id","created_by_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_traveller_idx" ON "trips" USING btree ("corporate_id","traveller_profile_id","from_date");--> statement-breakpoint
CREATE INDEX "trip_amendments_trip_idx" ON "trip_amendments" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_documents_trip_file_key" ON "trip_documents" USING btree ("trip_id","file_id");--> statement-breakpoint
CREATE INDEX "trip_documents_file_idx" ON "trip_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trip_recommendations_trip_idx" ON "trip_recommendations" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_owner_hash_key" ON "uploaded_files" USING btree ("profile_id","sha256","name");