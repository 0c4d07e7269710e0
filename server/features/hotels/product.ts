import type { BookingProduct } from '../../booking/product';
import { hotelFacts } from './booking-facts';
import { markHotelPaid, noteHotelCardAttempt } from './booking-payment';
import { type HotelBookingRow, findByClientRef, loadHotelBooking } from './booking-store';
import { cancelHotelTripItem } from './cancel-trip-item';
import { settleReplacedStay } from './change-card-settle';
import { hotelDocketEntry } from './docket-entry';
import { expireUnpaidHotels } from './expiry';
import { hotelInvoiceFacts } from './invoice-facts';
import { attachHotelToTrip, listHotelsForUser } from './my-bookings';
import { issueTripHotel } from './trip-issue';

/* Hotel stays as the shared booking lifecycle sees them (server/booking/product.ts). */

export const hotelProduct: BookingProduct<HotelBookingRow> = {
  kind: 'hotel',
  describe: (row) => `Hotel ${row.hotelName}, ${row.city} (${row.txid})`,
  ticketPath: (txid) => `/hotels/voucher/${txid}`,
  homePath: '/hotels',
  findByClientRef,
  load: loadHotelBooking,
  async confirmPaid(tx, row, paid, now) {
    const confirmed = await markHotelPaid(tx, row, paid, now);
    // A card-paid date change: the stay it replaces is settled with this capture (change-card-settle.ts).
    if (confirmed && paid.mode === 'creditcard')
      await settleReplacedStay({ tx, now, session: { corporateid: row.corporateId, profileid: row.profileId } }, confirmed);
    return confirmed;
  },
  noteCardAttempt: noteHotelCardAttempt,
  // A 'hotel' item added by addhoteltotrip is booked with its trip, billed to the company (trip-issue.ts).
  issueTripItem: issueTripHotel,
  listForUser: listHotelsForUser,
  attachToTrip: attachHotelToTrip,
  invoiceFacts: hotelInvoiceFacts,
  expireUnpaid: expireUnpaidHotels,
  facts: hotelFacts,
  docketEntry: hotelDocketEntry,
  // Cancelling the trip cancels its stays at once, refunded by the tier (cancel-trip-item.ts).
  cancelTripItem: cancelHotelTripItem,
};
