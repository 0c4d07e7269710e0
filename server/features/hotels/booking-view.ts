import type { HotelBooking } from '../../../src/contract/hotels/booking-shapes';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HotelBookingRow, HotelGuestRow } from './booking-store';
import { hotelSupplier } from './supplier';

/* A hotel booking as gethotelbooking answers it and the voucher prints it (docs/features/hotels.md "Bookings"). */

const money = (paise: number | bigint | string) => minorUnitsToDecimal(BigInt(paise));

export function hotelBookingView(row: HotelBookingRow, guests: readonly HotelGuestRow[]): HotelBooking {
  return {
    txid: row.txid,
    status: row.status,
    confirmationnumber: row.confirmationNumber,
    hotel: {
      code: row.hotelCode,
      name: row.hotelName,
      address: row.address,
      city: row.city,
      stars: row.stars,
      checkintime: row.checkInTime,
      checkouttime: row.checkOutTime,
    },
    checkin: row.checkIn,
    checkout: row.checkOut,
    nights: row.nights,
    rooms: row.rooms,
    roomname: row.roomName,
    boardname: row.boardName,
    refundable: row.refundable,
    ratekey: row.rateKey,
    guests: guests.map((g) => ({ title: g.title, firstname: g.firstName, lastname: g.lastName, lead: g.guestSno === 1 })),
    currency: row.currency,
    base: money(row.basePaise),
    tax: money(row.taxPaise),
    total: money(row.totalPaise),
    nightcharges: row.nightCharges.map((n) => {
      const base = n.rooms.reduce((sum, r) => sum + BigInt(r.base), 0n);
      const tax = n.rooms.reduce((sum, r) => sum + BigInt(r.tax), 0n);
      return { night: n.night, base: money(base), tax: money(tax), total: money(base + tax), gstpercents: n.rooms.map((r) => r.gstpercent) };
    }),
    cancellationterms: hotelSupplier().cancel.terms(row),
    cancellation: row.cancelRequestedAt
      ? {
          requestedon: row.cancelRequestedAt.toISOString(),
          reason: row.cancelReason,
          percent: row.penaltyPercent,
          penalty: money(row.penaltyPaise),
          refund: money(row.refundPaise),
          refundmode: row.refundMode,
        }
      : null,
    paymentmode: row.paymentMode,
    gstdetails: row.gstDetails,
    tripid: row.tripId,
    bookedon: row.bookedOn.toISOString(),
    replacestxid: row.replacesTxid,
    replacedbytxid: row.replacedByTxid,
  };
}
