import { fromPromise } from 'xstate';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import type { HotelBooking, HotelBookingStatus } from '../../../contract/hotels/booking-shapes';
import { ticketPollingMachine } from '../../../machines/booking/ticket-polling.machine';
import { fetchVoucher } from './voucher-api';

/*
 * The voucher's polling: the shared ticket-polling machine (src/machines/booking/, fetch, then
 * re-fetch every 10 s at most 18 times while the supplier has not answered) with the hotel's fetch and
 * stages in place of the airline's. The hotel answers a booking and a cancellation after a delay
 * (docs/features/hotels.md "Bookings"), so 'booked' and 'cancellationrequested' are the waiting ones.
 */

const WAITING_FOR_HOTEL: ReadonlySet<HotelBookingStatus> = new Set(['booked', 'cancellationrequested']);

/** The hotel has not answered yet: the page keeps asking. */
export const waitsForHotel = (booking: HotelBooking) => WAITING_FOR_HOTEL.has(booking.status);

/**
 * The machine's context is typed with the airline's ticket; it only carries what the fetch answers to
 * the guards below and back to the page, so a booking travels in it as that type (asBooking reads it back).
 */
type Carried = FlightInvoice | null;
const carry = (booking: HotelBooking | null) => booking as unknown as Carried;
export const asBooking = (carried: Carried) => carried as unknown as HotelBooking | null;

export interface VoucherPollingInput {
  profileid: string;
  txid: string;
}

/** Every booking fetched is kept on the device (fetchVoucher); not found forgets the kept copy. */
export function voucherPollingMachine({ profileid }: Pick<VoucherPollingInput, 'profileid'>) {
  return ticketPollingMachine.provide({
    actors: { fetchTicket: fromPromise(async ({ input }) => carry(await fetchVoucher(profileid, input.txid))) },
    guards: {
      notFound: (_, carried: Carried) => carried === null,
      pending: (_, carried: Carried) => {
        const booking = asBooking(carried);
        return booking !== null && waitsForHotel(booking);
      },
    },
  });
}
