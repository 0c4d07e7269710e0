-- A hotel stay booked outside a trip is reviewed too (docs/features/feedback.md "Hotel stay reviews"): its review has no trip.
ALTER TABLE "hotel_reviews" ALTER COLUMN "trip_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("corporateid","hotelid","ratedon");
