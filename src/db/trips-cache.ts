import { type CachedTripRow, type MasterDataRow, type TripDetailRow, db } from './database';
import { outboxTable } from './outbox';
import { dependencyKeys, isDraftId } from './outbox-draft-ids';

/*
 * The trip cache (docs/outbox.md): screens render what Dexie holds and a
 * background refresh replaces it with the server's answer. Every row carries the profile it was
 * read for, and every reader filters by the logged-in profile, so one person's trips never show
 * to the next login on the same browser.
 *
 * Local changes win until they are synced: a row with a queued outbox change is not overwritten
 * by a refresh (the server has not seen the change yet); the flusher settles it, then the next
 * refresh brings the server's copy.
 */

/** A row as the server sends it (the cache adds profileid and the local write time). */
export type ServerRow = { tripid: string } & Record<string, unknown>;
type ServerTripRow = ServerRow & { status: string; fromdate: string };

/** Local write time (ms): a refresh only drops rows cached before it started. */
export const CACHED_AT = 'cachedat';

/** Trip ids with queued (pending, sending or failed) outbox changes of this profile. */
export async function tripidsWithQueuedChanges(profileid: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const rows = await outboxTable(db).toArray();
  for (const row of rows) {
    if (row.profileid !== profileid) continue;
    for (const key of dependencyKeys(row.fields)) ids.add(key);
  }
  return ids;
}

export function cachedTrips(profileid: string): Promise<CachedTripRow[]> {
  return db.trips.where('profileid').equals(profileid).toArray();
}

export async function cachedTripDetail(profileid: string, tripid: string): Promise<TripDetailRow | undefined> {
  const row = await db.tripDetails.get(tripid);
  return row?.profileid === profileid ? row : undefined;
}

export interface ListScope {
  /** Which cached rows the server's answer covers (its status and date filters). */
  covers: (row: CachedTripRow) => boolean;
  /** When the request was sent: rows written locally after it are newer than the answer. */
  startedAt: number;
}

/**
 * Stores the server's list for a filter: its rows replace the cached ones, and cached rows the
 * answer covers but no longer lists (deleted, or now someone else's) are dropped. Drafts, rows with
 * queued changes and drafts synced meanwhile stay: the answer may predate them.
 */
export async function storeTripList(
  profileid: string,
  rows: readonly ServerTripRow[],
  scope: ListScope,
): Promise<void> {
  await db.transaction('rw', [db.trips, db.outbox], async () => {
    const queued = await tripidsWithQueuedChanges(profileid);
    const listed = new Set(rows.map((row) => row.tripid));
    const cached = await cachedTrips(profileid);
    const stale = cached.filter(
      (row) =>
        !listed.has(row.tripid) &&
        !isDraftId(row.tripid) &&
        // A draft the outbox just synced keeps its local copy (clientref became its own id) until a list shows it.
        row.clientref !== row.tripid &&
        !queued.has(row.tripid) &&
        Number(row[CACHED_AT] ?? 0) < scope.startedAt &&
        scope.covers(row),
    );
    await db.trips.bulkDelete(stale.map((row) => row.tripid));
    const fresh = rows
      .filter((row) => !queued.has(row.tripid))
      .map((row) => ({ ...row, profileid, [CACHED_AT]: Date.now() }));
    await db.trips.bulkPut(fresh);
  });
}

/** Stores a full trip (and its list row's fields), unless local changes to it are still queued. */
export async function storeTripDetail(profileid: string, detail: ServerRow, listRow?: ServerTripRow): Promise<void> {
  await db.transaction('rw', [db.trips, db.tripDetails, db.outbox], async () => {
    const queued = await tripidsWithQueuedChanges(profileid);
    if (queued.has(detail.tripid)) return;
    const now = Date.now();
    await db.tripDetails.put({ ...detail, profileid, [CACHED_AT]: now });
    if (listRow) await db.trips.put({ ...listRow, profileid, [CACHED_AT]: now });
  });
}

/** The server refused the trip (403: not found, not ours): nothing of it stays on this device. */
export async function forgetTrip(profileid: string, tripid: string): Promise<void> {
  await db.transaction('rw', [db.trips, db.tripDetails], async () => {
    const row = await db.tripDetails.get(tripid);
    if (!row || row.profileid === profileid) await db.tripDetails.delete(tripid);
    const listRow = await db.trips.get(tripid);
    if (!listRow || listRow.profileid === profileid) await db.trips.delete(tripid);
  });
}

/** masterData rows are keyed per profile: `<profileid>:<name>`. */
export const masterKey = (profileid: string, name: string) => `${profileid}:${name}`;

export async function cachedMaster<T>(profileid: string, name: string): Promise<T | undefined> {
  const row: MasterDataRow | undefined = await db.masterData.get(masterKey(profileid, name));
  return row?.profileid === profileid ? (row.value as T) : undefined;
}

export async function storeMaster(profileid: string, name: string, value: unknown): Promise<void> {
  await db.masterData.put({ key: masterKey(profileid, name), profileid, value, fetchedAt: Date.now() });
}

/**
 * Logout and session expiry: the trip cache goes with the session (docs/browser-storage.md rule).
 * Queued changes stay in the outbox (they are the user's work, sent after the next login of the
 * same profile); a draft's list row comes back from the server once its create is synced.
 */
export async function clearTripCache(): Promise<void> {
  await db.transaction('rw', [db.trips, db.tripDetails, db.masterData], async () => {
    await Promise.all([db.trips.clear(), db.tripDetails.clear(), db.masterData.clear()]);
  });
}
