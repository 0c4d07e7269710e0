-- Chunks of uploads in flight have no company to name: those uploads start again (their GET answers 404).
DELETE FROM "upload_sessions";--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD COLUMN "corporate_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;