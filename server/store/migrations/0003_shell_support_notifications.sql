CREATE TABLE "corporate_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"message_title" text NOT NULL,
	"message_description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"contact_numbers" text NOT NULL,
	"email" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_notifications" ADD CONSTRAINT "corporate_notifications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_notifications_corporate_idx" ON "corporate_notifications" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE INDEX "support_contacts_corporate_idx" ON "support_contacts" USING btree ("corporate_id");