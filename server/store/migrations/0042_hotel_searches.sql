CREATE TABLE "hotel_searches" (
	"search_id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"query" jsonb NOT NULL,
	"priced_on" date NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_searches" ADD CONSTRAINT "hotel_searches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_searches" ADD CONSTRAINT "hotel_searches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_searches_owner_idx" ON "hotel_searches" USING btree ("corporate_id","profile_id","searched_at");
