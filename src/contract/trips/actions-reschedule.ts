import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { CorporateFullTripSchema } from './core';
import { TripItemInputSchema, requestItemsField } from './input';
import { ownIds, remarks, tripId } from './actions-fields';

/**
 * Reschedule reads and items (docs/operations.md), for a booked trip only (ticketed or rescheduled). The
 * shapes are trip-core's (addtripitem, addtriprequestitems, getcorporatefulltrip) plus reftxid.
 */

/** CorporateTripItem as addtripitem takes it, with reftxid (the transaction it replaces) required. */
export const RescheduleItemSchema = v.object(
  {
    ...TripItemInputSchema.entries,
    reftxid: v.pipe(v.string('reftxid is required'), v.trim(), v.nonEmpty('reftxid is required'), v.maxLength(64, 'reftxid is too long')),
  },
  'jsondata must be a CorporateTripItem object',
);

export const addRescheduleTripItem = defineOperation({
  opid: 'TG-EXPENSE', actionKey: 'action', action: 'addrescheduletripitem', roles: 'any', mutates: true,
  request: v.object({ ...ownIds, jsondata: RescheduleItemSchema }),
  response: v.object({ ApiStatus: ApiStatusSchema, itemid: v.string() }),
});

/** Request items of a reschedule (their details are marked `reschedule: true`). */
export const addRescheduleTripRequestItems = defineOperation({
  opid: 'TG-EXPENSE', actionKey: 'action', action: 'addrescheduletriprequestitems', roles: 'any', mutates: true,
  request: v.object({ ...ownIds, tripid: tripId, remarks, requestitems: requestItemsField }),
  response: v.object({ ApiStatus: ApiStatusSchema, requestitemids: v.array(v.string()) }),
});

/** getcorporatefulltrip's answer plus what a reschedule screen needs. */
export const getRescheduleCorporateFullTrip = defineOperation({
  opid: 'TG-EXPENSE', actionKey: 'action', action: 'getreschedulecorporatefulltrip', roles: 'any', mutates: false,
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    CorporateFullTrip: v.object({
      ...CorporateFullTripSchema.entries,
      /** Transactions a reschedule item may name as reftxid. */
      reschedulabletxids: v.array(v.string()),
      /** The trip may take reschedule items and new dates now. */
      reschedulable: v.boolean(),
    }),
  }),
});

export const tripRescheduleOperations = { addRescheduleTripItem, addRescheduleTripRequestItems, getRescheduleCorporateFullTrip };
