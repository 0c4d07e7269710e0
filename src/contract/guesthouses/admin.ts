import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import {
  ManagedGuestHouseSchema,
  OccupancySchema,
  ROOM_CAPACITY_MAX,
  ROOM_TYPES,
  ReservationSchema,
  dayField,
  idField,
  optionalText,
  ownIds,
  textField,
  timeField,
} from './shapes';

/*
 * TG-GUESTHOUSE, the travel admin's side (docs/features/guesthouses.md "Managing"): the company's
 * guest houses and rooms are masters, so travel admins keep them (docs/features/admin-roles.md).
 */

const admin = { opid: 'TG-GUESTHOUSE', actionKey: 'action', roles: TRAVEL_ADMINS } as const;
const ok = { ResponseStatus: ResponseStatusSchema };
const optionalId = (name: string) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`)), '');
const flag = (name: string) => v.optional(v.boolean(`${name} must be true or false`), true);

/** Every guest house of the company, open or not, with its rooms and their blocks. */
export const getGuestHouses = defineOperation({
  ...admin,
  action: 'getguesthouses',
  request: v.object(ownIds),
  response: v.object({ ...ok, guesthouses: v.array(ManagedGuestHouseSchema) }),
  mutates: false,
});

export const GuestHouseInputSchema = v.object({
  /** '' adds a guest house. */
  guesthouseid: optionalId('guesthouseid'),
  name: textField('name', 80),
  cityid: idField('cityid'),
  address: textField('address', 200),
  checkintime: timeField('checkintime'),
  checkouttime: timeField('checkouttime'),
  contactname: optionalText('contactname', 80),
  contactphone: optionalText('contactphone', 20),
  active: flag('active'),
});

/** Adds a guest house (no id) or changes one. */
export const saveGuestHouse = defineOperation({
  ...admin,
  action: 'saveguesthouse',
  request: v.object({ ...ownIds, ...GuestHouseInputSchema.entries }),
  response: v.object({ ...ok, guesthouseid: v.string() }),
  mutates: true,
});

export const RoomInputSchema = v.object({
  /** '' adds a room to the guest house. */
  roomid: optionalId('roomid'),
  guesthouseid: idField('guesthouseid'),
  name: textField('name', 40),
  roomtype: v.picklist(ROOM_TYPES, `roomtype must be one of: ${ROOM_TYPES.join(', ')}`),
  capacity: v.pipe(
    v.number('capacity must be a number'),
    v.integer('capacity must be a whole number'),
    v.minValue(1, 'capacity must be at least 1'),
    v.maxValue(ROOM_CAPACITY_MAX, `capacity must be at most ${ROOM_CAPACITY_MAX}`),
  ),
  active: flag('active'),
});

export const saveGuestHouseRoom = defineOperation({
  ...admin,
  action: 'saveguesthouseroom',
  request: v.object({ ...ownIds, ...RoomInputSchema.entries }),
  response: v.object({ ...ok, roomid: v.string() }),
  mutates: true,
});

/** Closes a room for the nights fromdate to todate (both included), e.g. for maintenance. */
export const addGuestHouseBlock = defineOperation({
  ...admin,
  action: 'addguesthouseblock',
  request: v.object({ ...ownIds, roomid: idField('roomid'), fromdate: dayField('fromdate'), todate: dayField('todate'), reason: textField('reason', 120) }),
  response: v.object({ ...ok, blockid: v.string() }),
  mutates: true,
});

export const deleteGuestHouseBlock = defineOperation({
  ...admin,
  action: 'deleteguesthouseblock',
  request: v.object({ ...ownIds, blockid: idField('blockid') }),
  response: v.object(ok),
  mutates: true,
});

/** Each room's nights from `fromdate` (today when empty) for OCCUPANCY_DAYS nights. */
export const getGuestHouseOccupancy = defineOperation({
  ...admin,
  action: 'getguesthouseoccupancy',
  request: v.object({ ...ownIds, guesthouseid: idField('guesthouseid'), fromdate: v.optional(v.union([v.literal(''), dayField('fromdate')], 'fromdate must be a date (YYYY-MM-DD)'), '') }),
  response: v.object({ ...ok, occupancy: OccupancySchema }),
  mutates: false,
});

/** The admin cancels a reservation before its check-in day, saying why. */
export const adminCancelGuestHouseReservation = defineOperation({
  ...admin,
  action: 'admincancelguesthousereservation',
  request: v.object({ ...ownIds, reference: idField('reference'), reason: textField('reason', 200) }),
  response: v.object({ ...ok, reservation: ReservationSchema }),
  mutates: true,
});

export const guestHouseAdminOperations = {
  getGuestHouses,
  saveGuestHouse,
  saveGuestHouseRoom,
  addGuestHouseBlock,
  deleteGuestHouseBlock,
  getGuestHouseOccupancy,
  adminCancelGuestHouseReservation,
};
