import type { HotelBooking, HotelBookingStatus } from '../../../contract/hotels/booking-shapes';
import { paymentModeName } from '../../../domain/display-names';
import { formatMoneyExact, parseMinorUnits } from '../../../domain/money';

/* How the voucher words a booking (docs/features/hotels.md "Voucher and cancellation"). Pure. */

type Colour = 'green' | 'yellow' | 'red' | 'gray';

export const VOUCHER_STATUS: Readonly<Record<HotelBookingStatus, { text: string; colour: Colour }>> = {
  paymentpending: { text: 'Payment pending', colour: 'yellow' },
  booked: { text: "Booked — waiting for the hotel's confirmation", colour: 'yellow' },
  confirmed: { text: 'Confirmed', colour: 'green' },
  cancellationrequested: { text: 'Cancellation requested', colour: 'yellow' },
  cancelled: { text: 'Cancelled', colour: 'red' },
  expired: { text: 'Expired', colour: 'red' },
};

/** An amount of the booking exact to the paisa, Indian grouping: '12345.50' → '₹12,345.50'. */
export const voucherMoney = (decimal: string, currency: string) => formatMoneyExact(parseMinorUnits(decimal), currency);

export const guestName = (g: HotelBooking['guests'][number]) => [g.title, g.firstname, g.lastname].filter(Boolean).join(' ');

/** '2 rooms, 3 adults, 1 child'. */
export function roomsText(rooms: HotelBooking['rooms']): string {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const children = rooms.reduce((n, r) => n + r.childages.length, 0);
  const parts = [plural(rooms.length, 'room'), plural(adults, 'adult')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return parts.join(', ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const paidByText = (mode: HotelBooking['paymentmode']) => paymentModeName(mode);

/** Where a refund goes, as the end of 'The refund goes …'. */
export const REFUND_GOES: Readonly<Record<'wallet' | 'card' | 'none', string>> = {
  wallet: 'to your wallet',
  card: 'to the card used for payment',
  none: 'nowhere: the stay was billed to the company account, so no money moves',
};

/**
 * Cancel is offered for a paid stay (booked or confirmed) until check-in: the hotel's check-in time on
 * the check-in day, read on this device's clock and time zone (the server prices the tier exactly).
 */
export function canCancel(booking: HotelBooking, now: Date): boolean {
  if (booking.status !== 'booked' && booking.status !== 'confirmed') return false;
  const time = /^\d{2}:\d{2}$/.test(booking.hotel.checkintime) ? booking.hotel.checkintime : '00:00';
  const checkIn = new Date(`${booking.checkin}T${time}`);
  return Number.isNaN(checkIn.getTime()) || checkIn.getTime() > now.getTime();
}
