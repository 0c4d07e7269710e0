import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FlightInvoiceWire } from '../../../src/contract/flights/invoice';
import { TAX_COMPONENT_IDS, isBreakupTaxCode } from '../../../src/domain/flight-codes';
import type { FlightOffer, PaxType } from '../../../src/domain/flight-offer';
import { parseMinorUnits, minorUnitsToDecimal } from '../../../src/domain/money';
import { type BookingPurpose, mayAccessBooking } from '../../booking/read-access';
import type { HandlerContext } from '../../dispatch/types';
import { flightBookingTravellers, flightBookings } from '../../store/schema-flight-bookings';
import type { FlightBookingRow } from './booking-store';
import { airlinePnr, ticketNumber } from './ticketing';

/*
 * Who may read a flight booking, and the FlightInvoice it reads as (docs/product.md#records "Flight ticket";
 * src/contract/flights/invoice.ts). Fare components: 37–41 are the spec's (CGST, SGST, IGST, K3,
 * YR); base fare and the other taxes (YQ, IN) carry our own ids below. flightRecord holds the whole
 * booking: basefare and tax over every fare, total_amount what was charged (fares + extras −
 * promo), so the fare breakup's signed "discount" line is extras − promo and the lines add up.
 */

/** Our ids for the components the spec does not number. */
export const BASE_FARE_COMPONENT_ID = 1;
export const OTHER_TAX_COMPONENT_IDS: Readonly<Record<'YQ' | 'IN', number>> = { YQ: 2, IN: 3 };

const PAX_NAMES: Record<PaxType, string> = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' };

type TravellerRow = typeof flightBookingTravellers.$inferSelect;

/**
 * The booking when the caller may read it, or change it (server/booking/read-access.ts): the booker,
 * a traveller on it and its company's travel staff may do both; the company's finance and the
 * manager of its booker or a traveller may only read. Undefined otherwise, exactly as for an unknown
 * txid (no leak of other people's bookings).
 */
export async function loadFlightBookingForCaller(
  ctx: Pick<HandlerContext, 'tx' | 'session'>,
  txid: string,
  purpose: BookingPurpose,
): Promise<{ booking: FlightBookingRow; travellers: TravellerRow[] } | undefined> {
  const { session } = ctx;
  const [booking] = await ctx.tx
    .select()
    .from(flightBookings)
    .where(
      and(eq(flightBookings.txid, txid.trim().toUpperCase()), eq(flightBookings.corporateId, session.corporateid)),
    );
  if (!booking) return undefined;
  const travellers = await ctx.tx
    .select()
    .from(flightBookingTravellers)
    .where(
      and(eq(flightBookingTravellers.txid, booking.txid), eq(flightBookingTravellers.corporateId, booking.corporateId)),
    )
    .orderBy(asc(flightBookingTravellers.paxSno));
  const allowed = await mayAccessBooking(
    ctx,
    {
      corporateId: booking.corporateId,
      bookerProfileId: booking.profileId,
      travellerProfileIds: [booking.travellerProfileId ?? '', ...travellers.map((t) => t.profileId)],
    },
    purpose,
  );
  return allowed ? { booking, travellers } : undefined;
}

/** The paid booking that replaced a 'rescheduled' one ('' for any other). */
export async function replacementOf(ctx: HandlerContext, booking: FlightBookingRow): Promise<string> {
  if (booking.status !== 'rescheduled') return '';
  const [row] = await ctx.tx
    .select({ txid: flightBookings.txid })
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.corporateId, booking.corporateId),
        eq(flightBookings.refTxid, booking.txid),
        notInArray(flightBookings.status, ['paymentpending', 'expired']),
      ),
    );
  return row?.txid ?? '';
}

/** A domestic round trip books two offers (onward, return), each with segments of trip 1: the second is trip 2. */
function tripOf(booking: FlightBookingRow, offerIndex: number, segmentTrip: 1 | 2): 1 | 2 {
  if (booking.tripType === 'roundtrip' && booking.offers.length === 2) return offerIndex === 0 ? 1 : 2;
  return booking.tripType === 'multicity' ? 1 : segmentTrip;
}

/** '2h 45m' */
const duration = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;

/** Per traveller type, per component: the amount for all travellers of that type, over every booked fare. */
function fareCollection(offers: readonly FlightOffer[]) {
  const sums = new Map<string, bigint>();
  const add = (paxtype: string, id: number, amount: bigint) => {
    const key = `${paxtype}|${id}`;
    sums.set(key, (sums.get(key) ?? 0n) + amount);
  };
  for (const offer of offers)
    for (const pax of offer.fares[0]!.paxfares) {
      const count = BigInt(pax.count);
      add(pax.paxtype, BASE_FARE_COMPONENT_ID, parseMinorUnits(pax.basefare) * count);
      for (const tax of pax.taxes) {
        const id = isBreakupTaxCode(tax.code)
          ? TAX_COMPONENT_IDS[tax.code]
          : OTHER_TAX_COMPONENT_IDS[tax.code as 'YQ' | 'IN'];
        add(pax.paxtype, id, parseMinorUnits(tax.amount) * count);
      }
    }
  return [...sums.entries()].map(([key, amount]) => {
    const [paxtype, id] = key.split('|') as [PaxType, string];
    return { paxtype: PAX_NAMES[paxtype], fare_componentid: Number(id), amount: minorUnitsToDecimal(amount) };
  });
}

/** The FlightInvoice of a booking the caller may see. */
export function invoiceOf(
  booking: FlightBookingRow,
  travellers: readonly TravellerRow[],
  rescheduledTo = '',
): FlightInvoiceWire {
  const ticketed = booking.status === 'ticketed';
  // A cancelled traveller keeps their line, with their own status, and loses their tickets.
  const flying = travellers.filter((t) => t.status === 'booked');
  const refundPaise = travellers.reduce((sum, t) => sum + BigInt(t.refundPaise), 0n);
  const sectors = booking.offers.flatMap((offer, i) =>
    offer.segments.map((s) => ({ s, trip: tripOf(booking, i, s.tripnumber) })),
  );
  const trips = [...new Set(sectors.map((x) => x.trip))];
  const fares = booking.offers.map((o) => o.fares[0]!);
  const basePaise = fares.reduce((sum, f) => sum + parseMinorUnits(f.basefare), 0n);
  const taxPaise = fares.reduce((sum, f) => sum + f.taxes.reduce((t, x) => t + parseMinorUnits(x.amount), 0n), 0n);
  const carrierOfTrip = (trip: number) => sectors.find((x) => x.trip === trip)?.s.carrier ?? '';
  return {
    passengerRecords: trips.flatMap((trip) =>
      travellers.map((t) => ({
        title: t.title,
        first_name: t.firstName,
        last_name: t.lastName,
        trip_number: trip,
        paxid: String(t.paxSno),
        status: t.status === 'booked' ? booking.status : t.status,
        email: t.email,
      })),
    ),
    flightTickets: ticketed
      ? trips.flatMap((trip) =>
          flying.map((t) => ({
            trip_number: trip,
            paxid: String(t.paxSno),
            ticket_number: ticketNumber(booking.txid, carrierOfTrip(trip), trip, t.paxSno),
            airline_pnr: airlinePnr(booking.txid, trip),
          })),
        )
      : [],
    passengerssrrecords: booking.extras.map((line) => {
      const segment = booking.offers[line.selectedindex]?.segments.filter((s) => s.tripnumber === line.tripnumber)[
        line.segmentindex
      ];
      return {
        // The sector the extra is for ('BLR-DEL'): a traveller may have a meal on each leg.
        jtype: segment ? `${segment.origin}-${segment.destination}` : '',
        ssrtype: line.ssrtype,
        paxid: String(line.paxindex + 1),
        ssrname: line.name,
        ssrvalue: line.code,
      };
    }),
    passengerFareCollection: fareCollection(booking.offers),
    flightRecord: {
      booking_status: booking.status,
      cabinclass: fares[0]?.cabin ?? '',
      basefare: minorUnitsToDecimal(basePaise),
      tax: minorUnitsToDecimal(taxPaise),
      total_amount: minorUnitsToDecimal(BigInt(booking.totalPaise)),
      refund_amount: minorUnitsToDecimal(refundPaise),
      reftxid: booking.refTxid,
      rescheduledto: rescheduledTo,
    },
    sectorRecords: sectors.map(({ s, trip }) => ({
      txid: booking.txid,
      tripnumber: trip,
      carrier: `${s.carrier}-${s.carriername}`,
      flight_number: s.flightnumber,
      operatedby: s.operatedby,
      origin: s.origin,
      origin_fullname: s.originname,
      destination: s.destination,
      destination_fullname: s.destinationname,
      jdate: s.departure.slice(0, 10),
      arrdate: s.arrival.slice(0, 10),
      departure_time: s.departure.slice(11, 16),
      arrival_time: s.arrival.slice(11, 16),
      dep_terminal: s.depterminal,
      arr_terminal: s.arrterminal,
      journey_duration: duration(s.duration),
    })),
  };
}
