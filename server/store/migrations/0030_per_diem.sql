CREATE TABLE "per_diem_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "per_diem_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"group_id" text NOT NULL,
	"location_type" text NOT NULL,
	"location_group_id" text,
	"currency" text NOT NULL,
	"lodging_minor" bigint NOT NULL,
	"meals_minor" bigint NOT NULL,
	"incidentals_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "per_diem_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"group_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "per_diem_groups" ADD CONSTRAINT "per_diem_groups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_rates" ADD CONSTRAINT "per_diem_rates_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_rates" ADD CONSTRAINT "per_diem_rates_group_id_per_diem_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."per_diem_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_rates" ADD CONSTRAINT "per_diem_rates_location_group_id_location_groups_id_fk" FOREIGN KEY ("location_group_id") REFERENCES "public"."location_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_mappings" ADD CONSTRAINT "per_diem_mappings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_mappings" ADD CONSTRAINT "per_diem_mappings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_diem_mappings" ADD CONSTRAINT "per_diem_mappings_group_id_per_diem_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."per_diem_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "per_diem_groups_corporate_name_idx" ON "per_diem_groups" USING btree ("corporate_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "per_diem_rates_group_location_idx" ON "per_diem_rates" USING btree ("group_id","location_group_id") WHERE "per_diem_rates"."location_type" = 'group';--> statement-breakpoint
CREATE UNIQUE INDEX "per_diem_rates_group_fallback_idx" ON "per_diem_rates" USING btree ("group_id","location_type") WHERE "per_diem_rates"."location_type" <> 'group';--> statement-breakpoint
CREATE INDEX "per_diem_rates_corporate_idx" ON "per_diem_rates" USING btree ("corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "per_diem_mappings_profile_idx" ON "per_diem_mappings" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "per_diem_mappings_corporate_idx" ON "per_diem_mappings" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "per_diem_mappings_group_idx" ON "per_diem_mappings" USING btree ("group_id");
