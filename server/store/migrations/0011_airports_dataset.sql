ALTER TABLE "airports" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "scheduled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "dataset" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "airports_lat_idx" ON "airports" USING btree ("lat");