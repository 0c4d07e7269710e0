import type { TripItemType } from '../domain/trip-items';
import { ITEM_STATUS_ON_ADD } from '../domain/trip-items';
import { db } from './database';
import { enqueueChange } from './outbox';
import { CACHED_AT } from './trips-cache';

/*
 * Request items ("a flight from BOM to DEL on 12 Mar, window seat") queued like every trip change:
 * the local detail row and the outbox entry in one transaction. A new item carries a local id
 * 'local-<uuid>' until the next refresh brings the server's id; it cannot be deleted before that
 * (the server has no id to delete yet) — the outbox list can discard the queued add instead.
 */
export const LOCAL_ITEM_PREFIX = 'local-';

export interface RequestItemInput {
  itemtype: TripItemType;
  details: Record<string, string>;
}

export function isLocalItem(requestitemid: string): boolean {
  return requestitemid.startsWith(LOCAL_ITEM_PREFIX);
}

async function editRequestItems(
  profileid: string,
  tripid: string,
  edit: (items: Record<string, unknown>[]) => Record<string, unknown>[],
): Promise<void> {
  const detail = await db.tripDetails.get(tripid);
  if (!detail || detail.profileid !== profileid) return;
  const items = Array.isArray(detail.requestitems) ? (detail.requestitems as Record<string, unknown>[]) : [];
  await db.tripDetails.put({ ...detail, requestitems: edit(items), [CACHED_AT]: Date.now() });
}

export async function queueRequestItem(
  profileid: string,
  tripid: string,
  item: RequestItemInput,
  author: string,
): Promise<void> {
  await db.transaction('rw', [db.tripDetails, db.outbox], async () => {
    const local = {
      requestitemid: `${LOCAL_ITEM_PREFIX}${crypto.randomUUID()}`,
      tripid,
      itemtype: item.itemtype,
      offline: false,
      details: item.details,
      status: ITEM_STATUS_ON_ADD,
      addedby: author,
      addedon: new Date().toISOString(),
    };
    await editRequestItems(profileid, tripid, (items) => [...items, local]);
    await enqueueChange(
      {
        operation: 'addTripRequestItems',
        fields: { tripid, requestitems: [item] },
        label: `Add ${item.itemtype} request to trip ${tripid}`,
      },
      { profileid },
    );
  });
}

export async function queueRequestItemDelete(profileid: string, tripid: string, requestitemid: string): Promise<void> {
  if (isLocalItem(requestitemid))
    throw new Error('This request is still waiting to sync; discard it from the outbox instead.');
  await db.transaction('rw', [db.tripDetails, db.outbox], async () => {
    await editRequestItems(profileid, tripid, (items) => items.filter((i) => i.requestitemid !== requestitemid));
    // tripid rides along (the server ignores it) so the outbox keeps this change behind the trip's others.
    await enqueueChange(
      {
        operation: 'deleteRequestItemFromTrip',
        fields: { itemid: requestitemid, tripid },
        label: `Remove request ${requestitemid} from trip ${tripid}`,
      },
      { profileid },
    );
  });
}
