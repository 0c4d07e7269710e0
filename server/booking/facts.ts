import { daysBetween, indiaToday } from '../../src/domain/calendar-days';
import type { Executor } from '../store/db';
import { bookingFacts } from '../store/schema-dashboards';
import { approvalDelayMinutes, organisationOf } from './facts-context';
import type { BookingProduct } from './product';

/*
 * The dashboards' facts of a booking (docs/features/dashboards.md): the lifecycle writes them in the
 * transaction that pays a booking (invoice-at-payment.ts) and each product refreshes them in the
 * transaction that cancels or reschedules one, so the reports read one table and never the bookings.
 * A refresh reads the booking as it is now and overwrites the row: writing twice gives one answer.
 */

/** Who can describe its bookings for the reports: a product, or the part of one its own steps can reach. */
export type FactSource = Pick<BookingProduct, 'kind' | 'facts'>;

/** Writes (or rewrites) the facts of one booking; nothing for a booking not paid. */
export async function recordBookingFacts(
  db: Executor,
  source: FactSource,
  booking: { txid: string; corporateId: string },
  now: Date,
): Promise<void> {
  const facts = await source.facts(db, booking.txid, booking.corporateId);
  if (!facts) return;
  const organisation = await organisationOf(db, facts);
  const bookingDate = indiaToday(facts.bookedAt);
  const changes = {
    product: source.kind,
    travellerProfileId: facts.travellerProfileId,
    bookerProfileId: facts.bookerProfileId,
    tripId: facts.tripId,
    merchant: facts.merchant,
    bookingDate,
    travelDate: facts.travelDate,
    domInt: facts.domInt,
    region: facts.region || organisation.tripCountry || (facts.domInt === 'domestic' ? 'IN' : ''),
    destinationCity: facts.destinationCity,
    departmentId: organisation.departmentId,
    costCenterId: organisation.costCenterId,
    projectId: organisation.projectId,
    paymentMode: facts.paymentMode,
    spendPaise: facts.spendPaise,
    taxesPaise: facts.taxesPaise,
    nights: facts.nights ?? 0,
    amendments: facts.amendments,
    amendmentPaise: facts.amendmentPaise,
    state: facts.state,
    refundPaise: facts.refundPaise,
    inPolicy: facts.inPolicy,
    policyReason: facts.policyReason,
    missedPaise: Math.max(0, facts.missedPaise),
    // Booked after the first day of travel (a same-day trip already under way) counts as 0 days ahead.
    advanceDays: Math.max(0, daysBetween(bookingDate, facts.travelDate)),
    approvalDelayMinutes: await approvalDelayMinutes(db, facts),
    updatedAt: now,
  };
  await db
    .insert(bookingFacts)
    .values({ txid: facts.txid, corporateId: facts.corporateId, ...changes })
    .onConflictDoUpdate({ target: bookingFacts.txid, set: changes });
}
