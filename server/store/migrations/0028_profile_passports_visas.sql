CREATE TABLE "profile_passports" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"passport_number" text NOT NULL,
	"issuing_country" text NOT NULL,
	"nationality" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"place_of_issue" text NOT NULL,
	"scan_file_id" text
);
--> statement-breakpoint
CREATE TABLE "profile_visas" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"visa_type" text NOT NULL,
	"visa_number" text NOT NULL,
	"entries" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"passport_id" integer,
	"scan_file_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile_passports" ADD CONSTRAINT "profile_passports_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_passports" ADD CONSTRAINT "profile_passports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_passports" ADD CONSTRAINT "profile_passports_scan_file_id_uploaded_files_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visas" ADD CONSTRAINT "profile_visas_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visas" ADD CONSTRAINT "profile_visas_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visas" ADD CONSTRAINT "profile_visas_passport_id_profile_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."profile_passports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visas" ADD CONSTRAINT "profile_visas_scan_file_id_uploaded_files_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_passports_profile_idx" ON "profile_passports" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_visas_profile_idx" ON "profile_visas" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_visas_company_status_idx" ON "profile_visas" USING btree ("corporate_id","status");--> statement-breakpoint
CREATE INDEX "profile_visas_scan_idx" ON "profile_visas" USING btree ("scan_file_id");
