CREATE TABLE "location_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_group_places" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"group_id" text NOT NULL,
	"location_id" text NOT NULL,
	"location_type" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_group_places" ADD CONSTRAINT "location_group_places_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_group_places" ADD CONSTRAINT "location_group_places_group_id_location_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."location_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_corporate_name_idx" ON "location_groups" USING btree ("corporate_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "location_group_places_group_location_idx" ON "location_group_places" USING btree ("group_id","location_id");--> statement-breakpoint
CREATE INDEX "location_group_places_corporate_idx" ON "location_group_places" USING btree ("corporate_id");--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "location_group_id" text DEFAULT '' NOT NULL;
