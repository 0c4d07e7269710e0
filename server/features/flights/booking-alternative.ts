import type { CheaperAlternative } from '../../../src/contract/booking-approvals/operations';
import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import { type FlightOffer, lowestFarePaise } from '../../../src/domain/flight-offer';
import { evaluateFarePolicy } from '../../../src/domain/flight-policy';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { loadFlightPolicy, loadSearchLists } from './policy-store';

/*
 * Issue 15: when a flight goes for approval, the approver sees what the same search offered within
 * policy for less. The verdict is the results page's badge (evaluateFarePolicy over the same list);
 * only a one-list search is compared (one way, or a round trip sold as one offer): a fare chosen
 * per sector has no single "instead" to offer.
 */

const hhmm = (local: string) => local.slice(11, 16);

/** The cheapest in-policy fare of `list` when it costs less than the chosen one; null otherwise. */
export function cheaperInPolicy(
  policy: Parameters<typeof evaluateFarePolicy>[0],
  list: readonly FlightOffer[],
  chosen: { flightkey: string; farekey: string },
): CheaperAlternative | null {
  const chosenFare = list.find((o) => o.flightkey === chosen.flightkey)?.fares.find((f) => f.farekey === chosen.farekey);
  if (!chosenFare) return null;
  const lowest = lowestFarePaise(list) ?? 0n;
  let best: { offer: FlightOffer; paise: bigint } | null = null;
  for (const offer of list) {
    for (const fare of offer.fares) {
      const paise = parseMinorUnits(fare.totalfare);
      if (best && paise >= best.paise) continue;
      const verdict = evaluateFarePolicy(policy, offer, fare, lowest);
      if (verdict.inpolicy && !verdict.blocked) best = { offer, paise };
    }
  }
  const chosenPaise = parseMinorUnits(chosenFare.totalfare);
  if (!best || best.paise >= chosenPaise) return null;
  const first = best.offer.segments[0]!;
  const last = best.offer.segments[best.offer.segments.length - 1]!;
  return {
    flightnumber: `${first.carrier} ${first.flightnumber}`,
    departtime: hhmm(first.departure),
    arrivetime: hhmm(last.arrival),
    amount: minorUnitsToDecimal(best.paise),
    saving: minorUnitsToDecimal(chosenPaise - best.paise),
  };
}

/** The alternative for a booking request from the caller's own search, or null. */
export async function cheaperAlternativeOf(ctx: HandlerContext, request: FlightBookingRequest): Promise<CheaperAlternative | null> {
  const search = await loadSearchLists(ctx, request.responseid);
  if (search.lists.length !== 1 || request.selected.length !== 1) return null;
  return cheaperInPolicy(await loadFlightPolicy(ctx), search.lists[0]!, request.selected[0]!);
}
