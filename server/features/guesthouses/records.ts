import type { GuestHouse, GuestHouseRoom, RoomBlock } from '../../../src/contract/guesthouses/shapes';
import type { guestHouseBlocks } from '../../store/schema';
import type { HouseRow, RoomRow } from './own';

/* Rows of the guest house tables as the wire names them (src/contract/guesthouses/shapes.ts). */

export const houseWire = (h: HouseRow): GuestHouse => ({
  guesthouseid: h.id,
  name: h.name,
  cityid: h.cityId,
  city: h.cityName,
  address: h.address,
  checkintime: h.checkInTime,
  checkouttime: h.checkOutTime,
  contactname: h.contactName,
  contactphone: h.contactPhone,
  active: h.active,
});

export const roomWire = (r: RoomRow): GuestHouseRoom => ({
  roomid: r.id,
  guesthouseid: r.guestHouseId,
  name: r.name,
  roomtype: r.roomType,
  capacity: r.capacity,
  active: r.active,
});

export const blockWire = (b: typeof guestHouseBlocks.$inferSelect): RoomBlock => ({
  blockid: b.id,
  roomid: b.roomId,
  fromdate: b.fromDate,
  todate: b.toDate,
  reason: b.reason,
});
