import { and, asc, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { FactSource } from '../../booking/facts';
import type { FactBackfillSource } from '../../booking/facts-backfill';
import type { ProductFacts } from '../../booking/product-facts';
import type { Executor } from '../../store/db';
import { insuranceBookings, insurancePassengers } from '../../store/schema';
import { bookingFacts } from '../../store/schema-dashboards';
import { SANDBOX_INSURER } from './invoice-facts';

/*
 * A travel insurance policy as the dashboards count it (server/booking/facts.ts;
 * docs/features/dashboards.md): the insurer is its merchant, the cover's first day its travel day.
 * Insurance keeps no policy verdict (a plan over the company's limit cannot be booked at all), so
 * it is in policy and misses no savings. Refreshed by the payment and by each cancellation.
 */

const UNPAID_STATUSES = ['paymentpending', 'expired'] as const;
const UNPAID = new Set<string>(UNPAID_STATUSES);

export async function insuranceFacts(
  db: Executor,
  txid: string,
  corporateId: string,
): Promise<ProductFacts | undefined> {
  const [booking] = await db
    .select()
    .from(insuranceBookings)
    .where(and(eq(insuranceBookings.txid, txid), eq(insuranceBookings.corporateId, corporateId)));
  if (!booking || UNPAID.has(booking.status)) return undefined;
  const passengers = await db
    .select({
      status: insurancePassengers.status,
      premiumPaise: insurancePassengers.premiumPaise,
      gstPaise: insurancePassengers.gstPaise,
    })
    .from(insurancePassengers)
    .where(eq(insurancePassengers.txid, txid));
  // A cancelled traveller's premium and GST come off the policy, whether refunded or billed to the company.
  const refundPaise = passengers
    .filter((p) => p.status === 'cancelled')
    .reduce((sum, p) => sum + p.premiumPaise + p.gstPaise, 0);
  return {
    txid,
    corporateId,
    travellerProfileId: booking.travellerProfileId,
    bookerProfileId: booking.profileId,
    tripId: booking.tripId,
    approvalId: booking.approvalId,
    merchant: SANDBOX_INSURER.name,
    bookedAt: booking.bookedOn,
    travelDate: booking.startDate,
    domInt: booking.domInt,
    // The cover names no country: the trip's (or India for domestic cover) stands in (facts.ts).
    region: '',
    destinationCity: '',
    paymentMode: booking.paymentMode,
    spendPaise: booking.totalPaise,
    taxesPaise: booking.gstPaise,
    amendments: 0,
    amendmentPaise: 0,
    state: booking.status === 'cancelled' ? 'cancelled' : 'standing',
    refundPaise,
    inPolicy: true,
    policyReason: '',
    missedPaise: 0,
  };
}

/** Insurance's part of the lifecycle the steps inside this feature reach without the product record. */
export const insuranceFactSource: FactSource = { kind: 'insurance', facts: insuranceFacts };

/** Paid insurance bookings with no facts yet, for the backfill (server/booking/facts-backfill.ts). */
export const insuranceFactBackfill: FactBackfillSource = {
  ...insuranceFactSource,
  unrecorded: (db, limit) =>
    db
      .select({ txid: insuranceBookings.txid, corporateId: insuranceBookings.corporateId })
      .from(insuranceBookings)
      .where(
        and(
          notInArray(insuranceBookings.status, [...UNPAID_STATUSES]),
          notExists(
            db
              .select({ one: sql`1` })
              .from(bookingFacts)
              .where(eq(bookingFacts.txid, insuranceBookings.txid)),
          ),
        ),
      )
      .orderBy(asc(insuranceBookings.txid))
      .limit(limit),
};
