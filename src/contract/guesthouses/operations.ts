import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { guestHouseAdminOperations } from './admin';
import { CitySchema, GuestHouseSchema, ROOM_CAPACITY_MAX, ReservationSchema, RoomSchema, dayField, idField, ownIds } from './shapes';

/*
 * TG-GUESTHOUSE (our name; docs/features/guesthouses.md): an employee finds a room of the company's
 * guest houses free for every night of a stay, reserves it and cancels it. No money moves: the houses
 * are the company's own. Refusals are the usual 4xx `ResponseStatus` 'NOK' naming the field.
 */

const guest = { opid: 'TG-GUESTHOUSE', actionKey: 'action', roles: 'any' } as const;
const ok = { ResponseStatus: ResponseStatusSchema };

const guestsField = v.pipe(
  v.number('guests must be a number'),
  v.integer('guests must be a whole number'),
  v.minValue(1, 'guests must be at least 1'),
  v.maxValue(ROOM_CAPACITY_MAX, `guests must be at most ${ROOM_CAPACITY_MAX}`),
);
const stay = { checkin: dayField('checkin'), checkout: dayField('checkout'), guests: guestsField };

/** The hotel cities a guest house may be in, and those where the company has an open one. */
export const getGuestHouseCities = defineOperation({
  ...guest,
  action: 'getguesthousecities',
  request: v.object(ownIds),
  response: v.object({ ...ok, cities: v.array(CitySchema), withguesthouses: v.array(v.string()) }),
  mutates: false,
});

export const FoundGuestHouseSchema = v.object({ ...GuestHouseSchema.entries, rooms: v.array(RoomSchema) });
export type FoundGuestHouse = v.InferOutput<typeof FoundGuestHouseSchema>;

/** The company's open guest houses of the city with the rooms free every night of the stay that sleep the guests. */
export const searchGuestHouses = defineOperation({
  ...guest,
  action: 'searchguesthouses',
  request: v.object({ ...ownIds, cityid: idField('cityid'), ...stay }),
  response: v.object({ ...ok, nights: v.number(), guesthouses: v.array(FoundGuestHouseSchema) }),
  mutates: false,
});

/** Reserves a room for the caller or (a coordinator) a traveller mapped to them, optionally on a trip. */
export const reserveGuestHouseRoom = defineOperation({
  ...guest,
  action: 'reserveguesthouseroom',
  request: v.object({
    ...ownIds,
    roomid: idField('roomid'),
    ...stay,
    travellerprofileid: v.optional(v.pipe(v.string('travellerprofileid must be a string'), v.trim(), v.maxLength(64, 'travellerprofileid is too long')), ''),
    tripid: v.optional(v.pipe(v.string('tripid must be a string'), v.trim(), v.maxLength(64, 'tripid is too long')), ''),
  }),
  response: v.object({ ...ok, reservation: ReservationSchema }),
  mutates: true,
});

/** The reservations the caller made or stays on, newest stay first. */
export const getMyGuestHouseReservations = defineOperation({
  ...guest,
  action: 'getmyguesthousereservations',
  request: v.object(ownIds),
  response: v.object({ ...ok, reservations: v.array(ReservationSchema) }),
  mutates: false,
});

/** The guest (or whoever reserved it) cancels before the check-in day. */
export const cancelGuestHouseReservation = defineOperation({
  ...guest,
  action: 'cancelguesthousereservation',
  request: v.object({ ...ownIds, reference: idField('reference') }),
  response: v.object({ ...ok, reservation: ReservationSchema }),
  mutates: true,
});

export const guestHouseOperations = {
  getGuestHouseCities,
  searchGuestHouses,
  reserveGuestHouseRoom,
  getMyGuestHouseReservations,
  cancelGuestHouseReservation,
  ...guestHouseAdminOperations,
};
