ALTER TABLE "flight_bookings" ADD COLUMN "policy_facts" jsonb;--> statement-breakpoint
CREATE INDEX "flight_bookings_corporate_booked_idx" ON "flight_bookings" USING btree ("corporate_id","booked_on");
