CREATE SEQUENCE "public"."hotel_txid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1;--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"txid" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"hotel_code" text NOT NULL,
	"hotel_name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"address" text NOT NULL,
	"stars" integer NOT NULL,
	"checkin_time" text NOT NULL,
	"checkout_time" text NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"nights" integer NOT NULL,
	"rooms" jsonb NOT NULL,
	"room_type" text NOT NULL,
	"room_name" text NOT NULL,
	"board" text NOT NULL,
	"board_name" text NOT NULL,
	"refundable" boolean NOT NULL,
	"rate_key" text NOT NULL,
	"base_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"night_charges" jsonb NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"wallet_account_id" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmation_due_at" timestamp with time zone,
	"confirmation_number" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"cancel_due_at" timestamp with time zone,
	"penalty_percent" integer DEFAULT 0 NOT NULL,
	"penalty_paise" integer DEFAULT 0 NOT NULL,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"refund_mode" text DEFAULT 'none' NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"approval_id" text DEFAULT '' NOT NULL,
	"gst_details" jsonb NOT NULL,
	"custom_fields" jsonb NOT NULL,
	"booked_on" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_booking_guests" (
	"txid" text NOT NULL,
	"corporate_id" text NOT NULL,
	"guest_sno" integer NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	CONSTRAINT "hotel_booking_guests_txid_guest_sno_pk" PRIMARY KEY("txid","guest_sno")
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_guests" ADD CONSTRAINT "hotel_booking_guests_txid_hotel_bookings_txid_fk" FOREIGN KEY ("txid") REFERENCES "public"."hotel_bookings"("txid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_guests" ADD CONSTRAINT "hotel_booking_guests_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_client_ref_key" ON "hotel_bookings" USING btree ("corporate_id","profile_id","client_ref");--> statement-breakpoint
CREATE INDEX "hotel_bookings_profile_idx" ON "hotel_bookings" USING btree ("corporate_id","profile_id","booked_on");--> statement-breakpoint
CREATE INDEX "hotel_bookings_status_idx" ON "hotel_bookings" USING btree ("status","booked_on");
--> statement-breakpoint
ALTER TABLE "booking_facts" ADD COLUMN "nights" integer DEFAULT 0 NOT NULL;
