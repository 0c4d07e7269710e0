import type { HotelBooking, HotelBookingStatus } from '../../../contract/hotels/booking-shapes';
import type { TicketStage } from '../../../machines/booking/ticket-polling.logic';
import { createTicketPollingMachine } from '../../../machines/booking/ticket-polling.machine';
import { fetchVoucher } from './voucher-api';

/*
 * The voucher's polling: the shared ticket-polling machine (src/machines/booking/, fetch, then
 * re-fetch every 10 s at most 18 times while the supplier has not answered) made for a hotel booking,
 * with the hotel's fetch and stages in place of the airline's. The hotel answers a booking and a
 * cancellation after a delay (docs/features/hotels.md "Bookings"), so 'booked' and
 * 'cancellationrequested' are the waiting ones.
 */

const WAITING_FOR_HOTEL: ReadonlySet<HotelBookingStatus> = new Set(['booked', 'cancellationrequested']);

/** The hotel has not answered yet: the page keeps asking. */
export const waitsForHotel = (booking: HotelBooking) => WAITING_FOR_HOTEL.has(booking.status);

function voucherStage(booking: HotelBooking | null): TicketStage {
  if (booking === null) return 'notFound';
  return waitsForHotel(booking) ? 'pending' : 'settled';
}

export interface VoucherPollingInput {
  profileid: string;
  txid: string;
}

/** Every booking fetched is kept on the device (fetchVoucher); not found forgets the kept copy. */
export function voucherPollingMachine({ profileid }: Pick<VoucherPollingInput, 'profileid'>) {
  return createTicketPollingMachine<HotelBooking>({
    fetch: (txid) => fetchVoucher(profileid, txid),
    stage: voucherStage,
  });
}
