import * as v from 'valibot';

/*
 * The flight offer shared by the server (sandbox airline, TGFS answers) and the client (results,
 * fare rules, booking). Every amount is a decimal string with two places, in INR, for all the
 * searched travellers together (`paxfares` splits it per traveller type). docs/sandbox-airline.md
 * describes how the sandbox fills it.
 */

export const CABINS = ['economy', 'premiumeconomy', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];

export const TRIP_TYPES = ['oneway', 'roundtrip', 'multicity'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Tax components (docs/product.md#records): K3 is GST on air fares; IN the user development fee. */
export const TAX_CODES = ['K3', 'YR', 'YQ', 'IN', 'CGST', 'SGST', 'IGST'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** Benefit codes (docs/product.md#constants-and-code-tables): f… free, p… paid; lowcanx = low cancellation fee. */
export const BENEFIT_CODES = [
  'fmeal',
  'fseat',
  'fresc',
  'fwifi',
  'fbaggage',
  'pmeal',
  'pseat',
  'pwifi',
  'pbaggage',
  'lowcanx',
] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

/** Fare labels / product names (docs/product.md#constants-and-code-tables). */
export const FARE_FAMILIES = ['corporate', 'sme', 'flexi', 'normal', 'exclusive', 'others'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];

export const PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type PaxType = (typeof PAX_TYPES)[number];

export const FLIGHT_SUPPLIER = 'SANDBOX';

const amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

export const FlightTaxSchema = v.object({ code: v.picklist(TAX_CODES), amount });
export type FlightTax = v.InferOutput<typeof FlightTaxSchema>;

export const FlightSegmentSchema = v.object({
  /** 1 onward, 2 return (an international round trip's combined offer carries both). */
  tripnumber: v.picklist([1, 2]),
  carrier: v.string(),
  carriername: v.string(),
  flightnumber: v.string(),
  origin: v.string(),
  originname: v.string(),
  origincity: v.string(),
  destination: v.string(),
  destinationname: v.string(),
  destinationcity: v.string(),
  /** Local wall-clock time at the airport, 'YYYY-MM-DDTHH:mm' (no offset). */
  departure: v.string(),
  arrival: v.string(),
  /** Block time in minutes. */
  duration: v.number(),
  depterminal: v.string(),
  arrterminal: v.string(),
  /** '' when the marketing carrier flies it. */
  operatedby: v.string(),
  equipment: v.string(),
  /** Minutes on the ground before the next segment of the same trip; 0 for the last. */
  layover: v.number(),
});
export type FlightSegment = v.InferOutput<typeof FlightSegmentSchema>;

export const FlightPaxFareSchema = v.object({
  paxtype: v.picklist(PAX_TYPES),
  count: v.number(),
  /** Per traveller of this type. */
  basefare: amount,
  taxes: v.array(FlightTaxSchema),
  totalfare: amount,
});
export type FlightPaxFare = v.InferOutput<typeof FlightPaxFareSchema>;

export const FlightFareSchema = v.object({
  farekey: v.string(),
  farelabel: v.picklist(FARE_FAMILIES),
  /** The airline's product name, e.g. 'Corporate Flex' or 'Saver'. */
  productname: v.string(),
  cabin: v.picklist(CABINS),
  /** Booking class letter. */
  fareclass: v.string(),
  currency: v.literal('INR'),
  /** All travellers: Σ paxfares basefare × count. */
  basefare: amount,
  /** All travellers, per component: Σ over paxfares. */
  taxes: v.array(FlightTaxSchema),
  /** basefare + Σ taxes, exactly. */
  totalfare: amount,
  paxfares: v.array(FlightPaxFareSchema),
  refundable: v.picklist(['Y', 'N']),
  benefits: v.array(v.picklist(BENEFIT_CODES)),
  /** checkin '0 KG' = hand baggage only (docs/product.md#validation-rules). */
  baggage: v.object({ checkin: v.string(), cabin: v.string() }),
  seatsleft: v.number(),
});
export type FlightFare = v.InferOutput<typeof FlightFareSchema>;

export const FlightOfferSchema = v.object({
  flightkey: v.string(),
  supplier: v.literal(FLIGHT_SUPPLIER),
  domint: v.picklist(['domestic', 'international']),
  segments: v.array(FlightSegmentSchema),
  /** Stops of the trip with the most (0 direct, 1 one-stop). */
  stops: v.number(),
  /** Minutes from first departure to last arrival, summed over trips (tripnumber 1 and 2). */
  totalduration: v.number(),
  /** Cheapest first. */
  fares: v.array(FlightFareSchema),
});
export type FlightOffer = v.InferOutput<typeof FlightOfferSchema>;

export const FareRuleSchema = v.object({
  farekey: v.string(),
  farelabel: v.picklist(FARE_FAMILIES),
  productname: v.string(),
  baggage: v.object({ checkin: v.string(), cabin: v.string() }),
  /** Per traveller per sector; 'Non-refundable' windows carry the whole fare. */
  cancellation: v.array(v.object({ window: v.string(), penalty: v.string() })),
  change: v.array(v.object({ window: v.string(), penalty: v.string() })),
  rulestext: v.string(),
});
export type FareRule = v.InferOutput<typeof FareRuleSchema>;

/** The cheapest totalfare over offers, as paise; null when there are none. */
export function lowestFarePaise(offers: readonly FlightOffer[]): bigint | null {
  let lowest: bigint | null = null;
  for (const offer of offers) {
    for (const fare of offer.fares) {
      const paise = BigInt(fare.totalfare.replace('.', ''));
      if (lowest === null || paise < lowest) lowest = paise;
    }
  }
  return lowest;
}
