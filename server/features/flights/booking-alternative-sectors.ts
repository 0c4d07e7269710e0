import type { AlternativeSector, CheaperAlternative } from '../../../src/contract/booking-approvals/operations';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { cheapestInPolicy, chosenFareOf, flightLine } from './alternative-fare';

/*
 * Fares chosen per sector (a domestic round trip's onward and return lists, multi-city legs): each
 * sector is judged on its own list, as the results page judges it, and swaps to that list's
 * cheapest in-policy fare only when it is cheaper than the sector's chosen fare. The approver is
 * offered the mix only when its total is lower than the request's.
 */

/** The per-sector alternative, or null when no sector has anything cheaper within policy. */
export function cheaperPerSector(
  policy: FlightPolicy | null,
  lists: readonly (readonly FlightOffer[])[],
  selected: readonly { flightkey: string; farekey: string }[],
  today: string,
): CheaperAlternative | null {
  let requestedPaise = 0n;
  let alternativePaise = 0n;
  const sectors: AlternativeSector[] = [];
  for (const [i, list] of lists.entries()) {
    const requested = chosenFareOf(list, selected[i]!);
    if (!requested) return null;
    const best = cheapestInPolicy(policy, list, today);
    const asrequested = !best || best.paise >= requested.paise;
    const flown = asrequested ? requested : best;
    requestedPaise += requested.paise;
    alternativePaise += flown.paise;
    sectors.push({ ...flightLine(flown.offer), amount: minorUnitsToDecimal(flown.paise), asrequested });
  }
  if (alternativePaise >= requestedPaise) return null;
  const { flightnumber, departtime, arrivetime } = sectors[0]!;
  return {
    flightnumber,
    departtime,
    arrivetime,
    amount: minorUnitsToDecimal(alternativePaise),
    saving: minorUnitsToDecimal(requestedPaise - alternativePaise),
    sectors,
  };
}
