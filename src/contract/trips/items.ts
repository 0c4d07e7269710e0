import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { TRIP_ITEM_TYPES } from '../../domain/trip-items';
import { RequestItemInputSchema, TripItemInputSchema, requestItemsField } from './input';
import { TripTrackerRowSchema, idField, ownIds, tripIdField } from './shapes';

/* Items and request items of a trip (docs/operations.md); item status is 'active' on add (docs/product.md#trips). */
const ok = { ApiStatus: ApiStatusSchema };
const expense = { opid: 'TG-EXPENSE', actionKey: 'action', roles: 'any' } as const;

export const addTripItem = defineOperation({
  ...expense,
  action: 'addtripitem',
  request: v.object({ ...ownIds, jsondata: TripItemInputSchema }),
  response: v.object({ ...ok, itemid: v.string() }),
  mutates: true,
});

export const deleteItemFromTrip = defineOperation({
  ...expense,
  action: 'deleteitemfromtrip',
  request: v.object({ ...ownIds, itemid: idField('itemid') }),
  response: v.object(ok),
  mutates: true,
});

/** services: item types to remove from the trip (a list, or a comma-separated string). */
export const removeTripServices = defineOperation({
  ...expense,
  action: 'removetripservices',
  request: v.object({
    ...ownIds,
    tripid: tripIdField,
    services: v.pipe(
      v.union([v.array(v.string()), v.string()], 'services must be a list of item types'),
      v.transform((s) => (typeof s === 'string' ? s.split(',') : s).map((x) => x.trim()).filter((x) => x !== '')),
      v.check((list) => list.length > 0, 'services is required'),
      v.check((list) => list.every((x) => (TRIP_ITEM_TYPES as readonly string[]).includes(x)), `services must be item types: ${TRIP_ITEM_TYPES.join(', ')}`),
    ),
  }),
  response: v.object({ ...ok, removed: v.number() }),
  mutates: true,
});

const addRequestItems = (action: string) =>
  defineOperation({
    ...expense,
    action,
    request: v.object({ ...ownIds, tripid: tripIdField, requestitems: requestItemsField }),
    response: v.object({ ...ok, requestitemids: v.array(v.string()) }),
    mutates: true,
  });

export const addTripRequestItems = addRequestItems('addtriprequestitems');
/** The same, flagged offline: requests the travel desk fulfils by hand. */
export const addTripRequestItemsOffline = addRequestItems('addtriprequestitemsoffline');

export const updateTripRequestItems = defineOperation({
  ...expense,
  action: 'updatetriprequestitems',
  request: v.object({
    ...ownIds,
    tripid: tripIdField,
    requestitems: v.pipe(
      v.array(v.object({ ...RequestItemInputSchema.entries, requestitemid: idField('requestitemid') }), 'requestitems must be a list'),
      v.minLength(1, 'requestitems is required'),
      v.maxLength(30, 'requestitems: at most 30'),
    ),
  }),
  response: v.object(ok),
  mutates: true,
});

export const deleteRequestItemFromTrip = defineOperation({
  ...expense,
  action: 'deleterequestitemfromtrip',
  request: v.object({ ...ownIds, itemid: idField('itemid') }),
  response: v.object(ok),
  mutates: true,
});

export const viewTrackerForTripTraveller = defineOperation({
  ...expense,
  action: 'viewtrackerfortriptraveller',
  request: v.object({ ...ownIds, tripid: tripIdField }),
  response: v.object({ ...ok, list: v.array(TripTrackerRowSchema) }),
  mutates: false,
});

export const tripItemOperations = {
  addTripItem,
  deleteItemFromTrip,
  removeTripServices,
  addTripRequestItems,
  addTripRequestItemsOffline,
  updateTripRequestItems,
  deleteRequestItemFromTrip,
  viewTrackerForTripTraveller,
};
