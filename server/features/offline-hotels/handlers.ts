import type { OperationHandler } from '../../dispatch/types';
import { cancelOfflineStayHandler } from './cancel-stay';
import { declineOfflineHotelHandler } from './decline';
import { getOfflineHotelTripsHandler } from './desk-trips';
import { fulfilOfflineHotelHandler } from './fulfil';
import { getOfflineHotelQueueHandler } from './queue';
import { getOfflineStayHandler } from './stay-voucher';

/** TG-OFFLINEHOTEL (docs/features/offline-hotels.md). */
export const offlineHotelHandlers: readonly OperationHandler[] = [
  getOfflineHotelQueueHandler,
  getOfflineHotelTripsHandler,
  fulfilOfflineHotelHandler,
  declineOfflineHotelHandler,
  getOfflineStayHandler,
  cancelOfflineStayHandler,
];
