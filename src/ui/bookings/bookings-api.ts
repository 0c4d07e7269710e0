/* The "My bookings" calls (TG-MYBOOKINGS, docs/features/my-bookings.md), shaped for the screen. */
import * as v from 'valibot';
import { api, errorMessage } from '../../api';
import { type BookingProductKind, addBookingToTrip, listMyBookings, type MyBooking, MyBookingSchema } from '../../contract/bookings/operations';
import type { AddToTripOutcome } from '../../machines/booking/add-to-trip.machine';

/** The list as the server answered it: every booking (the screen filters), and the server's day. */
export interface MyBookingsAnswer {
  list: MyBooking[];
  truncated: boolean;
  today: string;
}

const AnswerSchema = v.object({ list: v.array(MyBookingSchema), truncated: v.boolean(), today: v.string() });

/** A stored answer still in today's shape, or null (nothing stored, or written by an older app). */
export function readStoredAnswer(value: unknown): MyBookingsAnswer | null {
  const parsed = v.safeParse(AnswerSchema, value);
  return parsed.success ? parsed.output : null;
}

export async function fetchMyBookings(): Promise<MyBookingsAnswer> {
  const body = await api.callOperation(listMyBookings, { view: 'all', product: '', search: '' });
  return { list: body.list, truncated: body.truncated, today: body.today };
}

/** What the add-to-trip machine sends: which booking goes on which trip. */
export interface AttachRequest {
  product: BookingProductKind;
  txid: string;
  tripid: string;
}

/** The add-to-trip machine's call: added, or the server's reason why not. */
export async function attachToTrip({ booking }: { booking: AttachRequest }): Promise<AddToTripOutcome> {
  try {
    const body = await api.callOperation(addBookingToTrip, booking);
    return { ok: true, message: body.ApiStatus.Message };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
