import { and, eq } from 'drizzle-orm';
import type { FactSource } from '../../booking/facts';
import type { ProductFacts } from '../../booking/product-facts';
import type { Executor } from '../../store/db';
import { hotelBookings } from '../../store/schema-hotels';

/*
 * A hotel stay as the dashboards count it (server/booking/facts.ts; docs/features/dashboards.md):
 * its spend and GST, its nights (the hotel figures: spend, nights, average per night), the hotel
 * as merchant, the check-in day as travel day, the hotel's country and city as destination, and
 * the policy verdict kept at booking (its broken rules as the reason, as flights carry theirs).
 * No cheaper in-policy stay is kept, so none misses savings. Refreshed by the payment and by the
 * cancellation.
 */

const UNPAID = new Set<string>(['paymentpending', 'expired']);
const CANCELLED = new Set<string>(['cancellationrequested', 'cancelled']);

export async function hotelFacts(db: Executor, txid: string, corporateId: string): Promise<ProductFacts | undefined> {
  const [booking] = await db
    .select()
    .from(hotelBookings)
    .where(and(eq(hotelBookings.txid, txid), eq(hotelBookings.corporateId, corporateId)));
  if (!booking || UNPAID.has(booking.status)) return undefined;
  return {
    txid,
    corporateId,
    travellerProfileId: booking.travellerProfileId,
    bookerProfileId: booking.profileId,
    tripId: booking.tripId,
    approvalId: booking.approvalId,
    merchant: booking.hotelName,
    bookedAt: booking.bookedOn,
    travelDate: booking.checkIn,
    domInt: booking.countryCode === 'IN' ? 'domestic' : 'international',
    region: booking.countryCode,
    destinationCity: booking.city,
    paymentMode: booking.paymentMode,
    spendPaise: booking.totalPaise,
    taxesPaise: booking.taxPaise,
    nights: booking.nights * booking.rooms.length,
    amendments: 0,
    amendmentPaise: 0,
    state: CANCELLED.has(booking.status) ? 'cancelled' : 'standing',
    refundPaise: booking.refundPaise,
    inPolicy: booking.inPolicy,
    policyReason: booking.policyReasons.join('; '),
    missedPaise: 0,
  };
}

/** Hotels' part of the lifecycle the cancellation reaches without the product record. */
export const hotelFactSource: FactSource = { kind: 'hotel', facts: hotelFacts };
