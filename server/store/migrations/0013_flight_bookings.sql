CREATE SEQUENCE "public"."flight_txid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1;--> statement-breakpoint
CREATE TABLE "flight_booking_travellers" (
	"txid" text NOT NULL,
	"pax_sno" integer NOT NULL,
	"pax_type" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"passport_expiry" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	CONSTRAINT "flight_booking_travellers_txid_pax_sno_pk" PRIMARY KEY("txid","pax_sno")
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"txid" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"tg_booking_ref" text DEFAULT '' NOT NULL,
	"response_id" text NOT NULL,
	"domint" text NOT NULL,
	"trip_type" text NOT NULL,
	"offers" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"fare_paise" integer NOT NULL,
	"extras_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"promo_code" text DEFAULT '' NOT NULL,
	"in_policy" boolean NOT NULL,
	"policy_violation_reason" text DEFAULT '' NOT NULL,
	"policy_reason" text DEFAULT '' NOT NULL,
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
	"paid_at" timestamp with time zone,
	"ticketing_due_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_seat_holds" (
	"flight_id" text NOT NULL,
	"seat_no" text NOT NULL,
	"txid" text NOT NULL,
	"pax_sno" integer NOT NULL,
	CONSTRAINT "flight_seat_holds_flight_id_seat_no_pk" PRIMARY KEY("flight_id","seat_no")
);
--> statement-breakpoint
ALTER TABLE "flight_policies" ADD COLUMN "approval_when_out_of_policy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD CONSTRAINT "flight_booking_travellers_txid_flight_bookings_txid_fk" FOREIGN KEY ("txid") REFERENCES "public"."flight_bookings"("txid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_seat_holds" ADD CONSTRAINT "flight_seat_holds_txid_flight_bookings_txid_fk" FOREIGN KEY ("txid") REFERENCES "public"."flight_bookings"("txid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_client_ref_key" ON "flight_bookings" USING btree ("corporate_id","profile_id","client_ref");--> statement-breakpoint
CREATE INDEX "flight_bookings_profile_idx" ON "flight_bookings" USING btree ("corporate_id","profile_id","booked_on");--> statement-breakpoint
CREATE INDEX "flight_bookings_ticketing_idx" ON "flight_bookings" USING btree ("status","ticketing_due_at");--> statement-breakpoint
CREATE INDEX "flight_seat_holds_txid_idx" ON "flight_seat_holds" USING btree ("txid");