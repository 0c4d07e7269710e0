import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';

/*
 * The records of the company's guest houses (docs/features/guesthouses.md): the houses, their rooms,
 * the blocks that close a room, and reservations. Field names are ours.
 */

export const ROOM_TYPES = ['single', 'double', 'suite'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const RESERVATION_STATUSES = ['reserved', 'cancelled'] as const;
export const NIGHT_STATES = ['free', 'reserved', 'blocked'] as const;
export type NightState = (typeof NIGHT_STATES)[number];

/** A room sleeps at most this many; a stay is at most this many nights (a transit house, not a flat). */
export const ROOM_CAPACITY_MAX = 6;
export const STAY_NIGHTS_MAX = 30;
/** The admin's occupancy grid spans this many nights. */
export const OCCUPANCY_DAYS = 14;

export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const idField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
export const textField = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} must be at most ${max} characters`));
export const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`)), '');
export const timeField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be a time (HH:MM)`));
export const dayField = calendarDateField;

export const BlockSchema = v.object({
  blockid: v.string(),
  roomid: v.string(),
  /** The first and last night the room is closed, both included. */
  fromdate: v.string(),
  todate: v.string(),
  reason: v.string(),
});
export type RoomBlock = v.InferOutput<typeof BlockSchema>;

export const RoomSchema = v.object({
  roomid: v.string(),
  guesthouseid: v.string(),
  name: v.string(),
  roomtype: v.picklist(ROOM_TYPES),
  capacity: v.number(),
  active: v.boolean(),
});
export type GuestHouseRoom = v.InferOutput<typeof RoomSchema>;

export const GuestHouseSchema = v.object({
  guesthouseid: v.string(),
  name: v.string(),
  /** A hotel city's id ('in-bengaluru') and its name. */
  cityid: v.string(),
  city: v.string(),
  address: v.string(),
  checkintime: v.string(),
  checkouttime: v.string(),
  contactname: v.string(),
  contactphone: v.string(),
  active: v.boolean(),
});
export type GuestHouse = v.InferOutput<typeof GuestHouseSchema>;

/** The admin's view: every room with its blocks. */
export const ManagedGuestHouseSchema = v.object({
  ...GuestHouseSchema.entries,
  rooms: v.array(v.object({ ...RoomSchema.entries, blocks: v.array(BlockSchema) })),
});
export type ManagedGuestHouse = v.InferOutput<typeof ManagedGuestHouseSchema>;

export const ReservationSchema = v.object({
  /** GH followed by eight letters and digits. */
  reference: v.string(),
  guesthouseid: v.string(),
  guesthousename: v.string(),
  city: v.string(),
  address: v.string(),
  checkintime: v.string(),
  checkouttime: v.string(),
  roomid: v.string(),
  roomname: v.string(),
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  guests: v.number(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  /** '' when the stay belongs to no trip. */
  tripid: v.string(),
  status: v.picklist(RESERVATION_STATUSES),
  cancelreason: v.string(),
  /** ISO timestamp. */
  reservedat: v.string(),
  /** Whether the caller may still cancel it (before the check-in day). */
  cancellable: v.boolean(),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

export const CitySchema = v.object({ cityid: v.string(), city: v.string(), country: v.string() });
export type GuestHouseCity = v.InferOutput<typeof CitySchema>;

export const OccupancySchema = v.object({
  guesthouseid: v.string(),
  days: v.array(v.string()),
  rooms: v.array(
    v.object({
      roomid: v.string(),
      name: v.string(),
      active: v.boolean(),
      nights: v.array(v.object({ date: v.string(), state: v.picklist(NIGHT_STATES), reference: v.string() })),
    }),
  ),
  /** Reservations holding a night of the grid, still reserved: the admin may cancel them. */
  reservations: v.array(ReservationSchema),
});
export type Occupancy = v.InferOutput<typeof OccupancySchema>;
