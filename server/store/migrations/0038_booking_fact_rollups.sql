CREATE TABLE "booking_fact_days" (
	"corporate_id" text NOT NULL,
	"day_kind" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"department_id" text NOT NULL,
	"cost_center_id" text NOT NULL,
	"project_id" text NOT NULL,
	"domint" text NOT NULL,
	"payment_mode" text NOT NULL,
	"facts" bigint NOT NULL,
	"standing" bigint NOT NULL,
	"standing_in_policy" bigint NOT NULL,
	"standing_out_of_policy" bigint NOT NULL,
	"cancelled" bigint NOT NULL,
	"spend_paise" bigint NOT NULL,
	"refund_paise" bigint NOT NULL,
	"sales_paise" bigint NOT NULL,
	"missed_paise" bigint NOT NULL,
	"amendment_paise" bigint NOT NULL,
	"approvals" bigint NOT NULL,
	"approval_minutes" bigint NOT NULL,
	CONSTRAINT "booking_fact_days_pk" PRIMARY KEY("corporate_id","day_kind","kind","day","key","department_id","cost_center_id","project_id","domint","payment_mode")
);
--> statement-breakpoint
CREATE TABLE "booking_fact_traveller_months" (
	"corporate_id" text NOT NULL,
	"day_kind" text NOT NULL,
	"month" date NOT NULL,
	"traveller_profile_id" text NOT NULL,
	"department_id" text NOT NULL,
	"cost_center_id" text NOT NULL,
	"project_id" text NOT NULL,
	"domint" text NOT NULL,
	"payment_mode" text NOT NULL,
	"facts" bigint NOT NULL,
	"standing" bigint NOT NULL,
	"standing_in_policy" bigint NOT NULL,
	"standing_out_of_policy" bigint NOT NULL,
	"cancelled" bigint NOT NULL,
	"spend_paise" bigint NOT NULL,
	"refund_paise" bigint NOT NULL,
	"sales_paise" bigint NOT NULL,
	"missed_paise" bigint NOT NULL,
	"amendment_paise" bigint NOT NULL,
	"approvals" bigint NOT NULL,
	"approval_minutes" bigint NOT NULL,
	CONSTRAINT "booking_fact_traveller_months_pk" PRIMARY KEY("corporate_id","day_kind","month","traveller_profile_id","department_id","cost_center_id","project_id","domint","payment_mode")
);
--> statement-breakpoint
/*
 * Adds (sign 1) or takes away (sign -1) facts' measures in both roll-ups. The facts come as JSON
 * rows of booking_facts (a trigger's transition table, or the whole table once, below). The
 * buckets are the reports' own (server/features/dashboards/report-groups.ts); rollups.test.ts
 * proves every report reads the same from the roll-ups as from the facts.
 */
CREATE FUNCTION "booking_fact_rollups_apply"("changed" jsonb, "sign" integer) RETURNS void LANGUAGE sql AS $$
WITH "f" AS (
	SELECT r.*, d."day_kind", d."day"
	FROM jsonb_populate_recordset(NULL::"booking_facts", "changed") r
	CROSS JOIN LATERAL (VALUES ('booking', r."booking_date"), ('travel', r."travel_date")) d("day_kind", "day")
), "m" AS (
	SELECT "f".*,
		("state" = 'standing')::int AS "is_standing",
		("approval_delay_minutes" IS NOT NULL AND "state" <> 'replaced')::int AS "is_timed"
	FROM "f"
)
INSERT INTO "booking_fact_days"
SELECT "corporate_id", "day_kind", k."kind", "day", k."key", "department_id", "cost_center_id", "project_id", "domint", "payment_mode",
	"sign" * count(*), "sign" * sum("is_standing"), "sign" * sum("is_standing" * "in_policy"::int), "sign" * sum("is_standing" * (NOT "in_policy")::int),
	"sign" * sum(("state" = 'cancelled')::int), "sign" * sum("spend_paise"), "sign" * sum("refund_paise"), "sign" * sum("is_standing" * "spend_paise"),
	"sign" * sum("is_standing" * "missed_paise"), "sign" * sum("amendment_paise"), "sign" * sum("is_timed"), "sign" * sum("is_timed" * coalesce("approval_delay_minutes", 0))
FROM "m"
CROSS JOIN LATERAL (VALUES
	('total', ''),
	('merchant', "merchant"),
	('product', "product"),
	('advance', CASE WHEN "advance_days" <= 3 THEN '0-3' WHEN "advance_days" <= 7 THEN '4-7' WHEN "advance_days" <= 14 THEN '8-14' WHEN "advance_days" <= 30 THEN '15-30' ELSE '30+' END),
	('delay', CASE WHEN "approval_delay_minutes" IS NULL THEN '' WHEN "approval_delay_minutes" <= 240 THEN '0-4' WHEN "approval_delay_minutes" <= 1440 THEN '4-24' WHEN "approval_delay_minutes" <= 2880 THEN '24-48' ELSE '48+' END)
) k("kind", "key")
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ON CONFLICT ON CONSTRAINT "booking_fact_days_pk" DO UPDATE SET
	"facts" = "booking_fact_days"."facts" + excluded."facts",
	"standing" = "booking_fact_days"."standing" + excluded."standing",
	"standing_in_policy" = "booking_fact_days"."standing_in_policy" + excluded."standing_in_policy",
	"standing_out_of_policy" = "booking_fact_days"."standing_out_of_policy" + excluded."standing_out_of_policy",
	"cancelled" = "booking_fact_days"."cancelled" + excluded."cancelled",
	"spend_paise" = "booking_fact_days"."spend_paise" + excluded."spend_paise",
	"refund_paise" = "booking_fact_days"."refund_paise" + excluded."refund_paise",
	"sales_paise" = "booking_fact_days"."sales_paise" + excluded."sales_paise",
	"missed_paise" = "booking_fact_days"."missed_paise" + excluded."missed_paise",
	"amendment_paise" = "booking_fact_days"."amendment_paise" + excluded."amendment_paise",
	"approvals" = "booking_fact_days"."approvals" + excluded."approvals",
	"approval_minutes" = "booking_fact_days"."approval_minutes" + excluded."approval_minutes";
WITH "f" AS (
	SELECT r.*, d."day_kind", date_trunc('month', d."day")::date AS "month"
	FROM jsonb_populate_recordset(NULL::"booking_facts", "changed") r
	CROSS JOIN LATERAL (VALUES ('booking', r."booking_date"), ('travel', r."travel_date")) d("day_kind", "day")
), "m" AS (
	SELECT "f".*,
		("state" = 'standing')::int AS "is_standing",
		("approval_delay_minutes" IS NOT NULL AND "state" <> 'replaced')::int AS "is_timed"
	FROM "f"
)
INSERT INTO "booking_fact_traveller_months"
SELECT "corporate_id", "day_kind", "month", "traveller_profile_id", "department_id", "cost_center_id", "project_id", "domint", "payment_mode",
	"sign" * count(*), "sign" * sum("is_standing"), "sign" * sum("is_standing" * "in_policy"::int), "sign" * sum("is_standing" * (NOT "in_policy")::int),
	"sign" * sum(("state" = 'cancelled')::int), "sign" * sum("spend_paise"), "sign" * sum("refund_paise"), "sign" * sum("is_standing" * "spend_paise"),
	"sign" * sum("is_standing" * "missed_paise"), "sign" * sum("amendment_paise"), "sign" * sum("is_timed"), "sign" * sum("is_timed" * coalesce("approval_delay_minutes", 0))
FROM "m"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
ON CONFLICT ON CONSTRAINT "booking_fact_traveller_months_pk" DO UPDATE SET
	"facts" = "booking_fact_traveller_months"."facts" + excluded."facts",
	"standing" = "booking_fact_traveller_months"."standing" + excluded."standing",
	"standing_in_policy" = "booking_fact_traveller_months"."standing_in_policy" + excluded."standing_in_policy",
	"standing_out_of_policy" = "booking_fact_traveller_months"."standing_out_of_policy" + excluded."standing_out_of_policy",
	"cancelled" = "booking_fact_traveller_months"."cancelled" + excluded."cancelled",
	"spend_paise" = "booking_fact_traveller_months"."spend_paise" + excluded."spend_paise",
	"refund_paise" = "booking_fact_traveller_months"."refund_paise" + excluded."refund_paise",
	"sales_paise" = "booking_fact_traveller_months"."sales_paise" + excluded."sales_paise",
	"missed_paise" = "booking_fact_traveller_months"."missed_paise" + excluded."missed_paise",
	"amendment_paise" = "booking_fact_traveller_months"."amendment_paise" + excluded."amendment_paise",
	"approvals" = "booking_fact_traveller_months"."approvals" + excluded."approvals",
	"approval_minutes" = "booking_fact_traveller_months"."approval_minutes" + excluded."approval_minutes";
$$;
--> statement-breakpoint
/* One trigger per event: PostgreSQL keeps transition tables only for single-event triggers. */
CREATE FUNCTION "booking_facts_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "booking_fact_rollups_apply"((SELECT jsonb_agg(o) FROM "old_rows" o), -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "booking_fact_rollups_apply"((SELECT jsonb_agg(n) FROM "new_rows" n), 1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_facts_rollup_insert" AFTER INSERT ON "booking_facts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_rollup"();
--> statement-breakpoint
CREATE TRIGGER "booking_facts_rollup_update" AFTER UPDATE ON "booking_facts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_rollup"();
--> statement-breakpoint
CREATE TRIGGER "booking_facts_rollup_delete" AFTER DELETE ON "booking_facts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_rollup"();
--> statement-breakpoint
/* The facts already there, a company's day at a time: one JSON array of a whole table could pass jsonb's 255 MB. */
DO $$
DECLARE "day_facts" jsonb;
BEGIN
	FOR "day_facts" IN SELECT jsonb_agg(f) FROM "booking_facts" f GROUP BY f."corporate_id", f."booking_date" LOOP
		PERFORM "booking_fact_rollups_apply"("day_facts", 1);
	END LOOP;
END
$$;
