/*
 * Flight traveller checks shared by the booking form and the server (FlightTravellerSchema,
 * docs/features/flights-booking.md). Messages follow the insurance booking's per-traveller wording and order
 * (docs/product.md#validation-rules): title, first name, last name, gender, date of birth, passport number. A domestic
 * adult may leave the date of birth empty; children, infants and international travellers may not.
 */

export const FLIGHT_TITLES = ['Mr', 'Mrs', 'Ms', 'Mstr', 'Miss'] as const;
export const FLIGHT_GENDERS = ['male', 'female'] as const;
export type FlightDomInt = 'domestic' | 'international';

const filled = (s: unknown) => typeof s === 'string' && s.trim() !== '';
const isDate = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.trim());

/** The first message that applies to traveller n (1-based), in the spec's order; null when fine. */
export function flightTravellerProblem(raw: unknown, n: number, domint: FlightDomInt): string | null {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!(FLIGHT_TITLES as readonly unknown[]).includes(p.title)) return `Please select traveller ${n} title`;
  if (!filled(p.firstname)) return `Please enter traveller ${n} first name`;
  if (!filled(p.lastname)) return `Please enter traveller ${n} last name`;
  if (typeof p.gender !== 'string' || !(FLIGHT_GENDERS as readonly string[]).includes(p.gender.toLowerCase()))
    return `Please select traveller ${n} gender`;
  const adult = p.paxtype === undefined || p.paxtype === 'ADT';
  const dobNeeded = !adult || domint === 'international';
  if (dobNeeded ? !isDate(p.dob) : filled(p.dob) && !isDate(p.dob)) return `Please select traveller ${n} date of birth`;
  if (domint === 'international' && !filled(p.passportnumber)) return `Please enter traveller ${n} passport number`;
  return null;
}

/** Whole years between dob and day (both YYYY-MM-DD): the age on the day of travel. */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Whether a date of birth fits the traveller type on the travel day (airline rule: infant under 2,
 * child 2 to 11, adult 12 and over); a message naming the traveller otherwise. '' dob: adults only.
 */
export function paxAgeProblem(
  paxtype: 'ADT' | 'CHD' | 'INF',
  dob: string,
  travelDay: string,
  n: number,
): string | null {
  if (dob === '') return null;
  const age = ageOn(dob, travelDay);
  if (age < 0 || dob > travelDay) return `Please select traveller ${n} date of birth`;
  if (paxtype === 'INF' && age >= 2) return `traveller ${n}: an infant must be under 2 on the day of travel`;
  if (paxtype === 'CHD' && (age < 2 || age >= 12))
    return `traveller ${n}: a child must be 2 to 11 on the day of travel`;
  if (paxtype === 'ADT' && age < 12) return `traveller ${n}: an adult must be 12 or over on the day of travel`;
  return null;
}
