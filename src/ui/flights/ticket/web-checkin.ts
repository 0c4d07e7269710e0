import type { FlightInvoice } from '../../../contract/flights/invoice';
import { splitCarrier } from '../../../domain/flight-codes';
import { type TicketLine, routeOf, sectorsOfTrip } from './ticket-view';

/*
 * Web check-in (docs/product.md#screens-and-routes): an external page opened in a new tab with the transaction id,
 * carrier, flight number, date, traveller name, title, PNR, route and email. The sandbox airline's
 * page is served by our own server (server/suppliers/airline/checkin-page.ts); the service worker
 * leaves the path to the network (src/sw/navigation.ts). The parameter names are shared with it.
 */
export const WEB_CHECKIN_PATH = '/sandbox-airline/checkin';

export const WEB_CHECKIN_PARAMS = [
  'txid',
  'carrier',
  'flightno',
  'date',
  'name',
  'title',
  'pnr',
  'route',
  'email',
] as const;
export type WebCheckinParams = Record<(typeof WEB_CHECKIN_PARAMS)[number], string>;

/**
 * One traveller's check-in for one trip: the trip's first flight (check-in happens with the carrier
 * of the first sector) and the trip's whole route. null when the trip has no sector on the ticket.
 */
export function webCheckinParams(invoice: FlightInvoice, txid: string, line: TicketLine): WebCheckinParams | null {
  const sectors = sectorsOfTrip(invoice, line.trip);
  const first = sectors[0];
  if (!first) return null;
  return {
    txid,
    carrier: splitCarrier(first.carrier).code,
    flightno: first.flight_number.trim(),
    date: first.jdate.trim(),
    name: line.name,
    title: line.title,
    pnr: line.pnr,
    route: routeOf(sectors),
    email: line.email,
  };
}

export function webCheckinUrl(params: WebCheckinParams): string {
  const query = new URLSearchParams(WEB_CHECKIN_PARAMS.map((key) => [key, params[key]]));
  return `${WEB_CHECKIN_PATH}?${query.toString()}`;
}
