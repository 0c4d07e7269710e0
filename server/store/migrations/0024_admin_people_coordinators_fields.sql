CREATE TABLE "travel_reasons" (
	"id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_reasons_corporate_id_service_id_pk" PRIMARY KEY("corporate_id","service","id")
);
--> statement-breakpoint
CREATE TABLE "trip_purposes" (
	"id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_purposes_corporate_id_id_pk" PRIMARY KEY("corporate_id","id")
);
--> statement-breakpoint
CREATE TABLE "person_accounts" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"status" text NOT NULL,
	"approval" text NOT NULL,
	"source" text NOT NULL,
	"employee_code" text DEFAULT '' NOT NULL,
	"webtoken_hash" text,
	"webtoken_expires_at" timestamp with time zone,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coordinator_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"coordinator_profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"deletion_remarks" text DEFAULT '' NOT NULL,
	"deleted_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_answers" (
	"corporate_id" text NOT NULL,
	"channel" text NOT NULL,
	"record_id" text NOT NULL,
	"field_id" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_field_answers_corporate_id_channel_record_id_field_id_pk" PRIMARY KEY("corporate_id","channel","record_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"channel" text NOT NULL,
	"label" text NOT NULL,
	"field_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"trip_type_id" text DEFAULT '' NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_reasons" ADD CONSTRAINT "travel_reasons_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_purposes" ADD CONSTRAINT "trip_purposes_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_accounts" ADD CONSTRAINT "person_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_accounts" ADD CONSTRAINT "person_accounts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinator_mappings" ADD CONSTRAINT "coordinator_mappings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinator_mappings" ADD CONSTRAINT "coordinator_mappings_coordinator_profile_id_profiles_id_fk" FOREIGN KEY ("coordinator_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinator_mappings" ADD CONSTRAINT "coordinator_mappings_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_answers" ADD CONSTRAINT "custom_field_answers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_accounts_corporate_idx" ON "person_accounts" USING btree ("corporate_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "person_accounts_webtoken_key" ON "person_accounts" USING btree ("webtoken_hash");--> statement-breakpoint
CREATE INDEX "person_accounts_code_idx" ON "person_accounts" USING btree ("corporate_id","employee_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coordinator_mappings_pair_idx" ON "coordinator_mappings" USING btree ("corporate_id","coordinator_profile_id","traveller_profile_id") WHERE "coordinator_mappings"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "coordinator_mappings_traveller_idx" ON "coordinator_mappings" USING btree ("corporate_id","traveller_profile_id");--> statement-breakpoint
CREATE INDEX "custom_fields_channel_idx" ON "custom_fields" USING btree ("corporate_id","channel","sort_order");--> statement-breakpoint
-- Companies that exist now start with the purposes and reasons every company had (server/store/company-starting-lists.ts).
INSERT INTO "trip_purposes" ("id", "corporate_id", "name", "position")
SELECT p.id, c.id, p.name, p.position FROM "corporates" c CROSS JOIN (VALUES
	('official', 'Official', 0), ('clientvisit', 'Client visit', 1), ('training', 'Training', 2),
	('conference', 'Conference', 3), ('relocation', 'Relocation', 4), ('interview', 'Interview', 5)
) AS p(id, name, position);
--> statement-breakpoint
INSERT INTO "travel_reasons" ("id", "corporate_id", "service", "name", "is_other", "position")
SELECT r.id, c.id, r.service, r.name, r.is_other, r.position FROM "corporates" c CROSS JOIN (VALUES
	('clientmeeting', 'flight', 'Client meeting', false, 0), ('conference', 'flight', 'Conference', false, 1),
	('training', 'flight', 'Training', false, 2), ('internalmeeting', 'flight', 'Internal meeting', false, 3),
	('projectwork', 'flight', 'Project work', false, 4), ('sitevisit', 'flight', 'Site visit', false, 5),
	('other', 'flight', 'Other', true, 6),
	('clientmeeting', 'hotel', 'Client meeting', false, 0), ('conference', 'hotel', 'Conference', false, 1),
	('training', 'hotel', 'Training', false, 2), ('internalmeeting', 'hotel', 'Internal meeting', false, 3),
	('projectwork', 'hotel', 'Project work', false, 4), ('extendedstay', 'hotel', 'Extended stay', false, 5),
	('other', 'hotel', 'Other', true, 6),
	('clientmeeting', 'insurance', 'Client meeting', false, 0), ('conference', 'insurance', 'Conference', false, 1),
	('training', 'insurance', 'Training', false, 2), ('internalmeeting', 'insurance', 'Internal meeting', false, 3),
	('projectwork', 'insurance', 'Project work', false, 4), ('other', 'insurance', 'Other', true, 5)
) AS r(id, service, name, is_other, position);
