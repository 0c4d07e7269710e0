/*
 * Scenario routes (docs/sandbox-airline.md "Scenario routes"): fixed real routes on which the
 * sandbox behaves like a supplier's edge case, so tests and demos reproduce them. Routes are
 * directional (origin→destination as searched or flown).
 */

const route = (origin: string, destination: string) => `${origin}-${destination}`;

/** Searching this route answers an error, as a supplier that is down does. */
export const SUPPLIER_FAILURE_ROUTE = route('HYD', 'VTZ');
/** Fares on this route cost more when booked than when searched (the booking re-price sees it). */
export const PRICE_CHANGE_ROUTE = route('BLR', 'GOI');
/** ₹412 more base fare per adult at booking on PRICE_CHANGE_ROUTE. */
export const PRICE_CHANGE_PAISE = 41_200n;
/** Tickets on this route stay 'pending' for good (ticketing never completes). */
export const TICKET_PENDING_ROUTE = route('DEL', 'IXC');
/** This route flies six times as often and keeps every connection: one search, 5,000 offers. */
export const WIDE_ROUTE = route('BOM', 'CCU');
/** Offers per trip are capped here (the wide route reaches it). */
export const MAX_OFFERS = 5000;
/**
 * No flights: every pair of airports under 200 km apart, e.g. BOM→PNQ (about 120 km), and every
 * airport without scheduled service. Listed here for the docs; legs.ts applies the rule.
 */
export const NO_FLIGHTS_EXAMPLE = route('BOM', 'PNQ');

export const supplierFails = (origin: string, destination: string) =>
  route(origin, destination) === SUPPLIER_FAILURE_ROUTE;
export const isWideRoute = (origin: string, destination: string) => route(origin, destination) === WIDE_ROUTE;

/** Extra base fare per adult the booking re-price finds on a trip from origin to destination. */
export function priceChangeAtBooking(origin: string, destination: string): bigint {
  return route(origin, destination) === PRICE_CHANGE_ROUTE ? PRICE_CHANGE_PAISE : 0n;
}

/** True when a ticket for a trip on this route never leaves 'pending'. */
export function ticketStaysPending(origin: string, destination: string): boolean {
  return route(origin, destination) === TICKET_PENDING_ROUTE;
}
