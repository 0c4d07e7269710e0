import { type MyBooking, MY_BOOKINGS_CAP, listMyBookings } from '../../../src/contract/bookings/operations';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import type { ListedBookingSource } from '../../booking/listed-bookings';
import type { BookingListRow } from '../../booking/product';
import { defineHandler } from '../../dispatch/types';

/*
 * "My bookings" (docs/features/my-bookings.md): each listed source (every product, and guest house
 * reservations) answers, filtered in SQL, at most one more than the cap of the caller's bookings
 * matching the filter; merged newest first and capped, that one more makes `truncated` exact.
 */

const toWire = (product: ListedBookingSource, row: BookingListRow): MyBooking => ({
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

const newestFirst = (a: MyBooking, b: MyBooking) => b.bookedat.localeCompare(a.bookedat) || b.txid.localeCompare(a.txid);

export const listMyBookingsHandler = (products: readonly ListedBookingSource[]) =>
  defineHandler(listMyBookings)(async (ctx, input) => {
    const owner = { corporateId: ctx.session.corporateid, profileId: ctx.session.profileid };
    const today = ctx.now.toISOString().slice(0, 10);
    const filter = { view: input.view, search: input.search, today, limit: MY_BOOKINGS_CAP + 1 };
    const all: MyBooking[] = [];
    // One after the other: a transaction's queries share one connection.
    for (const product of products) {
      if (input.product !== '' && product.kind !== input.product) continue;
      for (const row of await product.listForUser(ctx.tx, owner, filter)) all.push(toWire(product, row));
    }
    all.sort(newestFirst);
    return {
      ApiStatus: { Status: 'OK' as const },
      list: all.slice(0, MY_BOOKINGS_CAP),
      truncated: all.length > MY_BOOKINGS_CAP,
      today,
    };
  });
