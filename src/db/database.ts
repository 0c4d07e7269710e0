import Dexie, { type EntityTable } from 'dexie';

/** A non-extractable AES-GCM key: IndexedDB stores it by structured clone, script can never read its bytes. */
export interface VaultRow {
  id: string;
  key: CryptoKey;
}

/** Small values the app keeps between visits (schema markers, last sync times, ...). */
export interface MetaRow {
  key: string;
  value: unknown;
}

export type VoyageDb = Dexie & {
  vault: EntityTable<VaultRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const db = new Dexie('voyage') as VoyageDb;

// Schema versions are APPEND-ONLY. Installed apps upgrade from whatever version they last ran:
// never edit or delete a published version; add db.version(n + 1) with the new stores (and an
// .upgrade() for data moves). Only indexed fields are listed; other fields need no declaration.
db.version(1).stores({
  vault: 'id',
  meta: 'key',
});
