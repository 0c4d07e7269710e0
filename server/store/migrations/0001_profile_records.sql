CREATE TABLE "profile_airline_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"airline" text NOT NULL,
	"seat" text NOT NULL,
	"meal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"delegate_profile_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_profile_rules" (
	"corporate_id" text PRIMARY KEY NOT NULL,
	"id_proof_names" boolean DEFAULT false NOT NULL,
	"allow_skip_verification" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_id_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"id_type" text NOT NULL,
	"number" text NOT NULL,
	"expiry" date
);
--> statement-breakpoint
CREATE TABLE "profile_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"programme" text NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_preferred_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"label" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_airline_preferences" ADD CONSTRAINT "profile_airline_preferences_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_airline_preferences" ADD CONSTRAINT "profile_airline_preferences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_profile_id_profiles_id_fk" FOREIGN KEY ("delegate_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_profile_rules" ADD CONSTRAINT "corporate_profile_rules_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_id_cards" ADD CONSTRAINT "profile_id_cards_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_id_cards" ADD CONSTRAINT "profile_id_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_memberships" ADD CONSTRAINT "profile_memberships_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_memberships" ADD CONSTRAINT "profile_memberships_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_preferred_locations" ADD CONSTRAINT "profile_preferred_locations_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_preferred_locations" ADD CONSTRAINT "profile_preferred_locations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_airline_preferences_profile_idx" ON "profile_airline_preferences" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "approval_delegations_profile_idx" ON "approval_delegations" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_id_cards_profile_idx" ON "profile_id_cards" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_memberships_profile_idx" ON "profile_memberships" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_preferred_locations_profile_idx" ON "profile_preferred_locations" USING btree ("profile_id");