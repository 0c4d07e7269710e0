import type { AirportValue } from '../../components/AirportField';
import {
  MAX_MULTI_SECTORS,
  MAX_TRAVELLERS,
  type Cabin,
  type Domint,
  type FlightSearchQuery,
  type TripType,
} from './flight-query';

/**
 * An airport chosen in the form (the AirportField's value): its code, and its country to tell
 * domestic from international ('' when not known: an airport read back from a link).
 */
export type AirportPick = AirportValue & { countrycode: string };

export interface SectorValues {
  origin: AirportPick | null;
  destination: AirportPick | null;
  /** YYYY-MM-DD, '' unset. */
  jdate: string;
}

/** The flight search form. One-way and round trip use the first sector; round trip adds returndate. */
export interface FlightSearchValues {
  triptype: TripType;
  sectors: SectorValues[];
  returndate: string;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
  /** The kind of a search read back from a link, for airports whose country is not known. */
  domint: Domint;
}

export interface SearchProblem {
  /** Which control: 'origin-0', 'destination-0', 'jdate-0', 'returndate', 'children', 'infants'. */
  field: string;
  message: string;
}

export const HOME_COUNTRY = 'IN';
export const MIN_MULTI_SECTORS = 2;

const emptySector = (): SectorValues => ({ origin: null, destination: null, jdate: '' });

export function defaultFlightValues(): FlightSearchValues {
  return {
    triptype: 'oneway',
    sectors: [emptySector()],
    returndate: '',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'economy',
    domint: 'domestic',
  };
}

/** Multi-city needs two sectors at least; the others use the first only. */
export function withTripType(values: FlightSearchValues, triptype: TripType): FlightSearchValues {
  let next = { ...values, triptype, sectors: values.sectors.slice(0, triptype === 'multicity' ? undefined : 1) };
  while (next.sectors.length < (triptype === 'multicity' ? MIN_MULTI_SECTORS : 1)) next = addSector(next);
  return next;
}

export function addSector(values: FlightSearchValues): FlightSearchValues {
  if (values.sectors.length >= MAX_MULTI_SECTORS) return values;
  // The next leg usually leaves from where the last one arrives.
  const last = values.sectors[values.sectors.length - 1];
  return { ...values, sectors: [...values.sectors, { ...emptySector(), origin: last?.destination ?? null }] };
}

/** A changed sector; a new destination also becomes the next sector's origin while that is empty. */
export function withSector(values: FlightSearchValues, index: number, sector: SectorValues): FlightSearchValues {
  const sectors = values.sectors.map((s, i) => (i === index ? sector : s));
  const next = sectors[index + 1];
  if (next && !next.origin && sector.destination) sectors[index + 1] = { ...next, origin: sector.destination };
  return { ...values, sectors };
}

export function removeSector(values: FlightSearchValues, index: number): FlightSearchValues {
  if (values.sectors.length <= MIN_MULTI_SECTORS) return values;
  return { ...values, sectors: values.sectors.filter((_, i) => i !== index) };
}

export function swapAirports(values: FlightSearchValues, index: number): FlightSearchValues {
  const sectors = values.sectors.map((s, i) =>
    i === index ? { ...s, origin: s.destination, destination: s.origin } : s,
  );
  return { ...values, sectors };
}

/** "Sector 2 origin" on multi-city, "Origin" otherwise: every message names its field. */
function fieldName(values: FlightSearchValues, index: number, name: string): string {
  return values.triptype === 'multicity' ? `Sector ${index + 1} ${name.toLowerCase()}` : name;
}

function sectorProblems(values: FlightSearchValues, today: string): SearchProblem[] {
  const problems: SearchProblem[] = [];
  values.sectors.forEach((s, i) => {
    const name = (n: string) => fieldName(values, i, n);
    if (!s.origin) problems.push({ field: `origin-${i}`, message: `${name('From')}: please select an airport` });
    if (!s.destination)
      problems.push({ field: `destination-${i}`, message: `${name('To')}: please select an airport` });
    else if (s.origin?.code === s.destination.code)
      problems.push({ field: `destination-${i}`, message: `${name('To')}: must differ from the origin` });
    if (!s.jdate) problems.push({ field: `jdate-${i}`, message: `${name('Departure date')}: please select a date` });
    else if (s.jdate < today)
      problems.push({ field: `jdate-${i}`, message: `${name('Departure date')}: cannot be before today` });
    else if (i > 0 && values.sectors[i - 1]!.jdate > s.jdate)
      problems.push({ field: `jdate-${i}`, message: `${name('Departure date')}: cannot be before sector ${i}'s date` });
  });
  return problems;
}

/** Every problem of the form, in the order of the fields; empty when it can search. */
export function searchProblems(values: FlightSearchValues, today: string): SearchProblem[] {
  const problems = sectorProblems(values, today);
  const onward = values.sectors[0]?.jdate ?? '';
  if (values.triptype === 'roundtrip') {
    if (!values.returndate) problems.push({ field: 'returndate', message: 'Return date: please select a date' });
    else if (onward && values.returndate < onward)
      problems.push({ field: 'returndate', message: 'Return date: cannot be before the departure date' });
  }
  if (values.adults + values.children > MAX_TRAVELLERS)
    problems.push({ field: 'children', message: `Children: adults and children together at most ${MAX_TRAVELLERS}` });
  if (values.infants > values.adults)
    problems.push({ field: 'infants', message: 'Infants: cannot be more than adults' });
  return problems;
}

/** Domestic when every airport is in the home country; a link's own kind when some are unknown. */
export function domintOf(values: FlightSearchValues): Domint {
  const countries = values.sectors.flatMap((s) => [s.origin?.countrycode ?? '', s.destination?.countrycode ?? '']);
  if (countries.some((c) => c !== '' && c !== HOME_COUNTRY)) return 'international';
  return countries.every((c) => c === HOME_COUNTRY) ? 'domestic' : values.domint;
}

/** The URL's search of a valid form; a round trip's return sector is the onward one reversed. */
export function toFlightQuery(values: FlightSearchValues): FlightSearchQuery {
  const sectors = values.sectors.map((s) => ({ origin: s.origin!.code, destination: s.destination!.code, jdate: s.jdate }));
  const [onward] = sectors;
  const legs =
    values.triptype === 'roundtrip' && onward
      ? [onward, { origin: onward.destination, destination: onward.origin, jdate: values.returndate }]
      : sectors;
  const { triptype, cabin, adults, children, infants } = values;
  return { triptype, domint: domintOf(values), cabin, adults, children, infants, sectors: legs };
}

/** The form again from a search (the results page's modify-search form). */
export function fromFlightQuery(query: FlightSearchQuery): FlightSearchValues {
  const known = query.domint === 'domestic' ? HOME_COUNTRY : '';
  const pick = (code: string): AirportPick => ({ code, countrycode: known });
  const legs = query.triptype === 'roundtrip' ? query.sectors.slice(0, 1) : query.sectors;
  return {
    triptype: query.triptype,
    sectors: legs.map((s) => ({ origin: pick(s.origin), destination: pick(s.destination), jdate: s.jdate })),
    returndate: query.triptype === 'roundtrip' ? (query.sectors[1]?.jdate ?? '') : '',
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    cabin: query.cabin,
    domint: query.domint,
  };
}
