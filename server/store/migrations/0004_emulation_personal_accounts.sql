CREATE TABLE "personal_accounts" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"personal_profile_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emulations" ADD COLUMN "kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_accounts_personal_key" ON "personal_accounts" USING btree ("personal_profile_id");