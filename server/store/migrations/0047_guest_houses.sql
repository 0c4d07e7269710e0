CREATE TABLE "guest_houses" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"address" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_house_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"guest_house_id" text NOT NULL,
	"name" text NOT NULL,
	"room_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_house_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"room_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_house_reservations" (
	"reference" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"guest_house_id" text NOT NULL,
	"room_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"trip_id" text DEFAULT '' NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"guests" integer NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_by" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_house_nights" (
	"corporate_id" text NOT NULL,
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "guest_house_nights_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
ALTER TABLE "guest_houses" ADD CONSTRAINT "guest_houses_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_rooms" ADD CONSTRAINT "guest_house_rooms_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_rooms" ADD CONSTRAINT "guest_house_rooms_guest_house_id_guest_houses_id_fk" FOREIGN KEY ("guest_house_id") REFERENCES "public"."guest_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_blocks" ADD CONSTRAINT "guest_house_blocks_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_blocks" ADD CONSTRAINT "guest_house_blocks_room_id_guest_house_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."guest_house_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_reservations" ADD CONSTRAINT "guest_house_reservations_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_reservations" ADD CONSTRAINT "guest_house_reservations_guest_house_id_guest_houses_id_fk" FOREIGN KEY ("guest_house_id") REFERENCES "public"."guest_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_reservations" ADD CONSTRAINT "guest_house_reservations_room_id_guest_house_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."guest_house_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_reservations" ADD CONSTRAINT "guest_house_reservations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_reservations" ADD CONSTRAINT "guest_house_reservations_traveller_profile_id_profiles_id_fk" FOREIGN KEY ("traveller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_nights" ADD CONSTRAINT "guest_house_nights_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_nights" ADD CONSTRAINT "guest_house_nights_room_id_guest_house_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."guest_house_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_house_nights" ADD CONSTRAINT "guest_house_nights_reference_guest_house_reservations_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."guest_house_reservations"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_houses_corporate_city_idx" ON "guest_houses" USING btree ("corporate_id","city_id");--> statement-breakpoint
CREATE INDEX "guest_house_rooms_house_idx" ON "guest_house_rooms" USING btree ("guest_house_id");--> statement-breakpoint
CREATE INDEX "guest_house_blocks_room_idx" ON "guest_house_blocks" USING btree ("room_id","from_date");--> statement-breakpoint
CREATE INDEX "guest_house_reservations_profile_idx" ON "guest_house_reservations" USING btree ("corporate_id","profile_id");--> statement-breakpoint
CREATE INDEX "guest_house_reservations_traveller_idx" ON "guest_house_reservations" USING btree ("corporate_id","traveller_profile_id");--> statement-breakpoint
CREATE INDEX "guest_house_reservations_house_idx" ON "guest_house_reservations" USING btree ("guest_house_id","checkin");--> statement-breakpoint
CREATE INDEX "guest_house_nights_reference_idx" ON "guest_house_nights" USING btree ("reference");
