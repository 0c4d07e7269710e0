import type { HotelBooking } from '../../../contract/hotels/booking-shapes';

/*
 * Who is offered 'Change dates' on the voucher (docs/features/hotels-change.md): a paid stay
 * (booked or confirmed) paid from the wallet or billed to the company, whose check-in day is today
 * or later. The server checks it all again and says why not in plain words. Pure.
 */
export function canChangeDates(booking: HotelBooking, today: string): boolean {
  if (booking.status !== 'booked' && booking.status !== 'confirmed') return false;
  if (booking.paymentmode === 'creditcard') return false;
  return booking.checkin >= today;
}
