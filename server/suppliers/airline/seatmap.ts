import type { Cabin } from '../../../src/domain/flight-offer';
import type { CatalogueSeat, SeatKind } from '../../../src/domain/flight-extras';
import type { Carrier } from './carriers';
import { carrierPaise } from './ssr';
import { hash32, unit } from './geo';

/*
 * Seat maps of the sandbox airline by aircraft and cabin (docs/sandbox-airline.md "Extras").
 * The layout follows the equipment of the segment: A320/A321/737 single aisle 3-3, ATR 2-2,
 * widebodies 3-3-3 (787, A350) or 3-4-3 (777, A380); premium cabins are narrower (2-2, 2-3-2,
 * 1-2-1, 1-1-1). Which seats are taken is fixed by the flight (carrier, number, departure) and
 * the seat, so two calls agree. Prices: exit rows (extra legroom) most, then the front rows,
 * then windows and aisles; middles are free; business and first seats are free; fseat frees all.
 */

export interface CabinLayout {
  /** '' marks an aisle. */
  columns: string[];
  firstRow: number;
  lastRow: number;
  exitRows: readonly number[];
}

const SIX = ['A', 'B', 'C', '', 'D', 'E', 'F'];
const FOUR = ['A', 'C', '', 'D', 'F'];
const NINE = ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K'];
const TEN = ['A', 'B', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'J', 'K'];
const SEVEN = ['A', 'C', '', 'D', 'E', 'F', '', 'H', 'K'];
const BIZ_WIDE = ['A', '', 'D', 'G', '', 'K'];
const FIRST_WIDE = ['A', '', 'E', '', 'K'];

type Body = 'atr' | 'a320' | 'a321' | 'b737' | 'wide9' | 'wide10';

export function bodyOf(equipment: string): Body {
  const e = equipment.toUpperCase();
  if (e.startsWith('ATR')) return 'atr';
  if (e.startsWith('A321')) return 'a321';
  if (e.startsWith('A320') || e.startsWith('A319')) return 'a320';
  if (e.startsWith('B737') || e.startsWith('737')) return 'b737';
  if (e.startsWith('B777') || e.startsWith('A380')) return 'wide10';
  return 'wide9';
}

const ECONOMY: Record<Body, CabinLayout> = {
  atr: { columns: FOUR, firstRow: 1, lastRow: 18, exitRows: [] },
  a320: { columns: SIX, firstRow: 1, lastRow: 30, exitRows: [12, 13] },
  a321: { columns: SIX, firstRow: 1, lastRow: 38, exitRows: [12, 13, 26] },
  b737: { columns: SIX, firstRow: 1, lastRow: 32, exitRows: [14, 15] },
  wide9: { columns: NINE, firstRow: 20, lastRow: 45, exitRows: [20, 33] },
  wide10: { columns: TEN, firstRow: 30, lastRow: 60, exitRows: [30, 45] },
};

export function layoutFor(equipment: string, cabin: Cabin): CabinLayout {
  const body = bodyOf(equipment);
  const wide = body === 'wide9' || body === 'wide10';
  if (cabin === 'economy' || body === 'atr') return ECONOMY[body];
  if (cabin === 'premiumeconomy') {
    return wide ? { columns: SEVEN, firstRow: 10, lastRow: 16, exitRows: [] } : { columns: SIX, firstRow: 1, lastRow: 6, exitRows: [] };
  }
  if (cabin === 'first' && wide) return { columns: FIRST_WIDE, firstRow: 1, lastRow: 2, exitRows: [] };
  return wide ? { columns: BIZ_WIDE, firstRow: 1, lastRow: 8, exitRows: [] } : { columns: FOUR, firstRow: 1, lastRow: 3, exitRows: [] };
}

export function seatKind(columns: readonly string[], at: number): SeatKind {
  const letters = columns.filter((c) => c !== '');
  const col = columns[at]!;
  if (col === letters[0] || col === letters[letters.length - 1]) return 'window';
  return columns[at - 1] === '' || columns[at + 1] === '' ? 'aisle' : 'middle';
}

/** Rupees before the carrier's factor; international seats cost twice as much. */
function seatRupees(kind: SeatKind, row: number, layout: CabinLayout, cabin: Cabin): number {
  if (cabin === 'business' || cabin === 'first') return 0;
  const premium = cabin === 'premiumeconomy' ? 0.5 : 1;
  if (layout.exitRows.includes(row)) return 950 * premium;
  if (row < layout.firstRow + 4) return (kind === 'middle' ? 450 : 650) * premium;
  if (kind === 'window') return 350 * premium;
  if (kind === 'aisle') return 300 * premium;
  return 0;
}

export interface SeatMapInput {
  carrier: Carrier;
  /** Identifies the flight: 'AI.401.2026-03-20T06:00' (carrier, number, local departure). */
  flightId: string;
  equipment: string;
  cabin: Cabin;
  international: boolean;
  freeSeats: boolean;
}

export interface SeatRow {
  row: number;
  exitrow: boolean;
  seats: CatalogueSeat[];
}

/** The cabin's rows; between about a quarter and a half of the seats are taken, more at the front. */
export function seatRows(input: SeatMapInput): { columns: string[]; rows: SeatRow[] } {
  const layout = layoutFor(input.equipment, input.cabin);
  const fullness = 0.25 + 0.25 * unit(`load:${input.flightId}`);
  const rows: SeatRow[] = [];
  for (let row = layout.firstRow; row <= layout.lastRow; row++) {
    const exitrow = layout.exitRows.includes(row);
    const front = row < layout.firstRow + 4;
    const seats: CatalogueSeat[] = [];
    layout.columns.forEach((col, at) => {
      if (col === '') return;
      const seatno = `${row}${col}`;
      const kind = seatKind(layout.columns, at);
      const chance = fullness + (front ? 0.2 : 0) + (kind === 'middle' ? -0.1 : 0);
      const available = (hash32(`seat:${input.flightId}:${seatno}`) % 1000) / 1000 >= chance;
      const rupees = seatRupees(kind, row, layout, input.cabin) * (input.international ? 2 : 1);
      seats.push({ seatno, available, kind, amountPaise: input.freeSeats ? 0n : carrierPaise(input.carrier, rupees) });
    });
    rows.push({ row, exitrow, seats });
  }
  return { columns: layout.columns, rows };
}
