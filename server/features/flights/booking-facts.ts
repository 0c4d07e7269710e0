import { and, asc, eq, notExists, notInArray, sql } from 'drizzle-orm';
import { parseMinorUnits } from '../../../src/domain/money';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { FactSource } from '../../booking/facts';
import type { FactBackfillSource } from '../../booking/facts-backfill';
import type { ProductFacts } from '../../booking/product-facts';
import type { Executor } from '../../store/db';
import { type FactState, bookingFacts } from '../../store/schema-dashboards';
import { airports, flightBookingTravellers, flightBookings } from '../../store/schema';
import type { FlightBookingRow } from './booking-store';
import { type Traveller, paidShares } from './cancel-penalty';

/*
 * A flight booking as the dashboards count it (server/booking/facts.ts; docs/features/dashboards.md).
 * Refreshed by the payment, the cancellation request (its refund is decided then, whatever the
 * airline's confirmation later says) and the settlement of a reschedule.
 */

const UNPAID_STATUSES = ['paymentpending', 'expired'] as const;
const UNPAID = new Set<string>(UNPAID_STATUSES);
const CANCELLED = new Set(['canxprocessing', 'cancelled', 'refunded']);

const stateOf = (status: string): FactState =>
  status === 'rescheduled' ? 'replaced' : CANCELLED.has(status) ? 'cancelled' : 'standing';

/** The taxes of the chosen fares, all travellers. */
function taxesOf(offers: readonly FlightOffer[]): bigint {
  let paise = 0n;
  for (const offer of offers) for (const tax of offer.fares[0]?.taxes ?? []) paise += parseMinorUnits(tax.amount);
  return paise;
}

/**
 * What the chosen fares cost above the lowest fare of the same search that the policy compared them
 * with at booking (flight_bookings.policy_facts); 0 for bookings made before the facts were kept.
 */
function missedOf(booking: FlightBookingRow): bigint {
  let paise = 0n;
  for (const offer of booking.policyFacts?.offers ?? []) {
    const above = parseMinorUnits(offer.fare.totalfare) - parseMinorUnits(offer.comparisonfare);
    if (above > 0n) paise += above;
  }
  return paise;
}

/** The airline, first day of travel and destination (the last stop of trip 1) of the first journey. */
function placeOf(booking: FlightBookingRow, region: string) {
  const outbound = (booking.offers[0]?.segments ?? []).filter((s) => s.tripnumber === 1);
  const first = outbound[0];
  return {
    merchant: first?.carriername ?? '',
    travelDate: first?.departure.slice(0, 10) ?? booking.bookedOn.toISOString().slice(0, 10),
    region,
    destinationCity: outbound[outbound.length - 1]?.destinationcity ?? '',
  };
}

/** The destination airport's country code; '' when the airport is not in our list. */
async function destinationCountry(db: Executor, booking: FlightBookingRow): Promise<string> {
  const outbound = (booking.offers[0]?.segments ?? []).filter((s) => s.tripnumber === 1);
  const code = outbound[outbound.length - 1]?.destination;
  if (!code) return '';
  const [airport] = await db
    .select({ countryCode: airports.countryCode })
    .from(airports)
    .where(eq(airports.code, code));
  return airport?.countryCode ?? '';
}

export async function flightFacts(db: Executor, txid: string, corporateId: string): Promise<ProductFacts | undefined> {
  const [booking] = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.txid, txid), eq(flightBookings.corporateId, corporateId)));
  if (!booking || UNPAID.has(booking.status)) return undefined;
  const travellers = await db
    .select({
      paxSno: flightBookingTravellers.paxSno,
      paxType: flightBookingTravellers.paxType,
      status: flightBookingTravellers.status,
      penaltyPaise: flightBookingTravellers.penaltyPaise,
    })
    .from(flightBookingTravellers)
    .where(eq(flightBookingTravellers.txid, txid))
    // In the cancellation's order: the discount's leftover paise go to the first travellers.
    .orderBy(asc(flightBookingTravellers.paxSno));
  const state = stateOf(booking.status);
  const penalties = travellers.reduce((sum, t) => sum + t.penaltyPaise, 0);
  const changeFees = travellers.filter((t) => t.status === 'rescheduled').reduce((sum, t) => sum + t.penaltyPaise, 0);
  return {
    ...placeOf(booking, await destinationCountry(db, booking)),
    txid,
    corporateId,
    travellerProfileId: booking.travellerProfileId,
    bookerProfileId: booking.profileId,
    tripId: booking.tripId,
    approvalId: booking.approvalId,
    bookedAt: booking.bookedOn,
    domInt: booking.domInt,
    paymentMode: booking.paymentMode,
    spendPaise: booking.totalPaise,
    taxesPaise: Number(taxesOf(booking.offers)),
    amendments: state === 'replaced' ? 1 : 0,
    amendmentPaise: changeFees,
    state,
    // A replaced booking keeps only its penalties and change fees: the rest moved to its replacement.
    refundPaise:
      state === 'replaced' ? Math.max(0, booking.totalPaise - penalties) : cancelledValue(booking, travellers),
    inPolicy: booking.inPolicy,
    policyReason: booking.policyViolationReason,
    missedPaise: Number(missedOf(booking)),
  };
}

/**
 * What the cancelled travellers' seats were worth less their penalties: the refund under the fare
 * rules, also for a booking billed to the company, whose stored refund is 0 as no money moves.
 */
function cancelledValue(
  booking: FlightBookingRow,
  travellers: readonly (Traveller & { status: string; penaltyPaise: number })[],
): number {
  const shares = paidShares(booking, travellers);
  let paise = 0n;
  for (const t of travellers) {
    if (!CANCELLED.has(t.status)) continue;
    const back = (shares.get(t.paxSno) ?? 0n) - BigInt(t.penaltyPaise);
    if (back > 0n) paise += back;
  }
  return Number(paise);
}
/** Flights' part of the lifecycle the steps inside this feature reach without the product record. */
export const flightFactSource: FactSource = { kind: 'flight', facts: flightFacts };

/** Paid flight bookings with no facts yet, for the backfill (server/booking/facts-backfill.ts). */
export const flightFactBackfill: FactBackfillSource = {
  ...flightFactSource,
  unrecorded: (db, limit) =>
    db
      .select({ txid: flightBookings.txid, corporateId: flightBookings.corporateId })
      .from(flightBookings)
      .where(
        and(
          notInArray(flightBookings.status, [...UNPAID_STATUSES]),
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingFacts)
              .where(eq(bookingFacts.txid, flightBookings.txid)),
          ),
        ),
      )
      .orderBy(asc(flightBookings.txid))
      .limit(limit),
};
