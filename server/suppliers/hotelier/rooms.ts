import type { Stars } from './hotel';
import type { RoomGuests } from './stay';

/*
 * Room types and boards (docs/sandbox-hotels.md "Availability"): which types a hotel sells by its
 * stars, how many guests each holds, and what each costs relative to a standard room.
 */

export const ROOM_TYPES = ['standard', 'deluxe', 'executive', 'suite'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ROOM_TYPE_NAMES: Readonly<Record<RoomType, string>> = {
  standard: 'Standard Room',
  deluxe: 'Deluxe Room',
  executive: 'Executive Room',
  suite: 'Suite',
};

/** Room types by stars (index 0 = 1 star), cheapest first. */
const TYPES_BY_STARS: readonly (readonly RoomType[])[] = [
  ['standard'],
  ['standard', 'deluxe'],
  ['standard', 'deluxe'],
  ['standard', 'deluxe', 'executive'],
  ['standard', 'deluxe', 'executive', 'suite'],
];

export const roomTypesFor = (stars: Stars): readonly RoomType[] => TYPES_BY_STARS[stars - 1]!;

/** Most adults, and most guests of any age, one room holds. */
export const ROOM_CAPACITY: Readonly<Record<RoomType, { adults: number; guests: number }>> = {
  standard: { adults: 2, guests: 3 },
  deluxe: { adults: 3, guests: 4 },
  executive: { adults: 3, guests: 4 },
  suite: { adults: 4, guests: 6 },
};

/** Per mille of a standard room. */
export const ROOM_FACTOR: Readonly<Record<RoomType, number>> = {
  standard: 1000,
  deluxe: 1250,
  executive: 1550,
  suite: 2300,
};

export const fitsRoom = (type: RoomType, room: RoomGuests) =>
  room.adults <= ROOM_CAPACITY[type].adults && room.adults + room.childages.length <= ROOM_CAPACITY[type].guests;

export const BOARDS = ['RO', 'BB'] as const;
export type Board = (typeof BOARDS)[number];
export const BOARD_NAMES: Readonly<Record<Board, string>> = { RO: 'Room only', BB: 'Bed and breakfast' };
