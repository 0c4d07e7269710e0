import { and, asc, eq } from 'drizzle-orm';
import type { InsuranceInvoice } from '../../../src/contract/insurance/booking';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import { type BookingPurpose, mayAccessBooking } from '../../booking/read-access';
import type { HandlerContext } from '../../dispatch/types';
import { insuranceBookings, insurancePassengers, insuranceRefunds } from '../../store/schema';
import type { InsuranceBookingRow } from './booking-store';

/*
 * Who may see an insurance booking, and the e-ticket (docs/product.md#records InsuranceInvoice) it reads as. The
 * spec's train-style names carry the policy's facts (docs/features/insurance.md "The e-ticket record").
 */

/**
 * The booking, when the caller may read it, or change it (server/booking/read-access.ts): the booker,
 * its traveller and travel staff of its company may do both; the company's finance and the manager
 * of its booker or traveller may only read. Undefined otherwise, exactly as for an unknown txid (no
 * leak of other people's bookings).
 */
export async function loadBookingForCaller(
  ctx: Pick<HandlerContext, 'tx' | 'session'>,
  txid: string,
  purpose: BookingPurpose,
): Promise<InsuranceBookingRow | undefined> {
  const { session } = ctx;
  const [row] = await ctx.tx
    .select()
    .from(insuranceBookings)
    .where(
      and(
        eq(insuranceBookings.txid, txid.trim().toUpperCase()),
        eq(insuranceBookings.corporateId, session.corporateid),
      ),
    );
  if (!row) return undefined;
  const allowed = await mayAccessBooking(
    ctx,
    { corporateId: row.corporateId, bookerProfileId: row.profileId, travellerProfileIds: [row.travellerProfileId ?? ''] },
    purpose,
  );
  return allowed ? row : undefined;
}

export async function loadPassengers(ctx: Pick<HandlerContext, 'tx'>, booking: Pick<InsuranceBookingRow, 'txid' | 'corporateId'>) {
  return ctx.tx
    .select()
    .from(insurancePassengers)
    .where(and(eq(insurancePassengers.txid, booking.txid), eq(insurancePassengers.corporateId, booking.corporateId)))
    .orderBy(asc(insurancePassengers.paxSno));
}

const money = paiseToDecimal;

/** The e-ticket of a booking the caller may see. */
export async function invoiceOf(ctx: HandlerContext, booking: InsuranceBookingRow): Promise<InsuranceInvoice> {
  const passengers = await loadPassengers(ctx, booking);
  const refunds = await ctx.tx
    .select()
    .from(insuranceRefunds)
    .where(and(eq(insuranceRefunds.txid, booking.txid), eq(insuranceRefunds.corporateId, booking.corporateId)))
    .orderBy(asc(insuranceRefunds.id));
  const lead = passengers[0];
  return {
    insurancerecord: {
      bookingstatus: booking.status,
      tripid: booking.tripId,
      trainname: booking.planName,
      trainnumber: booking.policyNumber,
      fromstnname: booking.categoryDescription,
      fromstncode: booking.categoryCode,
      tostnname: '',
      tostncode: '',
      deptime: booking.startDate,
      arrtime: booking.endDate,
      jdate: booking.startDate,
      pnr: booking.tgBookingRef,
      paxmobile: booking.contactMobile || lead?.mobile || '',
      paxemail: booking.contactEmail || lead?.email || '',
      trainclass: booking.planCode,
      quota: booking.domInt,
      numseatsavail: String(booking.dayLimit),
      base_currency: booking.currency,
      totalbasefare: money(booking.premiumPaise),
      handlingcharges: money(booking.gstPaise),
      totalinvoice: money(booking.totalPaise),
      original_eticket_url: '',
      txid: booking.txid,
      tgbookingref: booking.tgBookingRef,
      paymentmode: booking.paymentMode,
      bookedon: booking.bookedOn.toISOString(),
      refunds: refunds.map((r) => ({
        paxsno: r.paxSno,
        amount: money(r.amountPaise),
        remarks: r.remarks,
        refundedon: r.refundedOn.toISOString(),
        mode: r.mode,
      })),
    },
    passengers: passengers.map((p) => ({
      paxsno: p.paxSno,
      title: p.title,
      firstname: p.firstName,
      lastname: p.lastName,
      email: p.email,
      gender: p.gender,
      age: p.age,
      dob: p.dob,
      idcardtype: '',
      idcardnumber: '',
      seatnumber: '',
      mealpref: '',
      premium: money(p.premiumPaise),
      gst: money(p.gstPaise),
      status: p.status,
    })),
  };
}
