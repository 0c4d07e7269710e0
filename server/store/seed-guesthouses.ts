import type { Tx } from './db';
import { guestHouseRooms, guestHouses } from './schema';

/*
 * Acme's demo guest houses (docs/features/guesthouses.md "Demo data"): a transit house in Bengaluru
 * and a guest house in Mumbai, each with a few rooms. No reservations or blocks: tests and e2e specs
 * make their own.
 */

const ACME = '1001';

const HOUSES = [
  {
    id: 'GHH1001BLR',
    name: 'Acme Transit House Koramangala',
    cityId: 'in-bengaluru',
    cityName: 'Bengaluru',
    address: '14, 5th Cross, Koramangala 4th Block, Bengaluru 560034',
    contactName: 'Ravi Kumar',
    contactPhone: '+91 80 4110 2200',
    rooms: [
      ['GHR1001BLR101', '101', 'single', 1],
      ['GHR1001BLR102', '102', 'double', 2],
      ['GHR1001BLR201', '201 Suite', 'suite', 3],
    ],
  },
  {
    id: 'GHH1001BOM',
    name: 'Acme Guest House Andheri',
    cityId: 'in-mumbai',
    cityName: 'Mumbai',
    address: 'Flat 3B, Sunrise Apartments, MIDC Road, Andheri East, Mumbai 400093',
    contactName: 'Sunita Desai',
    contactPhone: '+91 22 6650 1400',
    rooms: [
      ['GHR1001BOM1', 'Room 1', 'double', 2],
      ['GHR1001BOM2', 'Room 2', 'single', 1],
    ],
  },
] as const;

export async function seedGuestHouses(tx: Tx, now: Date): Promise<void> {
  await tx.insert(guestHouses).values(
    HOUSES.map(({ rooms: _rooms, ...house }) => ({ ...house, corporateId: ACME, checkInTime: '12:00', checkOutTime: '11:00', active: true, createdAt: now, updatedAt: now })),
  );
  await tx.insert(guestHouseRooms).values(
    HOUSES.flatMap((house) =>
      house.rooms.map(([id, name, roomType, capacity]) => ({ id, corporateId: ACME, guestHouseId: house.id, name, roomType, capacity, active: true, createdAt: now, updatedAt: now })),
    ),
  );
}
