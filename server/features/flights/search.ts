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
import { queueResultsAnswer, queueResultsMultiAnswer } from './results';
import { flightToday, startSearch, supplierDown } from './search-store';
import { flightSupplier } from './supplier';

/*
 * TGFS searches of the airline (flightSupplier(); the sandbox: docs/sandbox-airline.md).
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
    const rules = await flightSupplier().search.fareRules(ctx.tx, flightkey);
    if (!rules) throw new HttpError(404, 'flightkey: no such flight');
    return { FareRules: rules };
  }),

  defineHandler(fareCalendar)(async (ctx, { origin, destination, month, cabin }) => {
    const query = { origin, destination, month, cabin, today: flightToday(ctx.now) };
    const days = await flightSupplier().search.calendar(ctx.tx, query);
    if ('problem' in days) throw badRequest(days.problem);
    if ('supplierDown' in days) throw supplierDown();
    return days;
  }),
];
