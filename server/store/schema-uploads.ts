/* Tables of resumable uploads (server/http/upload-sessions.ts; docs/operations.md "POST /api/uploads"). */
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea on both engines: `pg` hands back a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A file being uploaded in chunks: who opened it, what it will be, and how many bytes arrived. */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    /** Random, not a counter: an id in a URL reveals nothing about other uploads. */
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    name: text('name').notNull(),
    /** 'document' | 'image': the extension list checked on create and the byte check at the end. */
    category: text('category').notNull(),
    size: integer('size').notNull(),
    /** Bytes stored so far: the offset the next chunk must start at. */
    received: integer('received').notNull().default(0),
    /** Sessions older than a day are removed (UPLOAD_SESSION_TTL_MS). */
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('upload_sessions_created_idx').on(t.createdAt)],
);

/** The chunks of a session, sealed like uploaded files; assembled in offset order at the last byte. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    /** The session's company, on the chunks too (docs/scaling.md: every company-owned row names its company). */
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    offset: integer('offset').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.offset] })],
);
