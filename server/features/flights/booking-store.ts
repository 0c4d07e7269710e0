import { and, eq, sql } from 'drizzle-orm';
import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import { aad } from '../../crypto/sealed-columns';
import { sealText } from '../../crypto/seal';
import { sealPassportsIn } from '../../crypto/sealed-json';
import type { Session } from '../../auth/sessions';
import type { HandlerContext } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import {
  type FlightPaymentModeColumn,
  flightBookingTravellers,
  flightBookings,
} from '../../store/schema-flight-bookings';
import type { BookingClaim } from './booking-claim';
import { holdSeats } from './booking-seats';
import { tgBookingRefOf, ticketingDueAt } from './ticketing';

/* Rows of flight bookings: the clientref claim, the travellers, and marking a booking paid. */

export type FlightBookingRow = typeof flightBookings.$inferSelect;

/** The caller's booking made with this clientref (a retry or a double submit), if any. */
export async function findByClientRef(
  db: Executor,
  session: Pick<Session, 'corporateid' | 'profileid'>,
  clientref: string,
): Promise<FlightBookingRow | undefined> {
  const { corporateid, profileid } = session;
  const [row] = await db
    .select()
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.corporateId, corporateid),
        eq(flightBookings.profileId, profileid),
        eq(flightBookings.clientRef, clientref),
      ),
    );
  return row;
}

/** Whose booking it is: the first traveller with a profile (checked by priceBooking), else the booker. */
const travellerProfileOf = (ctx: HandlerContext, request: FlightBookingRequest) =>
  request.travellers.find((t) => t.profileid !== '')?.profileid ?? ctx.session.profileid;

/**
 * Inserts the booking, waiting for payment, its travellers and its seats (409 when another booking
 * holds one). Null when a concurrent call with the same clientref got there first: the unique index
 * makes this one wait for it, then do nothing.
 */
export async function claimBooking(
  ctx: HandlerContext,
  request: FlightBookingRequest,
  claim: BookingClaim,
  approvalId: string,
  reschedule: { refTxid: string; changeFeePaise: bigint } = { refTxid: '', changeFeePaise: 0n },
): Promise<FlightBookingRow | null> {
  const [row] = await ctx.tx
    .insert(flightBookings)
    .values({
      txid: sql<string>`'FL' || nextval('flight_txid_seq')::text`,
      corporateId: ctx.session.corporateid,
      profileId: ctx.session.profileid,
      travellerProfileId: travellerProfileOf(ctx, request),
      clientRef: request.clientref,
      responseId: request.responseid,
      domInt: claim.domint,
      tripType: claim.triptype,
      offers: claim.offers,
      extras: claim.extras,
      farePaise: claim.farePaise,
      extrasPaise: claim.extrasPaise,
      discountPaise: claim.discountPaise,
      totalPaise: claim.totalPaise,
      promoCode: claim.promoCode,
      inPolicy: claim.inpolicy,
      policyViolationReason: claim.policyviolationreason,
      policyReason: request.policyreason,
      policyFacts: claim.policyFacts ?? null,
      paymentMode: request.paymentmode,
      status: 'paymentpending',
      tripId: request.tripid,
      approvalId,
      refTxid: reschedule.refTxid,
      changeFeePaise: Number(reschedule.changeFeePaise),
      contactEmail: request.contact_email,
      contactMobile: request.contact_mobile,
      request: await sealPassportsIn(ctx.tx, request as unknown as Record<string, unknown>, 'flight_bookings.request'),
      bookedOn: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await ctx.tx.insert(flightBookingTravellers).values(
    await Promise.all(request.travellers.map(async (t, i) => ({
      txid: row.txid,
      corporateId: row.corporateId,
      paxSno: i + 1,
      paxType: t.paxtype,
      title: t.title,
      firstName: t.firstname,
      lastName: t.lastname,
      gender: t.gender,
      dob: t.dob,
      profileId: t.profileid,
      email: t.email,
      mobile: t.mobile,
      passportNumber: await sealText(ctx.tx, t.passportnumber, aad.travellerPassport(row.txid, i + 1)),
      passportExpiry: t.passportexpiry,
      nationality: t.nationality,
    }))),
  );
  await holdSeats(ctx.tx, row.txid, claim);
  return row;
}

/**
 * A payment arrived: the booking waiting for it becomes 'pending' (tickets being issued), gets its
 * reference and its ticketing time. Only a booking still waiting changes, so a second capture of
 * the same payment does nothing.
 */
export async function markPaid(
  tx: Executor,
  booking: FlightBookingRow,
  now: Date,
  paymentMode: FlightPaymentModeColumn,
  paid: { walletAccountId?: string; paymentId?: string } = {},
): Promise<FlightBookingRow | undefined> {
  const [row] = await tx
    .update(flightBookings)
    .set({
      ...paid,
      status: 'pending',
      paymentMode,
      tgBookingRef: tgBookingRefOf(booking.txid),
      paidAt: now,
      ticketingDueAt: ticketingDueAt(booking.offers, now),
      updatedAt: now,
    })
    .where(and(eq(flightBookings.txid, booking.txid), eq(flightBookings.status, 'paymentpending')))
    .returning();
  return row;
}
