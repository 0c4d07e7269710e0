/* Passports and visas on the profile (docs/features/visas.md); re-exported by schema.ts. */
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VisaStatus } from '../../src/domain/visa-coverage';
import type { VisaEntries, VisaType } from '../../src/contract/visas/visa-records';
import { corporates, profiles } from './schema-core';
import { uploadedFiles } from './schema-trip-actions';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Whose record it is, scoped to their company, like every profile-side record. */
const owned = () => ({
  id: serial('id').primaryKey(),
  corporateId: text('corporate_id').notNull().references(() => corporates.id),
  profileId: text('profile_id').notNull().references(() => profiles.id),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const passports = pgTable(
  'profile_passports',
  {
    ...owned(),
    /** Sealed (server/crypto/sealed-columns.ts). */
    passportNumber: text('passport_number').notNull(),
    issuingCountry: text('issuing_country').notNull(),
    nationality: text('nationality').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    placeOfIssue: text('place_of_issue').notNull(),
    scanFileId: text('scan_file_id').references(() => uploadedFiles.id),
  },
  (t) => [index('profile_passports_profile_idx').on(t.profileId)],
);

export const visas = pgTable(
  'profile_visas',
  {
    ...owned(),
    country: text('country').notNull(),
    visaType: text('visa_type').$type<VisaType>().notNull(),
    /** Sealed (server/crypto/sealed-columns.ts). */
    visaNumber: text('visa_number').notNull(),
    entries: text('entries').$type<VisaEntries>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The passport it is stamped in; deleting the passport keeps the visa. */
    passportId: integer('passport_id').references(() => passports.id, { onDelete: 'set null' }),
    scanFileId: text('scan_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    status: text('status').$type<VisaStatus>().notNull().default('pending'),
    remark: text('remark').notNull().default(''),
    /** The travel admin who last verified or rejected it, and when. */
    verifiedBy: text('verified_by'),
    verifiedAt: ts('verified_at'),
  },
  (t) => [index('profile_visas_profile_idx').on(t.profileId), index('profile_visas_company_status_idx').on(t.corporateId, t.status), index('profile_visas_scan_idx').on(t.scanFileId)],
);
