import type { ListedBookingSource } from '../booking/listed-bookings';
import type { BookingProduct } from '../booking/product';
import { flightProduct } from './flights/product';
import { guestHouseBookings } from './guesthouses/my-bookings';
import { hotelProduct } from './hotels/product';
import { insuranceProduct } from './insurance/product';

/** Everything the product sells, as the shared booking lifecycle sees it (server/booking). */
export const allProducts: readonly BookingProduct[] = [flightProduct, insuranceProduct, hotelProduct];

/** What "My bookings" lists: every product, and guest house reservations, which nobody pays for. */
export const listedBookingSources: readonly ListedBookingSource[] = [...allProducts, guestHouseBookings];
