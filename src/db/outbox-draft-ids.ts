import type Dexie from 'dexie';
import type { OutboxFields } from './outbox-fields';

/**
 * Offline drafts carry a client-made trip id `draft-<uuid>` (docs/outbox.md) until
 * the create is synced and the server answers the real (digits-only) `tripid`.
 */
const DRAFT_ID = /^draft-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newDraftId(): string {
  return `draft-${crypto.randomUUID()}`;
}

export function isDraftId(value: unknown): value is string {
  return typeof value === 'string' && DRAFT_ID.test(value);
}

/** Every draft id anywhere in a value (request items nest them). */
export function draftIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (isDraftId(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) draftIdsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) draftIdsIn(item, found);
  return found;
}

/**
 * A copy of `value` with every string equal to `from` replaced by `to` (exact matches only). A
 * `clientref` keeps its draft id: it is the client's own name for the trip, which the server stores.
 */
export function replaceDeep<T>(value: T, from: string, to: string): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, from, to)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'clientref' ? v : replaceDeep(v, from, to)])) as T;
  }
  return value;
}

/**
 * Fields that name the server object a change acts on, at any depth (`jsondata.tripid` too). Expense
 * lines and reports have client-made ids, so a refused report create holds up its lines and submit.
 */
const OBJECT_ID_FIELDS = new Set(['tripid', 'clientref', 'recordid', 'lineid', 'reportid']);

function collectObjectIds(value: unknown, keys: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectObjectIds(item, keys);
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (OBJECT_ID_FIELDS.has(name) && typeof item === 'string' && item) keys.add(item);
      else collectObjectIds(item, keys);
    }
  }
}

/**
 * The dependency rule for failed entries: two changes depend on each other when they name the same
 * object: the same value in a `tripid`/`clientref`/`recordid` field (at any depth), or the same
 * draft id anywhere. A failed entry blocks every later entry that shares a key with it, and
 * transitively whatever shares a key with a blocked one; unrelated entries keep flowing. Entries
 * without keys (a contact-details change) depend on nothing.
 */
export function dependencyKeys(fields: OutboxFields): Set<string> {
  const keys = draftIdsIn(fields);
  collectObjectIds(fields, keys);
  return keys;
}

/** The draft a create introduces: its `clientref` (trip create) or a draft `tripid`. */
export function createdDraftId(fields: OutboxFields): string | undefined {
  if (isDraftId(fields.clientref)) return fields.clientref;
  if (isDraftId(fields.tripid)) return fields.tripid;
  return undefined;
}

const MAPPING_KEY = (draftId: string) => `outbox.tripid.${draftId}`;

/** The server id a synced draft became, or the id itself. Needs a transaction with db.meta, or none. */
export async function resolveDraftId(db: Dexie, id: string): Promise<string> {
  if (!isDraftId(id)) return id;
  const row = await db.table<{ key: string; value: unknown }, string>('meta').get(MAPPING_KEY(id));
  return typeof row?.value === 'string' ? row.value : id;
}

/** Fields with every already-synced draft id replaced by its server id (a row queued with a stale id). */
export async function resolveDraftIdsIn(db: Dexie, fields: OutboxFields): Promise<OutboxFields> {
  let resolved = fields;
  for (const draftId of draftIdsIn(fields)) {
    const tripid = await resolveDraftId(db, draftId);
    if (tripid !== draftId) resolved = replaceDeep(resolved, draftId, tripid);
  }
  return resolved;
}

/**
 * After the server created `draftId` as `tripid`: remembers the mapping (screens still holding the
 * draft id resolve it with resolveDraftId) and replaces the draft id in every queued change and in
 * the cached trip rows. MUST run inside a readwrite transaction over outbox, meta, trips, tripDetails,
 * together with the removal of the create from the outbox: all of it happens, or none.
 */
export async function applyTripIdMapping(db: Dexie, draftId: string, tripid: string): Promise<void> {
  await db.table('meta').put({ key: MAPPING_KEY(draftId), value: tripid });

  const outbox = db.table<{ id: string; fields: OutboxFields; refs: string[] }, string>('outbox');
  await outbox
    .where('refs')
    .equals(draftId)
    .modify((row) => {
      row.fields = replaceDeep(row.fields, draftId, tripid);
      row.refs = [...draftIdsIn(row.fields)];
    });

  for (const name of ['trips', 'tripDetails']) {
    const table = db.table<Record<string, unknown>, string>(name);
    const draft = await table.get(draftId);
    if (!draft) continue;
    // A background refresh may already have cached the server's row: the draft's values win, because
    // they include queued edits the server has not seen yet; the next refresh settles the rest.
    const synced = await table.get(tripid);
    await table.delete(draftId);
    await table.put({ ...synced, ...replaceDeep(draft, draftId, tripid) });
  }
}
