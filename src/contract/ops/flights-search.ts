import * as v from 'valibot';
import { defineOperation } from '../operation';
import { CABINS, FareRuleSchema, FlightOfferSchema, TRIP_TYPES } from '../../domain/flight-offer';
import { FlightSearchRequestSchema, iataField } from '../../domain/flight-offer-request';

export * from '../../domain/flight-offer';
export * from '../../domain/flight-offer-request';

/*
 * TGFS searches of the sandbox airline (core spec §7 "Flight service"; docs/issue6-plan.md
 * "Interfaces"; docs/sandbox-airline.md). A search answers a responseid; the results are read by
 * polling QUEUERESULTS (QUEUERESULTSMULTI for multi-city) until status is 'complete'. A responseid
 * is the caller's own: another user's is refused. Checks against today (dates not in the past) are
 * the server's, on its own clock; domint is worked out by the server from the airports.
 */

const SearchStatus = v.picklist(['pending', 'complete']);
const responseId = v.pipe(
  v.string('responseid is required'),
  v.trim(),
  v.nonEmpty('responseid is required'),
  v.maxLength(64, 'responseid is too long'),
);

const searchStarted = v.object({ responseid: v.string(), status: SearchStatus });

export const searchFlights = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'SEARCHFLIGHTS',
  request: v.object({ jsondata: FlightSearchRequestSchema }),
  response: searchStarted,
  roles: 'any',
  /** Stores the search (a row per responseid). */
  mutates: true,
});

/** Results of a one-way or round-trip search. lowestfare '' while pending or when nothing flies. */
export const queueResults = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'QUEUERESULTS',
  request: v.object({ responseid: responseId }),
  response: v.object({
    responseid: v.string(),
    status: SearchStatus,
    triptype: v.picklist(TRIP_TYPES),
    domint: v.picklist(['domestic', 'international']),
    /** Onward offers; an international round trip's are combined (segments of tripnumber 1 and 2). */
    results: v.array(FlightOfferSchema),
    /** A domestic round trip's return offers, chosen separately; [] otherwise. */
    returnresults: v.array(FlightOfferSchema),
    lowestfare: v.string(),
  }),
  roles: 'any',
  mutates: false,
});

export const searchFlightsMulti = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'SEARCHFLIGHTSMULTI',
  request: v.object({ jsondata: FlightSearchRequestSchema }),
  response: searchStarted,
  roles: 'any',
  /** Stores the search (a row per responseid). */
  mutates: true,
});

/** Results per sector, in the request's order (any search; multi-city is read this way). */
export const queueResultsMulti = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'QUEUERESULTSMULTI',
  request: v.object({ responseid: responseId }),
  response: v.object({
    responseid: v.string(),
    status: SearchStatus,
    sectors: v.array(
      v.object({
        origin: v.string(),
        destination: v.string(),
        jdate: v.string(),
        results: v.array(FlightOfferSchema),
        lowestfare: v.string(),
      }),
    ),
  }),
  roles: 'any',
  mutates: false,
});

/** Rules of every fare of the flight, or of one fare when flightkey is a farekey. */
export const getFareRules = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETFARERULES',
  request: v.object({
    flightkey: v.pipe(
      v.string('flightkey is required'),
      v.nonEmpty('flightkey is required'),
      v.maxLength(400, 'flightkey is too long'),
    ),
    supplier: v.pipe(v.string('supplier is required'), v.nonEmpty('supplier is required')),
  }),
  response: v.object({ FareRules: v.array(FareRuleSchema) }),
  roles: 'any',
  mutates: false,
});

/** Lowest one-way adult economy fare per day of the month (days already past and days without flights left out). */
export const fareCalendar = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'FARECALENDAR',
  request: v.pipe(
    v.object({
      origin: iataField('origin'),
      destination: iataField('destination'),
      month: v.pipe(v.string('month is required'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')),
      cabin: v.optional(
        v.picklist(CABINS, "cabin must be 'economy', 'premiumeconomy', 'business' or 'first'"),
        'economy',
      ),
    }),
    v.forward(
      v.check((r) => r.origin !== r.destination, 'destination must differ from origin'),
      ['destination'],
    ),
  ),
  response: v.array(v.object({ jdate: v.string(), totalfare: v.string() })),
  roles: 'any',
  mutates: false,
});

export const flightSearchOperations = {
  searchFlights,
  queueResults,
  searchFlightsMulti,
  queueResultsMulti,
  getFareRules,
  fareCalendar,
} as const;
