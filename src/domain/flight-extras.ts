/*
 * Flight ancillaries (meals, extra baggage, seats) and their pricing, shared by the booking server
 * (which re-prices what the client chose) and the extras picker (which shows the running total).
 * The server builds the catalogue (server/suppliers/airline/extras.ts); this file only judges a
 * selection against it, so both sides answer the same total and the same messages.
 * Amounts are paise (bigint), per traveller per segment.
 */

/** Meal codes of docs/product.md#constants-and-code-tables, in the spec's order. */
export const MEAL_CODES = ['V', 'N', 'D', 'E', 'J', 'F', 'G', 'T'] as const;
export type MealCode = (typeof MEAL_CODES)[number];
export const MEAL_NAMES: Readonly<Record<MealCode, string>> = {
  V: 'Veg',
  N: 'Non Veg',
  D: 'No Food',
  E: 'Evening Snacks',
  J: 'Jain Meal',
  F: 'Veg(Diabetic)',
  G: 'Non Veg(Diabetic)',
  T: 'Tea/Coffee',
};

/** Extra checked baggage, bought per traveller per segment. */
export const BAGGAGE_CODES = ['XB5', 'XB10', 'XB15', 'XB20'] as const;
export type BaggageCode = (typeof BAGGAGE_CODES)[number];

export type SeatKind = 'window' | 'middle' | 'aisle';
export type SsrType = 'meal' | 'baggage' | 'seat';

export interface ExtrasOption {
  code: string;
  name: string;
  amountPaise: bigint;
}

export interface CatalogueSeat {
  seatno: string;
  available: boolean;
  amountPaise: bigint;
  kind: SeatKind;
}

/** One flight segment; segmentindex is 0-based within its trip (tripnumber 1 onward, 2 return). */
export interface SegmentExtras {
  tripnumber: 1 | 2;
  segmentindex: number;
  origin: string;
  destination: string;
  equipment: string;
  meals: readonly ExtrasOption[];
  baggage: readonly ExtrasOption[];
  seats: readonly CatalogueSeat[];
}

/** The extras of one chosen fare (one entry of the booking's `selected`). */
export interface FareExtras {
  flightkey: string;
  farekey: string;
  segments: readonly SegmentExtras[];
}

/** Indexed like the booking's `selected`: catalogue[selectedindex]. */
export type ExtrasCatalogue = readonly FareExtras[];

/** Structurally the booking contract's ExtraSelection (src/contract/flights/booking.ts). */
export interface ExtraSelectionInput {
  paxindex: number;
  tripnumber: number;
  segmentindex: number;
  selectedindex: number;
  ssrtype: SsrType;
  code: string;
}

export interface ExtrasLine {
  paxindex: number;
  selectedindex: number;
  tripnumber: 1 | 2;
  segmentindex: number;
  ssrtype: SsrType;
  code: string;
  name: string;
  amountPaise: bigint;
}

export type ExtrasPricing =
  | { ok: true; totalPaise: bigint; lines: ExtrasLine[] }
  | { ok: false; message: string };

/** 'Seat 12A' / 'Veg' / '5 KG': what a line shows (the e-ticket's ssrname). */
function optionFor(segment: SegmentExtras, sel: ExtraSelectionInput): { name: string; amountPaise: bigint } | string {
  const code = sel.code.trim().toUpperCase();
  if (sel.ssrtype === 'meal') {
    const meal = segment.meals.find((m) => m.code === code);
    return meal ?? `unknown meal code ${sel.code}`;
  }
  if (sel.ssrtype === 'baggage') {
    const bag = segment.baggage.find((b) => b.code === code);
    return bag ?? `unknown baggage code ${sel.code}`;
  }
  const seat = segment.seats.find((s) => s.seatno === code);
  if (!seat) return `there is no seat ${sel.code} on this flight`;
  if (!seat.available) return `seat ${code} is not available`;
  return { name: `Seat ${code}`, amountPaise: seat.amountPaise };
}

/**
 * Prices a selection of extras. paxtypes lists the travellers in booking order. The first problem
 * answers a message naming the field (`extras[2].code: seat 12A is not available`). Rules: one of
 * each kind per traveller per segment; infants get no seat (they sit on a lap); a seat is taken
 * by one traveller only; codes must be in the catalogue and seats free.
 */
export function priceExtras(
  catalogue: ExtrasCatalogue,
  selections: readonly ExtraSelectionInput[],
  paxtypes: readonly string[],
): ExtrasPricing {
  const lines: ExtrasLine[] = [];
  const taken = new Set<string>();
  const seatsBy = new Map<string, number>();
  let totalPaise = 0n;
  for (const [i, sel] of selections.entries()) {
    const at = `extras[${i}]`;
    const fare = catalogue[sel.selectedindex];
    if (!fare) return { ok: false, message: `${at}.selectedindex: there is no selected fare ${sel.selectedindex}` };
    const paxtype = paxtypes[sel.paxindex];
    if (paxtype === undefined) return { ok: false, message: `${at}.paxindex: there is no traveller ${sel.paxindex}` };
    const segment = fare.segments.find((s) => s.tripnumber === sel.tripnumber && s.segmentindex === sel.segmentindex);
    if (!segment) {
      return { ok: false, message: `${at}.segmentindex: there is no segment ${sel.segmentindex} on trip ${sel.tripnumber} of that flight` };
    }
    if (sel.ssrtype === 'seat' && paxtype === 'INF') {
      return { ok: false, message: `${at}.ssrtype: infants travel on a lap and get no seat (traveller ${sel.paxindex + 1})` };
    }
    const where = `${sel.selectedindex}|${sel.tripnumber}|${sel.segmentindex}`;
    const once = `${where}|${sel.paxindex}|${sel.ssrtype}`;
    if (seatsBy.has(once)) {
      return { ok: false, message: `${at}.ssrtype: traveller ${sel.paxindex + 1} already has a ${sel.ssrtype} on ${segment.origin}-${segment.destination}` };
    }
    const option = optionFor(segment, sel);
    if (typeof option === 'string') return { ok: false, message: `${at}.code: ${option}` };
    const code = sel.code.trim().toUpperCase();
    if (sel.ssrtype === 'seat') {
      const seatKey = `${where}|${code}`;
      if (taken.has(seatKey)) return { ok: false, message: `${at}.code: seat ${code} is already chosen for another traveller` };
      taken.add(seatKey);
    }
    seatsBy.set(once, i);
    totalPaise += option.amountPaise;
    lines.push({
      paxindex: sel.paxindex,
      selectedindex: sel.selectedindex,
      tripnumber: segment.tripnumber,
      segmentindex: segment.segmentindex,
      ssrtype: sel.ssrtype,
      code,
      name: option.name,
      amountPaise: option.amountPaise,
    });
  }
  return { ok: true, totalPaise, lines };
}
