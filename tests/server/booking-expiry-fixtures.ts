import { eq } from 'drizzle-orm';
import { type UnpaidExpiry, expireUnpaidBookings } from '../../server/booking/expiry';
import { allProducts } from '../../server/features/products';
import { flightBookings, flightSeatHolds } from '../../server/store/schema-flight-bookings';
import { cardPayments } from '../../server/store/schema-wallet';
import { findOffer } from '../../server/suppliers/airline/find';
import { extrasOfOffer } from '../../server/suppliers/airline/extras';
import type { TestApp } from './helpers/test-app';
import { MINUTE } from './helpers/clock';
import { oneway } from './flights-fixtures';
import { type Picked, bookingRequest, reprice, searchAndPick } from './flights-booking-fixtures';

/*
 * Shared by the booking expiry tests: card bookings left at the gateway, the expiry pass as the
 * composition root wires it (server/app.ts), and the rows to look at. The clock starts 2026-03-01.
 */

/** The products' expiries, as server/app.ts hands them to the pass. */
export const EXPIRIES: readonly UnpaidExpiry[] = allProducts;

/** The default hold time, and a moment just past it. */
export const HOLD = 15 * MINUTE;
export const JUST_PAST = HOLD + 1_000;

/** One expiry pass at the test app's clock, as one server process runs it. */
export const expiryPass = (t: TestApp, now = t.clock.now()) => expireUnpaidBookings(t.store.db, EXPIRIES, now);

export const flightRow = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, txid)))[0]!;

export const seatHoldsOf = (t: TestApp, txid: string) =>
  t.store.db.select().from(flightSeatHolds).where(eq(flightSeatHolds.txid, txid));

export const cardPaymentsOf = (t: TestApp, txid: string) =>
  t.store.db.select().from(cardPayments).where(eq(cardPayments.reference, txid));

export interface SeatOffer {
  picked: Picked;
  totalfare: string;
  /** Seats of the first segment free in the sandbox's own map (bookings here may hold some). */
  seats: { seatno: string; amountPaise: bigint }[];
}

/** Searches BLR→DEL, re-prices the cheapest fare and lists its first segment's seats. */
export async function seatOffer(t: TestApp, token: string): Promise<SeatOffer> {
  const picked = await searchAndPick(t, token, oneway('BLR', 'DEL', '2026-03-20'));
  const priced = await reprice(t, token, picked);
  const key = picked.selected[0]!;
  const offer = await findOffer(t.store.db, key.flightkey, { pax: { adults: 1, children: 0, infants: 0 }, today: '2026-03-01' }, true);
  const seats = extrasOfOffer(offer!, key.farekey)!.segments[0]!.seats.filter((s) => s.available);
  return { picked, totalfare: priced.totalfare, seats };
}

/** A booking request of the offer with seat `seatno` (first segment), paid by card unless told. */
export function withSeat(offer: SeatOffer, seatno: string, overrides: Record<string, unknown> = {}) {
  const seat = offer.seats.find((s) => s.seatno === seatno)!;
  return bookingRequest(offer.picked, offer.totalfare, {
    extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'seat', code: seatno }],
    extrastotal: (Number(seat.amountPaise) / 100).toFixed(2),
    paymentmode: 'creditcard',
    ...overrides,
  });
}
