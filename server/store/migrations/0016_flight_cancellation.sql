CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"description" text NOT NULL,
	"by_profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_amount_positive" CHECK ("card_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "penalty_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "refund_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "cancel_remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_booking_travellers" ADD COLUMN "cancellation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "cancellation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_card_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."card_payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "flight_booking_travellers_cancellation_idx" ON "flight_booking_travellers" USING btree ("status","cancellation_due_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_cancellation_idx" ON "flight_bookings" USING btree ("status","cancellation_due_at");