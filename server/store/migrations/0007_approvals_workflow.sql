CREATE TABLE "approval_workflow_levels" (
	"corporate_id" text NOT NULL,
	"level" integer NOT NULL,
	"rule" text NOT NULL,
	"approver_profile_id" text,
	"approver_role" text,
	CONSTRAINT "approval_workflow_levels_corporate_id_level_pk" PRIMARY KEY("corporate_id","level")
);
--> statement-breakpoint
ALTER TABLE "approval_workflow_levels" ADD CONSTRAINT "approval_workflow_levels_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;