import type { Executor } from '../../store/db';
import type { FlightBookingRow } from './booking-store';
import { hoursBeforeDeparture, paidShares, sectorsOf } from './cancel-penalty';
import { flightSupplier } from './supplier';

/*
 * What changing a booking's dates costs each traveller, in exact paise: the fare rules' change fee
 * (the airline's change step) per sector for the window this moment falls in, never more
 * than the traveller paid (the fee is kept from their credit, nothing is charged on top of it).
 * The credit is the traveller's paid share, as a cancellation counts it (cancel-penalty.ts).
 */

interface Traveller {
  paxSno: number;
  paxType: 'ADT' | 'CHD' | 'INF';
}

export interface TravellerChange {
  paxSno: number;
  paidPaise: bigint;
  feePaise: bigint;
}

export type ChangeFees = { travellers: TravellerChange[] } | { refused: string };

/** The change fee of each traveller now, or why the fare allows no change now. */
export async function changeFeesOf(
  db: Executor,
  booking: FlightBookingRow,
  travellers: readonly Traveller[],
  now: Date,
): Promise<ChangeFees> {
  const shares = paidShares(booking, travellers);
  const hoursBefore = await hoursBeforeDeparture(db, booking, now);
  const { change } = flightSupplier();
  let perTraveller = 0n;
  for (const offer of booking.offers) {
    const fare = offer.fares[0]!;
    for (const sector of sectorsOf(offer)) {
      const onSector = { farelabel: fare.farelabel, domestic: offer.domint === 'domestic' };
      const { window, rupees } = change.fee(onSector, hoursBefore(sector));
      if (rupees === null)
        return {
          refused: `This fare allows no changes now (${window.toLowerCase()}) on ${sector.origin}-${sector.destination}`,
        };
      perTraveller += BigInt(rupees) * 100n;
    }
  }
  return {
    travellers: travellers.map((t) => {
      const paidPaise = shares.get(t.paxSno) ?? 0n;
      // Infants pay no change fee, as airlines charge it per seat.
      const fee = t.paxType === 'INF' ? 0n : perTraveller;
      return { paxSno: t.paxSno, paidPaise, feePaise: fee < paidPaise ? fee : paidPaise };
    }),
  };
}
