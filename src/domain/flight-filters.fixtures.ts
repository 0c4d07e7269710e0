import { summariseOffer, type OfferSummary } from '../contract/flights/search';
import type { FlightFare, FlightOffer } from './flight-offer';

/** Test offers: a direct or one-stop flight with one or more fares, cheapest first. */
export interface OfferSpec {
  key?: string;
  carrier?: string;
  carriername?: string;
  /** 'HH:mm' on 2026-12-01. */
  departs?: string;
  duration?: number;
  stops?: number;
  /** Totals of the fares (decimal strings), cheapest first. */
  fares?: string[];
  refundable?: 'Y' | 'N';
  checkin?: string;
}

const NAMES: Record<string, string> = { '6E': 'IndiGo', AI: 'Air India', UK: 'Vistara', SG: 'SpiceJet' };

function addMinutes(day: string, time: string, minutes: number): string {
  const at = new Date(`${day}T${time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16);
}

export function fare(totalfare: string, refundable: 'Y' | 'N' = 'N', checkin = '15 KG', n = 0): FlightFare {
  return {
    farekey: `F${n}-${totalfare}`,
    farelabel: n === 0 ? 'normal' : 'flexi',
    productname: n === 0 ? 'Saver' : 'Flexi',
    cabin: 'economy',
    fareclass: 'Y',
    currency: 'INR',
    basefare: totalfare,
    taxes: [],
    totalfare,
    paxfares: [],
    refundable,
    benefits: n === 0 ? [] : ['fmeal', 'fseat'],
    baggage: { checkin, cabin: '7 KG' },
    seatsleft: 9,
  };
}

export function offer(spec: OfferSpec = {}): FlightOffer {
  const carrier = spec.carrier ?? '6E';
  const departure = `2026-12-01T${spec.departs ?? '09:00'}`;
  const duration = spec.duration ?? 150;
  const segment = {
    tripnumber: 1 as const,
    carrier,
    carriername: spec.carriername ?? NAMES[carrier] ?? carrier,
    flightnumber: '101',
    origin: 'BLR',
    originname: 'Kempegowda International Airport',
    origincity: 'Bengaluru',
    destination: 'DEL',
    destinationname: 'Indira Gandhi International Airport',
    destinationcity: 'New Delhi',
    departure,
    arrival: addMinutes('2026-12-01', spec.departs ?? '09:00', duration),
    duration,
    depterminal: '1',
    arrterminal: '3',
    operatedby: '',
    equipment: '320',
    layover: 0,
  };
  const totals = spec.fares ?? ['5000.00'];
  return {
    flightkey: spec.key ?? `${carrier}-${spec.departs ?? '09:00'}-${totals[0]}`,
    supplier: 'SANDBOX',
    domint: 'domestic',
    segments: [segment],
    stops: spec.stops ?? 0,
    totalduration: duration,
    fares: totals.map((t, n) => fare(t, n === 0 ? (spec.refundable ?? 'N') : 'Y', spec.checkin ?? '15 KG', n)),
  };
}

/** The same offer as QUEUERESULTS lists it (a summary). */
export const summary = (spec: OfferSpec = {}): OfferSummary => summariseOffer(offer(spec));
