CREATE TABLE "flight_policies" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"blocked_sectors" jsonb NOT NULL,
	"domestic_cabins" jsonb NOT NULL,
	"international_cabins" jsonb NOT NULL,
	"max_domestic_fare_paise" integer,
	"lowest_fare_margin_paise" integer,
	"lowest_fare_percent" integer
);
--> statement-breakpoint
ALTER TABLE "flight_policies" ADD CONSTRAINT "flight_policies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;