import type { FlightInvoice, PassengerRecord, SectorRecord } from '../../../contract/flights/invoice';
import { MEAL_NAMES, isMealCode, splitCarrier } from '../../../domain/flight-codes';

/*
 * What the flight e-ticket shows, worked out from a FlightInvoice (docs/product.md#records) once, so the page,
 * the PDF and the web check-in link say the same thing. Pure: no React, no formatting of money.
 */

export type TripNumber = 1 | 2;

export function tripLabel(trip: number): string {
  return trip === 2 ? 'Return' : 'Onward';
}

export function passengerName(p: Pick<PassengerRecord, 'title' | 'first_name' | 'last_name'>): string {
  return [p.title, p.first_name, p.last_name]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The travellers, once each: passengerRecords has a row per traveller per trip (trip_number), so a
 * round trip lists everyone twice. The first row of a paxid speaks for the traveller.
 */
export function travellers(invoice: Pick<FlightInvoice, 'passengerRecords'>): PassengerRecord[] {
  const seen = new Map<string, PassengerRecord>();
  for (const p of invoice.passengerRecords) if (!seen.has(p.paxid)) seen.set(p.paxid, p);
  return [...seen.values()];
}

function travellerOf(invoice: Pick<FlightInvoice, 'passengerRecords'>, paxid: string, trip?: number) {
  return (
    invoice.passengerRecords.find((p) => p.paxid === paxid && (trip === undefined || p.trip_number === trip)) ??
    invoice.passengerRecords.find((p) => p.paxid === paxid)
  );
}

export function travellerNameOf(invoice: Pick<FlightInvoice, 'passengerRecords'>, paxid: string): string {
  const p = travellerOf(invoice, paxid);
  return p ? passengerName(p) : `Traveller ${paxid}`;
}

export interface TicketLine {
  trip: TripNumber;
  paxid: string;
  title: string;
  name: string;
  email: string;
  ticketNumber: string;
  pnr: string;
}

/** A line per traveller per trip: ticket number and the airline PNR of that trip. */
export function ticketLines(invoice: FlightInvoice): TicketLine[] {
  return invoice.flightTickets.map((t) => {
    const p = travellerOf(invoice, t.paxid, t.trip_number);
    return {
      trip: t.trip_number,
      paxid: t.paxid,
      title: p?.title.trim() ?? '',
      name: p
        ? [p.first_name, p.last_name]
            .map((s) => s.trim())
            .filter(Boolean)
            .join(' ')
        : '',
      email: p?.email.trim() ?? '',
      ticketNumber: t.ticket_number.trim(),
      pnr: t.airline_pnr.trim(),
    };
  });
}

/** The sectors of one trip, in the order the ticket lists them. */
export function sectorsOfTrip(invoice: Pick<FlightInvoice, 'sectorRecords'>, trip: number): SectorRecord[] {
  return invoice.sectorRecords.filter((s) => s.tripnumber === trip);
}

/** The trips the ticket covers: 1, and 2 on a round trip. */
export function tripsOf(invoice: Pick<FlightInvoice, 'sectorRecords' | 'flightTickets'>): TripNumber[] {
  const trips = new Set<TripNumber>([
    ...invoice.sectorRecords.map((s) => s.tripnumber),
    ...invoice.flightTickets.map((t) => t.trip_number),
  ]);
  return [...trips].sort();
}

/** 'BLR-DEL', or 'BLR-BOM-DEL' through a connection; '' without sectors. */
export function routeOf(sectors: readonly SectorRecord[]): string {
  if (sectors.length === 0) return '';
  return [...sectors.map((s) => s.origin.trim()), sectors[sectors.length - 1]!.destination.trim()].join('-');
}

/** '6012' on carrier 6E → '6E 6012'; a number already carrying its code ('6E-6012') keeps it, spaced. */
export function flightNumberText(sector: Pick<SectorRecord, 'carrier' | 'flight_number'>): string {
  const { code } = splitCarrier(sector.carrier);
  const number = sector.flight_number.trim();
  if (!code) return number;
  const rest = number.toUpperCase().startsWith(code) ? number.slice(code.length).replace(/^[\s-]+/, '') : number;
  return `${code} ${rest}`;
}

/** 'Air India' when another carrier flies it; '' when the marketing carrier operates it itself. */
export function operatedByText(sector: Pick<SectorRecord, 'carrier' | 'operatedby'>): string {
  const by = sector.operatedby.trim();
  if (!by) return '';
  const { code, name } = splitCarrier(sector.carrier);
  return by.toLowerCase() === name.toLowerCase() || by.toUpperCase() === code ? '' : by;
}

/** Minutes ('165') → '2h 45m'; any other wording ('2h 45m', '02:45') is shown as sent. */
export function durationText(duration: string): string {
  const text = duration.trim();
  if (!/^\d+$/.test(text)) return text;
  const minutes = Number(text);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** '1' → 'Terminal 1', 'T2' → 'Terminal 2'; '' stays '' (not known). */
export function terminalText(terminal: string): string {
  const text = terminal.trim();
  if (!text) return '';
  return /^terminal/i.test(text) ? text : `Terminal ${text.replace(/^T(?=\w)/i, '')}`;
}

export type ExtraKind = 'seat' | 'meal' | 'baggage' | 'other';

export interface ExtraLine {
  paxid: string;
  traveller: string;
  /** 'Onward' / 'Return' (jtype 'onward'/'return' or 1/2), or the sector as sent ('BLR-DEL'); '' when none. */
  journey: string;
  kind: ExtraKind;
  kindLabel: string;
  /** Seat '12A'; meal 'Veg (V)'; extra baggage '5 KG extra'. */
  detail: string;
  /** The amount when ssrvalue is one ('350.00'); null otherwise. */
  amount: string | null;
}

const KIND_LABELS: Record<ExtraKind, string> = { seat: 'Seat', meal: 'Meal', baggage: 'Baggage', other: 'Extra' };
const AMOUNT = /^\d+\.\d{1,2}$|^\d+$/;

function journeyText(jtype: string): string {
  const text = jtype.trim().toLowerCase();
  if (text === '1' || text === 'onward' || text === 'o') return 'Onward';
  if (text === '2' || text === 'return' || text === 'r') return 'Return';
  return jtype.trim();
}

/**
 * Suppliers split an extra between ssrname and ssrvalue either way: the code in ssrname and the
 * price in ssrvalue (ssrname 'V', ssrvalue '350.00'), or the name in ssrname and the code in
 * ssrvalue (ours: 'Veg'/'V', 'Seat 12A'/'12A', '5 KG'/'XB5'). Both read the same here.
 */
function extraDetail(kind: ExtraKind, name: string, value: string): string {
  const texts = [name, value].filter((t) => t && !AMOUNT.test(t));
  if (kind === 'meal') {
    const code = texts.map((t) => t.toUpperCase()).find(isMealCode);
    return code ? `${MEAL_NAMES[code]} (${code})` : (texts[0] ?? '');
  }
  if (kind === 'seat') {
    const seat = texts.map((t) => t.replace(/^seat\s+/i, '')).find((t) => /^\d{1,3}[A-Z]$/i.test(t));
    return (seat ?? texts[0] ?? '').toUpperCase();
  }
  if (kind === 'baggage') {
    const extra = texts.map((t) => /^XB(\d+)$/i.exec(t)).find(Boolean);
    return extra ? `${extra[1]} KG extra` : (texts[0] ?? '');
  }
  return texts.join(' ');
}

/** Seat, meal and baggage per traveller; meal codes by their docs/product.md#constants-and-code-tables names. */
export function extraLines(invoice: Pick<FlightInvoice, 'passengerssrrecords' | 'passengerRecords'>): ExtraLine[] {
  return invoice.passengerssrrecords.map((r) => {
    const type = r.ssrtype.trim().toLowerCase();
    const kind: ExtraKind = type === 'seat' || type === 'meal' || type === 'baggage' ? type : 'other';
    const value = r.ssrvalue.trim();
    return {
      paxid: r.paxid,
      traveller: travellerNameOf(invoice, r.paxid),
      journey: journeyText(r.jtype),
      kind,
      kindLabel: kind === 'other' ? r.ssrtype.trim() || KIND_LABELS.other : KIND_LABELS[kind],
      detail: extraDetail(kind, r.ssrname.trim(), value),
      amount: AMOUNT.test(value) ? value : null,
    };
  });
}
