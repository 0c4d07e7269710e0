/* The picker's TGFS calls (docs/operations.md GETSSR, GETSEATMAP) for one chosen fare. */
import { api } from '../../../api';
import type { RepricedFare } from '../../../contract/flights/booking';
import { getSeatMap, getSsr } from '../../../contract/flights/extras';
import type { FareAnswers } from './extras-model';

export interface ExtrasCaller {
  profileid?: string;
  corporateid?: string;
}

/** Both ways in one offer (an international round trip's combined fare) asks for both maps. */
const tripTypeOf = (fare: RepricedFare) =>
  fare.offer.segments.some((s) => s.tripnumber === 2) ? ('roundtrip' as const) : ('oneway' as const);

/**
 * The farekey, not the flightkey, so the fare's free meals and seats (fmeal, fseat) come priced at
 * zero. GETSSR failing rejects (no add-ons for this flight); a failed or NOK seat map only loses the
 * seats (seatmaps null), the meals and baggage still sell.
 */
export async function fetchFareExtras(fare: RepricedFare, caller: ExtrasCaller): Promise<FareAnswers> {
  const fields = { ...caller, flightkey: fare.farekey, supplier: fare.offer.supplier };
  const [ssr, seats] = await Promise.allSettled([
    api.callOperation(getSsr, fields),
    api.callOperation(getSeatMap, { ...fields, triptype: tripTypeOf(fare) }),
  ]);
  if (ssr.status === 'rejected') throw ssr.reason;
  const seatmaps =
    seats.status === 'fulfilled' && seats.value.Root.Status === 'OK' ? seats.value.Root.Result.list.SeatMap : null;
  return { ssr: ssr.value.SSR, seatmaps };
}
