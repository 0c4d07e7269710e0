/* The company-owned guest houses (docs/features/guesthouses.md); re-exported by schema.ts. */
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { RoomType } from '../../src/contract/guesthouses/shapes';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const corporate = () =>
  text('corporate_id')
    .notNull()
    .references(() => corporates.id);
const day = (name: string) => date(name, { mode: 'string' });

/** A house the company owns or leases; `cityId` is a hotel city's baseid ('in-bengaluru'). */
export const guestHouses = pgTable(
  'guest_houses',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    cityId: text('city_id').notNull(),
    cityName: text('city_name').notNull(),
    address: text('address').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('guest_houses_corporate_city_idx').on(t.corporateId, t.cityId)],
);

export const guestHouseRooms = pgTable(
  'guest_house_rooms',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    guestHouseId: text('guest_house_id')
      .notNull()
      .references(() => guestHouses.id),
    name: text('name').notNull(),
    roomType: text('room_type').$type<RoomType>().notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('guest_house_rooms_house_idx').on(t.guestHouseId)],
);

/** A room closed for the nights fromDate to toDate, both included. */
export const guestHouseBlocks = pgTable(
  'guest_house_blocks',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    roomId: text('room_id')
      .notNull()
      .references(() => guestHouseRooms.id),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('guest_house_blocks_room_idx').on(t.roomId, t.fromDate)],
);

export const guestHouseReservations = pgTable(
  'guest_house_reservations',
  {
    reference: text('reference').primaryKey(),
    corporateId: corporate(),
    guestHouseId: text('guest_house_id')
      .notNull()
      .references(() => guestHouses.id),
    roomId: text('room_id')
      .notNull()
      .references(() => guestHouseRooms.id),
    /** Who reserved it, and who stays (the same unless a coordinator reserved for a traveller). */
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    travellerProfileId: text('traveller_profile_id')
      .notNull()
      .references(() => profiles.id),
    tripId: text('trip_id').notNull().default(''),
    checkIn: day('checkin').notNull(),
    checkOut: day('checkout').notNull(),
    guests: integer('guests').notNull(),
    status: text('status').$type<'reserved' | 'cancelled'>().notNull(),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledBy: text('cancelled_by').notNull().default(''),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('guest_house_reservations_profile_idx').on(t.corporateId, t.profileId),
    index('guest_house_reservations_traveller_idx').on(t.corporateId, t.travellerProfileId),
    index('guest_house_reservations_house_idx').on(t.guestHouseId, t.checkIn),
  ],
);

/**
 * One night a reservation holds. The key (room, night) makes a double booking impossible whatever
 * the interleaving: a second reservation of a held night cannot be written. A cancelled
 * reservation's nights are deleted, so the room is free again.
 */
export const guestHouseNights = pgTable(
  'guest_house_nights',
  {
    corporateId: corporate(),
    roomId: text('room_id')
      .notNull()
      .references(() => guestHouseRooms.id),
    night: day('night').notNull(),
    reference: text('reference')
      .notNull()
      .references(() => guestHouseReservations.reference),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.night] }), index('guest_house_nights_reference_idx').on(t.reference)],
);
