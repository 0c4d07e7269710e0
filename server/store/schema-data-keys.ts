/* The data-encryption keys of envelope encryption (server/crypto); re-exported by schema.ts. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Random 32-byte data keys (DEKs), each stored only wrapped (AES-256-GCM) by the key-encryption key
 * (KEK) that lives outside the database (DATA_KEY or the key file). Sealed values name their DEK
 * by id; new values use the newest 'active' one. Rotation adds a DEK, re-encrypts every value under
 * it and deletes the retired ones no value names any more.
 */
export const dataKeys = pgTable(
  'data_keys',
  {
    id: text('id').primaryKey(),
    /** base64 of iv (12 bytes) + ciphertext + tag, AAD 'data_keys:<id>'. */
    wrapped: text('wrapped').notNull(),
    /** Fingerprint of the KEK that wrapped it (not the key): says which key file a database needs. */
    kekId: text('kek_id').notNull(),
    state: text('state').$type<'active' | 'retired'>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('data_keys_state_idx').on(t.state, t.createdAt)],
);
