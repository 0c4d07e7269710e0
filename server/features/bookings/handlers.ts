import type { BookingProduct } from '../../booking/product';
import type { OperationHandler } from '../../dispatch/types';
import { addBookingToTripHandler } from './add-to-trip';
import { listMyBookingsHandler } from './list';

/** "My bookings" across every product the composition root hands over (server/features/products.ts). */
export const bookingsHandlers = (products: readonly BookingProduct[]): OperationHandler[] => [
  listMyBookingsHandler(products),
  addBookingToTripHandler(products),
];
