import { type MyBooking, MY_BOOKINGS_CAP, listMyBookings } from '../../../src/contract/bookings/operations';
import { filterBookings } from '../../../src/contract/bookings/booking-view';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import type { BookingListRow, BookingProduct } from '../../booking/product';
import { defineHandler } from '../../dispatch/types';

/*
 * "My bookings" (docs/features/my-bookings.md): each product answers its newest bookings of the
 * caller; they are merged newest first, filtered, and capped. Only the newest PER_PRODUCT of each
 * product are looked at, so a search never scans a long history.
 */
const PER_PRODUCT = 300;

const toWire = (product: BookingProduct, row: BookingListRow): MyBooking => ({
  product: product.kind,
  txid: row.txid,
  reference: row.reference,
  fromdate: row.fromDate,
  todate: row.toDate,
  route: row.route,
  travellers: row.travellers,
  amount: paiseToDecimal(row.totalPaise),
  currency: row.currency,
  paymentmode: row.paymentMode,
  status: row.status,
  tripid: row.tripId,
  bookedat: row.bookedAt.toISOString(),
  ticketpath: product.ticketPath(row.txid),
});

export const listMyBookingsHandler = (products: readonly BookingProduct[]) =>
  defineHandler(listMyBookings)(async (ctx, input) => {
    const owner = { corporateId: ctx.session.corporateid, profileId: ctx.session.profileid };
    const all: MyBooking[] = [];
    // One after the other: a transaction's queries share one connection.
    for (const product of products) {
      if (input.product !== '' && product.kind !== input.product) continue;
      for (const row of await product.listForUser(ctx.tx, owner, PER_PRODUCT)) all.push(toWire(product, row));
    }
    const today = ctx.now.toISOString().slice(0, 10);
    const kept = filterBookings(all, input, today).sort((a, b) => b.bookedat.localeCompare(a.bookedat));
    return {
      ApiStatus: { Status: 'OK' as const },
      list: kept.slice(0, MY_BOOKINGS_CAP),
      truncated: kept.length > MY_BOOKINGS_CAP,
      today,
    };
  });
