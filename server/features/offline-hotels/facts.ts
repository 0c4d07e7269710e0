import { and, eq, inArray } from 'drizzle-orm';
import { parseMinorUnits } from '../../../src/domain/money';
import { OFFLINE_HOTEL_TYPES } from '../../../src/contract/offline-hotels/request-details';
import type { FactSource } from '../../booking/facts';
import type { ProductFacts } from '../../booking/product-facts';
import type { Executor } from '../../store/db';
import { tripItems, trips } from '../../store/schema';
import { decodeStay } from './stay-record';

/*
 * A stay the travel desk booked, as the dashboards count it (server/booking/facts.ts): product
 * 'hotel', so it adds to the hotel spend, GST and room nights like a stay booked in the app. The
 * hotel is the merchant, the check-in day the travel day. It went through the trip's approval, not
 * a booking approval of its own, and no hotel policy judges it: in policy, no missed savings.
 * Once the desk cancels it the company owes the hotel only its charge: what is left of the total
 * counts as refunded, though no money moves back (docs/features/offline-hotels.md "Cancelling").
 */

async function offlineHotelFacts(db: Executor, txid: string, corporateId: string): Promise<ProductFacts | undefined> {
  const [row] = await db
    .select({ item: tripItems, traveller: trips.travellerProfileId })
    .from(tripItems)
    .innerJoin(trips, and(eq(trips.id, tripItems.tripId), eq(trips.corporateId, tripItems.corporateId)))
    .where(and(eq(tripItems.txid, txid), eq(tripItems.corporateId, corporateId), inArray(tripItems.itemType, [...OFFLINE_HOTEL_TYPES])));
  const stay = row ? decodeStay(row.item.selectedJson) : undefined;
  if (!row || !stay) return undefined;
  return {
    txid,
    corporateId,
    travellerProfileId: row.traveller,
    bookerProfileId: row.item.addedBy,
    tripId: row.item.tripId,
    approvalId: '',
    merchant: stay.hotelname,
    bookedAt: row.item.addedAt,
    travelDate: stay.checkin,
    domInt: stay.abroad ? 'international' : 'domestic',
    region: stay.abroad ? '' : 'IN',
    destinationCity: stay.city,
    // Paid by the traveller at the hotel is neither the company's account nor a prepaid booking.
    paymentMode: stay.paidby === 'company' ? 'company' : 'paidbytraveller',
    spendPaise: Number(parseMinorUnits(stay.total)),
    taxesPaise: Number(parseMinorUnits(stay.tax)),
    nights: stay.nights * stay.rooms,
    amendments: 0,
    amendmentPaise: 0,
    state: row.item.status === 'cancelled' ? 'cancelled' : 'standing',
    refundPaise: stay.cancellation ? Number(parseMinorUnits(stay.total) - parseMinorUnits(stay.cancellation.charge)) : 0,
    inPolicy: true,
    policyReason: '',
    missedPaise: 0,
  };
}

export const offlineHotelFactSource: FactSource = { kind: 'hotel', facts: offlineHotelFacts };
