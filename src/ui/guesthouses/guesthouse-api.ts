import * as v from 'valibot';
import { api } from '../../api';
import {
  GuestHouseInputSchema,
  RoomInputSchema,
  addGuestHouseBlock,
  adminCancelGuestHouseReservation,
  deleteGuestHouseBlock,
  getGuestHouseOccupancy,
  getGuestHouses,
  saveGuestHouse,
  saveGuestHouseRoom,
} from '../../contract/guesthouses/admin';
import {
  cancelGuestHouseReservation,
  getGuestHouseCities,
  getMyGuestHouseReservations,
  reserveGuestHouseRoom,
  searchGuestHouses,
} from '../../contract/guesthouses/operations';

/* The guest house screens' calls (docs/features/guesthouses.md). */

export interface StayQuery {
  cityid: string;
  checkin: string;
  checkout: string;
  guests: number;
}

export type GuestHouseInput = v.InferInput<typeof GuestHouseInputSchema>;
export type RoomInput = v.InferInput<typeof RoomInputSchema>;

export const loadCities = () => api.callOperation(getGuestHouseCities, {});
export const findRooms = (query: StayQuery) => api.callOperation(searchGuestHouses, query);
export const reserveRoom = async (roomid: string, query: StayQuery) => (await api.callOperation(reserveGuestHouseRoom, { roomid, ...query })).reservation;
export const loadMyReservations = async () => (await api.callOperation(getMyGuestHouseReservations, {})).reservations;
export const cancelReservation = async (reference: string) => (await api.callOperation(cancelGuestHouseReservation, { reference })).reservation;

export const loadManagedHouses = async () => (await api.callOperation(getGuestHouses, {})).guesthouses;
export const saveHouse = async (input: GuestHouseInput) => (await api.callOperation(saveGuestHouse, input)).guesthouseid;
export const saveRoom = async (input: RoomInput) => (await api.callOperation(saveGuestHouseRoom, input)).roomid;
export const addBlock = async (block: { roomid: string; fromdate: string; todate: string; reason: string }) =>
  (await api.callOperation(addGuestHouseBlock, block)).blockid;
export const removeBlock = async (blockid: string) => {
  await api.callOperation(deleteGuestHouseBlock, { blockid });
};
export const loadOccupancy = async (guesthouseid: string) => (await api.callOperation(getGuestHouseOccupancy, { guesthouseid })).occupancy;
export const adminCancel = async (reference: string, reason: string) =>
  (await api.callOperation(adminCancelGuestHouseReservation, { reference, reason })).reservation;
