import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { SelectedFare } from '../../../contract/flights/policy';
import { formatMoney, parseMinorUnits } from '../../../domain/money';
import type { OfferList } from '../../../machines/flights/flight-search.machine';
import { formatDateWithWeekday, formatTime } from '../../../domain/format';
import { flightsText, stopsText, tripSegments } from '../results/offer-format';

/* How the reschedule drawer lists the new flights: one line per offer, its cheapest fare. */

/** The cheapest fare of an offer (the search sends them cheapest first; this does not rely on it). */
export function cheapestFare(offer: Pick<OfferSummary, 'fares'>): FareSummary | undefined {
  return offer.fares.reduce<FareSummary | undefined>(
    (best, f) => (!best || parseMinorUnits(f.totalfare) < parseMinorUnits(best.totalfare) ? f : best),
    undefined,
  );
}

/** What the change picks of an offer: the flight and its cheapest fare. */
export function pickOf(offer: OfferSummary): SelectedFare | null {
  const fare = cheapestFare(offer);
  return fare ? { flightkey: offer.flightkey, farekey: fare.farekey } : null;
}

/** 'Onward flights BLR to DEL, Sun, 20 Dec 2026' */
export function listTitle(list: OfferList, index: number, count: number): string {
  const which = count > 1 ? (index === 0 ? 'Onward flights' : 'Return flights') : 'Flights';
  return `${which} ${list.origin} to ${list.destination}, ${formatDateWithWeekday(list.jdate)}`;
}

/** '06:10 BLR → 08:55 DEL, IndiGo 6E 6012, Non-stop' for one trip of the offer. */
function tripText(offer: OfferSummary, trip: 1 | 2): string {
  const segments = tripSegments(offer, trip);
  if (segments.length === 0) return '';
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const times = `${formatTime(first.departure)} ${first.origin} → ${formatTime(last.arrival)} ${last.destination}`;
  return `${times}, ${flightsText(segments)}, ${stopsText(segments)}`;
}

/** The offer's line: each trip it flies (a combined round trip has two) and its cheapest fare. */
export function offerText(offer: OfferSummary, currency: string): string {
  const trips = [tripText(offer, 1), tripText(offer, 2)].filter(Boolean);
  const fare = cheapestFare(offer);
  const text = trips.length > 1 ? `Onward ${trips[0]}; Return ${trips[1]}` : (trips[0] ?? offer.flightkey);
  return fare ? `${text}, ${formatMoney(parseMinorUnits(fare.totalfare), currency)}` : text;
}
