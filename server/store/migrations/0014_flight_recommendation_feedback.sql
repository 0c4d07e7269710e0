CREATE TABLE "flight_recommendation_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"is_dropdown_opened" boolean NOT NULL,
	"recommendation_kind" text NOT NULL,
	"recommendation_flightkey" text NOT NULL,
	"selection_flightkey" text NOT NULL,
	"selection_farekey" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_recommendation_feedback" ADD CONSTRAINT "flight_recommendation_feedback_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_recommendation_feedback" ADD CONSTRAINT "flight_recommendation_feedback_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_recommendation_feedback_search_idx" ON "flight_recommendation_feedback" USING btree ("response_id");