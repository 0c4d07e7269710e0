import type { ListedBookingSource } from '../../booking/listed-bookings';
import type { BookingProduct } from '../../booking/product';
import type { OperationHandler } from '../../dispatch/types';
import { addBookingToTripHandler } from './add-to-trip';
import { listMyBookingsHandler } from './list';

/**
 * "My bookings" across everything the composition root hands over (server/features/products.ts): the
 * list shows every listed source, a trip takes only a product's paid booking.
 */
export const bookingsHandlers = (products: readonly BookingProduct[], listed: readonly ListedBookingSource[]): OperationHandler[] => [
  listMyBookingsHandler(listed),
  addBookingToTripHandler(products),
];
