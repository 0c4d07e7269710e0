ALTER TABLE "hotel_bookings" ADD COLUMN "replaces_txid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "replaced_by_txid" text DEFAULT '' NOT NULL;
