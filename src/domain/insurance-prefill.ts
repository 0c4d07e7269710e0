import { MAX_INSURANCE_PAX } from './insurance-query';

/*
 * A trip another page offers to insure (docs/features/insurance.md "Insure this trip"): the flight
 * e-ticket links to `/insurance?trip=startdate;enddate;noofpax`, and the search form opens with
 * those filled in. Features never import each other, so this query string is their whole contract.
 */

export interface InsurancePrefill {
  /** YYYY-MM-DD */
  startdate: string;
  /** YYYY-MM-DD, after startdate (the insurer refuses a cover that starts and ends on one day). */
  enddate: string;
  noofpax: number;
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
 * policy takes. null when the dates are not readable.
 */
export function prefillForTrip(
  firstDeparture: string,
  lastArrival: string,
  travellers: number,
): InsurancePrefill | null {
  const start = firstDeparture.slice(0, 10);
  const arrival = lastArrival.slice(0, 10);
  if (!validDate(start) || !validDate(arrival) || arrival < start) return null;
  const noofpax = Math.min(Math.max(travellers, 1), MAX_INSURANCE_PAX);
  return { startdate: start, enddate: arrival > start ? arrival : nextDay(start), noofpax };
}

export function encodePrefill(p: InsurancePrefill): string {
  return [p.startdate, p.enddate, String(p.noofpax)].join(';');
}

/** null for anything malformed: the search form then opens with its usual defaults. */
export function decodePrefill(text: unknown): InsurancePrefill | null {
  if (typeof text !== 'string') return null;
  const [startdate = '', enddate = '', count = '', ...rest] = text.split(';');
  const noofpax = Number(count);
  if (rest.length > 0 || !validDate(startdate) || !validDate(enddate) || enddate <= startdate) return null;
  if (!/^\d+$/.test(count) || noofpax < 1 || noofpax > MAX_INSURANCE_PAX) return null;
  return { startdate, enddate, noofpax };
}
