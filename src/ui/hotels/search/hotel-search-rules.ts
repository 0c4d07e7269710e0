import type { HotelPlaceWire } from '../../../contract/hotels/search-shapes';
import { addDays, daysBetween } from '../../../domain/calendar-days';
import { MAX_CHILDREN, MAX_DAYS_AHEAD, MAX_NIGHTS, MAX_ROOMS, type HotelSearchQuery } from './hotel-query';

/** One room in the form: a child's age is null until chosen. */
export interface RoomValues {
  adults: number;
  childages: (number | null)[];
}

export interface HotelSearchValues {
  place: HotelPlaceWire | null;
  /** YYYY-MM-DD, '' unset. */
  checkin: string;
  checkout: string;
  rooms: RoomValues[];
}

export interface SearchProblem {
  /** Which control: 'place', 'checkin', 'checkout', 'room-0-child-1'. */
  field: string;
  message: string;
}

export const defaultHotelValues = (): HotelSearchValues => ({
  place: null,
  checkin: '',
  checkout: '',
  rooms: [{ adults: 1, childages: [] }],
});

export const childField = (room: number, child: number) => `room-${room}-child-${child}`;

/** The nights of the dates chosen, or null until both make a stay. */
export function nightsOf(values: Pick<HotelSearchValues, 'checkin' | 'checkout'>): number | null {
  if (!values.checkin || !values.checkout) return null;
  const nights = daysBetween(values.checkin, values.checkout);
  return nights > 0 ? nights : null;
}

/** A new check-in keeps the stay's length where it can, so the check-out never falls before it. */
export function withCheckin(values: HotelSearchValues, checkin: string): HotelSearchValues {
  const nights = nightsOf(values) ?? 1;
  if (!checkin) return { ...values, checkin };
  const checkout =
    values.checkout && daysBetween(checkin, values.checkout) > 0 ? values.checkout : addDays(checkin, nights);
  return { ...values, checkin, checkout };
}

export function withRoomCount(values: HotelSearchValues, count: number): HotelSearchValues {
  const n = Math.min(Math.max(count, 1), MAX_ROOMS);
  const rooms = values.rooms.slice(0, n);
  while (rooms.length < n) rooms.push({ adults: 1, childages: [] });
  return { ...values, rooms };
}

export function withChildCount(room: RoomValues, count: number): RoomValues {
  const n = Math.min(Math.max(count, 0), MAX_CHILDREN);
  const childages = room.childages.slice(0, n);
  while (childages.length < n) childages.push(null);
  return { ...room, childages };
}

/** Every problem, each naming its field as the form labels it; none means the search can go. */
export function searchProblems(values: HotelSearchValues, today: string): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (!values.place) problems.push({ field: 'place', message: 'Where: choose a city, airport or place from the list' });
  if (!values.checkin) problems.push({ field: 'checkin', message: 'Check-in: choose a date' });
  else if (values.checkin < today) problems.push({ field: 'checkin', message: 'Check-in: must not be in the past' });
  else if (daysBetween(today, values.checkin) > MAX_DAYS_AHEAD)
    problems.push({ field: 'checkin', message: `Check-in: at most ${MAX_DAYS_AHEAD} days ahead` });
  if (!values.checkout) problems.push({ field: 'checkout', message: 'Check-out: choose a date' });
  else if (values.checkin && values.checkout <= values.checkin)
    problems.push({ field: 'checkout', message: 'Check-out: must be after check-in' });
  else if (values.checkin && daysBetween(values.checkin, values.checkout) > MAX_NIGHTS)
    problems.push({ field: 'checkout', message: `Check-out: at most ${MAX_NIGHTS} nights` });
  values.rooms.forEach((room, r) =>
    room.childages.forEach((age, c) => {
      if (age === null)
        problems.push({ field: childField(r, c), message: `Room ${r + 1}, child ${c + 1} age: choose an age` });
    }),
  );
  return problems;
}

/** The query of a clean form (searchProblems found nothing). */
export function toHotelQuery(values: HotelSearchValues): HotelSearchQuery {
  return {
    placeid: values.place?.baseid ?? '',
    checkin: values.checkin,
    checkout: values.checkout,
    rooms: values.rooms.map((r) => ({ adults: r.adults, childages: r.childages.map((a) => a ?? 0) })),
  };
}

/** The form filled with a search shown (Modify search); the place comes from the search's answer. */
export function fromHotelQuery(query: HotelSearchQuery, place: HotelPlaceWire | null): HotelSearchValues {
  return {
    place,
    checkin: query.checkin,
    checkout: query.checkout,
    rooms: query.rooms.map((r) => ({ adults: r.adults, childages: [...r.childages] })),
  };
}
