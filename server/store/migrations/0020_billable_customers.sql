CREATE TABLE "billable_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_trip_settings" ADD COLUMN "billable_customer_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billable_customers" ADD CONSTRAINT "billable_customers_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billable_customers_corporate_code_idx" ON "billable_customers" USING btree ("corporate_id","code");