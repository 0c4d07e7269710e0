import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { convertAtRate, hasReferenceRate, referenceRate } from '../../../src/domain/currency-rates';
import type { HandlerContext } from '../../dispatch/types';
import { expenseCategories, expenseLines, flightBookings, hotelBookings, insuranceBookings } from '../../store/schema';
import type { ReportRow } from './rows';

/*
 * A trip's company-paid bookings shown in its report as read-only 'booking' lines (docs/features/
 * expenses.md "Words"): the approvers see the whole cost of the trip; nothing of them is paid back.
 */

/** The expense category code a company-paid booking is shown under. */
const CATEGORY_OF_SERVICE = { flight: 'AIR', hotel: 'HOTEL', insurance: 'OTHER' } as const;

interface Booking {
  txid: string;
  service: 'flight' | 'insurance' | 'hotel';
  name: string;
  totalPaise: number;
  currency: string;
  bookedOn: Date;
}

/** Flights still held or flown, insurance in force and hotel stays booked, billed to the company, of the report's trip. */
async function companyPaidBookings(ctx: HandlerContext, report: ReportRow): Promise<Booking[]> {
  const ofTrip = (t: typeof flightBookings | typeof insuranceBookings | typeof hotelBookings) => and(eq(t.corporateId, report.corporateId), eq(t.tripId, report.tripId), eq(t.paymentMode, 'company'));
  const flights = await ctx.tx
    .select({ txid: flightBookings.txid, totalPaise: flightBookings.totalPaise, currency: flightBookings.currency, bookedOn: flightBookings.bookedOn })
    .from(flightBookings)
    .where(and(ofTrip(flightBookings), inArray(flightBookings.status, ['pending', 'ticketed'])));
  const insurance = await ctx.tx
    .select({ txid: insuranceBookings.txid, name: insuranceBookings.planName, totalPaise: insuranceBookings.totalPaise, currency: insuranceBookings.currency, bookedOn: insuranceBookings.bookedOn })
    .from(insuranceBookings)
    .where(and(ofTrip(insuranceBookings), eq(insuranceBookings.status, 'confirmed')));
  const hotels = await ctx.tx
    .select({ txid: hotelBookings.txid, name: hotelBookings.hotelName, totalPaise: hotelBookings.totalPaise, currency: hotelBookings.currency, bookedOn: hotelBookings.bookedOn })
    .from(hotelBookings)
    .where(and(ofTrip(hotelBookings), inArray(hotelBookings.status, ['booked', 'confirmed'])));
  return [
    ...flights.map((f) => ({ ...f, service: 'flight' as const, name: 'Flight booking' })),
    ...insurance.map((i) => ({ ...i, service: 'insurance' as const })),
    ...hotels.map((h) => ({ ...h, service: 'hotel' as const })),
  ];
}

/** The report's booking lines become its trip's company-paid bookings now (at submission). */
export async function syncBookingLines(ctx: HandlerContext, report: ReportRow): Promise<void> {
  if (report.tripId === '') return;
  const bookings = (await companyPaidBookings(ctx, report)).filter((b) => hasReferenceRate(b.currency) && hasReferenceRate(report.currency));
  const stale = and(eq(expenseLines.reportId, report.id), eq(expenseLines.lineType, 'booking'));
  await ctx.tx.delete(expenseLines).where(bookings.length === 0 ? stale : and(stale, notInArray(expenseLines.bookingTxid, bookings.map((b) => b.txid))));
  if (bookings.length === 0) return;
  const categories = await ctx.tx
    .select({ id: expenseCategories.id, code: expenseCategories.code })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.corporateId, report.corporateId), inArray(expenseCategories.code, Object.values(CATEGORY_OF_SERVICE))));
  const categoryOf = (b: Booking) => categories.find((c) => c.code === CATEGORY_OF_SERVICE[b.service])?.id ?? '';
  await ctx.tx
    .insert(expenseLines)
    .values(
      bookings.map((b) => {
        const rate = referenceRate(b.currency, report.currency);
        const amount = BigInt(b.totalPaise);
        return {
          id: `booking-${b.txid}-${report.id}`,
          corporateId: report.corporateId,
          profileId: report.profileId,
          reportId: report.id,
          tripId: report.tripId,
          kind: 'travel' as const,
          lineType: 'booking' as const,
          categoryId: categoryOf(b),
          expenseDate: b.bookedOn.toISOString().slice(0, 10),
          merchant: b.name,
          currency: b.currency.toUpperCase(),
          amountMinor: amount,
          rate,
          baseCurrency: report.currency,
          baseMinor: convertAtRate(amount, rate),
          paymentMethod: 'company' as const,
          bookingTxid: b.txid,
          bookingService: b.service,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        };
      }),
    )
    .onConflictDoNothing();
}
