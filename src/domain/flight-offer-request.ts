import * as v from 'valibot';
import { calendarDate } from '../contract/calendar-date';
import { CABINS, TRIP_TYPES } from './flight-offer';

/*
 * FlightSearchRequest, the jsondata of TGFS SEARCHFLIGHTS(MULTI) (src/contract/flights/search.ts
 * re-exports it). Every message names its field; checks against today and the airports table are
 * the server's.
 */

export const FLIGHT_MAX_PAX = 9;
export const FLIGHT_MAX_SECTORS = 6;

/** A 3-letter IATA airport code field, upper-cased. */
export const iataField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, `${name} must be a 3-letter IATA airport code`),
  );
const isoDay = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`), calendarDate(name));
/** A whole number, also when written as a string ("3"), since page queries carry strings. */
const count = (name: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/))], `${name} must be a whole number`),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

export const FlightSectorSchema = v.pipe(
  v.object({ origin: iataField('origin'), destination: iataField('destination'), jdate: isoDay('jdate') }),
  v.forward(
    v.check((s) => s.origin !== s.destination, 'destination must differ from origin'),
    ['destination'],
  ),
);
export type FlightSector = v.InferOutput<typeof FlightSectorSchema>;

type SearchShape = { triptype: string; adults: number; children: number; infants: number; sectors: FlightSector[] };
const sectorCountFits = <T extends SearchShape>(r: T) =>
  r.triptype === 'oneway'
    ? r.sectors.length === 1
    : r.triptype === 'roundtrip'
      ? r.sectors.length === 2
      : r.sectors.length >= 2;
const returnMirrorsOnward = <T extends SearchShape>(r: T) =>
  r.triptype !== 'roundtrip' ||
  (r.sectors[1]?.origin === r.sectors[0]?.destination && r.sectors[1]?.destination === r.sectors[0]?.origin);
const datesInOrder = <T extends SearchShape>(r: T) =>
  r.sectors.every((s, i) => i === 0 || s.jdate >= r.sectors[i - 1]!.jdate);

/** FlightSearchRequest: the search's jsondata. A round trip's sectors are onward then return. */
export const FlightSearchRequestSchema = v.pipe(
  v.object(
    {
      triptype: v.picklist(TRIP_TYPES, "triptype must be 'oneway', 'roundtrip' or 'multicity'"),
      /** The page's guess; the server decides from the airports' countries. */
      domint: v.optional(
        v.picklist(['domestic', 'international'], "domint must be 'domestic' or 'international'"),
        'domestic',
      ),
      cabin: v.optional(
        v.picklist(CABINS, "cabin must be 'economy', 'premiumeconomy', 'business' or 'first'"),
        'economy',
      ),
      adults: count('adults', 1, FLIGHT_MAX_PAX),
      children: v.optional(count('children', 0, FLIGHT_MAX_PAX - 1), 0),
      infants: v.optional(count('infants', 0, FLIGHT_MAX_PAX), 0),
      sectors: v.pipe(
        v.array(FlightSectorSchema, 'sectors must be a list of {origin, destination, jdate}'),
        v.minLength(1, 'sectors needs at least one sector'),
        v.maxLength(FLIGHT_MAX_SECTORS, `sectors: at most ${FLIGHT_MAX_SECTORS}`),
      ),
    },
    'jsondata must be a FlightSearchRequest object',
  ),
  v.forward(
    v.check((r) => r.infants <= r.adults, 'infants must not outnumber adults'),
    ['infants'],
  ),
  v.forward(
    v.check((r) => r.adults + r.children <= FLIGHT_MAX_PAX, `adults and children together: at most ${FLIGHT_MAX_PAX}`),
    ['children'],
  ),
  v.forward(v.check(sectorCountFits, 'sectors: one for oneway, two for roundtrip, two or more for multicity'), [
    'sectors',
  ]),
  v.forward(v.check(returnMirrorsOnward, 'sectors: the return must fly back from destination to origin'), ['sectors']),
  v.forward(v.check(datesInOrder, 'sectors: each jdate must not be before the previous sector’s'), ['sectors']),
);
export type FlightSearchRequest = v.InferOutput<typeof FlightSearchRequestSchema>;
export type FlightSearchRequestInput = v.InferInput<typeof FlightSearchRequestSchema>;
