/**
 * The `fs` query string of the flight results pages (docs/product.md#screens-and-routes routes under /flights), semicolon
 * separated: `triptype;domint;cabin;adults;children;infants;` then per sector
 * `origin;destination;jdate`, e.g. /flights/rt-search?fs=roundtrip;domestic;economy;2;1;0;BLR;DEL;2026-12-01;DEL;BLR;2026-12-05
 * - triptype 'oneway' | 'roundtrip' | 'multicity'; domint 'domestic' | 'international';
 *   cabin 'economy' | 'premiumeconomy' | 'business' | 'first';
 * - adults 1–9, children 0–8, adults + children at most 9, infants at most adults;
 * - sectors: one (oneway), two (roundtrip: the second the first reversed), 2–5 (multicity);
 *   airports are three-letter IATA codes, dates YYYY-MM-DD, never earlier than the sector before.
 * The route names the kind of search: oneway-search, rt-search (domestic round trip: separate
 * onward and return lists), intl-rt-search (international round trip: combined offers),
 * multi-search. The decoder answers null for anything malformed, so a hand-edited link lands back
 * on /flights instead of a broken screen.
 */
import { CABINS, TRIP_TYPES, type Cabin, type TripType } from '../../../domain/flight-offer';

export { CABINS, TRIP_TYPES, type Cabin, type TripType };
export type Domint = 'domestic' | 'international';

export interface FlightSector {
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  jdate: string;
}

/** The search as the URL carries it: the airline's FlightSearchRequest (its domint is our guess). */
export interface FlightSearchQuery {
  triptype: TripType;
  domint: Domint;
  cabin: Cabin;
  adults: number;
  children: number;
  infants: number;
  sectors: FlightSector[];
}

export const MAX_TRAVELLERS = 9;
export const MAX_MULTI_SECTORS = 5;

export const RESULT_ROUTES = {
  oneway: '/flights/oneway-search',
  roundtrip: '/flights/rt-search',
  intlRoundtrip: '/flights/intl-rt-search',
  multicity: '/flights/multi-search',
} as const;
export type ResultRoute = (typeof RESULT_ROUTES)[keyof typeof RESULT_ROUTES];

export function resultRouteFor(q: Pick<FlightSearchQuery, 'triptype' | 'domint'>): ResultRoute {
  if (q.triptype === 'oneway') return RESULT_ROUTES.oneway;
  if (q.triptype === 'multicity') return RESULT_ROUTES.multicity;
  return q.domint === 'domestic' ? RESULT_ROUTES.roundtrip : RESULT_ROUTES.intlRoundtrip;
}

export function encodeFlightQuery(q: FlightSearchQuery): string {
  const head = [q.triptype, q.domint, q.cabin, String(q.adults), String(q.children), String(q.infants)];
  return [...head, ...q.sectors.flatMap((s) => [s.origin, s.destination, s.jdate])].join(';');
}

const CODE = /^[A-Z]{3}$/;
const WHOLE = /^\d$/;

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function sectorCountFits(triptype: TripType, count: number): boolean {
  if (triptype === 'oneway') return count === 1;
  if (triptype === 'roundtrip') return count === 2;
  return count >= 2 && count <= MAX_MULTI_SECTORS;
}

function sectorsFit(q: FlightSearchQuery): boolean {
  if (!sectorCountFits(q.triptype, q.sectors.length)) return false;
  const valid = q.sectors.every(
    (s, i) =>
      CODE.test(s.origin) &&
      CODE.test(s.destination) &&
      s.origin !== s.destination &&
      isDay(s.jdate) &&
      (i === 0 || s.jdate >= q.sectors[i - 1]!.jdate),
  );
  if (!valid || q.triptype !== 'roundtrip') return valid;
  const [onward, back] = q.sectors as [FlightSector, FlightSector];
  return back.origin === onward.destination && back.destination === onward.origin;
}

export function passengersFit(q: Pick<FlightSearchQuery, 'adults' | 'children' | 'infants'>): boolean {
  return q.adults >= 1 && q.adults + q.children <= MAX_TRAVELLERS && q.infants <= q.adults;
}

export function decodeFlightQuery(text: string | undefined): FlightSearchQuery | null {
  const parts = (text ?? '').split(';');
  const [triptype, domint, cabin, adults, children, infants, ...rest] = parts;
  if (!TRIP_TYPES.includes(triptype as TripType) || !CABINS.includes(cabin as Cabin)) return null;
  if (domint !== 'domestic' && domint !== 'international') return null;
  if (![adults, children, infants].every((n) => n !== undefined && WHOLE.test(n))) return null;
  if (rest.length === 0 || rest.length % 3 !== 0) return null;
  const sectors: FlightSector[] = [];
  for (let i = 0; i < rest.length; i += 3)
    sectors.push({ origin: rest[i]!, destination: rest[i + 1]!, jdate: rest[i + 2]! });
  const query: FlightSearchQuery = {
    triptype: triptype as TripType,
    domint,
    cabin: cabin as Cabin,
    adults: Number(adults),
    children: Number(children),
    infants: Number(infants),
    sectors,
  };
  return passengersFit(query) && sectorsFit(query) ? query : null;
}

/** The query of one results route: malformed, or a search that belongs on another route, is null. */
export function decodeQueryFor(route: ResultRoute, text: string | undefined): FlightSearchQuery | null {
  const query = decodeFlightQuery(text);
  return query && resultRouteFor(query) === route ? query : null;
}
