CREATE TABLE "policy_blocked_sectors" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_id" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"bothways" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_blocked_sectors" ADD CONSTRAINT "policy_blocked_sectors_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_blocked_sectors_corporate_idx" ON "policy_blocked_sectors" USING btree ("corporate_id");--> statement-breakpoint
-- The seed-era jsonb sectors become rows: A->B and B->A with the same reason are one bothways row
-- (kept on the alphabetically first origin), anything else one one-way row.
INSERT INTO "policy_blocked_sectors" ("id", "corporate_id", "origin", "destination", "bothways", "reason")
SELECT
	'BS' || md5(p."corporate_id" || ':' || s.ord::text),
	p."corporate_id",
	upper(s.e->>'origin'),
	upper(s.e->>'destination'),
	EXISTS (
		SELECT 1 FROM jsonb_array_elements(p."blocked_sectors") r
		WHERE upper(r->>'origin') = upper(s.e->>'destination') AND upper(r->>'destination') = upper(s.e->>'origin') AND r->>'reason' = s.e->>'reason'
	),
	s.e->>'reason'
FROM "flight_policies" p
CROSS JOIN LATERAL jsonb_array_elements(p."blocked_sectors") WITH ORDINALITY AS s(e, ord)
WHERE upper(s.e->>'origin') <> upper(s.e->>'destination')
	AND NOT (
		upper(s.e->>'origin') > upper(s.e->>'destination')
		AND EXISTS (
			SELECT 1 FROM jsonb_array_elements(p."blocked_sectors") r
			WHERE upper(r->>'origin') = upper(s.e->>'destination') AND upper(r->>'destination') = upper(s.e->>'origin') AND r->>'reason' = s.e->>'reason'
		)
	);
--> statement-breakpoint
ALTER TABLE "flight_policies" DROP COLUMN "blocked_sectors";