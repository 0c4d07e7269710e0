CREATE TABLE "travel_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_policy_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"corporate_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"effective_from" date NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "travel_policy_versions_number" UNIQUE("policy_id","version")
);
--> statement-breakpoint
CREATE TABLE "travel_policy_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "travel_policy_assignments_target" UNIQUE("corporate_id","kind","target")
);
--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_versions" ADD CONSTRAINT "travel_policy_versions_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_assignments" ADD CONSTRAINT "travel_policy_assignments_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_policies_default_idx" ON "travel_policies" USING btree ("corporate_id") WHERE "travel_policies"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "travel_policies_name_idx" ON "travel_policies" USING btree ("corporate_id",lower("name"));--> statement-breakpoint
CREATE INDEX "travel_policy_versions_policy_idx" ON "travel_policy_versions" USING btree ("policy_id","status");--> statement-breakpoint
CREATE INDEX "travel_policy_assignments_policy_idx" ON "travel_policy_assignments" USING btree ("policy_id");--> statement-breakpoint
-- Every company with a flight policy, insurance limits or blocked sectors gets a default travel
-- policy whose version 1 holds those rules, in force since 2000-01-01.
INSERT INTO "travel_policies" ("id", "corporate_id", "name", "is_default")
SELECT 'TP' || c."corporate_id", c."corporate_id", 'Company policy', true
FROM (
	SELECT "corporate_id" FROM "flight_policies"
	UNION SELECT "corporate_id" FROM "insurance_policies"
	UNION SELECT "corporate_id" FROM "policy_blocked_sectors"
) c;
--> statement-breakpoint
INSERT INTO "travel_policy_versions" ("id", "policy_id", "corporate_id", "version", "status", "effective_from", "rules", "created_at", "published_at")
SELECT
	'TPV' || tp."corporate_id" || '-1', tp."id", tp."corporate_id", 1, 'published', '2000-01-01',
	jsonb_build_object(
		'flight', jsonb_build_object(
			'domesticcabins', COALESCE(fp."domestic_cabins", '["economy","premiumeconomy","business","first"]'::jsonb),
			'internationalcabins', COALESCE(fp."international_cabins", '["economy","premiumeconomy","business","first"]'::jsonb),
			'longhaulminutes', NULL,
			'longhaulcabins', '[]'::jsonb,
			'maxdomesticfare', COALESCE(to_char(fp."max_domestic_fare_paise" / 100.0, 'FM99999990.00'), ''),
			'maxinternationalfare', '',
			'farecaps', '[]'::jsonb,
			'lowestfaremargin', COALESCE(to_char(fp."lowest_fare_margin_paise" / 100.0, 'FM99999990.00'), ''),
			'lowestfarepercent', fp."lowest_fare_percent",
			'lowestfarewindowminutes', NULL,
			'advancepurchasedays', NULL,
			'refundableonly', false,
			'approvalwhenoutofpolicy', COALESCE(fp."approval_when_out_of_policy", false)
		),
		'insurance', jsonb_build_object(
			'domesticmaxpremium', COALESCE(to_char(d."max_premium_paise" / 100.0, 'FM99999990.00'), ''),
			'internationalmaxpremium', COALESCE(to_char(i."max_premium_paise" / 100.0, 'FM99999990.00'), ''),
			'approvalrule', COALESCE(i."approval_rule", d."approval_rule", 'outofpolicy')
		),
		'reasons', '["Meeting time","Client requirement","Cheaper fares sold out","Loyalty programme"]'::jsonb
	),
	now(), now()
FROM "travel_policies" tp
LEFT JOIN "flight_policies" fp ON fp."corporate_id" = tp."corporate_id"
LEFT JOIN "insurance_policies" d ON d."corporate_id" = tp."corporate_id" AND d."domint" = 'domestic'
LEFT JOIN "insurance_policies" i ON i."corporate_id" = tp."corporate_id" AND i."domint" = 'international';
--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ADD COLUMN "travel_policy_id" text;--> statement-breakpoint
UPDATE "policy_blocked_sectors" SET "travel_policy_id" = 'TP' || "corporate_id";--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ALTER COLUMN "travel_policy_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ADD COLUMN "origin_type" text DEFAULT 'airport' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ADD COLUMN "destination_type" text DEFAULT 'airport' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ADD CONSTRAINT "policy_blocked_sectors_travel_policy_id_travel_policies_id_fk" FOREIGN KEY ("travel_policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TABLE "flight_policies";--> statement-breakpoint
DROP TABLE "insurance_policies";
