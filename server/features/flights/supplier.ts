import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import type { FareExtras } from '../../../src/domain/flight-extras';
import type { Cabin, FareFamily, FareRule, FlightOffer } from '../../../src/domain/flight-offer';
import type {
  SupplierCancel,
  SupplierChange,
  SupplierHold,
  SupplierPrice,
  SupplierRefusal,
  SupplierSearch,
  SupplierTicket,
} from '../../booking/supplier';
import type { Executor } from '../../store/db';
import { type AirportMap, loadAirports } from '../../suppliers/airline/airports';
import { type Alternates, alternateOffers } from '../../suppliers/airline/alternates';
import { type CalendarDay, fareCalendar } from '../../suppliers/airline/calendar';
import { flightIdOf, heldSeatsOnFlights, loadExtrasCatalogue } from '../../suppliers/airline/extras';
import { findFlight, findOffer } from '../../suppliers/airline/find';
import { utcOffsetMinutes } from '../../suppliers/airline/geo';
import { type DecodedKey, decodeKey, fareKey } from '../../suppliers/airline/keys';
import type { PaxCounts } from '../../suppliers/airline/offers';
import {
  cancellationPenaltyRupees,
  changePenaltyRupees,
  fareRules,
  penaltyWindow,
  penaltyWindowText,
} from '../../suppliers/airline/rules';
import { type Domint, type SearchLists, checkRequest, runSearch } from '../../suppliers/airline/run';
import { supplierFails, ticketStaysPending } from '../../suppliers/airline/scenarios';
import { type CabinLayout, layoutFor } from '../../suppliers/airline/seatmap';
import { cancellationDelayMs, ticketingDelayMs } from './sandbox-delays';

/*
 * The airline the flight feature books with, as the lifecycle's steps (server/booking/supplier.ts)
 * typed with flights, plus what only an airline has (keys, seat maps, fare calendars, local times).
 * The feature reaches its airline only through `flightSupplier()`: the sandbox airline
 * (server/suppliers/airline/) unless the composition root chose another (buildApp's `suppliers`).
 */

export type { Alternates, CabinLayout, CalendarDay, DecodedKey, SearchLists };

/** A search the airline accepted: its airports and whether it is domestic. */
export interface StartedSearch {
  places: AirportMap;
  domint: Domint;
}

/** A flight or fare key priced for these travellers on `today`; `atBooking` prices as booking would. */
export interface FlightChoice {
  flightkey: string;
  pax: PaxCounts;
  today: string;
  atBooking?: boolean;
}

/** The fare a penalty or fee is asked for: its family on a domestic or international sector. */
export interface FareOnSector {
  farelabel: FareFamily;
  domestic: boolean;
}

/** A fare rule's answer in the window `hoursBefore` falls in: rupees per traveller, null when not allowed. */
export interface RulePenalty {
  window: string;
  rupees: number | null;
}

export interface FlightSupplier {
  search: SupplierSearch<FlightSearchRequest, StartedSearch, SearchLists> & {
    /** The lowest one-adult fare per day of `month` (FARECALENDAR). */
    calendar(
      db: Executor,
      q: { origin: string; destination: string; month: string; cabin: Cabin; today: string },
    ): Promise<CalendarDay[] | SupplierRefusal>;
    /** The day's one-adult offers cheaper than `belowPaise` (all without it), cheapest first (GETALTERNATEOPTIONS). */
    alternates(
      db: Executor,
      q: { origin: string; destination: string; jdate: string; cabin: Cabin; today: string; belowPaise: bigint | null },
    ): Promise<Alternates | SupplierRefusal>;
    /** The fare rules of every fare of a flight (GETFARERULES); null when the airline does not fly it. */
    fareRules(db: Executor, flightkey: string): Promise<FareRule[] | null>;
  };
  price: SupplierPrice<FlightChoice, FlightOffer | null> & {
    /** The extras catalogue of one fare of a priced offer at `now`; null when the offer does not sell that fare. */
    extras(db: Executor, offer: FlightOffer, farekey: string, now: Date): Promise<FareExtras | null>;
    /** The seat map's columns and exit rows of an aircraft's cabin. */
    seatLayout(equipment: string, cabin: Cabin): CabinLayout;
  };
  /** The airline's flight and fare keys. */
  keys: { decode(key: string): DecodedKey | null; fareKey(flightkey: string, family: FareFamily): string };
  /** Seats, held on one flight ('AI.401.2026-03-20T06:00') whatever the fare. */
  hold: SupplierHold<{ carrier: string; flightnumber: string; departure: string }>;
  ticket: SupplierTicket<readonly FlightOffer[]>;
  cancel: SupplierCancel<FareOnSector, RulePenalty>;
  change: SupplierChange<FareOnSector, RulePenalty>;
  /** Turns the airline's local departure times at these airports into instants (epoch ms). */
  departureClock(
    db: Executor,
    airports: readonly string[],
  ): Promise<(origin: string, localDeparture: string) => number>;
}

/** India's offset when an airport is not in the dataset: every sandbox route starts or ends there. */
const FALLBACK_OFFSET_MINUTES = 330;

/** The two ends of a route, refused by field when unknown, or as down on the failure scenario route. */
async function routeOf(db: Executor, origin: string, destination: string): Promise<AirportMap | SupplierRefusal> {
  const places = await loadAirports(db, [origin, destination]);
  if (!places.has(origin)) return { problem: `origin: ${origin} is not a known airport` };
  if (!places.has(destination)) return { problem: `destination: ${destination} is not a known airport` };
  if (supplierFails(origin, destination)) return { supplierDown: true };
  return places;
}

const isRefusal = (x: object): x is SupplierRefusal => 'problem' in x || 'supplierDown' in x;

const rule =
  (rupees: (label: FareFamily, domestic: boolean, window: 0 | 1 | 2) => number | null) =>
  (fare: FareOnSector, hoursBefore: number): RulePenalty => {
    const window = penaltyWindow(hoursBefore);
    return { window: penaltyWindowText(window), rupees: rupees(fare.farelabel, fare.domestic, window) };
  };

/** The sandbox airline (docs/sandbox-airline.md): every step delegates to server/suppliers/airline/. */
export const sandboxAirline: FlightSupplier = {
  search: {
    start: (db, request) => checkRequest(db, request),
    results: async (_db, started, request, pricedOn) => runSearch(started.places, started.domint, request, pricedOn),
    async calendar(db, q) {
      const places = await routeOf(db, q.origin, q.destination);
      if (isRefusal(places)) return places;
      return fareCalendar(places, q.origin, q.destination, q.month, q.cabin, q.today);
    },
    async alternates(db, q) {
      const places = await routeOf(db, q.origin, q.destination);
      if (isRefusal(places)) return places;
      return alternateOffers(places, q.origin, q.destination, q.jdate, q.cabin, q.today, q.belowPaise);
    },
    async fareRules(db, flightkey) {
      const flight = await findFlight(db, flightkey);
      return flight ? fareRules(flight) : null;
    },
  },
  price: {
    price: (db, c) => findOffer(db, c.flightkey, { pax: c.pax, today: c.today }, c.atBooking ?? false),
    extras: loadExtrasCatalogue,
    seatLayout: layoutFor,
  },
  keys: { decode: decodeKey, fareKey },
  hold: { holdIdOf: flightIdOf, held: heldSeatsOnFlights },
  ticket: {
    // Asynchronous, after a delay; the scenario route's trips are never ticketed.
    dueAt(offers, paidAt) {
      for (const offer of offers)
        for (const trip of [1, 2] as const) {
          const segs = offer.segments.filter((s) => s.tripnumber === trip);
          if (segs.length > 0 && ticketStaysPending(segs[0]!.origin, segs[segs.length - 1]!.destination)) return null;
        }
      return new Date(paidAt.getTime() + ticketingDelayMs());
    },
  },
  cancel: {
    penalty: rule(cancellationPenaltyRupees),
    dueAt: (requestedAt) => new Date(requestedAt.getTime() + cancellationDelayMs()),
  },
  change: { fee: rule(changePenaltyRupees) },
  async departureClock(db, airports) {
    const places = await loadAirports(db, airports);
    return (origin, localDeparture) => {
      const place = places.get(origin);
      const offset = place ? utcOffsetMinutes(place) : FALLBACK_OFFSET_MINUTES;
      return Date.parse(`${localDeparture}:00Z`) - offset * 60_000;
    };
  },
};

let chosen: FlightSupplier = sandboxAirline;

/** The airline the flight feature uses now: the sandbox until the composition root picks one. */
export const flightSupplier = (): FlightSupplier => chosen;

/** Only the composition root calls this (server/features/suppliers.ts, from buildApp). */
export function chooseFlightSupplier(supplier: FlightSupplier): void {
  chosen = supplier;
}
