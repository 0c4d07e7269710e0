import {
  fareCalendar,
  FLIGHT_SUPPLIER,
  getFareRules,
  queueResults,
  queueResultsMulti,
  searchFlights,
  searchFlightsMulti,
} from '../../../src/contract/flights/search';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { loadAirports } from '../../suppliers/airline/airports';
import { fareCalendar as calendarOf } from '../../suppliers/airline/calendar';
import { findFlight } from '../../suppliers/airline/find';
import { fareRules } from '../../suppliers/airline/rules';
import { supplierFails } from '../../suppliers/airline/scenarios';
import { queueResultsAnswer, queueResultsMultiAnswer } from './results';
import { flightToday, startSearch, supplierDown } from './search-store';

/*
 * TGFS searches of the sandbox airline (docs/sandbox-airline.md).
 * A search is stored and answered 'pending'; QUEUERESULTS(MULTI) reads it (the caller's own only).
 */
export const flightSearchHandlers = [
  defineHandler(searchFlights)(async (ctx, { jsondata }) => {
    const { responseid } = await startSearch(ctx, jsondata);
    return { responseid, status: 'pending' as const };
  }),

  defineHandler(searchFlightsMulti)(async (ctx, { jsondata }) => {
    if (jsondata.triptype !== 'multicity') throw badRequest("triptype must be 'multicity' for SEARCHFLIGHTSMULTI");
    const { responseid } = await startSearch(ctx, jsondata);
    return { responseid, status: 'pending' as const };
  }),

  defineHandler(queueResults)((ctx, { responseid }) => queueResultsAnswer(ctx, responseid)),

  defineHandler(queueResultsMulti)((ctx, { responseid }) => queueResultsMultiAnswer(ctx, responseid)),

  defineHandler(getFareRules)(async (ctx, { flightkey, supplier }) => {
    if (supplier !== FLIGHT_SUPPLIER) throw badRequest(`supplier: unknown supplier ${supplier}`);
    const flight = await findFlight(ctx.tx, flightkey);
    if (!flight) throw new HttpError(404, 'flightkey: no such flight');
    return { FareRules: fareRules(flight) };
  }),

  defineHandler(fareCalendar)(async (ctx, { origin, destination, month, cabin }) => {
    const places = await loadAirports(ctx.tx, [origin, destination]);
    if (!places.has(origin)) throw badRequest(`origin: ${origin} is not a known airport`);
    if (!places.has(destination)) throw badRequest(`destination: ${destination} is not a known airport`);
    if (supplierFails(origin, destination)) throw supplierDown();
    return calendarOf(places, origin, destination, month, cabin, flightToday(ctx.now));
  }),
];
