/* Tables of the trip-actions area (issue 4): uploaded files, trip documents, amendments, recommendations. */
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';
import { trips } from './schema-trips';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const corporate = () => text('corporate_id').notNull().references(() => corporates.id);

/**
 * bytea on both engines: `pg` hands back a Buffer, PGlite a Uint8Array; both become a Buffer here
 * (checked on PGlite and PostgreSQL). Files stay small (5 MiB limit), so one column holds them.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** Uploaded files (POST /api/upload). Owned by the uploader; attached to trips by trip_documents. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Random, not a counter: ids in links reveal nothing about other uploads. */
    id: text('id').primaryKey(),
    corporateId: corporate(),
    profileId: text('profile_id').notNull().references(() => profiles.id),
    name: text('name').notNull(),
    /** The canonical type of the checked extension, never the browser's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** hex; a repeated upload of the same bytes under the same name answers the first file. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('uploaded_files_owner_hash_key').on(t.profileId, t.sha256, t.name)],
);

/** CorporateTripDocument: a file attached to a trip; recordid is the serial id. */
export const tripDocuments = pgTable(
  'trip_documents',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    fileId: text('file_id').notNull().references(() => uploadedFiles.id),
    /** passport, visa, ticket, invoice, other … (free text, lower-case). */
    documentType: text('document_type').notNull().default('other'),
    description: text('description').notNull().default(''),
    addedBy: text('added_by').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('trip_documents_trip_file_key').on(t.tripId, t.fileId), index('trip_documents_file_idx').on(t.fileId)],
);

export type AmendmentStatus = 'pending' | 'approved' | 'rejected';

/** TG-TRIPAMENDMENDREQUEST rows; a date change waits for the traveller's manager (…APPROVAL). */
export const tripAmendments = pgTable(
  'trip_amendments',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    requestedBy: text('requested_by').notNull(),
    amendmentType: text('amendment_type').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    remarks: text('remarks').notNull().default(''),
    status: text('status').$type<AmendmentStatus>().notNull(),
    /** Who is asked to decide (the traveller's manager, else a travel admin of the company). */
    approverProfileId: text('approver_profile_id'),
    decidedBy: text('decided_by'),
    decisionRemarks: text('decision_remarks').notNull().default(''),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('trip_amendments_trip_idx').on(t.tripId, t.createdAt)],
);

/** addtriprecommendation: the request as sent, kept per trip. */
export const tripRecommendations = pgTable(
  'trip_recommendations',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    profileId: text('profile_id').notNull(),
    recommendation: jsonb('recommendation').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('trip_recommendations_trip_idx').on(t.tripId)],
);
