CREATE TABLE "dashboard_configs" (
	"corporate_id" text NOT NULL,
	"role" text NOT NULL,
	"hidden" text[] NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_configs_corporate_id_role_pk" PRIMARY KEY("corporate_id","role")
);
--> statement-breakpoint
ALTER TABLE "dashboard_configs" ADD CONSTRAINT "dashboard_configs_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;
