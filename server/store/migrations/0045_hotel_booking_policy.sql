ALTER TABLE "hotel_bookings" ADD COLUMN "in_policy" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "policy_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "policy_reason" text DEFAULT '' NOT NULL;
