import { categoryForCountries, type TripCategory } from './insurance-prefill-category';
import { MAX_INSURANCE_PAX } from './insurance-query';

/*
 * A trip another page offers to insure (docs/features/insurance.md "Insure this trip"): the flight
 * e-ticket links to `/insurance?trip=startdate;enddate;noofpax[;domint;categorycode;countries]`, and
 * the search form opens with those filled in. Features never import each other, so this query
 * string is their whole contract.
 */

export interface InsurancePrefill {
  /** YYYY-MM-DD */
  startdate: string;
  /** YYYY-MM-DD, after startdate (the insurer refuses a cover that starts and ends on one day). */
  enddate: string;
  noofpax: number;
  /** Where the trip goes (src/domain/insurance-prefill-category.ts); null when its airports' countries are unknown. */
  category: TripCategory | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const nextDay = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const validDate = (text: string) => DATE.test(text) && !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime());

/**
 * The cover a trip needs: from its first departure to its last arrival (a day trip is covered to
 * the next day, since the insurer needs two different dates), for its travellers up to the most a
 * policy takes, in the category its airports' countries fall in. null when the dates are not readable.
 */
export function prefillForTrip(
  firstDeparture: string,
  lastArrival: string,
  travellers: number,
  airportCountries: readonly string[] = [],
): InsurancePrefill | null {
  const start = firstDeparture.slice(0, 10);
  const arrival = lastArrival.slice(0, 10);
  if (!validDate(start) || !validDate(arrival) || arrival < start) return null;
  const noofpax = Math.min(Math.max(travellers, 1), MAX_INSURANCE_PAX);
  const category = categoryForCountries(airportCountries);
  return { startdate: start, enddate: arrival > start ? arrival : nextDay(start), noofpax, category };
}

export function encodePrefill(p: InsurancePrefill): string {
  const dates = [p.startdate, p.enddate, String(p.noofpax)];
  const where = p.category ? [p.category.domint, p.category.categorycode, p.category.countries.join(',')] : [];
  return [...dates, ...where].join(';');
}

/** The category part of the query: exactly as encodePrefill writes it, else null. */
function decodeCategory(parts: string[]): TripCategory | null | undefined {
  if (parts.length === 0) return null;
  const [domint = '', categorycode = '', list = ''] = parts;
  const countries = list === '' ? [] : list.split(',');
  if (parts.length !== 3 || (domint !== 'domestic' && domint !== 'international')) return undefined;
  if (!/^[A-Z]{1,12}$/.test(categorycode) || !countries.every((c) => /^[A-Z]{2}$/.test(c))) return undefined;
  return { domint, categorycode, countries };
}

/** null for anything malformed: the search form then opens with its usual defaults. */
export function decodePrefill(text: unknown): InsurancePrefill | null {
  if (typeof text !== 'string') return null;
  const [startdate = '', enddate = '', count = '', ...rest] = text.split(';');
  const noofpax = Number(count);
  const category = decodeCategory(rest);
  if (category === undefined || !validDate(startdate) || !validDate(enddate) || enddate <= startdate) return null;
  if (!/^\d+$/.test(count) || noofpax < 1 || noofpax > MAX_INSURANCE_PAX) return null;
  return { startdate, enddate, noofpax, category };
}
