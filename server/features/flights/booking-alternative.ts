import type { CheaperAlternative } from '../../../src/contract/booking-approvals/operations';
import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { cheapestInPolicy, chosenFareOf, flightLine } from './alternative-fare';
import { cheaperPerSector } from './booking-alternative-sectors';
import { loadFlightPolicy, loadSearchLists } from './policy-store';
import { flightToday } from './search-store';

/*
 * Issue 15: when a flight goes for approval, the approver sees what the same search offered within
 * policy for less. A one-list search (one way, or a round trip sold as one offer) is compared as a
 * whole; fares chosen per sector (onward and return lists) are compared sector by sector.
 */

/** The cheapest in-policy fare of `list` when it costs less than the chosen one; null otherwise. */
export function cheaperInPolicy(
  policy: FlightPolicy | null,
  list: readonly FlightOffer[],
  chosen: { flightkey: string; farekey: string },
  today: string,
): CheaperAlternative | null {
  const requested = chosenFareOf(list, chosen);
  const best = cheapestInPolicy(policy, list, today);
  if (!requested || !best || best.paise >= requested.paise) return null;
  const { flightnumber, departtime, arrivetime } = flightLine(best.offer);
  return {
    flightnumber,
    departtime,
    arrivetime,
    amount: minorUnitsToDecimal(best.paise),
    saving: minorUnitsToDecimal(requested.paise - best.paise),
  };
}

/** The alternative for a booking request from the caller's own search, or null. */
export async function cheaperAlternativeOf(ctx: HandlerContext, request: FlightBookingRequest): Promise<CheaperAlternative | null> {
  const search = await loadSearchLists(ctx, request.responseid);
  if (search.lists.length !== request.selected.length) return null;
  const policy = await loadFlightPolicy(ctx);
  const today = flightToday(ctx.now);
  return search.lists.length === 1
    ? cheaperInPolicy(policy, search.lists[0]!, request.selected[0]!, today)
    : cheaperPerSector(policy, search.lists, request.selected, today);
}
