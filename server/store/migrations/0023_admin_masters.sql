CREATE TABLE "company_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expense_kind" text NOT NULL,
	"gl_code" text DEFAULT '' NOT NULL,
	"receipt_required_above_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_places" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"place_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_masters" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fuel_type" text DEFAULT '' NOT NULL,
	"rate_per_unit_paise" bigint NOT NULL,
	"unit" text DEFAULT 'km' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_remark" text DEFAULT '' NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_budgets" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"department_id" text NOT NULL,
	"cost_center_id" text DEFAULT '' NOT NULL,
	"financial_year" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "department_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "to_profile_id" text;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "message_type" text DEFAULT 'notification' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "can_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "message_link" text DEFAULT 'NA' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD COLUMN "department_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_banks" ADD CONSTRAINT "company_banks_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_banks" ADD CONSTRAINT "employee_banks_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_banks" ADD CONSTRAINT "employee_banks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_places" ADD CONSTRAINT "popular_places_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_masters" ADD CONSTRAINT "vehicle_masters_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_masters" ADD CONSTRAINT "vehicle_masters_verified_by_profiles_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_budgets" ADD CONSTRAINT "corporate_budgets_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_banks_corporate_idx" ON "company_banks" USING btree ("corporate_id","bank_name");--> statement-breakpoint
CREATE INDEX "employee_banks_profile_idx" ON "employee_banks" USING btree ("profile_id","bank_name");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_corporate_code_idx" ON "expense_categories" USING btree ("corporate_id","code");--> statement-breakpoint
CREATE INDEX "popular_places_corporate_idx" ON "popular_places" USING btree ("corporate_id","place_name");--> statement-breakpoint
CREATE INDEX "vehicle_masters_corporate_idx" ON "vehicle_masters" USING btree ("corporate_id","vehicle_type");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_budgets_scope_idx" ON "corporate_budgets" USING btree ("corporate_id","department_id","cost_center_id","financial_year");--> statement-breakpoint
CREATE INDEX "corporate_budgets_corporate_year_idx" ON "corporate_budgets" USING btree ("corporate_id","financial_year");--> statement-breakpoint
CREATE INDEX "corporate_notifications_to_idx" ON "corporate_notifications" USING btree ("corporate_id","to_profile_id");--> statement-breakpoint
CREATE INDEX "cost_centers_corporate_name_idx" ON "cost_centers" USING btree ("corporate_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centers_corporate_code_idx" ON "cost_centers" USING btree ("corporate_id","code") WHERE code <> '';--> statement-breakpoint
CREATE INDEX "cost_centers_corporate_department_idx" ON "cost_centers" USING btree ("corporate_id","department_id");--> statement-breakpoint
CREATE INDEX "departments_corporate_name_idx" ON "departments" USING btree ("corporate_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_corporate_code_idx" ON "departments" USING btree ("corporate_id","code") WHERE code <> '';--> statement-breakpoint
CREATE INDEX "projects_corporate_name_idx" ON "projects" USING btree ("corporate_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_corporate_code_idx" ON "projects" USING btree ("corporate_id","code") WHERE code <> '';--> statement-breakpoint
CREATE INDEX "projects_corporate_cost_center_idx" ON "projects" USING btree ("corporate_id","cost_center_id");