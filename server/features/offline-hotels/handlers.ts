import type { OperationHandler } from '../../dispatch/types';
import { declineOfflineHotelHandler } from './decline';
import { getOfflineHotelTripsHandler } from './desk-trips';
import { fulfilOfflineHotelHandler } from './fulfil';
import { getOfflineHotelQueueHandler } from './queue';

/** TG-OFFLINEHOTEL (docs/features/offline-hotels.md). */
export const offlineHotelHandlers: readonly OperationHandler[] = [
  getOfflineHotelQueueHandler,
  getOfflineHotelTripsHandler,
  fulfilOfflineHotelHandler,
  declineOfflineHotelHandler,
];
