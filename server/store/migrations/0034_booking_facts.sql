CREATE TABLE "booking_facts" (
	"txid" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"product" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"booker_profile_id" text NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"merchant" text NOT NULL,
	"booking_date" date NOT NULL,
	"travel_date" date NOT NULL,
	"domint" text NOT NULL,
	"region" text NOT NULL,
	"destination_city" text DEFAULT '' NOT NULL,
	"department_id" text DEFAULT '' NOT NULL,
	"cost_center_id" text DEFAULT '' NOT NULL,
	"project_id" text DEFAULT '' NOT NULL,
	"payment_mode" text NOT NULL,
	"spend_paise" integer NOT NULL,
	"taxes_paise" integer NOT NULL,
	"amendments" integer DEFAULT 0 NOT NULL,
	"amendment_paise" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"in_policy" boolean NOT NULL,
	"policy_reason" text DEFAULT '' NOT NULL,
	"missed_paise" integer DEFAULT 0 NOT NULL,
	"advance_days" integer NOT NULL,
	"approval_delay_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_facts" ADD CONSTRAINT "booking_facts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_facts_corporate_booking_idx" ON "booking_facts" USING btree ("corporate_id","booking_date");--> statement-breakpoint
CREATE INDEX "booking_facts_corporate_travel_idx" ON "booking_facts" USING btree ("corporate_id","travel_date");
