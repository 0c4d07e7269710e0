ALTER TABLE "expense_categories" ADD COLUMN "limit_per_day_paise" bigint;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "limit_per_claim_paise" bigint;