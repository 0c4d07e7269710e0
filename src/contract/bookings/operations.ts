import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { BOOKING_VIEWS } from './booking-view';

/*
 * "My bookings" (docs/features/my-bookings.md): every booking of every product the caller made or
 * travels on, and attaching a paid one to a trip. TG-MYBOOKINGS and its actions are our names.
 */

export const BOOKING_PRODUCTS = ['flight', 'insurance', 'hotel'] as const;
export type BookingProductKind = (typeof BOOKING_PRODUCTS)[number];
/** A product that is paid for, so a listed booking of it may go on a trip. */
export const isBookingProduct = (kind: string): kind is BookingProductKind => (BOOKING_PRODUCTS as readonly string[]).includes(kind);
/** What the list shows: every product, and reservations nobody pays for (a company guest house's rooms). */
export const LISTED_BOOKING_KINDS = [...BOOKING_PRODUCTS, 'guesthouse'] as const;
export type ListedBookingKind = (typeof LISTED_BOOKING_KINDS)[number];

/** The list answers at most this many bookings, newest first (`truncated` says when more matched). */
export const MY_BOOKINGS_CAP = 100;

const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const text = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');
const id = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
const productField = v.picklist(BOOKING_PRODUCTS, `product must be one of: ${BOOKING_PRODUCTS.join(', ')}`);
const listedKindField = v.picklist(LISTED_BOOKING_KINDS, `product must be one of: ${LISTED_BOOKING_KINDS.join(', ')}`);

/** One booking as the list shows it; status is the raw code (the screen names it). */
export const MyBookingSchema = v.object({
  product: v.picklist(LISTED_BOOKING_KINDS),
  txid: v.string(),
  /** Flight: the airline PNRs once ticketed, else our booking reference; insurance: the policy number; guest house: the GH reference. */
  reference: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  /** 'BLR-DEL, DEL-BLR', the insurance plan and cover, or the guest house and room. */
  route: v.string(),
  travellers: v.array(v.string()),
  amount: v.string(),
  currency: v.string(),
  paymentmode: v.string(),
  status: v.string(),
  /** '' when the booking belongs to no trip. */
  tripid: v.string(),
  /** ISO timestamp. */
  bookedat: v.string(),
  ticketpath: v.string(),
});
export type MyBooking = v.InferOutput<typeof MyBookingSchema>;

export const listMyBookings = defineOperation({
  opid: 'TG-MYBOOKINGS',
  actionKey: 'action',
  action: 'list',
  request: v.object({
    ...ownIds,
    view: v.optional(v.picklist(BOOKING_VIEWS, `view must be one of: ${BOOKING_VIEWS.join(', ')}`), 'all'),
    product: v.optional(v.union([listedKindField, v.literal('')], `product must be one of: ${LISTED_BOOKING_KINDS.join(', ')}`), ''),
    search: text('search', 80),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(MyBookingSchema), truncated: v.boolean(), today: v.string() }),
  roles: 'any',
  mutates: false,
});

/** A paid booking of the caller goes on one of their trips as a booked item. */
export const addBookingToTrip = defineOperation({
  opid: 'TG-MYBOOKINGS',
  actionKey: 'action',
  action: 'addtotrip',
  request: v.object({ ...ownIds, product: productField, txid: id('txid'), tripid: id('tripid') }),
  response: v.object({ ApiStatus: ApiStatusSchema, itemid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const bookingsOperations = { listMyBookings, addBookingToTrip };
