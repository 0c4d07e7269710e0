import Dexie, { type EntityTable } from 'dexie';
import type { ExpenseLineRow, ExpenseReceiptRow } from './expense-rows';
import type { KeptAnswerRow } from './kept-answers';
import { draftIdsIn } from './outbox-draft-ids';

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

/**
 * One queued change (docs/outbox.md): written in the same Dexie transaction
 * as the local change, removed only after the server confirms. Shape owned by src/db/outbox.ts.
 */
export interface OutboxRow {
  /** Client-made id of the change; also the idempotency key sent with it. */
  id: string;
  /** Order of the user's actions: entries are sent oldest first. */
  seq: number;
  state: 'pending' | 'sending' | 'failed';
  [field: string]: unknown;
}

/** A trip as the list shows it (CorporateTrip fields), cached for offline reading. */
export interface CachedTripRow {
  /** Server trip id, or a client-made 'draft-<uuid>' id until the create is synced. */
  tripid: string;
  profileid: string;
  status: string;
  fromdate: string;
  [field: string]: unknown;
}

/** The full trip (CorporateFullTrip) as last read or locally edited. */
export interface TripDetailRow {
  tripid: string;
  profileid: string;
  [field: string]: unknown;
}

/** Master data a trip form needs (trip types, projects, reasons, ...), per profile and key. */
export interface MasterDataRow {
  key: string;
  profileid: string;
  value: unknown;
  fetchedAt: number;
}

/** An insurance e-ticket (the InsuranceInvoice answer) as last read, for the offline ticket page. */
export interface InsuranceTicketRow {
  txid: string;
  profileid: string;
  invoice: unknown;
  cachedat: number;
}

/** A flight e-ticket (the FlightInvoice answer) as last read, for the offline ticket page. */
export interface FlightTicketRow {
  txid: string;
  profileid: string;
  invoice: unknown;
  cachedat: number;
}

/** An airport (the AirportDetail answer) seen in a search, for offline lookup. Reference data, not personal. */
export interface AirportRow {
  code: string;
  name: string;
  location: string;
  country: string;
  countrycode: string;
  lat: number;
  lng: number;
  cachedat: number;
}

/** An airport this profile picked in an airport field: offered first next time. Personal (travel habits). */
export interface AirportPickRow {
  profileid: string;
  code: string;
  pickedat: number;
}

/** The last "My bookings" answer of a profile (list + the server's today), for the offline list. */
export interface MyBookingsRow {
  profileid: string;
  answer: unknown;
  cachedat: number;
}

/** The last dashboards a profile loaded, one per filter (src/db/dashboards.ts), for reading offline. */
export type DashboardRow = KeptAnswerRow;

export type VoyageDb = Dexie & {
  vault: EntityTable<VaultRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  trips: EntityTable<CachedTripRow, 'tripid'>;
  tripDetails: EntityTable<TripDetailRow, 'tripid'>;
  masterData: EntityTable<MasterDataRow, 'key'>;
  insuranceTickets: EntityTable<InsuranceTicketRow, 'txid'>;
  airports: EntityTable<AirportRow, 'code'>;
  airportPicks: Dexie.Table<AirportPickRow, [string, string]>;
  flightTickets: EntityTable<FlightTicketRow, 'txid'>;
  myBookings: EntityTable<MyBookingsRow, 'profileid'>;
  dashboards: Dexie.Table<DashboardRow, [string, string]>;
  expenseLines: EntityTable<ExpenseLineRow, 'lineid'>;
  expenseReceipts: EntityTable<ExpenseReceiptRow, 'receiptid'>;
  expenseViews: Dexie.Table<KeptAnswerRow, [string, string]>;
  hotelSearches: Dexie.Table<KeptAnswerRow, [string, string]>;
  hotelVouchers: Dexie.Table<KeptAnswerRow, [string, string]>;
};

export const db = new Dexie('voyage') as VoyageDb;

// Schema versions are APPEND-ONLY. Installed apps upgrade from whatever version they last ran:
// never edit or delete a published version; add db.version(n + 1) with the new stores (and an
// .upgrade() for data moves). Only indexed fields are listed; other fields need no declaration.
db.version(1).stores({
  vault: 'id',
  meta: 'key',
});

// Issue 4: trips cached for offline reading, and the outbox of changes made offline.
db.version(2).stores({
  outbox: 'id, seq, state',
  trips: 'tripid, profileid, status, fromdate',
  tripDetails: 'tripid, profileid',
  masterData: 'key, profileid',
});

// Issue 4: the outbox indexes the draft ids each entry names (`refs`, multi-entry), so a synced draft's
// later entries are found through the index instead of a scan of the whole queue (outbox-draft-ids.ts).
db.version(3)
  .stores({ outbox: 'id, seq, state, *refs' })
  .upgrade((tx) =>
    tx
      .table('outbox')
      .toCollection()
      .modify((row: { fields?: unknown; refs?: string[] }) => {
        row.refs = [...draftIdsIn(row.fields)];
      }),
  );

// Issue 5: insurance e-tickets cached for offline reading (src/db/insurance-tickets.ts).
db.version(4).stores({
  insuranceTickets: 'txid, profileid',
});

// Issue 6: airports seen in searches (offline lookup) and each profile's picked airports
// (src/db/airports.ts).
db.version(5).stores({
  airports: 'code',
  airportPicks: '[profileid+code], profileid, [profileid+pickedat]',
});

// Issue 6: flight e-tickets cached for offline reading (src/db/flight-tickets.ts).
db.version(6).stores({
  flightTickets: 'txid, profileid',
});

// Issue 15: the last "My bookings" list of each profile, for reading offline (src/db/my-bookings.ts).
db.version(7).stores({
  myBookings: 'profileid',
});

// Issue 19: the last dashboards of each profile, for reading offline (src/db/dashboards.ts).
db.version(8).stores({
  dashboards: '[profileid+key], [profileid+cachedat]',
});

// Expenses: lines and receipt files saved on this device until the server confirms them
// (src/db/expense-*.ts, docs/outbox.md "Expense lines and receipts").
db.version(9).stores({
  expenseLines: 'lineid, profileid',
  expenseReceipts: 'receiptid, lineid, profileid',
});

// Expenses: the lists and reports last loaded, for reading offline after a reload (src/db/expense-views.ts).
db.version(10).stores({
  expenseViews: '[profileid+key], [profileid+cachedat]',
});

// Hotels: the last searches' answers and every voucher read, for reading offline (src/db/hotel-searches.ts,
// src/db/hotel-vouchers.ts).
db.version(11).stores({
  hotelSearches: '[profileid+key], [profileid+cachedat]',
  hotelVouchers: '[profileid+key], [profileid+cachedat]',
});
