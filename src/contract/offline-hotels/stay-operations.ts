import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';
import { idField, ownIds, requiredText } from './fields';
import { OFFLINE_HOTEL_TYPES } from './request-details';
import { BookedStayFields } from './stay-charges';

/*
 * A stay the travel desk booked, after booking (docs/features/offline-hotels.md "Voucher" and
 * "Cancelling"): its voucher, read by the traveller, whoever made the trip and the company's
 * travel staff; and the desk cancelling it with the charge the hotel keeps. Our names.
 */

const ok = { ApiStatus: ApiStatusSchema };

export const StayCancellationSchema = v.object({
  reason: v.string(),
  /** What the hotel keeps, decimal; billed to the company or paid at the hotel, so nothing is paid back. */
  charge: v.string(),
  /** ISO 8601. */
  cancelledon: v.string(),
});
export type StayCancellation = v.InferOutput<typeof StayCancellationSchema>;

/** The item statuses the desk may cancel a stay in: booked, or left to the desk by its trip's cancellation. */
export const CANCELLABLE_STAY_STATUSES: readonly string[] = ['booked', 'cancellationrequested'];

export const OfflineStaySchema = v.object({
  txid: v.string(),
  itemtype: v.picklist(OFFLINE_HOTEL_TYPES),
  /** The trip item's status: booked, cancellationrequested (its trip is being cancelled) or cancelled. */
  status: v.string(),
  tripid: v.string(),
  tripname: v.string(),
  travellername: v.string(),
  ...BookedStayFields.entries,
  /** ISO 8601. */
  bookedon: v.string(),
  cancellation: v.nullable(StayCancellationSchema),
});
export type OfflineStay = v.InferOutput<typeof OfflineStaySchema>;

/** The voucher of one stay; another person's or another company's txid answers 403 'txid: stay not found'. */
export const getOfflineStay = defineOperation({
  opid: 'TG-OFFLINEHOTEL',
  actionKey: 'action',
  action: 'getofflinestay',
  request: v.object({ ...ownIds, txid: idField('txid') }),
  response: v.object({ ...ok, stay: OfflineStaySchema }),
  roles: 'any',
  mutates: false,
});

/** The desk cancels a booked stay with the hotel: a reason the traveller reads and the charge the hotel keeps (at most the total). */
export const cancelOfflineStay = defineOperation({
  opid: 'TG-OFFLINEHOTEL',
  actionKey: 'action',
  action: 'cancelofflinestay',
  request: v.object({
    ...ownIds,
    txid: idField('txid'),
    reason: requiredText('reason', 300),
    charge: v.pipe(v.string('charge is required'), v.trim(), v.regex(TRIP_AMOUNT_PATTERN, 'charge must be an amount like 1500.00 (0 for none)')),
  }),
  response: v.object({ ...ok, stay: OfflineStaySchema }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const offlineStayOperations = { getOfflineStay, cancelOfflineStay };
