CREATE TABLE "grades" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "grade_id" text;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grades_corporate_name_idx" ON "grades" USING btree ("corporate_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_corporate_code_idx" ON "grades" USING btree ("corporate_id","code");
