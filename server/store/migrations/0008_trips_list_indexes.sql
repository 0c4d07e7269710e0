ALTER TABLE "trip_travellers" ADD COLUMN "main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_travellers_fellow_idx" ON "trip_travellers" USING btree ("traveller_profile_id") WHERE not "trip_travellers"."main";--> statement-breakpoint
CREATE INDEX "trips_traveller_created_idx" ON "trips" USING btree ("corporate_id","traveller_profile_id","created_at");