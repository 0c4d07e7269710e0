import { isHandBaggageOnly } from '../../../domain/baggage';
import type { OfferSummary, SegmentSummary } from '../../../contract/flights/search';

/** 150 → '2h 30m'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** The segments of one trip of the offer (1 onward, 2 the return of a combined round trip). */
export const tripSegments = (offer: Pick<OfferSummary, 'segments'>, tripnumber: 1 | 2): SegmentSummary[] =>
  offer.segments.filter((s) => s.tripnumber === tripnumber);

/** 'Non-stop', '1 stop via BOM', '2 stops via BOM, HYD'. */
export function stopsText(segments: SegmentSummary[]): string {
  const via = segments.slice(0, -1).map((s) => s.destination);
  if (via.length === 0) return 'Non-stop';
  return `${via.length} stop${via.length > 1 ? 's' : ''} via ${via.join(', ')}`;
}

export const tripDuration = (segments: SegmentSummary[]) =>
  segments.reduce((total, s) => total + s.duration + s.layover, 0);

/** 'IndiGo 6E 101' or, for a connection, 'IndiGo 6E 101, 6E 205'. */
export function flightsText(segments: SegmentSummary[]): string {
  const names = [...new Set(segments.map((s) => s.carriername))].join(' / ');
  return `${names} ${segments.map((s) => `${s.carrier} ${s.flightnumber}`).join(', ')}`;
}

/** docs/product.md#validation-rules: '0 KG', '0 pc' or empty check-in = hand baggage only. */
export function baggageSummary(fare: { baggage: { checkin: string; cabin: string } }): string {
  const cabin = fare.baggage.cabin ? `Cabin ${fare.baggage.cabin}` : '';
  const checkin = isHandBaggageOnly(fare.baggage.checkin) ? 'Hand baggage only' : `Check-in ${fare.baggage.checkin}`;
  return [checkin, cabin].filter(Boolean).join(' · ');
}

export const refundText = (fare: { refundable: 'Y' | 'N' }) => (fare.refundable === 'Y' ? 'Refundable' : 'Non-refundable');
