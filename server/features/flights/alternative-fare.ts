import type { FlightOffer } from '../../../src/domain/flight-offer';
import { policyContexts } from '../../../src/domain/lowest-fare-window';
import { type FlightPolicy, evaluateFarePolicy } from '../../../src/domain/flight-policy';
import { parseMinorUnits } from '../../../src/domain/money';

/*
 * The pieces both alternatives (one list, per sector) are built from. The verdict is the results
 * page's badge: evaluateFarePolicy with the comparison fare of the same list.
 */

export interface PricedOffer {
  offer: FlightOffer;
  paise: bigint;
}

/** The chosen fare of `list` priced, or null when the keys are not in it. */
export function chosenFareOf(
  list: readonly FlightOffer[],
  chosen: { flightkey: string; farekey: string },
): PricedOffer | null {
  const offer = list.find((o) => o.flightkey === chosen.flightkey);
  const fare = offer?.fares.find((f) => f.farekey === chosen.farekey);
  return offer && fare ? { offer, paise: parseMinorUnits(fare.totalfare) } : null;
}

/** The cheapest fare of `list` that is in policy and not blocked; null when there is none. */
export function cheapestInPolicy(policy: FlightPolicy | null, list: readonly FlightOffer[], today: string): PricedOffer | null {
  const contextOf = policyContexts(policy, list, today);
  let best: PricedOffer | null = null;
  for (const offer of list) {
    for (const fare of offer.fares) {
      const paise = parseMinorUnits(fare.totalfare);
      if (best && paise >= best.paise) continue;
      const verdict = evaluateFarePolicy(policy, offer, fare, contextOf(offer));
      if (verdict.inpolicy && !verdict.blocked) best = { offer, paise };
    }
  }
  return best;
}

const hhmm = (local: string) => local.slice(11, 16);

/** What the approver reads of an offer: '6E 123', first departure and last arrival (HH:MM), its route. */
export function flightLine(offer: FlightOffer) {
  const first = offer.segments[0]!;
  const last = offer.segments[offer.segments.length - 1]!;
  return {
    route: `${first.origin}-${last.destination}`,
    flightnumber: `${first.carrier} ${first.flightnumber}`,
    departtime: hhmm(first.departure),
    arrivetime: hhmm(last.arrival),
  };
}
