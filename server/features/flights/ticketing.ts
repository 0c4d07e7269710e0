import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { Executor } from '../../store/db';
import { flightBookings } from '../../store/schema-flight-bookings';
import { flightSupplier } from './supplier';

/*
 * The airline issues tickets asynchronously: a paid booking is 'pending' and becomes 'ticketed'
 * at the due time its airline's ticket step answered at payment (the sandbox: after
 * FLIGHT_TICKETING_DELAY_MS, never on DEL→IXC). Nothing runs on a timer for it: the due time is
 * stored at payment and applied when the ticket is read (one guarded UPDATE, so readers in any
 * server process racing each other change it once) and by maintenance.
 * PNRs and ticket numbers are derived from the txid, so issuing is repeatable.
 */

/** When the tickets of offers paid at `paidAt` are issued; null when the airline never issues them. */
export function ticketingDueAt(offers: readonly FlightOffer[], paidAt: Date): Date | null {
  return flightSupplier().ticket.dueAt(offers, paidAt);
}

/** Issues the tickets of one booking if they are due; true when it is ticketed now. */
export async function applyTicketing(db: Executor, txid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(flightBookings)
    .set({ status: 'ticketed', ticketedAt: now, updatedAt: now })
    .where(
      and(
        eq(flightBookings.txid, txid),
        eq(flightBookings.status, 'pending'),
        isNotNull(flightBookings.ticketingDueAt),
        lte(flightBookings.ticketingDueAt, now),
      ),
    )
    .returning({ txid: flightBookings.txid });
  return rows.length > 0;
}

/** Maintenance: issues every booking whose tickets are due; answers how many. */
export async function issueDueTickets(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(flightBookings)
    .set({ status: 'ticketed', ticketedAt: now, updatedAt: now })
    .where(
      and(
        eq(flightBookings.status, 'pending'),
        isNotNull(flightBookings.ticketingDueAt),
        lte(flightBookings.ticketingDueAt, now),
      ),
    )
    .returning({ txid: flightBookings.txid });
  return rows.length;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
export const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The airline PNR of one trip of a booking (6 characters, no I/O/0/1). */
export function airlinePnr(txid: string, tripnumber: number): string {
  const bytes = digest(`pnr:${txid}:${tripnumber}`);
  return Array.from(bytes.subarray(0, 6), (b) => PNR_LETTERS[b % PNR_LETTERS.length]).join('');
}

/** The ticket number of one traveller on one trip: the carrier's 3-digit prefix and 10 digits. */
export function ticketNumber(txid: string, carrier: string, tripnumber: number, paxSno: number): string {
  const prefix = String(100 + (digest(`carrier:${carrier}`).readUInt16BE(0) % 900));
  const serial = String(digest(`ticket:${txid}:${tripnumber}:${paxSno}`).readUInt32BE(0) % 10_000_000_000).padStart(
    10,
    '0',
  );
  return `${prefix}-${serial}`;
}

/** The booking reference shown to the traveller once paid. */
export const tgBookingRefOf = (txid: string) => `TGF${txid.replace(/\D/g, '')}`;
