CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_states" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"gst_code" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "geo_states_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "hotel_cities" (
	"baseid" text PRIMARY KEY NOT NULL,
	"placetype" text NOT NULL,
	"placename" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"recordid" text PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"trip_id" text NOT NULL,
	"corporateid" text NOT NULL,
	"profileid" text NOT NULL,
	"hotelid" text DEFAULT '' NOT NULL,
	"hotel_name" text DEFAULT '' NOT NULL,
	"hotel_city" text DEFAULT '' NOT NULL,
	"hotel_country" text DEFAULT '' NOT NULL,
	"dateofstay" date,
	"overallrating" double precision NOT NULL,
	"cleanliness" double precision,
	"location" double precision,
	"service" double precision,
	"checkin" double precision,
	"value" double precision,
	"wifi" double precision,
	"recommended" boolean,
	"feedbacktext" text DEFAULT '' NOT NULL,
	"ratedon" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_corporateid_corporates_id_fk" FOREIGN KEY ("corporateid") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_profileid_profiles_id_fk" FOREIGN KEY ("profileid") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "hotel_cities_country_idx" ON "hotel_cities" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_txid_profile_key" ON "hotel_reviews" USING btree ("corporateid","txid","profileid");--> statement-breakpoint
CREATE INDEX "hotel_reviews_trip_idx" ON "hotel_reviews" USING btree ("trip_id");