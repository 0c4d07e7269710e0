import type { OperationHandler } from '../../dispatch/types';
import { addGuestHouseBlockHandler, deleteGuestHouseBlockHandler } from './blocks';
import { getGuestHousesHandler, saveGuestHouseHandler, saveGuestHouseRoomHandler } from './manage';
import { getGuestHouseOccupancyHandler } from './occupancy';
import { reserveGuestHouseRoomHandler } from './reserve';
import { adminCancelGuestHouseReservationHandler, cancelGuestHouseReservationHandler, getMyGuestHouseReservationsHandler } from './reservations';
import { getGuestHouseCitiesHandler, searchGuestHousesHandler } from './search';

/** Every TG-GUESTHOUSE handler (contract: src/contract/guesthouses/; docs/features/guesthouses.md). */
export const guestHouseHandlers: readonly OperationHandler[] = [
  getGuestHouseCitiesHandler,
  searchGuestHousesHandler,
  reserveGuestHouseRoomHandler,
  getMyGuestHouseReservationsHandler,
  cancelGuestHouseReservationHandler,
  getGuestHousesHandler,
  saveGuestHouseHandler,
  saveGuestHouseRoomHandler,
  addGuestHouseBlockHandler,
  deleteGuestHouseBlockHandler,
  getGuestHouseOccupancyHandler,
  adminCancelGuestHouseReservationHandler,
];
