import type { BookingProduct } from '../booking/product';
import { flightProduct } from './flights/product';
import { hotelProduct } from './hotels/product';
import { insuranceProduct } from './insurance/product';

/** Everything the product sells, as the shared booking lifecycle sees it (server/booking). */
export const allProducts: readonly BookingProduct[] = [flightProduct, insuranceProduct, hotelProduct];
