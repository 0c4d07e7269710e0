CREATE SEQUENCE "public"."booking_approval_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."insurance_txid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_booking_config" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"payment_modes" text DEFAULT '' NOT NULL,
	"hotel_version" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text,
	"currency" text NOT NULL,
	"balance_paise" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_accounts_balance_not_negative" CHECK ("wallet_accounts"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"balance_after_paise" bigint NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"by_profile_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_approval_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"action" text NOT NULL,
	"by_profile_id" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"service" text NOT NULL,
	"requester_profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"approver_profile_id" text NOT NULL,
	"on_behalf_of_profile_id" text,
	"status" text NOT NULL,
	"summary" text NOT NULL,
	"from_date" text DEFAULT '' NOT NULL,
	"to_date" text DEFAULT '' NOT NULL,
	"request" jsonb NOT NULL,
	"total_net_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"in_policy" boolean NOT NULL,
	"policy_violation_reason" text DEFAULT '' NOT NULL,
	"resume_url" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"used_txid" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insurance_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"domint" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insurance_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "insurance_plan_benefits" (
	"plan_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"deductible" text DEFAULT '' NOT NULL,
	CONSTRAINT "insurance_plan_benefits_plan_code_sort_order_pk" PRIMARY KEY("plan_code","sort_order")
);
--> statement-breakpoint
CREATE TABLE "insurance_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"day_limit" integer NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"domint" text NOT NULL,
	"max_premium_paise" integer NOT NULL,
	"approval_rule" text NOT NULL,
	CONSTRAINT "insurance_policies_corporate_id_domint_pk" PRIMARY KEY("corporate_id","domint"),
	CONSTRAINT "insurance_policies_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "insurance_premium_rates" (
	"plan_code" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"premium_paise" integer NOT NULL,
	CONSTRAINT "insurance_premium_rates_plan_code_min_age_min_days_pk" PRIMARY KEY("plan_code","min_age","min_days")
);
--> statement-breakpoint
CREATE TABLE "insurance_bookings" (
	"txid" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"tg_booking_ref" text DEFAULT '' NOT NULL,
	"policy_number" text DEFAULT '' NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"category_id" text NOT NULL,
	"category_code" text NOT NULL,
	"category_description" text NOT NULL,
	"domint" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"day_limit" integer NOT NULL,
	"premium_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"wallet_account_id" text DEFAULT '' NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"approval_id" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"request" jsonb NOT NULL,
	"booked_on" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_passengers" (
	"txid" text NOT NULL,
	"pax_sno" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"age" integer NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"premium_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "insurance_passengers_txid_pax_sno_pk" PRIMARY KEY("txid","pax_sno")
);
--> statement-breakpoint
CREATE TABLE "insurance_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"pax_sno" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"refunded_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_booking_config" ADD CONSTRAINT "corporate_booking_config_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger_entries" ADD CONSTRAINT "wallet_ledger_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approval_events" ADD CONSTRAINT "booking_approval_events_approval_id_booking_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."booking_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approval_events" ADD CONSTRAINT "booking_approval_events_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_requester_profile_id_profiles_id_fk" FOREIGN KEY ("requester_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_approver_profile_id_profiles_id_fk" FOREIGN KEY ("approver_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_on_behalf_of_profile_id_profiles_id_fk" FOREIGN KEY ("on_behalf_of_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plan_benefits" ADD CONSTRAINT "insurance_plan_benefits_plan_code_insurance_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."insurance_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_category_id_insurance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."insurance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_premium_rates" ADD CONSTRAINT "insurance_premium_rates_plan_code_insurance_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."insurance_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_bookings" ADD CONSTRAINT "insurance_bookings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_bookings" ADD CONSTRAINT "insurance_bookings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_bookings" ADD CONSTRAINT "insurance_bookings_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_passengers" ADD CONSTRAINT "insurance_passengers_txid_insurance_bookings_txid_fk" FOREIGN KEY ("txid") REFERENCES "public"."insurance_bookings"("txid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_refunds" ADD CONSTRAINT "insurance_refunds_txid_insurance_bookings_txid_fk" FOREIGN KEY ("txid") REFERENCES "public"."insurance_bookings"("txid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_reference_idx" ON "card_payments" USING btree ("purpose","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_captured_key" ON "card_payments" USING btree ("purpose","reference") WHERE "card_payments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_corporate_key" ON "wallet_accounts" USING btree ("corporate_id") WHERE "wallet_accounts"."profile_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_profile_key" ON "wallet_accounts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_idx" ON "wallet_ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "booking_approval_events_approval_idx" ON "booking_approval_events" USING btree ("approval_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_approvals_approver_idx" ON "booking_approvals" USING btree ("corporate_id","approver_profile_id","status");--> statement-breakpoint
CREATE INDEX "booking_approvals_requester_idx" ON "booking_approvals" USING btree ("corporate_id","requester_profile_id","service");--> statement-breakpoint
CREATE INDEX "insurance_plans_category_idx" ON "insurance_plans" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_bookings_client_ref_key" ON "insurance_bookings" USING btree ("corporate_id","profile_id","client_ref");--> statement-breakpoint
CREATE INDEX "insurance_bookings_profile_idx" ON "insurance_bookings" USING btree ("corporate_id","profile_id","booked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_refunds_pax_key" ON "insurance_refunds" USING btree ("txid","pax_sno");