import type { GstCharge, GstInvoiceFacts } from '../../../src/domain/gst-invoice';
import { stateOfGstin } from '../../../src/domain/gst-invoice';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import { parseMinorUnits } from '../../../src/domain/money';
import type { Session } from '../../auth/sessions';
import { gstPlace } from '../../booking/gst-place';
import type { Tx } from '../../store/db';
import type { FlightBookingRow } from './booking-store';
import { loadFlightBookingForCaller } from './eticket-data';
import { AIR_TRAVEL_SAC, SANDBOX_AIRLINE, airportState } from './invoice-parties';
import { routeOf } from './route';

/*
 * A flight booking's GST invoice facts (docs/features/gst-invoice.md), from the fares stored at
 * booking. K3 is the GST the airline collected on base fare + fuel surcharge (YQ), at 5 % in economy
 * and 12 % in other cabins; on a journey starting abroad the airline's IGST is 18 % on its YR fee.
 * Every other tax (airport fees, a YR not taxed) is passed on as a non-taxable charge; extras and
 * the promo discount close the gap to what was charged, so the lines add up to it exactly.
 */

const CANCELLED: readonly FlightBookingRow['status'][] = ['canxprocessing', 'cancelled', 'refunded'];

const rateOf = (cabin: string) => (cabin === 'economy' ? 5 : 12);

/** The charges of one booked fare, per traveller type times their count. */
function fareCharges(offer: FlightOffer): GstCharge[] {
  const fare = offer.fares[0]!;
  return fare.paxfares.flatMap((pax) => {
    const count = BigInt(pax.count);
    const tax = (code: string) =>
      pax.taxes.filter((t) => t.code === code).reduce((sum, t) => sum + parseMinorUnits(t.amount), 0n) * count;
    const base = parseMinorUnits(pax.basefare) * count;
    const [k3, igst, yq, yr] = [tax('K3'), tax('IGST'), tax('YQ'), tax('YR')];
    const fees = pax.taxes.reduce((sum, t) => sum + parseMinorUnits(t.amount), 0n) * count - k3 - igst - yq - yr;
    const airportFees: GstCharge = { kind: 'other', label: 'Airport fees and other taxes', amount: fees };
    if (k3 > 0n)
      return [
        {
          kind: 'taxable',
          label: 'Air fare and fuel surcharge',
          value: base + yq,
          gst: k3,
          ratePct: rateOf(fare.cabin),
        },
        { kind: 'other', label: 'Carrier-imposed fee (YR)', amount: yr },
        airportFees,
      ];
    if (igst > 0n)
      return [
        { kind: 'taxable', label: 'Carrier-imposed fee (YR)', value: yr, gst: igst, ratePct: 18 },
        { kind: 'other', label: 'Air fare (journey starting outside India)', amount: base + yq },
        airportFees,
      ];
    return [{ kind: 'other', label: 'Air fare (outside Indian GST)', amount: base + yq + yr }, airportFees];
  });
}

/** One line per description and rate: a round trip or several travellers read as one supply. */
function merged(charges: readonly GstCharge[]): GstCharge[] {
  const out: GstCharge[] = [];
  for (const c of charges) {
    const same = out.find(
      (o) =>
        o.kind === c.kind &&
        o.label === c.label &&
        (o.kind === 'other' || (c.kind === 'taxable' && o.ratePct === c.ratePct)),
    );
    if (!same) out.push({ ...c });
    else if (same.kind === 'other' && c.kind === 'other') same.amount += c.amount;
    else if (same.kind === 'taxable' && c.kind === 'taxable') {
      same.value += c.value;
      same.gst += c.gst;
    }
  }
  return out;
}

function chargesOf(booking: FlightBookingRow): GstCharge[] {
  const fares = merged(booking.offers.flatMap(fareCharges));
  const extras = BigInt(booking.extrasPaise);
  const counted = fares.reduce((sum, c) => sum + (c.kind === 'other' ? c.amount : c.value + c.gst), 0n) + extras;
  // The promo discount (negative), or anything else between the fares and what was charged.
  const rest = BigInt(booking.totalPaise) - counted;
  return [
    ...fares,
    { kind: 'other', label: 'Seats, meals and baggage (as priced by the airline)', amount: extras },
    { kind: 'other', label: rest < 0n ? 'Discount' : 'Other charges', amount: rest },
  ];
}

/** The booking's invoice facts when the caller may see it; 'unpaid' before payment. */
export async function flightInvoiceFacts(
  tx: Tx,
  session: Session,
  txid: string,
): Promise<GstInvoiceFacts | 'unpaid' | undefined> {
  const found = await loadFlightBookingForCaller({ tx, session }, txid, 'read');
  if (!found) return undefined;
  const { booking, travellers } = found;
  if (!booking.paidAt) return 'unpaid';
  const request = booking.request as { gstin?: string; gstcompanyname?: string; gstaddress?: string };
  const lead = travellers[0];
  const gstin = request.gstin ?? '';
  const customer = gstin
    ? {
        name: request.gstcompanyname || `${lead?.firstName ?? ''} ${lead?.lastName ?? ''}`.trim(),
        address: request.gstaddress ?? '',
        gstin,
      }
    : { name: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '', address: '', gstin: '' };
  const origin = booking.offers[0]?.segments[0];
  // Registered customer: their state. Otherwise where the journey embarks, else the airline's state.
  const place = gstin
    ? stateOfGstin(gstin)
    : (airportState(origin?.origin ?? '') ?? stateOfGstin(SANDBOX_AIRLINE.gstin));
  return {
    product: 'flight',
    txid: booking.txid,
    paidAt: booking.paidAt,
    currency: booking.currency,
    supplier: SANDBOX_AIRLINE,
    customer,
    placeOfSupply: gstPlace(place),
    sac: AIR_TRAVEL_SAC,
    description: `Air travel ${routeOf(booking)}${origin ? `, departing ${origin.departure.slice(0, 10)}` : ''}`,
    charges: chargesOf(booking),
    total: BigInt(booking.totalPaise),
    cancelled: CANCELLED.includes(booking.status),
  };
}
