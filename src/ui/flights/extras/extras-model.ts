/*
 * The extras picker's pure parts: which flight segments the chosen fares fly (one tab each), the
 * priceable catalogue built from the GETSSR/GETSEATMAP answers, the edits a click makes to the
 * selection list, and the texts of options and seats. Amounts stay in paise (bigint) throughout.
 */
import type { ExtraSelection, RepricedFare } from '../../../contract/flights/booking';
import type { SeatMap, SsrSegment } from '../../../contract/flights/extras';
import type { ExtrasCatalogue, ExtrasOption, FareExtras, SegmentExtras } from '../../../domain/flight-extras';
import { formatMoney, parseMinorUnits } from '../../../domain/money';

export interface PickerTraveller {
  label: string;
  paxtype: 'ADT' | 'CHD' | 'INF';
}

/** Where a selection applies: the fare (index into `selected`), its trip and the segment within that trip. */
export interface SegmentRef {
  selectedindex: number;
  tripnumber: 1 | 2;
  segmentindex: number;
}

export interface SegmentTab extends SegmentRef {
  /** Tab value, unique over every fare. */
  key: string;
  /** 'BLR → DEL · 6E 2134'. */
  label: string;
  farekey: string;
}

/** What the two calls answered for one fare; seatmaps is null when GETSEATMAP failed. */
export interface FareAnswers {
  ssr: readonly SsrSegment[];
  seatmaps: readonly SeatMap[] | null;
}

export const segmentKey = (r: SegmentRef) => `${r.selectedindex}-${r.tripnumber}-${r.segmentindex}`;

/** Every segment of every chosen fare, in flying order; segmentindex counts within its trip. */
export function segmentTabs(fares: readonly RepricedFare[]): SegmentTab[] {
  return fares.flatMap((fare, selectedindex) => {
    const seen = { 1: 0, 2: 0 };
    return fare.offer.segments.map((s) => {
      const ref = { selectedindex, tripnumber: s.tripnumber, segmentindex: seen[s.tripnumber]++ };
      return {
        ...ref,
        key: segmentKey(ref),
        label: `${s.origin} → ${s.destination} · ${s.carrier} ${s.flightnumber}`,
        farekey: fare.farekey,
      };
    });
  });
}

const sameSegment = (
  a: { tripnumber: number; segmentindex: number },
  b: { tripnumber: number; segmentindex: number },
) => a.tripnumber === b.tripnumber && a.segmentindex === b.segmentindex;

const options = (list: readonly { code: string; name: string; amount: string }[]): ExtrasOption[] =>
  list.map((o) => ({ code: o.code, name: o.name, amountPaise: parseMinorUnits(o.amount) }));

export function findSeatMap(answers: FareAnswers | undefined, ref: SegmentRef): SeatMap | undefined {
  return answers?.seatmaps?.find((m) => sameSegment(m, ref));
}

/**
 * The catalogue priceExtras judges against, indexed like `selected`. A fare still loading (or whose
 * add-ons failed) has no segments, so nothing can be priced on it.
 */
export function buildCatalogue(
  fares: readonly RepricedFare[],
  answers: Readonly<Record<string, FareAnswers | undefined>>,
): ExtrasCatalogue {
  const tabs = segmentTabs(fares);
  return fares.map((fare, selectedindex): FareExtras => {
    const got = answers[fare.farekey];
    const segments: SegmentExtras[] = [];
    if (got) {
      for (const tab of tabs.filter((t) => t.selectedindex === selectedindex)) {
        const ssr = got.ssr.find((s) => sameSegment(s, tab));
        const map = findSeatMap(got, tab);
        const at = fare.offer.segments.filter((s) => s.tripnumber === tab.tripnumber)[tab.segmentindex];
        segments.push({
          tripnumber: tab.tripnumber,
          segmentindex: tab.segmentindex,
          origin: at?.origin ?? '',
          destination: at?.destination ?? '',
          equipment: map?.equipment ?? at?.equipment ?? '',
          meals: options(ssr?.meals ?? []),
          baggage: options(ssr?.baggage ?? []),
          seats: (map?.rows ?? []).flatMap((r) =>
            r.seats.map((seat) => ({ ...seat, amountPaise: parseMinorUnits(seat.amount) })),
          ),
        });
      }
    }
    return { flightkey: fare.flightkey, farekey: fare.farekey, segments };
  });
}

const onSegment = (s: ExtraSelection, ref: SegmentRef) => s.selectedindex === ref.selectedindex && sameSegment(s, ref);

/** The code a traveller holds of one kind on one segment ('' = none). */
export function chosenCode(
  value: readonly ExtraSelection[],
  ref: SegmentRef,
  paxindex: number,
  ssrtype: ExtraSelection['ssrtype'],
) {
  return value.find((s) => onSegment(s, ref) && s.paxindex === paxindex && s.ssrtype === ssrtype)?.code ?? '';
}

/** Replaces the traveller's meal/baggage/seat on the segment; code '' removes it. */
export function withChoice(
  value: readonly ExtraSelection[],
  ref: SegmentRef,
  paxindex: number,
  ssrtype: ExtraSelection['ssrtype'],
  code: string,
): ExtraSelection[] {
  const rest = value.filter((s) => !(onSegment(s, ref) && s.paxindex === paxindex && s.ssrtype === ssrtype));
  if (!code) return rest;
  // Only the reference's own fields: a SegmentTab carries its label and key too.
  const { selectedindex, tripnumber, segmentindex } = ref;
  return [...rest, { selectedindex, tripnumber, segmentindex, paxindex, ssrtype, code }];
}

/** A click on a seat: takes it for the traveller, or gives it back when it already is theirs. */
export function toggleSeat(value: readonly ExtraSelection[], ref: SegmentRef, paxindex: number, seatno: string) {
  const mine = chosenCode(value, ref, paxindex, 'seat') === seatno;
  return withChoice(value, ref, paxindex, 'seat', mine ? '' : seatno);
}

/** Seat number → traveller index, for the segment's seats already chosen. */
export function seatHolders(value: readonly ExtraSelection[], ref: SegmentRef): Map<string, number> {
  const held = new Map<string, number>();
  for (const s of value) if (s.ssrtype === 'seat' && onSegment(s, ref)) held.set(s.code, s.paxindex);
  return held;
}

export const priceText = (paise: bigint) => (paise === 0n ? 'Free' : formatMoney(paise, 'INR'));

/** 'Veg · ₹250', 'Veg · Free'. */
export const optionLabel = (o: { name: string; amount: string }) =>
  `${o.name} · ${priceText(parseMinorUnits(o.amount))}`;

/** 'Seat 12A, window, ₹350' / 'Seat 12A, window, free' / 'Seat 12A, window, taken'. */
export function seatName(seat: { seatno: string; kind: string; amount: string; available: boolean }, heldBy?: string) {
  const base = `Seat ${seat.seatno}, ${seat.kind}`;
  if (!seat.available) return `${base}, taken`;
  const paise = parseMinorUnits(seat.amount);
  const price = paise === 0n ? 'free' : formatMoney(paise, 'INR');
  return heldBy === undefined ? `${base}, ${price}` : `${base}, ${price}, chosen for ${heldBy}`;
}
