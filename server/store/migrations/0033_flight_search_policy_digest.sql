ALTER TABLE "flight_searches" ADD COLUMN "policy_digest" json;--> statement-breakpoint
CREATE INDEX "flight_searches_corporate_searched_idx" ON "flight_searches" USING btree ("corporate_id","searched_at");--> statement-breakpoint
CREATE INDEX "flight_searches_searched_idx" ON "flight_searches" USING btree ("searched_at");
