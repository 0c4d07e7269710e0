import { sql } from 'drizzle-orm';
import type { BookHotelRequest } from '../../../src/contract/hotels/booking-request';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { hotelBookingGuests, hotelBookings } from '../../store/schema-hotels';
import type { StayVerdict } from './booking-policy';
import type { StayToBook } from './booking-rate';
import type { NamedGuest } from './booking-guests';
import type { HotelBookingRow } from './booking-store';

/*
 * The claim of a hotel booking (server/booking/checkout.ts): the row waiting for payment with a
 * snapshot of the rechecked rate (its key, the hotel, the stay, the charges per night), the policy's
 * verdict on it and its guests. One per booker and clientref: a concurrent claim with the same one waits for this one on
 * the unique index, then inserts nothing (null), and the checkout reads the winner.
 */

const occupancy = (rate: StayToBook['rate']) => rate.rooms.reduce((sum, r) => sum + r.adults + r.childages.length, 0);

export async function claimHotelBooking(
  ctx: HandlerContext,
  request: BookHotelRequest,
  stay: StayToBook,
  guests: readonly NamedGuest[],
  verdict: StayVerdict,
): Promise<HotelBookingRow | null> {
  const { rate, hotel, charges } = stay;
  if (guests.length > occupancy(rate)) throw badRequest(`guests: at most ${occupancy(rate)} for the rooms of this rate`);
  const lead = guests[0]!;
  const [row] = await ctx.tx
    .insert(hotelBookings)
    .values({
      txid: sql<string>`'HTL' || nextval('hotel_txid_seq')::text`,
      corporateId: ctx.session.corporateid,
      profileId: ctx.session.profileid,
      travellerProfileId: lead.profileId || ctx.session.profileid,
      clientRef: request.clientref,
      hotelCode: hotel.hotelcode,
      hotelName: hotel.name,
      city: hotel.city,
      countryCode: hotel.countrycode,
      address: hotel.address,
      stars: hotel.stars,
      checkInTime: hotel.checkintime,
      checkOutTime: hotel.checkouttime,
      checkIn: rate.checkin,
      checkOut: rate.checkout,
      nights: rate.nights.length,
      rooms: rate.rooms.map((r) => ({ adults: r.adults, childages: [...r.childages] })),
      roomType: rate.roomtype,
      roomName: rate.roomname,
      board: rate.board,
      boardName: rate.boardname,
      refundable: rate.refundable,
      rateKey: rate.ratekey,
      basePaise: Number(charges.base),
      taxPaise: Number(charges.tax),
      totalPaise: Number(charges.total),
      nightCharges: charges.nights.map((n) => ({
        night: n.night,
        rooms: n.rooms.map((r) => ({ base: r.base.toString(), gstpercent: r.gstpercent, tax: r.tax.toString() })),
      })),
      status: 'paymentpending',
      paymentMode: request.paymentmode,
      tripId: request.tripid,
      approvalId: verdict.approvalid,
      inPolicy: verdict.inpolicy,
      policyReasons: verdict.reasons,
      policyReason: verdict.policyreason,
      gstDetails: request.gstdetails,
      customFields: request.customfields ?? {},
      bookedOn: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await ctx.tx.insert(hotelBookingGuests).values(
    guests.map((g, i) => ({
      txid: row.txid,
      corporateId: row.corporateId,
      guestSno: i + 1,
      profileId: g.profileId,
      title: g.title,
      firstName: g.firstName,
      lastName: g.lastName,
    })),
  );
  return row;
}
