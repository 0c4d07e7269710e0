CREATE TABLE "dashboard_summary_mails" (
	"corporate_id" text NOT NULL,
	"month" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_summary_mails_corporate_id_month_pk" PRIMARY KEY("corporate_id","month")
);
--> statement-breakpoint
ALTER TABLE "dashboard_summary_mails" ADD CONSTRAINT "dashboard_summary_mails_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;
