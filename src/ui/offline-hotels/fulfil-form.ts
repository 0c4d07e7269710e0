import { isCalendarDate } from '../../contract/calendar-date';
import type { DeskTrip, FulfilOfflineHotelInput, OfflineHotelRequestRow } from '../../contract/offline-hotels/operations';
import { MAX_GUESTS, MAX_ROOMS, MAX_STAY_NIGHTS, type OfflineHotelType } from '../../contract/offline-hotels/request-details';
import { type AmountKind, type PaidBy, type StayCharges, stayCharges } from '../../contract/offline-hotels/stay-charges';
import { daysBetween } from '../../domain/calendar-days';
import { parseMinorUnits } from '../../domain/money';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';

/*
 * The desk's booking form as plain data (docs/features/offline-hotels.md "Screens"): what it starts
 * from (the request, or the trip chosen for a stay booked by phone), the problems named by the
 * labels the form shows, the charges it previews and the call it sends. The server checks it all again.
 */

export interface FulfilForm {
  itemtype: OfflineHotelType;
  hotelname: string;
  address: string;
  city: string;
  checkin: string;
  checkintime: string;
  checkout: string;
  checkouttime: string;
  roomtype: string;
  board: string;
  rooms: string;
  guests: string;
  confirmationno: string;
  amountkind: AmountKind;
  amount: string;
  abroad: boolean;
  paidby: PaidBy;
  notes: string;
}

/** Where the stay goes: the trip, and the request it fulfils ('' for none). */
export interface FormTarget {
  tripid: string;
  tripname: string;
  travellername: string;
  requestitemid: string;
}

export const BOARD_OPTIONS = ['Room only', 'Breakfast included', 'Half board', 'Full board'];

const blank = (itemtype: OfflineHotelType, abroad: boolean): FulfilForm => ({
  itemtype,
  hotelname: '',
  address: '',
  city: '',
  checkin: '',
  checkintime: '14:00',
  checkout: '',
  checkouttime: '12:00',
  roomtype: '',
  board: BOARD_OPTIONS[0]!,
  rooms: '1',
  guests: '1',
  confirmationno: '',
  amountkind: 'nightlyrate',
  amount: '',
  abroad,
  paidby: 'company',
  notes: '',
});

/** A request's stay carried over: city, dates, rooms and guests as the traveller asked. */
export function formFromRequest(r: OfflineHotelRequestRow): FulfilForm {
  return { ...blank(r.itemtype, false), city: r.city, checkin: r.checkin, checkout: r.checkout, rooms: r.rooms || '1', guests: r.guests || '1' };
}

/** A stay booked by phone: the trip's dates; outside India when the trip goes nowhere in India. */
export function formFromTrip(trip: DeskTrip): FulfilForm {
  const abroad = trip.destinationcountries.length > 0 && !trip.destinationcountries.includes('IN');
  return { ...blank('offlinehotel', abroad), city: trip.destination, checkin: trip.fromdate, checkout: trip.todate };
}

const count = (text: string, max: number) => (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null);
const nightsOf = (f: FulfilForm) => (isCalendarDate(f.checkin) && isCalendarDate(f.checkout) ? daysBetween(f.checkin, f.checkout) : null);

/** Every problem, each starting with the label of its field. */
export function formProblems(f: FulfilForm): string[] {
  const problems: string[] = [];
  const required: [keyof FulfilForm, string][] = [['hotelname', 'Hotel name'], ['address', 'Address'], ['city', 'City'], ['roomtype', 'Room type'], ['confirmationno', 'Confirmation number']];
  for (const [key, label] of required) if (String(f[key]).trim() === '') problems.push(`${label}: required`);
  if (!isCalendarDate(f.checkin)) problems.push('Check-in: choose a date');
  if (!isCalendarDate(f.checkout)) problems.push('Check-out: choose a date');
  const nights = nightsOf(f);
  if (nights !== null && nights < 1) problems.push('Check-out: must be after check-in');
  if (nights !== null && nights > MAX_STAY_NIGHTS) problems.push(`Check-out: at most ${MAX_STAY_NIGHTS} nights`);
  const rooms = count(f.rooms, MAX_ROOMS);
  const guests = count(f.guests, MAX_GUESTS);
  if (rooms === null) problems.push(`Rooms: a number from 1 to ${MAX_ROOMS}`);
  if (guests === null) problems.push(`Guests: a number from 1 to ${MAX_GUESTS}`);
  if (rooms !== null && guests !== null && guests < rooms) problems.push('Guests: at least one guest per room');
  if (!TRIP_AMOUNT_PATTERN.test(f.amount.trim())) problems.push('Amount: an amount like 4500 or 4500.50');
  return problems;
}

/** The charges the amount makes, exact; null until the amount, dates and rooms are valid. */
export function previewCharges(f: FulfilForm): (StayCharges & { nights: number; rooms: number }) | null {
  const nights = nightsOf(f);
  const rooms = count(f.rooms, MAX_ROOMS);
  if (nights === null || nights < 1 || rooms === null || !TRIP_AMOUNT_PATTERN.test(f.amount.trim())) return null;
  return { ...stayCharges({ amountkind: f.amountkind, amountPaise: parseMinorUnits(f.amount), nights, rooms, abroad: f.abroad }), nights, rooms };
}

export function fulfilRequest(f: FulfilForm, target: FormTarget): FulfilOfflineHotelInput {
  return {
    ...f,
    tripid: target.tripid,
    requestitemid: target.requestitemid,
    rooms: Number(f.rooms),
    guests: Number(f.guests),
    amount: f.amount.trim(),
  };
}
