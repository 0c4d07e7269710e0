ALTER TABLE "flight_bookings" ADD COLUMN "ref_txid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "change_fee_paise" integer DEFAULT 0 NOT NULL;