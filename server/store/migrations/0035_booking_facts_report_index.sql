DROP INDEX "booking_facts_corporate_booking_idx";--> statement-breakpoint
CREATE INDEX "booking_facts_corporate_booking_report_idx" ON "booking_facts" USING btree ("corporate_id","booking_date","traveller_profile_id","merchant","product","domint","state","in_policy","payment_mode","spend_paise","refund_paise","missed_paise","amendment_paise","advance_days","approval_delay_minutes");
