import * as v from 'valibot';
import { defineOperation } from '../operation';
import {
  CABINS,
  FARE_FAMILIES,
  FareRuleSchema,
  FLIGHT_SUPPLIER,
  FlightOfferSchema,
  TRIP_TYPES,
  type FlightOffer,
} from '../../domain/flight-offer';
import { FlightSearchRequestSchema, iataField } from '../../domain/flight-offer-request';
import { farePerTravellerPaise } from '../../domain/flight-policy';
import { minorUnitsToDecimal } from '../../domain/money';

export * from '../../domain/flight-offer';
export * from '../../domain/flight-offer-request';

/*
 * TGFS searches of the sandbox airline (docs/operations.md "Flight search"; docs/features/flights-search.md;
 * docs/sandbox-airline.md). A search answers a responseid; the results are read by
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

/*
 * Results are lean (README "Flight search → results"): a full offer is about 4.7 KB of JSON (every
 * fare family with its taxes per traveller type, airport names per segment), so 5,000 of them were
 * 23 MB for the browser to parse. A results offer carries what the list, its filters and the policy
 * badge read; GETMOREFARES answers one flight's full fares (taxes, benefits) when the user opens
 * them, and booking re-prices from the keys (findOffer), so nothing downstream needs the full offer
 * from the client.
 */
const amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

/** One fare of a results offer. */
export const FareSummarySchema = v.object({
  farekey: v.string(),
  farelabel: v.picklist(FARE_FAMILIES),
  productname: v.string(),
  cabin: v.picklist(CABINS),
  /** All travellers, taxes included. */
  totalfare: amount,
  /**
   * The highest total of one traveller among the fare's traveller types (adults, usually): what
   * the policy's per-traveller fare cap reads. The split per traveller type is in the full fare.
   */
  pertraveller: amount,
  refundable: v.picklist(['Y', 'N']),
  baggage: v.object({ checkin: v.string(), cabin: v.string() }),
});
export type FareSummary = v.InferOutput<typeof FareSummarySchema>;

/** A segment as the list shows it (times, airports, flight); terminals and names are in the full offer. */
export const SegmentSummarySchema = v.object({
  tripnumber: v.picklist([1, 2]),
  carrier: v.string(),
  carriername: v.string(),
  flightnumber: v.string(),
  origin: v.string(),
  destination: v.string(),
  departure: v.string(),
  arrival: v.string(),
  duration: v.number(),
  layover: v.number(),
});
export type SegmentSummary = v.InferOutput<typeof SegmentSummarySchema>;

export const OfferSummarySchema = v.object({
  flightkey: v.string(),
  supplier: v.literal(FLIGHT_SUPPLIER),
  domint: v.picklist(['domestic', 'international']),
  segments: v.array(SegmentSummarySchema),
  stops: v.number(),
  totalduration: v.number(),
  /** Cheapest first. */
  fares: v.array(FareSummarySchema),
});
export type OfferSummary = v.InferOutput<typeof OfferSummarySchema>;

/** The results form of a full offer (the server's; tests use it to compare). */
export function summariseOffer(offer: FlightOffer): OfferSummary {
  return {
    flightkey: offer.flightkey,
    supplier: offer.supplier,
    domint: offer.domint,
    segments: offer.segments.map((s) => ({
      tripnumber: s.tripnumber,
      carrier: s.carrier,
      carriername: s.carriername,
      flightnumber: s.flightnumber,
      origin: s.origin,
      destination: s.destination,
      departure: s.departure,
      arrival: s.arrival,
      duration: s.duration,
      layover: s.layover,
    })),
    stops: offer.stops,
    totalduration: offer.totalduration,
    fares: offer.fares.map((f) => ({
      farekey: f.farekey,
      farelabel: f.farelabel,
      productname: f.productname,
      cabin: f.cabin,
      totalfare: f.totalfare,
      pertraveller: minorUnitsToDecimal(farePerTravellerPaise(f)),
      refundable: f.refundable,
      baggage: { checkin: f.baggage.checkin, cabin: f.baggage.cabin },
    })),
  };
}

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
    results: v.array(OfferSummarySchema),
    /** A domestic round trip's return offers, chosen separately; [] otherwise. */
    returnresults: v.array(OfferSummarySchema),
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
        results: v.array(OfferSummarySchema),
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

const flightkeyField = v.pipe(
  v.string('flightkey is required'),
  v.nonEmpty('flightkey is required'),
  v.maxLength(400, 'flightkey is too long'),
);

/**
 * GETMOREFARES (our name): one flight of the caller's search in full (every fare with its base
 * fare, taxes per traveller type, benefits and seats left; segments with terminals and aircraft),
 * priced for that search's travellers and day: the 'More fares' table and fare details read it.
 * Another user's responseid answers 404 like an unknown one.
 */
export const getMoreFares = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETMOREFARES',
  request: v.object({
    responseid: responseId,
    flightkey: flightkeyField,
    supplier: v.pipe(v.string('supplier is required'), v.nonEmpty('supplier is required')),
  }),
  response: v.object({ offer: FlightOfferSchema }),
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
  getMoreFares,
  fareCalendar,
} as const;
