import { isCalendarDate } from '../calendar-date';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';
import { daysBetween } from '../../domain/calendar-days';

/*
 * What a traveller asks the travel desk for when the sandbox does not sell the stay (a particular
 * property, a long stay, a service apartment): a request item of type offlinehotel or
 * serviceapartment whose `details` hold these keys, all strings (docs/features/offline-hotels.md).
 * `to` and `date` repeat the city and check-in so the trip's request list shows them as it shows
 * every request.
 */

export const OFFLINE_HOTEL_TYPES = ['offlinehotel', 'serviceapartment'] as const;
export type OfflineHotelType = (typeof OFFLINE_HOTEL_TYPES)[number];

export const isOfflineHotelType = (itemtype: string): itemtype is OfflineHotelType =>
  (OFFLINE_HOTEL_TYPES as readonly string[]).includes(itemtype);

/** The longest stay a request or a booking may cover (a service apartment for a posting). */
export const MAX_STAY_NIGHTS = 365;
export const MAX_ROOMS = 20;
export const MAX_GUESTS = 60;

export interface OfflineHotelRequestDetails {
  city: string;
  preferred: string;
  checkin: string;
  checkout: string;
  rooms: string;
  guests: string;
  /** A decimal string ('' = no budget given). */
  budgetpernight: string;
  notes: string;
}

export interface FieldProblem {
  field: keyof OfflineHotelRequestDetails;
  message: string;
}

const wholeIn = (text: string, min: number, max: number) => /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max;

/** Every problem of a request, each naming its field as the form labels it. */
export function offlineHotelRequestProblems(d: OfflineHotelRequestDetails): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (d.city.trim() === '') problems.push({ field: 'city', message: 'City: enter the city of the stay' });
  if (!isCalendarDate(d.checkin)) problems.push({ field: 'checkin', message: 'Check-in: choose a date' });
  if (!isCalendarDate(d.checkout)) problems.push({ field: 'checkout', message: 'Check-out: choose a date' });
  else if (isCalendarDate(d.checkin)) {
    const nights = daysBetween(d.checkin, d.checkout);
    if (nights < 1) problems.push({ field: 'checkout', message: 'Check-out: must be after check-in' });
    else if (nights > MAX_STAY_NIGHTS) problems.push({ field: 'checkout', message: `Check-out: at most ${MAX_STAY_NIGHTS} nights` });
  }
  if (!wholeIn(d.rooms, 1, MAX_ROOMS)) problems.push({ field: 'rooms', message: `Rooms: a number from 1 to ${MAX_ROOMS}` });
  if (!wholeIn(d.guests, 1, MAX_GUESTS)) problems.push({ field: 'guests', message: `Guests: a number from 1 to ${MAX_GUESTS}` });
  else if (wholeIn(d.rooms, 1, MAX_ROOMS) && Number(d.guests) < Number(d.rooms)) {
    problems.push({ field: 'guests', message: 'Guests: at least one guest per room' });
  }
  if (d.budgetpernight.trim() !== '' && !TRIP_AMOUNT_PATTERN.test(d.budgetpernight.trim())) {
    problems.push({ field: 'budgetpernight', message: 'Budget per night: an amount like 4500 or 4500.50' });
  }
  return problems;
}

/** The request item's `details` as stored: the fields plus `to`/`date` for the trip's request list. */
export function offlineHotelRequestItemDetails(d: OfflineHotelRequestDetails): Record<string, string> {
  const trimmed = Object.fromEntries(Object.entries(d).map(([k, value]) => [k, value.trim()])) as unknown as OfflineHotelRequestDetails;
  return { ...trimmed, from: '', to: trimmed.city, date: trimmed.checkin };
}

/** Reads the details back from a stored request item; a key missing or not a string reads as ''. */
export function readOfflineHotelRequest(details: Record<string, unknown>): OfflineHotelRequestDetails {
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  return {
    city: text('city') || text('to'),
    preferred: text('preferred'),
    checkin: text('checkin') || text('date'),
    checkout: text('checkout'),
    rooms: text('rooms'),
    guests: text('guests'),
    budgetpernight: text('budgetpernight'),
    notes: text('notes'),
  };
}
