import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';
import { daysBetween } from '../../domain/calendar-days';
import { dateField, idField, optionalId, optionalText, ownIds, requiredText } from './fields';
import { AMOUNT_KINDS, PAID_BY } from './stay-charges';
import { offlineStayOperations } from './stay-operations';
import { MAX_GUESTS, MAX_ROOMS, MAX_STAY_NIGHTS, OFFLINE_HOTEL_TYPES } from './request-details';

/*
 * TG-OFFLINEHOTEL (our names; docs/features/offline-hotels.md): the travel desk's queue of offline
 * hotel and service apartment requests and the form that books one. Travel admins of the caller's
 * company only; another company's trip or request answers as an unknown one.
 */

const desk = { opid: 'TG-OFFLINEHOTEL', actionKey: 'action', roles: TRAVEL_ADMINS } as const;
const ok = { ApiStatus: ApiStatusSchema };

export const REQUEST_STATUS_FILTERS = ['open', 'fulfilled', 'declined'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];

const searchField = v.optional(v.pipe(v.string('searchtext must be a string'), v.trim(), v.maxLength(100, 'searchtext is too long')), '');

export const OfflineHotelRequestRowSchema = v.object({
  requestitemid: v.string(),
  tripid: v.string(),
  tripname: v.string(),
  tripstatus: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  itemtype: v.picklist(OFFLINE_HOTEL_TYPES),
  city: v.string(),
  preferred: v.string(),
  checkin: v.string(),
  checkout: v.string(),
  rooms: v.string(),
  guests: v.string(),
  budgetpernight: v.string(),
  notes: v.string(),
  /** open (status 'active'), fulfilled or declined. */
  status: v.string(),
  /** The booked item's transaction id once fulfilled; the reason once declined. */
  txid: v.string(),
  /** The booked stay's item status once fulfilled (booked, cancelled); '' otherwise. */
  staystatus: v.string(),
  declinereason: v.string(),
  /** ISO 8601. */
  requestedon: v.string(),
});
export type OfflineHotelRequestRow = v.InferOutput<typeof OfflineHotelRequestRowSchema>;

/** Newest first, at most 200; searchtext matches the traveller's name, the city or the trip id. */
export const getOfflineHotelQueue = defineOperation({
  ...desk,
  action: 'getofflinehotelqueue',
  request: v.object({
    ...ownIds,
    status: v.optional(v.picklist(REQUEST_STATUS_FILTERS, 'status must be open, fulfilled or declined'), 'open'),
    searchtext: searchField,
  }),
  response: v.object({ ...ok, list: v.array(OfflineHotelRequestRowSchema) }),
  mutates: false,
});

export const DeskTripSchema = v.object({
  tripid: v.string(),
  tripname: v.string(),
  tripstatus: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  destination: v.string(),
  /** ISO country codes of the trip's destinations (the form's "outside India" default). */
  destinationcountries: v.array(v.string()),
  fromdate: v.string(),
  todate: v.string(),
});
export type DeskTrip = v.InferOutput<typeof DeskTripSchema>;

/** Trips a stay booked by phone can go on: the company's approved or booked trips, matched by traveller, trip name or id. */
export const getOfflineHotelTrips = defineOperation({
  ...desk,
  action: 'getofflinehoteltrips',
  request: v.object({ ...ownIds, searchtext: searchField }),
  response: v.object({ ...ok, list: v.array(DeskTripSchema) }),
  mutates: false,
});

const timeField = (name: string, fallback: string) =>
  v.optional(v.pipe(v.string(`${name} must be a time`), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be a time like 14:00`)), fallback);
const countField = (name: string, max: number) =>
  v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(1, `${name} must be at least 1`), v.maxValue(max, `${name} must be at most ${max}`));

const stayDates = (s: { checkin: string; checkout: string }) => daysBetween(s.checkin, s.checkout);

export const fulfilOfflineHotel = defineOperation({
  ...desk,
  action: 'fulfilofflinehotel',
  request: v.pipe(
    v.object({
      ...ownIds,
      tripid: idField('tripid'),
      /** The request it fulfils; '' for a stay booked by phone without one. */
      requestitemid: optionalId('requestitemid'),
      itemtype: v.picklist(OFFLINE_HOTEL_TYPES, 'itemtype must be offlinehotel or serviceapartment'),
      hotelname: requiredText('hotelname', 120),
      address: requiredText('address', 300),
      city: requiredText('city', 80),
      checkin: dateField('checkin'),
      checkintime: timeField('checkintime', '14:00'),
      checkout: dateField('checkout'),
      checkouttime: timeField('checkouttime', '12:00'),
      roomtype: requiredText('roomtype', 80),
      board: optionalText('board', 40),
      rooms: countField('rooms', MAX_ROOMS),
      guests: countField('guests', MAX_GUESTS),
      confirmationno: requiredText('confirmationno', 40),
      amountkind: v.picklist(AMOUNT_KINDS, 'amountkind must be nightlyrate or total'),
      amount: v.pipe(v.string('amount is required'), v.trim(), v.regex(TRIP_AMOUNT_PATTERN, 'amount must be an amount like 4500.50')),
      /** A stay outside India carries no Indian GST. */
      abroad: v.optional(v.boolean('abroad must be true or false'), false),
      paidby: v.picklist(PAID_BY, 'paidby must be company or traveller'),
      notes: optionalText('notes', 500),
    }),
    v.forward(v.check((s) => stayDates(s) >= 1, 'checkout must be after checkin'), ['checkout']),
    v.forward(v.check((s) => stayDates(s) <= MAX_STAY_NIGHTS, `checkout: at most ${MAX_STAY_NIGHTS} nights`), ['checkout']),
    v.forward(v.check((s) => s.guests >= s.rooms, 'guests: at least one guest per room'), ['guests']),
  ),
  response: v.object({ ...ok, itemid: v.string(), txid: v.string(), totalamount: v.string(), taxamount: v.string() }),
  mutates: true,
});
export type FulfilOfflineHotelInput = v.InferInput<typeof fulfilOfflineHotel.request>;

/** The traveller reads the reason. */
export const declineOfflineHotel = defineOperation({
  ...desk,
  action: 'declineofflinehotel',
  request: v.object({ ...ownIds, requestitemid: idField('requestitemid'), reason: requiredText('reason', 300) }),
  response: v.object(ok),
  mutates: true,
});

export const offlineHotelOperations = { getOfflineHotelQueue, getOfflineHotelTrips, fulfilOfflineHotel, declineOfflineHotel, ...offlineStayOperations };
