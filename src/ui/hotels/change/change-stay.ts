import type { HotelBooking } from '../../../contract/hotels/booking-shapes';

/*
 * Who is offered 'Change dates' on the voucher (docs/features/hotels-change.md): a paid stay
 * (booked or confirmed), however it was paid, whose check-in day is today or later. The server checks it all again and says why not in plain words. Pure.
 */
export function canChangeDates(booking: HotelBooking, today: string): boolean {
  if (booking.status !== 'booked' && booking.status !== 'confirmed') return false;
  return booking.checkin >= today;
}
