import type { FlightOffer } from '../../../src/domain/flight-offer';
import { type PolicyFacts, policyFactsOf } from '../../../src/domain/policy-facts';
import type { StoredExtraLine } from '../../store/schema-flight-bookings';
import type { BookingPrice } from './booking-price';

/**
 * What a booking is made of once priced: the chosen fares (each offer with its one fare), the
 * extras and promo, and the policy verdict. JSON-safe (paise as numbers): a trip item keeps it.
 */
export interface BookingClaim {
  triptype: 'oneway' | 'roundtrip' | 'multicity';
  domint: 'domestic' | 'international';
  offers: FlightOffer[];
  extras: StoredExtraLine[];
  farePaise: number;
  extrasPaise: number;
  discountPaise: number;
  totalPaise: number;
  promoCode: string;
  inpolicy: boolean;
  policyviolationreason: string;
  /** What the policy simulator replays; absent on claims kept by trips before it existed. */
  policyFacts?: PolicyFacts;
}

export function claimOf(price: BookingPrice): BookingClaim {
  return {
    triptype: price.search.request.triptype,
    domint: price.domint,
    offers: price.fares.map((f) => f.offer),
    extras: price.extras.map((l) => ({ ...l, amountPaise: Number(l.amountPaise) })),
    farePaise: Number(price.farePaise),
    extrasPaise: Number(price.extrasPaise),
    discountPaise: Number(price.discountPaise),
    totalPaise: Number(price.totalPaise),
    promoCode: price.promoCode,
    inpolicy: price.inpolicy,
    policyviolationreason: price.policyviolationreason,
    policyFacts: policyFactsOf(price.fares.map((f) => f.offer), price.comparisonPaise),
  };
}
