CREATE TABLE "corporate_feedback_settings" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"special_client" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_feedback" (
	"recordid" text PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"hotelid" text NOT NULL,
	"hotel_name" text NOT NULL,
	"hotel_city" text NOT NULL,
	"hotel_country" text NOT NULL,
	"dateofstay" date NOT NULL,
	"corporateid" text NOT NULL,
	"profileid" text NOT NULL,
	"overallrating" double precision NOT NULL,
	"bookingrating" double precision NOT NULL,
	"travelrating" double precision NOT NULL,
	"cleanliness" double precision,
	"location" double precision,
	"service" double precision,
	"checkin" double precision,
	"value" double precision,
	"wifi" double precision,
	"recommended" boolean,
	"feedbacktext" text DEFAULT '' NOT NULL,
	"travelfeedbacktext" text DEFAULT '' NOT NULL,
	"ratedon" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_feedback_settings" ADD CONSTRAINT "corporate_feedback_settings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_feedback" ADD CONSTRAINT "trip_feedback_hotelid_trips_id_fk" FOREIGN KEY ("hotelid") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_feedback" ADD CONSTRAINT "trip_feedback_corporateid_corporates_id_fk" FOREIGN KEY ("corporateid") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_feedback" ADD CONSTRAINT "trip_feedback_profileid_profiles_id_fk" FOREIGN KEY ("profileid") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_feedback_trip_profile_key" ON "trip_feedback" USING btree ("hotelid","profileid");--> statement-breakpoint
CREATE INDEX "trip_feedback_corporate_idx" ON "trip_feedback" USING btree ("corporateid","ratedon");