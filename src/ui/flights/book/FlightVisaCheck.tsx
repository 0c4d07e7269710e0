import type { RepricedFare } from '../../../contract/flights/booking';
import { flightStays } from '../../../domain/visa-coverage';
import { useAirportCountries } from '../../shared/airport-countries';
import { VisaWarnings } from '../../shared/VisaWarnings';
import type { TravellerForm } from './booking-form';

/**
 * Before paying for flights abroad: the visa warnings of the travellers picked from profiles, for
 * where the flights leave them and when (docs/features/visas.md "Coverage"). Guests typed in have no
 * visas on record and are not judged. It informs; booking goes on either way.
 */
export function FlightVisaCheck({ fares, travellers }: { fares: readonly RepricedFare[]; travellers: readonly TravellerForm[] }) {
  const legs = fares.flatMap((fare) => fare.offer.segments);
  const countries = useAirportCountries(legs.map((leg) => leg.destination));
  if (!countries) return null;
  const countryOf = new Map(legs.map((leg, i) => [leg.destination, countries[i] ?? '']));
  const stays = flightStays(legs, (airport) => countryOf.get(airport) ?? '');
  if (stays.length === 0) return null;
  const travellerprofileids = [...new Set(travellers.map((t) => t.profileid).filter((id) => id !== ''))];
  return <VisaWarnings request={{ stays, travellerprofileids }} />;
}
