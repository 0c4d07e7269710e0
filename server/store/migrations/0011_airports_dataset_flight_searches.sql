CREATE TABLE "flight_searches" (
	"response_id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"domint" text NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "scheduled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "dataset" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_searches_owner_idx" ON "flight_searches" USING btree ("corporate_id","profile_id","searched_at");--> statement-breakpoint
CREATE INDEX "airports_lat_idx" ON "airports" USING btree ("lat");