import { createContext } from 'react';
import type { FlightFare } from '../../../domain/flight-offer';
import type { UserCategory } from '../../../contract/roles';

/**
 * What every row of the results may need without threading it through the virtual list: one
 * flight's full fares (GETMOREFARES of this search) and whether policy badges are shown.
 */
export interface ResultsServices {
  loadMoreFares: (flightkey: string, supplier: string) => Promise<FlightFare[]>;
  /** The user the policy badge is for; null = no badges (the policy is not known yet, or failed to load). */
  policyUser: { user_category: UserCategory; isidentity: boolean } | null;
}

export const ResultsServicesContext = createContext<ResultsServices>({
  loadMoreFares: () => Promise.reject(new Error('loadMoreFares is not provided')),
  policyUser: null,
});
