import type { HotelRate } from './supplier';
import { hotelSupplier } from './supplier';

/*
 * When the hotel answers asynchronously (docs/sandbox-hotels.md "Cancellation"): it confirms a paid
 * booking, and a cancellation, some time after it is asked (the supplier's ticket and cancel
 * steps: the sandbox's HOTEL_CONFIRMATION_DELAY_MS, 20 s). As flights do with the sandbox airline's
 * delays, the environment may shorten it (HOTEL_CONFIRMATION_DELAY_MS, read at each use) so a test
 * or a demo need not wait.
 */

function delayFromEnv(): number | undefined {
  const raw = process.env.HOTEL_CONFIRMATION_DELAY_MS;
  const ms = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** When the hotel confirms a booking of `rate` paid at `paidAt`. */
export function confirmationDueAt(rate: HotelRate, paidAt: Date): Date | null {
  const ms = delayFromEnv();
  return ms === undefined ? hotelSupplier().ticket.dueAt(rate, paidAt) : after(paidAt, ms);
}

/** When the hotel confirms a cancellation requested at `requestedAt`. */
export function cancellationDueAt(requestedAt: Date): Date {
  const ms = delayFromEnv();
  return ms === undefined ? hotelSupplier().cancel.dueAt(requestedAt) : after(requestedAt, ms);
}
