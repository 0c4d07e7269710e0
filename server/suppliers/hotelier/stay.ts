import type { HotelierRefusal } from './refusal';

/*
 * A stay as the sandbox hotelier takes it (docs/sandbox-hotels.md "Availability"): check-in and
 * check-out days and the guests of each room, checked against the limits below with a problem that
 * names the field. Days are 'YYYY-MM-DD' in the hotel's own calendar.
 */

export interface RoomGuests {
  adults: number;
  /** One age (0–17) per child. */
  childages: number[];
}

export interface Stay {
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
}

export const STAY_LIMITS = {
  maxNights: 30,
  maxRooms: 6,
  maxAdults: 4,
  maxChildren: 3,
  maxChildAge: 17,
  bookAheadDays: 365,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A real calendar day written 'YYYY-MM-DD'. */
export const isDay = (text: string) => DAY.test(text) && new Date(dayMs(text)).toISOString().slice(0, 10) === text;

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / MS_PER_DAY);

export const addDays = (day: string, days: number) =>
  new Date(dayMs(day) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** The nights of a stay, by the day each begins: check-in up to the day before check-out. */
export const nightsOf = (stay: Pick<Stay, 'checkin' | 'checkout'>): string[] =>
  Array.from({ length: daysBetween(stay.checkin, stay.checkout) }, (_, i) => addDays(stay.checkin, i));

const isWhole = (n: unknown, min: number, max: number): n is number =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

function checkRoom(room: RoomGuests, i: number): HotelierRefusal | null {
  const L = STAY_LIMITS;
  if (!isWhole(room.adults, 1, L.maxAdults)) return { problem: `rooms[${i}].adults: must be 1 to ${L.maxAdults}` };
  if (room.childages.length > L.maxChildren)
    return { problem: `rooms[${i}].childages: at most ${L.maxChildren} children a room` };
  const bad = room.childages.findIndex((age) => !isWhole(age, 0, L.maxChildAge));
  if (bad >= 0) return { problem: `rooms[${i}].childages[${bad}]: a child's age is 0 to ${L.maxChildAge}` };
  return null;
}

/** Why the stay cannot be searched on `today`, or null when it can. */
export function checkStay(stay: Stay, today: string): HotelierRefusal | null {
  const L = STAY_LIMITS;
  if (!isDay(stay.checkin)) return { problem: 'checkin: must be a date YYYY-MM-DD' };
  if (!isDay(stay.checkout)) return { problem: 'checkout: must be a date YYYY-MM-DD' };
  if (stay.checkin < today) return { problem: 'checkin: must not be in the past' };
  if (daysBetween(today, stay.checkin) > L.bookAheadDays)
    return { problem: `checkin: at most ${L.bookAheadDays} days ahead` };
  const nights = daysBetween(stay.checkin, stay.checkout);
  if (nights < 1) return { problem: 'checkout: must be after checkin' };
  if (nights > L.maxNights) return { problem: `checkout: at most ${L.maxNights} nights` };
  if (stay.rooms.length < 1 || stay.rooms.length > L.maxRooms) return { problem: `rooms: 1 to ${L.maxRooms} rooms` };
  for (const [i, room] of stay.rooms.entries()) {
    const refusal = checkRoom(room, i);
    if (refusal) return refusal;
  }
  return null;
}

/** The rooms' guests in a rate key: '2-5-9_1' is two adults with children of 5 and 9, and one adult. */
export const occupancyCode = (rooms: readonly RoomGuests[]) =>
  rooms.map((r) => [r.adults, ...r.childages].join('-')).join('_');

const ROOM_CODE = /^\d(?:-\d{1,2})*$/;

/** The rooms of an occupancy code, or null when it is not one (limits are checkStay's). */
export function parseOccupancy(code: string): RoomGuests[] | null {
  const rooms = code.split('_');
  if (rooms.some((r) => !ROOM_CODE.test(r))) return null;
  return rooms.map((r) => {
    const [adults, ...ages] = r.split('-').map(Number);
    return { adults: adults!, childages: ages };
  });
}
