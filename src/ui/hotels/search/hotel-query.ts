import { addDays, daysBetween } from '../../../domain/calendar-days';

/*
 * A hotel search as the results URL carries it (`/hotels/results?hs=…`), so a results page is
 * shareable and survives a reload: `placeid;checkin;checkout;rooms`, each room its adults then its
 * children's ages joined by '-', rooms joined by '_' (`in-bengaluru.whitefield;2026-12-14;2026-12-16;2-5-9_1`),
 * as the supplier's rate keys write guests. The limits are the sandbox hotelier's
 * (docs/sandbox-hotels.md "Availability"); the server checks them again.
 */

export const MAX_ROOMS = 6;
export const MAX_ADULTS = 4;
export const MAX_CHILDREN = 3;
export const MAX_CHILD_AGE = 17;
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;

export interface RoomGuests {
  adults: number;
  childages: number[];
}

export interface HotelSearchQuery {
  placeid: string;
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLACE_ID = /^[a-z0-9][a-z0-9.-]{0,119}$/;
const isDay = (s: string) => DAY.test(s) && addDays(s, 0) === s;

export function encodeHotelQuery(q: HotelSearchQuery): string {
  const rooms = q.rooms.map((r) => [r.adults, ...r.childages].join('-')).join('_');
  return [q.placeid, q.checkin, q.checkout, rooms].join(';');
}

function decodeRoom(text: string): RoomGuests | null {
  if (!/^\d+(-\d+)*$/.test(text)) return null;
  const [adults, ...childages] = text.split('-').map(Number);
  if (adults === undefined || adults < 1 || adults > MAX_ADULTS) return null;
  if (childages.length > MAX_CHILDREN || childages.some((a) => a > MAX_CHILD_AGE)) return null;
  return { adults, childages };
}

/** The search of a results URL, or null for anything malformed (the route then goes back to the form). */
export function decodeHotelQuery(text: string): HotelSearchQuery | null {
  const parts = text.split(';');
  if (parts.length !== 4) return null;
  const [placeid, checkin, checkout, roomsText] = parts as [string, string, string, string];
  if (!PLACE_ID.test(placeid) || !isDay(checkin) || !isDay(checkout)) return null;
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > MAX_NIGHTS) return null;
  const rooms = roomsText.split('_').map(decodeRoom);
  if (rooms.length > MAX_ROOMS || rooms.some((r) => r === null)) return null;
  return { placeid, checkin, checkout, rooms: rooms as RoomGuests[] };
}

/** '2 rooms · 3 adults, 1 child' */
export function guestsSummary(rooms: readonly RoomGuests[]): string {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const children = rooms.reduce((n, r) => n + r.childages.length, 0);
  const parts = [
    `${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'}`,
    `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
  ];
  if (children > 0) parts[1] += `, ${children} ${children === 1 ? 'child' : 'children'}`;
  return parts.join(' · ');
}

export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
